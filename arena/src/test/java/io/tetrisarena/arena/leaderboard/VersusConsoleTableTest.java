package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.versus.VersusStandings;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The console table of {@code arena versus}: a gauntlet lists the challenger's opponents, a round robin its pairings. */
class VersusConsoleTableTest {
    private static final VersusStandings.BotLine ALPHA = line("alpha", new Duels(6, 1, 1));
    private static final VersusStandings.BotLine GAMMA = line("gamma", new Duels(1, 1, 2));
    private static final VersusStandings.BotLine BETA = line("beta", new Duels(0, 0, 4));

    private static VersusStandings.BotLine line(String id, Duels duels) {
        return new VersusStandings.BotLine(id, new Estimate(0, -100, 100), duels.total(), duels, 0.5, 20, 2, 8, 0,
                Double.NaN, Double.NaN);
    }

    private static VersusStandings standings() {
        List<VersusStandings.Pairing> pairings = List.of(
                pairing("alpha", "gamma", new Duels(2, 1, 1)), pairing("alpha", "beta", new Duels(4, 0, 0)),
                pairing("gamma", "alpha", new Duels(1, 1, 2)), pairing("beta", "alpha", new Duels(0, 0, 4)));
        return new VersusStandings("versus", "quick", 2, List.of(ALPHA, GAMMA, BETA), pairings);
    }

    private static VersusStandings.Pairing pairing(String a, String b, Duels duels) {
        return new VersusStandings.Pairing(a, b, duels, VersusStandings.scoreInterval(duels));
    }

    private static List<String> printed(String challenger) {
        return ConsoleLeaderboard.versus(standings(), challenger).lines().skip(4).toList();
    }

    @Test
    void aGauntletPrintsOneRowPerOpponentWithItsResultAgainstTheChallenger() {
        assertEquals(List.of("",
                "against alpha:",
                "bot                           W-D-L    score           95% CI  games",
                "gamma                         1-1-2    0.375   [0.092, 0.781]      4",
                "beta                          0-0-4    0.000   [0.000, 0.490]      4 (decided)"), printed("alpha"));
    }

    @Test
    void aRoundRobinPrintsEachPairingOnce() {
        assertEquals(List.of("alpha vs gamma: 2-1-1, score 0.625 [0.219, 0.908]",
                "alpha vs beta: 4-0-0, score 1.000 [0.510, 1.000] (decided)"), printed(null));
    }
}
