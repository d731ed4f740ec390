package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BradleyTerryTest {

    @Test
    void twoPlayersDifferByTheLogOfTheirWinRatio() {
        // 30 wins to 10: p = 0.75, so r_A - r_B = ln 3; anchored to mean 0 each sits ln(3)/2 from zero.
        BradleyTerry.Fit fit = BradleyTerry.fit(new double[][] {{0, 30}, {10, 0}}, 0);
        assertEquals(Math.log(3) / 2, fit.ratings()[0], 1e-10);
        assertEquals(-Math.log(3) / 2, fit.ratings()[1], 1e-10);
        // Fisher information of the difference: 40 * 0.75 * 0.25 = 7.5; each centred rating is half of it,
        // so its variance is (1/7.5) / 4 = 1/30.
        assertEquals(Math.sqrt(1.0 / 30), fit.standardErrors()[0], 1e-9);
        assertEquals(0.75, fit.winProbability(0, 1), 1e-10);
    }

    @Test
    void countsADrawAsHalfAWinToEachSide() {
        // One win and one draw: 1.5 to 0.5, so the difference is ln 3.
        BradleyTerry.Fit fit = BradleyTerry.fit(new double[][] {{0, 1.5}, {0.5, 0}}, 0);
        assertEquals(Math.log(3), fit.ratings()[0] - fit.ratings()[1], 1e-10);
    }

    @Test
    void recoversStrengthsThatReproduceTheObservedWinsExactly() {
        // Strengths 1, 2, 4. Observed wins equal the expected wins of those strengths in every pairing
        // (B beats A 2 of 3, C beats B 2 of 3, C beats A 4 of 5), so they solve the likelihood equations and
        // are the unique maximum: ratings ln 1, ln 2, ln 4, centred to -ln 2, 0, ln 2.
        double[][] wins = {
            {0, 1, 1},
            {2, 0, 1},
            {4, 2, 0},
        };
        BradleyTerry.Fit fit = BradleyTerry.fit(wins, 0);
        assertEquals(-Math.log(2), fit.ratings()[0], 1e-10);
        assertEquals(0, fit.ratings()[1], 1e-10);
        assertEquals(Math.log(2), fit.ratings()[2], 1e-10);
    }

    @Test
    void priorKeepsPerfectRecordsAndPlayersWithoutGamesFinite() {
        // A beat B in all 5 games; C played nobody.
        double[][] wins = {
            {0, 5, 0},
            {0, 0, 0},
            {0, 0, 0},
        };
        BradleyTerry.Fit fit = BradleyTerry.fit(wins, BradleyTerry.DEFAULT_PRIOR_GAMES);
        double[] r = fit.ratings();
        assertEquals(0, r[0] + r[1] + r[2], 1e-12);
        assertTrue(r[0] > r[2] && r[2] > r[1], "order A > C > B expected");
        // A and B are mirror images around the prior's zero, and C sits at that zero before anchoring.
        assertEquals(r[2] - r[0], r[1] - r[2], 1e-10);
        // C's interval comes from the prior alone and is the widest.
        assertTrue(fit.standardErrors()[2] > fit.standardErrors()[0]);
        Estimate a = fit.rating(0);
        assertEquals(a.value() - 1.959963984540054 * fit.standardErrors()[0], a.low(), 1e-12);
    }

    @Test
    void priorMakesAPerfectRecordSolveThePenalizedScoreEquation() {
        // A beat B 3 of 3; each also drew one virtual game against rating 0. A's penalized score equation is
        // 3 - 3 p(a - b) + 0.5 - p(a) = 0, and by symmetry b = -a.
        BradleyTerry.Fit fit = BradleyTerry.fit(new double[][] {{0, 3}, {0, 0}}, 1);
        double a = fit.ratings()[0];
        double b = fit.ratings()[1];
        double pAB = 1 / (1 + Math.exp(b - a));
        double pA = 1 / (1 + Math.exp(-a));
        assertEquals(0, 3 - 3 * pAB + 0.5 - pA, 1e-10);
        assertEquals(-a, b, 1e-12);
    }

    @Test
    void refusesPerfectRecordsWithoutAPrior() {
        assertThrows(IllegalStateException.class, () -> BradleyTerry.fit(new double[][] {{0, 4}, {0, 0}}, 0));
    }

    @Test
    void rejectsANegativeWinCount() {
        assertThrows(IllegalArgumentException.class, () -> BradleyTerry.fit(new double[][] {{0, -1}, {1, 0}}, 1));
    }

    @Test
    void anchoredOnAPlayerItsRatingIsZeroAndTheOtherCarriesTheWholeDifference() {
        // 30 wins to 10 without a prior: r_A - r_B = ln 3; Fisher information of the difference is
        // n p (1 - p) = 40 * 0.75 * 0.25 = 7.5, so its standard error is sqrt(1 / 7.5) = 0.365148.
        double[][] wins = {{0, 30}, {10, 0}};
        BradleyTerry.Fit anchored = BradleyTerry.fit(wins, 0, 1);
        assertEquals(Math.log(3), anchored.ratings()[0], 1e-9);
        assertEquals(0, anchored.ratings()[1], 0);
        assertEquals(Math.sqrt(1 / 7.5), anchored.standardErrors()[0], 1e-9);
        assertEquals(0, anchored.standardErrors()[1], 0);
        BradleyTerry.Fit centred = BradleyTerry.fit(wins, 0);
        assertEquals(2 * centred.standardErrors()[0], anchored.standardErrors()[0], 1e-9, "twice the centred one");
        assertThrows(IllegalArgumentException.class, () -> BradleyTerry.fit(wins, 0, 2));
    }
}
