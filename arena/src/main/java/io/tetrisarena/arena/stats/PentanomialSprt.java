package io.tetrisarena.arena.stats;

/**
 * A generalized SPRT (GSPRT) on game pairs, as fishtest and fastchess run it: each pair is two games on one
 * seed with the sides swapped, and A's pair score is 0, 0.5, 1, 1.5 or 2. The five counts of those scores are
 * a pentanomial sample; the test is on normalized Elo, {@code nElo = (mu - 1/2) / (sqrt(2) sigma) * 800 / ln 10},
 * where {@code mu} and {@code sigma} are the mean and standard deviation of the pair score halved (0 .. 1).
 *
 * <p>Each hypothesis {@code nElo = e} fixes the pair-level t-value {@code (mu - 1/2) / sigma} at
 * {@code sqrt(2) e ln 10 / 800}; the distribution under each is the maximum-likelihood distribution of the
 * five outcomes subject to that t-value (found by Lagrange multipliers: {@code p_i = phat_i / (1 + x phi_i)},
 * iterated to a fixed point), and after N pairs
 * <pre>  LLR = N sum_i phat_i ln(p1_i / p0_i)</pre>
 * with {@code phat} the observed frequencies (a count of 0 taken as 0.001, so that no outcome is impossible).
 * The test stops at Wald's bounds {@code ln(beta / (1 - alpha))} and {@code ln((1 - beta) / alpha)}. The
 * estimate (from the observed frequencies as they are) and its 95% interval, {@code mu ± 1.96 sigma / sqrt(N)}
 * mapped to normalized Elo, that is {@code nElo ± 1.96 (800 / ln 10) / sqrt(2 N)}.
 */
public final class PentanomialSprt {
    /** Normalized Elo per unit of game-level t-value: {@code 800 / ln 10}. */
    public static final double NELO_PER_T = 800 / Math.log(10);
    private static final double[] SCORE = {0, 0.25, 0.5, 0.75, 1};
    private static final double EMPTY = 1e-3;

    private final double alpha;
    private final double beta;
    private final double nelo0;
    private final double nelo1;

    /**
     * @param alpha the type I error rate, in (0, 0.5)
     * @param beta  the type II error rate, in (0, 0.5)
     * @param nelo0 H0's normalized Elo of A over B
     * @param nelo1 H1's, greater than nelo0
     */
    public PentanomialSprt(double alpha, double beta, double nelo0, double nelo1) {
        new SequentialSignTest(alpha, beta, nelo0, nelo1); // the same argument checks, the same messages
        this.alpha = alpha;
        this.beta = beta;
        this.nelo0 = nelo0;
        this.nelo1 = nelo1;
    }

    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * The log-likelihood ratio of H1 to H0.
     *
     * @param counts how many pairs A scored 0, 0.5, 1, 1.5 and 2 in
     */
    public double llr(long[] counts) {
        long n = pairs(counts);
        if (n == 0) {
            return 0;
        }
        double[] observed = frequencies(counts);
        double[] p0 = constrained(observed, pairT(nelo0));
        double[] p1 = constrained(observed, pairT(nelo1));
        double sum = 0;
        for (int i = 0; i < 5; i++) {
            sum += observed[i] * Math.log(p1[i] / p0[i]);
        }
        return n * sum;
    }

    /** The verdict after these counts. */
    public SequentialSignTest.Verdict verdict(long[] counts) {
        double llr = llr(counts);
        if (llr >= upperBound()) {
            return SequentialSignTest.Verdict.H1;
        }
        if (llr <= lowerBound()) {
            return SequentialSignTest.Verdict.H0;
        }
        return SequentialSignTest.Verdict.CONTINUE;
    }

