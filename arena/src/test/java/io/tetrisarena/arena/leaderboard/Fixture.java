package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.results.GameRecord;
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
