package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;

/**
 * The small fixed results file {@code src/test/resources/leaderboard/results.jsonl}, read as the
 * {@code leaderboard} command reads it: 36 game records (bots alpha, beta, gamma on 6 seeds of the events
 * marathon and cheese; delta entered but without games), deliberately shuffled, and a wall time of 12.5 s.
 * The games were played by a small straight-drop simulator, so their move lists replay to their line counts.
 */
record Fixture(TournamentHeader header, List<GameRecord> games, double wallSeconds) {

    static Fixture load() throws IOException {
        URL resource = Fixture.class.getResource("/leaderboard/results.jsonl");
        if (resource == null) {
            throw new IOException("test resource leaderboard/results.jsonl is missing");
        }
        try {
            ResultsStore.Contents<GameRecord> contents = ResultsFile.read(Path.of(resource.toURI()));
            return new Fixture(contents.header(), contents.games(), contents.wallSeconds());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }

    /**
     * A literature-10x10 game of the published Dellacherie controller (a one-piece search), up to
     * {@code maxPieces} pieces: a real game that clears many rows, as a record of bot "b".
     */
    static GameRecord dellacherieGame(Rules rules, long seed, int maxPieces) {
        Game game = new Game(rules, seed);
        Search search = new Search(rules, SearchPolicy.currentPieceOnly());
        @SuppressWarnings("deprecation")
        LinearEvaluator dellacherie = LinearEvaluator.of(LinearWeights.published("d", FeatureSet.DELLACHERIE));
        while (!game.isOver() && game.piecesPlaced() < maxPieces) {
            game.apply(search.bestMove(game.board(), game.legalPlacements().toList(), null, List.of(), null, dellacherie));
        }
        return new GameRecord("b", "1.0", "00", "literature-10x10", "s", 0, seed, Outcome.TOPPED_OUT, "",
                game.piecesPlaced(), game.lines(), game.score(), 0, 0, 0, 0, 1.0, 2.0, game.moves());
    }

    /** The same record with another detail text. */
    static GameRecord withDetail(GameRecord g, String detail) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), detail, g.pieces(), g.lines(), g.score(), g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves());
    }

    /** The same record with another piece count. */
    static GameRecord withPieces(GameRecord g, int pieces) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), g.detail(), pieces, g.lines(), g.score(), g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves());
    }

    /** The same record moved to another event. */
    static GameRecord inEvent(GameRecord g, String event) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), event, g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), g.detail(), g.pieces(), g.lines(), g.score(), g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves());
    }
}