    /**
     * Normalized Elo with its 95% interval, from the observed frequencies. No pairs give 0 in an infinite
     * interval; pairs that all scored alike have no spread: 0 when they all scored 1, else infinite.
     */
    public static EloInterval normalizedElo(long[] counts) {
        long n = pairs(counts);
        if (n == 0) {
            return new EloInterval(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double[] p = new double[5];
        for (int i = 0; i < 5; i++) {
            p[i] = (double) counts[i] / n;
        }
        double mu = mean(p);
        double sigma = Math.sqrt(2 * variance(p, mu));
        double half = EloInterval.Z95 * NELO_PER_T / Math.sqrt(2.0 * n);
        if (sigma == 0 && mu != 0.5) {
            double inf = mu > 0.5 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            return new EloInterval(inf, inf, inf);
        }
        double point = sigma == 0 ? 0 : (mu - 0.5) / sigma * NELO_PER_T;
        return new EloInterval(point, point - half, point + half);
    }

    /** The mean pair score, 0 .. 2 (0 for no pairs). */
    public static double meanPairScore(long[] counts) {
        long n = pairs(counts);
        double sum = 0;
        for (int i = 0; i < 5; i++) {
            sum += counts[i] * i * 0.5;
        }
        return n == 0 ? 0 : sum / n;
    }

    private static long pairs(long[] counts) {
        if (counts.length != 5) {
            throw new IllegalArgumentException("pentanomial counts have five entries, got " + counts.length);
        }
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }

    private static double pairT(double nelo) {
        return Math.sqrt(2) * nelo / NELO_PER_T;
    }

    private static double[] frequencies(long[] counts) {
        double[] p = new double[5];
        double total = 0;
        for (int i = 0; i < 5; i++) {
            p[i] = counts[i] == 0 ? EMPTY : counts[i];
            total += p[i];
        }
        for (int i = 0; i < 5; i++) {
            p[i] /= total;
        }
        return p;
    }

    private static double mean(double[] p) {
        double mu = 0;
        for (int i = 0; i < 5; i++) {
            mu += p[i] * SCORE[i];
        }
        return mu;
    }

    private static double variance(double[] p, double mu) {
        double v = 0;
        for (int i = 0; i < 5; i++) {
            v += p[i] * (SCORE[i] - mu) * (SCORE[i] - mu);
        }
        return v;
    }

    /** The distribution closest in likelihood to {@code observed} whose pair-level t-value is {@code t}. */
    private static double[] constrained(double[] observed, double t) {
        double[] p = {0.2, 0.2, 0.2, 0.2, 0.2};
        double[] phi = new double[5];
        for (int round = 0; round < 1000; round++) {
            double mu = mean(p);
            double sigma = Math.sqrt(variance(p, mu));
            for (int i = 0; i < 5; i++) {
                double z = (SCORE[i] - mu) / sigma;
                phi[i] = SCORE[i] - 0.5 - t * sigma * (1 + z * z) / 2;
            }
            double x = secularRoot(observed, phi);
            double change = 0;
            for (int i = 0; i < 5; i++) {
                double next = observed[i] / (1 + x * phi[i]);
                change = Math.max(change, Math.abs(next - p[i]));
                p[i] = next;
            }
            if (change < 1e-13) {
                break;
            }
        }
        return p;
    }

    /** The root of {@code sum observed_i phi_i / (1 + x phi_i)}, decreasing in x where every {@code 1 + x phi_i > 0}. */
    private static double secularRoot(double[] observed, double[] phi) {
        double lo = Double.NEGATIVE_INFINITY;
        double hi = Double.POSITIVE_INFINITY;
        for (double f : phi) {
            if (f > 0) {
                lo = Math.max(lo, -1 / f);
            } else if (f < 0) {
                hi = Math.min(hi, -1 / f);
            }
        }
        if (Double.isInfinite(lo) || Double.isInfinite(hi)) {
            return 0; // every phi of one sign: the target is out of reach, keep the current distribution
        }
        for (int i = 0; i < 200 && lo < hi; i++) {
            double mid = (lo + hi) / 2;
            if (mid == lo || mid == hi) {
                break;
            }
            double sum = 0;
            for (int k = 0; k < 5; k++) {
                sum += observed[k] * phi[k] / (1 + mid * phi[k]);
            }
            if (sum > 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }
}
