package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class WilcoxonSignedRankTest {

    /**
     * Hollander and Wolfe, Nonparametric Statistical Methods (1973), p. 29f: Hamilton depression scale factor
     * IV for nine patients at the first and second visit. Published: T+ = 40, one-sided P(T+ >= 40) = 10/512
     * = 0.0195 (the same example and figures as R's {@code wilcox.test} documentation), so two-sided 0.0391.
     */
    @Test
    void reproducesTheHollanderWolfeDepressionExample() {
        double[] first = {1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30};
        double[] second = {0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29};
        double[] differences = new double[first.length];
        for (int i = 0; i < first.length; i++) {
            differences[i] = first[i] - second[i];
        }
        WilcoxonSignedRank.Result result = WilcoxonSignedRank.test(differences);
        assertEquals(9, result.nonZero());
        assertEquals(40.0, result.wPlus());
        assertEquals(5.0, result.wMinus());
        assertEquals(WilcoxonSignedRank.Method.EXACT, result.method());
        assertEquals(20.0 / 512, result.pValue(), 1e-15);
    }

    @Test
    void dropsZeroDifferencesBeforeRanking() {
        WilcoxonSignedRank.Result result = WilcoxonSignedRank.test(new double[] {0, 3, 0, -1, 2});
        assertEquals(3, result.nonZero());
        assertEquals(5.0, result.wPlus());
        assertEquals(1.0, result.wMinus());
        // Signs over ranks {1,2,3}: W+ in {0,1,2,3,3,4,5,6}; |W+ - 3| >= 2 for W+ in {0,1,5,6}.
        assertEquals(4.0 / 8, result.pValue(), 1e-15);
    }

    @Test
    void givesMidRanksToTiesAndStaysExactForSmallSamples() {
        // |d| = 1,1,2: mid-ranks 1.5, 1.5, 3; W+ = 1.5 + 3 = 4.5.
        WilcoxonSignedRank.Result result = WilcoxonSignedRank.test(new double[] {1, -1, 2});
        assertEquals(4.5, result.wPlus());
        assertEquals(1.5, result.wMinus());
        // W+ over the 8 sign patterns: 0, 1.5, 1.5, 3, 3, 4.5, 4.5, 6; mean 3; |W+ - 3| >= 1.5 for 6 of 8.
        assertEquals(6.0 / 8, result.pValue(), 1e-15);
    }

    @Test
    void usesTheTieCorrectedNormalApproximationForLargeSamples() {
        // 20 differences of +1 and 10 of -1: one tie group of 30, every mid-rank 15.5.
        double[] differences = new double[30];
        for (int i = 0; i < 30; i++) {
            differences[i] = i < 20 ? 1 : -1;
        }
        WilcoxonSignedRank.Result result = WilcoxonSignedRank.test(differences);
        assertEquals(WilcoxonSignedRank.Method.NORMAL, result.method());
        assertEquals(310.0, result.wPlus());
        // Worked by hand: mean 30*31/4 = 232.5; variance 30*31*61/24 - (30^3 - 30)/48 = 1801.875;
        // z = (310 - 232.5 - 0.5) / sqrt(1801.875) = 1.81396...; two-sided p = 0.0697
        double z = 77 / Math.sqrt(1801.875);
        assertEquals(1.81396, z, 1e-5);
        assertEquals(2 * new NormalDistribution().cumulativeProbability(-z), result.pValue(), 1e-12);
        assertEquals(0.0697, result.pValue(), 5e-4);
    }

    @Test
    void normalApproximationIsCloseToTheExactDistributionJustAboveTheLimit() {
        // 26 distinct differences, ranks 1..26, the six smallest negative: W- = 21, W+ = 330.
        double[] differences = new double[26];
        for (int i = 0; i < 26; i++) {
            differences[i] = i < 6 ? -(i + 1) : i + 1;
        }
        WilcoxonSignedRank.Result approximate = WilcoxonSignedRank.test(differences);
        assertEquals(WilcoxonSignedRank.Method.NORMAL, approximate.method());
        assertEquals(21.0, approximate.wMinus());
        double[] firstTwentyFive = java.util.Arrays.copyOf(differences, 25);
        WilcoxonSignedRank.Result exact = WilcoxonSignedRank.test(firstTwentyFive);
        assertEquals(WilcoxonSignedRank.Method.EXACT, exact.method());
        // Both are tiny; the approximation must agree to well under a thousandth.
        assertEquals(0.0, approximate.pValue(), 1e-3);
        assertEquals(0.0, exact.pValue(), 1e-3);
    }

    @Test
    void reportsNoEvidenceWhenEveryDifferenceIsZero() {
        WilcoxonSignedRank.Result result = WilcoxonSignedRank.test(new double[] {0, 0, 0});
        assertEquals(WilcoxonSignedRank.Method.NONE, result.method());
        assertEquals(1.0, result.pValue());
    }
}
