package io.tetrisarena.arena.leaderboard;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The small fixed results set under {@code src/test/resources/leaderboard/results.jsonl}: a header line, then
 * 36 game records (bots alpha, beta, gamma on 6 seeds of the events marathon and cheese; delta entered but
 * without games), deliberately shuffled.
 */
record Fixture(TournamentHeader header, List<GameRecord> games) {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Fixture load() throws IOException {
        try (InputStream in = Fixture.class.getResourceAsStream("/leaderboard/results.jsonl")) {
            if (in == null) {
                throw new IOException("test resource leaderboard/results.jsonl is missing");
            }
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            TournamentHeader header = JSON.readValue(lines[0], TournamentHeader.class);
            List<GameRecord> games = new ArrayList<>();
            for (int i = 1; i < lines.length; i++) {
                games.add(JSON.readValue(lines[i], GameRecord.class));
            }
            return new Fixture(header, games);
        }
    }

    /** The same record with another detail text. */
    static GameRecord withDetail(GameRecord g, String detail) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), detail, g.pieces(), g.lines(), g.score(), g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves());
    }

    /** The same record moved to another event. */
    static GameRecord inEvent(GameRecord g, String event) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), event, g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), g.detail(), g.pieces(), g.lines(), g.score(), g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves());
    }
}
