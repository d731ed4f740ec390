package io.tetrisarena.arena.stats;

import java.util.Arrays;
import java.util.Comparator;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The Wilcoxon signed-rank test of paired differences, two-sided.
 *
 * <p>Zero differences are dropped (Wilcoxon's original treatment); tied absolute differences get mid-ranks.
 * For up to {@link #EXACT_LIMIT} non-zero differences the p-value comes from the exact permutation
 * distribution of W+ under random signs, computed with the sample's own (mid-)ranks, so it stays exact with
 * ties. Above that it uses the normal approximation with the tie-corrected variance
 * {@code n(n+1)(2n+1)/24 - sum(t^3 - t)/48} and a continuity correction of 0.5 towards the mean.
 */
public final class WilcoxonSignedRank {
    /** The largest number of non-zero differences tested with the exact distribution. */
    public static final int EXACT_LIMIT = 25;

    private static final NormalDistribution STANDARD_NORMAL = new NormalDistribution(null, 0, 1);

    /** How the p-value was obtained. */
    public enum Method {
        /** The exact distribution of W+ given the ranks. */
        EXACT,
        /** The normal approximation with tie and continuity correction. */
        NORMAL,
        /** No non-zero differences: nothing to test, p = 1. */
        NONE
    }

    /**
     * The outcome of one test.
     *
     * @param nonZero the number of non-zero differences ranked
     * @param wPlus   the sum of the ranks of the positive differences
     * @param wMinus  the sum of the ranks of the negative differences
     * @param pValue  the two-sided p-value (at most 1)
     * @param method  how {@code pValue} was computed
     */
    public record Result(int nonZero, double wPlus, double wMinus, double pValue, Method method) {
    }

    private WilcoxonSignedRank() {
    }

    /** Tests whether the differences are symmetric about zero. NaN differences are not allowed. */
    public static Result test(double[] differences) {
        double[] nonZero = Arrays.stream(differences).filter(d -> {
            if (Double.isNaN(d)) {
                throw new IllegalArgumentException("a difference is NaN");
            }
            return d != 0;
        }).toArray();
        int n = nonZero.length;
        if (n == 0) {
            return new Result(0, 0, 0, 1.0, Method.NONE);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> Math.abs(nonZero[i])));
        // Twice the mid-rank of each difference: an integer even with ties.
        int[] doubledRank = new int[n];
        double tieTerm = 0;
        for (int start = 0; start < n; ) {
            int end = start;
            while (end + 1 < n && Math.abs(nonZero[order[end + 1]]) == Math.abs(nonZero[order[start]])) {
                end++;
            }
            int doubledMidRank = start + 1 + end + 1;
            for (int k = start; k <= end; k++) {
                doubledRank[order[k]] = doubledMidRank;
            }
            double t = end - start + 1;
            tieTerm += t * t * t - t;
            start = end + 1;
        }
        int doubledWPlus = 0;
        int doubledTotal = 0;
        for (int i = 0; i < n; i++) {
            doubledTotal += doubledRank[i];
            if (nonZero[i] > 0) {
                doubledWPlus += doubledRank[i];
            }
        }
        double wPlus = doubledWPlus / 2.0;
        double wMinus = (doubledTotal - doubledWPlus) / 2.0;
        if (n <= EXACT_LIMIT) {
            return new Result(n, wPlus, wMinus, exactPValue(doubledRank, doubledWPlus, doubledTotal), Method.EXACT);
        }
        double mean = n * (n + 1) / 4.0;
        double variance = n * (n + 1.0) * (2 * n + 1) / 24.0 - tieTerm / 48.0;
        double distance = Math.abs(wPlus - mean);
        if (variance <= 0) {
            return new Result(n, wPlus, wMinus, 1.0, Method.NORMAL);
        }
        double z = Math.max(0, distance - 0.5) / Math.sqrt(variance);
        double p = Math.min(1.0, 2 * STANDARD_NORMAL.cumulativeProbability(-z));
        return new Result(n, wPlus, wMinus, p, Method.NORMAL);
    }

    /**
     * Two-sided exact p-value: the share of the 2^n sign assignments whose W+ lies at least as far from the
     * mean as the observed one, counted by dynamic programming over the doubled rank sums.
     */
    private static double exactPValue(int[] doubledRank, int doubledWPlus, int doubledTotal) {
        double[] ways = new double[doubledTotal + 1];
        ways[0] = 1;
        int reach = 0;
        for (int r : doubledRank) {
            for (int s = reach; s >= 0; s--) {
                if (ways[s] != 0) {
                    ways[s + r] += ways[s];
                }
            }
            reach += r;
        }
        // Distances in doubled units from the mean doubledTotal / 2, compared as 2 * sum - total.
        int observed = Math.abs(2 * doubledWPlus - doubledTotal);
        double extreme = 0;
        double all = 0;
        for (int s = 0; s <= doubledTotal; s++) {
            all += ways[s];
            if (Math.abs(2 * s - doubledTotal) >= observed) {
                extreme += ways[s];
            }
        }
        return Math.min(1.0, extreme / all);
    }
}
