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
        Arrays.sort(means);
        double tail = (1 - level) / 2;
        return new Estimate(mean, Summary.quantile(means, tail), Summary.quantile(means, 1 - tail));
    }

    /** Maps 32 uniform bits to [0, n) by scaling (no division; the bias is below n / 2^32). */
    private static int index(long bits32, int n) {
        return (int) ((bits32 * n) >>> 32);
    }
}
