package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.TournamentHeader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run notes a bot over TCP whose median move is slow enough to be Nagle's delay, and only such a bot. */
class RemoteLatencyTest {
    private static TournamentHeader.BotEntry bot(String id, String hosting) {
        return new TournamentHeader.BotEntry(id, id, "1", "tests", id, "sha", hosting);
    }

    private static GameRecord game(String bot, int seed, double meanMillis) {
        return new GameRecord(bot, "1", "sha", "classic", "quick", seed, seed, Outcome.PIECE_CAP, "", 10, 0, 0, 0, 0,
                0, 0, meanMillis, meanMillis, "");
    }

    @Test
    void aRemoteBotWithAMedianMoveOverThirtyMillisecondsIsNotedOnce() {
        TournamentHeader header = new TournamentHeader("dev", "1.5.0", List.of(), "quick", "x", 3,
                List.of(bot("nagle", "remote"), bot("quick", "remote"), bot("thinker", "in-process")), 1, "now", "jvm");
        List<GameRecord> games = List.of(game("nagle", 0, 41.2), game("nagle", 1, 44.0), game("nagle", 2, 3.0),
                game("quick", 0, 2.5), game("quick", 1, 60.0), game("quick", 2, 3.5),
                game("thinker", 0, 90.0), game("thinker", 1, 90.0), game("thinker", 2, 90.0));
        assertEquals(List.of("note: nagle (over TCP) took a median 41.2 ms a move; if it thinks for much less, its"
                + " server lacks TCP_NODELAY and Nagle's algorithm delays each answer (see docs/external-bots.md,"
                + " 'Bots reached over TCP')"), RemoteLatency.notes(header, games));
    }
}
