package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.Pentanomial;
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
                pairing("alpha", "gamma", new Duels(2, 1, 1), new Pentanomial(0, 0, 1, 1, 0)),
                pairing("alpha", "beta", new Duels(4, 0, 0), new Pentanomial(0, 0, 0, 0, 2)),
                pairing("gamma", "alpha", new Duels(1, 1, 2), new Pentanomial(0, 1, 1, 0, 0)),
                pairing("beta", "alpha", new Duels(0, 0, 4), new Pentanomial(2, 0, 0, 0, 0)));
        return new VersusStandings("versus", "quick", 2, List.of(ALPHA, GAMMA, BETA), pairings);
    }

    private static VersusStandings.Pairing pairing(String a, String b, Duels duels, Pentanomial pairs) {
        return VersusStandings.Pairing.of(a, b, duels, pairs, 0);
    }

    private static List<String> printed(String challenger) {
        return ConsoleLeaderboard.versus(standings(), challenger).lines().skip(4).toList();
    }

    @Test
    void aGauntletPrintsOneRowPerOpponentWithItsResultAgainstTheChallenger() {
        assertEquals(List.of("",
                "against alpha:",
                "bot                           W-D-L    score           95% CI  games",
                "gamma                         1-1-2    0.375   [0.075, 0.800]      4",
                "beta                          0-0-4    0.000   [0.000, 0.674]      4"), printed("alpha"));
    }

    @Test
    void aRoundRobinPrintsEachPairingOnce() {
        assertEquals(List.of("alpha vs gamma: 2-1-1, score 0.625 [0.200, 0.925]",
                "alpha vs beta: 4-0-0, score 1.000 [0.326, 1.000]"), printed(null));
    }
}
