package io.tetrisarena.arena.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.VersusRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The versus summary names the games an arena fault cut short, by bots and seed, and says they are played again. */
class ArenaRunSummaryTest {
    private static VersusRecord game(int seedIndex, boolean swapped, Outcome first, Outcome second) {
        return new VersusRecord("versus", "quick", seedIndex, 17L + seedIndex, swapped, List.of(
                new VersusRecord.Side("beam", "1.0.0", "a", first, "", 10, 0, 0, 0, 0, 0, 0, 0, 1, 1, ""),
                new VersusRecord.Side("striker", "1.0.0", "b", second, "", 10, 0, 0, 0, 0, 0, 0, 0, 1, 1, "")),
                second == Outcome.TOPPED_OUT ? 0 : -1, "", 10);
    }

    @Test
    void saysNothingWhenEveryGameCounts() {
        assertEquals("", ArenaRun.arenaFaults(List.of(game(0, false, null, Outcome.TOPPED_OUT))));
    }

    @Test
    void namesEachGameAnArenaFaultCutShortByItsBotsAndSeed() {
        assertEquals("; 2 versus games ended by an arena fault, not the bots' (beam vs striker on seed #1, beam vs"
                        + " striker on seed #2 (sides swapped); --resume plays them again)",
                ArenaRun.arenaFaults(List.of(game(0, false, null, Outcome.TOPPED_OUT),
                        game(1, false, Outcome.ARENA_FAULT, null), game(2, true, null, Outcome.ARENA_FAULT))));
    }

    @Test
    void namesTheFirstThreeAndCountsTheRest() {
        List<VersusRecord> games = List.of(game(0, false, Outcome.ARENA_FAULT, null),
                game(1, false, Outcome.ARENA_FAULT, null), game(2, false, Outcome.ARENA_FAULT, null),
                game(3, false, Outcome.ARENA_FAULT, null));
        assertEquals("; 4 versus games ended by an arena fault, not the bots' (beam vs striker on seed #0, beam vs"
                + " striker on seed #1, beam vs striker on seed #2, ...; --resume plays them again)",
                ArenaRun.arenaFaults(games));
    }
}
