package io.tetrisarena.arena.stats;

import io.tetrisarena.kernel.internal.SplitMix64;

import java.util.Arrays;

/**
 * Percentile bootstrap confidence intervals for a mean. Resampling draws from {@link SplitMix64} with the given
 * seed (each 64-bit output gives two indices, its high and its low 32 bits scaled to the sample size), so an
 * interval is a pure function of (data, seed, resamples, level).
 */
public final class Bootstrap {
    /** The resample count the leaderboard uses. */
    public static final int DEFAULT_RESAMPLES = 10_000;

    private Bootstrap() {
    }

    /**
     * The sample mean with the percentile bootstrap interval at {@code level} (e.g. 0.95): the
     * {@code (1 - level) / 2} and {@code (1 + level) / 2} type-7 quantiles of the means of {@code resamples}
     * resamples drawn with replacement. An empty sample gives NaN everywhere; a single value gives a zero-width
     * interval.
     */
    public static Estimate meanInterval(double[] data, long seed, int resamples, double level) {
        if (resamples < 1) {
            throw new IllegalArgumentException("resamples must be positive, got " + resamples);
        }
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("level must be in (0, 1), got " + level);
        }
        int n = data.length;
        double mean = Summary.mean(data);
        if (n == 0) {
            return new Estimate(Double.NaN, Double.NaN, Double.NaN);
        }
        SplitMix64 random = new SplitMix64(seed);
        double[] means = new double[resamples];
        for (int r = 0; r < resamples; r++) {
            double sum = 0;
            for (int i = 0; i < n; i += 2) {
                long bits = random.nextLong();
                sum += data[index(bits >>> 32, n)];
                if (i + 1 < n) {
                    sum += data[index(bits & 0xFFFFFFFFL, n)];
                }
            }
            means[r] = sum / n;
        }
        double tail = (1 - level) / 2;
        return new Estimate(mean, quantile(means, tail), quantile(means, 1 - tail));
    }

    /**
     * {@link Summary#quantile} of {@code values} sorted, the same double: the two order statistics it reads
     * are selected instead of the whole array sorted (sorting the means was 30% of a leaderboard's paired
     * comparisons). Leaves {@code values} reordered; sorts it when it holds a NaN, which the quantile skips.
     */
    static double quantile(double[] values, double p) {
        int n = values.length;
        for (double v : values) {
            if (Double.isNaN(v)) {
                Arrays.sort(values);
                return Summary.quantile(values, p);
            }
        }
        double q = p * 100.0 / 100d; // as Summary.quantile rounds it
        if (!(q > 0 && q <= 1)) {
            Arrays.sort(values);
            return Summary.quantile(values, p); // which refuses it
        }
        double position = q == 1 ? n : 1 + (n - 1) * q;
        if (position >= n) { // a single value, or the top quantile
            return maximum(values);
        }
        double floor = Math.floor(position);
        int index = (int) floor;
        select(values, index - 1);
        double lower = values[index - 1];
        double upper = minimumFrom(values, index);
        return lower + (position - floor) * (upper - lower);
    }

    /**
     * Reorders {@code values} so that {@code values[k]} holds what a sort puts there, nothing before it
     * sorting after it and nothing after it before, in {@link Double#compare}'s order (that of
     * {@link Arrays#sort(double[])}); no NaN.
     */
    private static void select(double[] values, int k) {
        int lo = 0;
        int hi = values.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            double a = values[lo];
            double b = values[mid];
            double c = values[hi];
            double pivot = Double.compare(a, b) < 0
                    ? (Double.compare(b, c) < 0 ? b : Double.compare(a, c) < 0 ? c : a)
                    : (Double.compare(a, c) < 0 ? a : Double.compare(b, c) < 0 ? c : b);
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (Double.compare(values[i], pivot) < 0) {
                    i++;
                }
                while (Double.compare(values[j], pivot) > 0) {
                    j--;
                }
                if (i <= j) {
                    double t = values[i];
                    values[i] = values[j];
                    values[j] = t;
                    i++;
                    j--;
                }
            }
            // Now [lo, j] holds nothing above the pivot, [i, hi] nothing below it, and between them the pivot.
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    /** The least of {@code values[from..]} in {@link Double#compare}'s order. */
    private static double minimumFrom(double[] values, int from) {
        double least = values[from];
        for (int i = from + 1; i < values.length; i++) {
            if (Double.compare(values[i], least) < 0) {
                least = values[i];
            }
        }
        return least;
    }

    /** The greatest of {@code values} in {@link Double#compare}'s order. */
    private static double maximum(double[] values) {
        double greatest = values[0];
        for (int i = 1; i < values.length; i++) {
            if (Double.compare(values[i], greatest) > 0) {
                greatest = values[i];
            }
        }
        return greatest;
    }

    /** Maps 32 uniform bits to [0, n) by scaling (no division; the bias is below n / 2^32). */
    private static int index(long bits32, int n) {
        return (int) ((bits32 * n) >>> 32);
    }
}
