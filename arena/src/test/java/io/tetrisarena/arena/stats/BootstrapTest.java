package io.tetrisarena.arena.stats;

import io.tetrisarena.kernel.internal.SplitMix64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BootstrapTest {

    @Test
    void constantDataGivesAZeroWidthInterval() {
        double[] data = {7, 7, 7, 7, 7, 7};
        Estimate estimate = Bootstrap.meanInterval(data, 1, 2_000, 0.95);
        assertEquals(new Estimate(7, 7, 7), estimate);
    }

    @Test
    void largeNormalSampleMatchesTheNormalTheoryInterval() {
        SplitMix64 random = new SplitMix64(42);
        int n = 4_000;
        double[] data = new double[n];
        for (int i = 0; i < n; i += 2) {
            // Box-Muller from two uniforms in (0, 1].
            double u = ((random.nextLong() >>> 11) + 1) / 0x1p53;
            double v = ((random.nextLong() >>> 11) + 1) / 0x1p53;
            double radius = Math.sqrt(-2 * Math.log(u));
            data[i] = 100 + 15 * radius * Math.cos(2 * Math.PI * v);
            data[i + 1] = 100 + 15 * radius * Math.sin(2 * Math.PI * v);
        }
        double mean = Summary.mean(data);
        double squares = 0;
        for (double x : data) {
            squares += (x - mean) * (x - mean);
        }
        double halfWidth = 1.959964 * Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        Estimate estimate = Bootstrap.meanInterval(data, 7, 10_000, 0.95);
        assertEquals(mean, estimate.value(), 1e-12);
        // Half-width is about 0.46; the bootstrap ends must agree with the normal ones within 4% of it.
        assertEquals(mean - halfWidth, estimate.low(), 0.04 * halfWidth);
        assertEquals(mean + halfWidth, estimate.high(), 0.04 * halfWidth);
    }

    @Test
    void sameSeedGivesTheSameIntervalAndAnotherSeedAnother() {
        double[] data = {3, 9, 1, 14, 2, 8, 5, 30};
        Estimate first = Bootstrap.meanInterval(data, StatSeeds.of("event", "bot"), 1_000, 0.95);
        Estimate again = Bootstrap.meanInterval(data, StatSeeds.of("event", "bot"), 1_000, 0.95);
        Estimate other = Bootstrap.meanInterval(data, StatSeeds.of("event", "other"), 1_000, 0.95);
        assertEquals(first, again);
        assertNotEquals(first, other);
        assertTrue(first.low() < 9 && first.high() > 9, "interval must contain the mean 9: " + first);
    }

    @Test
    void selectsTheQuantileASortWouldGiveToTheLastBit() {
        SplitMix64 random = new SplitMix64(2026);
        double[] special = {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1e-300, -7.5};
        double[] levels = {0.025, 0.975, 0.5, 0.25, 0.75, 0.05, 0.95, 1, 0.001, 1e-9};
        for (int round = 0; round < 3_000; round++) {
            int n = 1 + random.nextInt(round < 2_000 ? 40 : 2_000);
            double[] values = new double[n];
            int kinds = random.nextInt(4);
            for (int i = 0; i < n; i++) {
                values[i] = switch (kinds) {
                    case 0 -> random.nextInt(5) - 2; // many ties
                    case 1 -> (random.nextLong() >> 11) / 0x1p40;
                    case 2 -> random.nextInt(10) == 0 ? special[random.nextInt(special.length)] : random.nextInt(3);
                    default -> random.nextInt(10) == 0 ? special[random.nextInt(special.length - 3)] : -0.0;
                };
            }
            for (double p : levels) {
                double[] sorted = values.clone();
                java.util.Arrays.sort(sorted);
                double expected = Summary.quantile(sorted, p);
                double selected = Bootstrap.quantile(values.clone(), p);
                assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(selected),
                        "quantile " + p + " of " + java.util.Arrays.toString(values) + ": " + expected + " sorted, "
                                + selected + " selected");
            }
        }
    }

    @Test
    void seedsDependOnTheBoundariesBetweenNames() {
        assertNotEquals(StatSeeds.of("ab", "c"), StatSeeds.of("a", "bc"));
    }

    @Test
    void summaryUsesMidpointMedianAndExtremes() {
        Summary summary = Summary.of(new double[] {4, 1, 3, 10});
        assertEquals(4, summary.count());
        assertEquals(4.5, summary.mean());
        assertEquals(3.5, summary.median());
        assertEquals(2.5, summary.lowerQuartile());
        assertEquals(5.5, summary.upperQuartile());
        assertEquals(1, summary.min());
        assertEquals(10, summary.max());
    }
}
