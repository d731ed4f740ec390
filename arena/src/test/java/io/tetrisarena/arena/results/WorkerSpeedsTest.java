package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkerSpeedsTest {
    private static List<WorkerSpeeds.Timing> game(String bot, int pieces, double meanMillis) {
        return List.of(new WorkerSpeeds.Timing(bot, meanMillis, pieces));
    }

    @Test
    void aMachineWhoseMovesTakeTwiceAsLongIsHalfAsFastAndTheLeaderboardSaysSo() {
        Map<String, List<List<WorkerSpeeds.Timing>>> played = new LinkedHashMap<>();
        // per bot, "slow" takes twice as long per move as "fast": 4 vs 2 ms for a, 10 vs 5 ms for b
        played.put("fast", List.of(game("a", 100, 2.0), game("b", 100, 5.0)));
        played.put("slow", List.of(game("a", 100, 4.0), game("b", 100, 10.0)));
        List<TournamentHeader.WorkerInfo> workers = WorkerSpeeds.of(played, Map.of("fast", 2, "slow", 1));
        // the overall mean per bot is 3 and 7.5 ms: fast is 1.5x that, slow 0.75x
        assertEquals(List.of(new TournamentHeader.WorkerInfo("fast", 2, 2, 1.5),
                new TournamentHeader.WorkerInfo("slow", 1, 2, 0.75)), workers);
        assertEquals("Played on 2 cluster members of different speeds (fast 1.50x, slow 0.75x the average): the"
                + " per-move CPU limits were the same everywhere, so a bot near its limit may have timed out more on"
                + " the slower machines.", WorkerSpeeds.note(workers));
    }

    @Test
    void bothSidesOfAVersusGameCountForTheMemberThatPlayedIt() {
        Map<String, List<List<WorkerSpeeds.Timing>>> played = new LinkedHashMap<>();
        played.put("fast", List.of(List.of(new WorkerSpeeds.Timing("a", 2.0, 100), new WorkerSpeeds.Timing("b", 5.0,
                100))));
        played.put("slow", List.of(List.of(new WorkerSpeeds.Timing("a", 4.0, 100), new WorkerSpeeds.Timing("b", 10.0,
                100))));
        assertEquals(List.of(new TournamentHeader.WorkerInfo("fast", 0, 1, 1.5),
                new TournamentHeader.WorkerInfo("slow", 0, 1, 0.75)), WorkerSpeeds.of(played, Map.of()));
    }

    @Test
    void machinesWithinAQuarterOfEachOtherGetNoNote() {
        Map<String, List<List<WorkerSpeeds.Timing>>> played = new LinkedHashMap<>();
        played.put("a", List.of(game("x", 100, 2.0)));
        played.put("b", List.of(game("x", 100, 2.4)));
        assertNull(WorkerSpeeds.note(WorkerSpeeds.of(played, Map.of())));
        assertNull(WorkerSpeeds.of(Map.of(), Map.of()));
    }
}
