package io.tetrisarena.arena.stats;

import java.util.Arrays;

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

    /**
     * The type-7 quantile {@code p} (0 < p <= 1) of a non-empty array sorted as {@link Arrays#sort(double[])}
     * sorts it, its NaNs (last) left out: at position {@code h = 1 + (n - 1) p} (1-based), the order
     * statistics either side of h interpolated,
     * {@code x[floor h] + (h - floor h) (x[floor h + 1] - x[floor h])}. The arithmetic is Commons Math's
     * {@code Percentile} with the R-7 estimation, step for step (the percentage {@code 100 p} it takes
     * included), so intervals written before stay the same to the last bit.
     *
     * @throws IllegalArgumentException when p is not in (0, 1]
     */
    public static double quantile(double[] sorted, double p) {
        double percent = p * 100.0;
        if (percent > 100 || percent <= 0) {
            throw new IllegalArgumentException("quantile " + p + " is not in (0, 1]");
        }
        if (sorted.length == 1) {
            return sorted[0];
        }
        int n = sorted.length;
        while (n > 0 && Double.isNaN(sorted[n - 1])) {
            n--;
        }
        if (n == 0) {
            return Double.NaN;
        }
        double q = percent / 100d;
        double position = q == 0 ? 0 : q == 1 ? n : 1 + (n - 1) * q;
        if (position < 1) {
            return sorted[0];
        }
        if (position >= n) {
            return sorted[n - 1];
        }
        double floor = Math.floor(position);
        int index = (int) floor;
        double lower = sorted[index - 1];
        return lower + (position - floor) * (sorted[index] - lower);
    }
}
