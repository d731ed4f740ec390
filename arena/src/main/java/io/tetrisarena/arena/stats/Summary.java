package io.tetrisarena.arena.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * Order statistics and the mean of a sample. Quantiles use linear interpolation between order statistics
 * (Hyndman and Fan's type 7, the default of R and NumPy), so the median of an even-sized sample is the mean of
 * its two middle values.
 *
 * @param count  sample size
 * @param mean   arithmetic mean (NaN when empty)
 * @param median 50% quantile (NaN when empty)
 * @param lowerQuartile 25% quantile (NaN when empty)
 * @param upperQuartile 75% quantile (NaN when empty)
 * @param min    smallest value (NaN when empty)
 * @param max    largest value (NaN when empty)
 */
public record Summary(int count, double mean, double median, double lowerQuartile, double upperQuartile,
                      double min, double max) {

    /** Summarizes {@code values} (not modified). */
    public static Summary of(double[] values) {
        if (values.length == 0) {
            return new Summary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return new Summary(sorted.length, mean(sorted), quantile(sorted, 0.5), quantile(sorted, 0.25),
                quantile(sorted, 0.75), sorted[0], sorted[sorted.length - 1]);
    }

    /** The arithmetic mean, NaN for an empty array. */
    public static double mean(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** The type-7 quantile {@code p} (0..1) of an ascending-sorted, non-empty array. */
    public static double quantile(double[] sorted, double p) {
        if (sorted.length == 1) {
            return sorted[0];
        }
        Percentile percentile = new Percentile().withEstimationType(Percentile.EstimationType.R_7);
        return percentile.evaluate(sorted, p * 100.0);
    }
}
