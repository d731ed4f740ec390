package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tetrisarena.kernel.internal.SplitMix64;
import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.junit.jupiter.api.Test;

class SummaryTest {

    @Test
    void summarizesASmallSampleWithType7Quantiles() {
        Summary s = Summary.of(new double[] {7, 1, 3, 5});
        assertEquals(new Summary(4, 4, 4, 2.5, 5.5, 1, 7), s);
    }

    @Test
    void interpolatesBetweenOrderStatistics() {
        double[] sorted = {10, 20, 30, 40, 50};
        assertEquals(10, Summary.quantile(sorted, 1e-9), 1e-6);
        assertEquals(14, Summary.quantile(sorted, 0.1));
        assertEquals(30, Summary.quantile(sorted, 0.5));
        assertEquals(50, Summary.quantile(sorted, 1));
    }

    @Test
    void leavesNaNsOut() {
        assertEquals(2, Summary.quantile(new double[] {1, 2, 3, Double.NaN, Double.NaN}, 0.5));
        assertEquals(Double.NaN, Summary.quantile(new double[] {Double.NaN, Double.NaN}, 0.5));
    }

    @Test
    void rejectsAQuantileOutsideZeroToOne() {
        assertThrows(IllegalArgumentException.class, () -> Summary.quantile(new double[] {1, 2}, 0));
        assertThrows(IllegalArgumentException.class, () -> Summary.quantile(new double[] {1, 2}, 1.01));
    }

    /**
     * The leaderboard's quartiles and bootstrap intervals were Commons Math's R-7 percentiles before this
     * method replaced it; every quantile is the same double, so no figure of a leaderboard moved.
     */
    @Test
    void givesCommonsMathsR7PercentilesToTheLastBit() {
        SplitMix64 random = new SplitMix64(29);
        Percentile r7 = new Percentile().withEstimationType(Percentile.EstimationType.R_7);
        double[] levels = {0.025, 0.975, 0.25, 0.5, 0.75, 0.05, 0.95, 0.005, 0.995, 0.1, 0.9, 1.0 / 3, 0.29, 1};
        for (int trial = 0; trial < 3_000; trial++) {
            int n = 1 + (int) ((random.nextLong() >>> 1) % (trial % 3 == 0 ? 10_000 : 60));
            double[] values = new double[n];
            for (int i = 0; i < n; i++) {
                long bits = random.nextLong();
                // Whole scores with ties, and fractional means.
                values[i] = trial % 2 == 0 ? (bits >>> 54) : (bits >>> 11) / 0x1p53 * 1e6 - 3e5;
            }
            if (trial % 7 == 0) {
                values[0] = Double.NaN;
            }
            Arrays.sort(values);
            for (double p : levels) {
                double expected = n == 1 ? values[0] : r7.evaluate(values, p * 100.0);
                assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(Summary.quantile(values, p)),
                        "trial " + trial + ", n " + n + ", p " + p);
            }
        }
    }
}
