package io.tetrisarena.arena.stats;

import java.util.Arrays;

/**
 * A Bradley-Terry model fitted by maximum likelihood with Newton's method: player i beats player j with
 * probability {@code 1 / (1 + exp(r_j - r_i))}. Draws enter as half a win to each side.
 *
 * <p>Prior: every player also plays {@code priorGames} virtual games against a fixed opponent of rating 0,
 * half of them won. This keeps the maximum finite for players who won or lost everything and gives players
 * without games a rating (0 before anchoring) with a wide interval. With {@code priorGames = 0} the plain
 * maximum-likelihood fit is returned, which exists only when the comparison graph is strongly connected.
 *
 * <p>Ratings are reported on the natural-log odds scale, anchored to mean 0. Their 95% intervals are
 * {@code rating +- 1.96 se}, where the standard errors come from the inverse of the observed Fisher
 * information (the negative Hessian of the penalized log-likelihood) at the maximum, carried through the
 * centring. Exponentials and logarithms use {@link StrictMath}, so a fit is bit-for-bit the same on every JVM.
 */
public final class BradleyTerry {
    /** The prior the leaderboard uses: one virtual draw against an average player. */
    public static final double DEFAULT_PRIOR_GAMES = 1.0;

    private static final double Z_95 = 1.959963984540054;
    private static final int MAX_ITERATIONS = 200;
    private static final double TOLERANCE = 1e-10;
    private static final double RATING_BOUND = 50;
    private static final String NO_FINITE_MAXIMUM = "the results have no finite maximum-likelihood Bradley-Terry "
            + "ratings (a player won or lost every game, or the players split into groups that never met); "
            + "fit with a prior";

    /**
     * A fitted model.
     *
     * @param ratings        log-scale ratings, mean 0
     * @param standardErrors standard errors of the anchored ratings
     * @param iterations     Newton iterations used
     */
    public record Fit(double[] ratings, double[] standardErrors, int iterations) {

        /** Player {@code i}'s rating with its 95% interval. */
        public Estimate rating(int i) {
            return new Estimate(ratings[i], ratings[i] - Z_95 * standardErrors[i],
                    ratings[i] + Z_95 * standardErrors[i]);
        }

        /** The model's probability that {@code i} beats {@code j}. */
        public double winProbability(int i, int j) {
            return logistic(ratings[i] - ratings[j]);
        }
    }

    private BradleyTerry() {
    }

    /**
     * Fits the model.
     *
     * @param wins       {@code wins[i][j]}: how often i beat j (draws counted as 0.5 for both); square, with a
     *                   zero diagonal and no negative entries
     * @param priorGames virtual games per player against rating 0, half won (0 for none)
     * @throws IllegalArgumentException for malformed input
     * @throws IllegalStateException    when the data has no finite maximum (only possible without a prior)
     */
    public static Fit fit(double[][] wins, double priorGames) {
        return fit(wins, priorGames, -1);
    }

    /**
     * {@link #fit(double[][], double)} with the ratings anchored on player {@code anchor} (its rating 0 exactly,
     * every other the difference to it, with the standard error of that difference), or on the mean when
     * {@code anchor} is negative. Anchored on a fixed reference player, a rating means the same from one
     * run to the next whoever else played.
     */
    public static Fit fit(double[][] wins, double priorGames, int anchor) {
        if (anchor >= wins.length) {
            throw new IllegalArgumentException("anchor " + anchor + " is not one of " + wins.length + " players");
        }
        return maximize(wins, priorGames, anchor);
    }

    private static Fit maximize(double[][] wins, double priorGames, int anchor) {
        int n = wins.length;
        validate(wins, priorGames);
        if (n == 0) {
            return new Fit(new double[0], new double[0], 0);
        }
        // Without a prior the likelihood is shift-invariant: hold the last rating at 0 and fit the rest.
        int free = priorGames > 0 ? n : n - 1;
        double[] r = new double[n];
        int iterations = 0;
        double current = logLikelihood(wins, priorGames, r);
        boolean converged = free == 0;
        while (!converged) {
            if (++iterations > MAX_ITERATIONS) {
                throw new IllegalStateException(NO_FINITE_MAXIMUM);
            }
            double[] gradient = gradient(wins, priorGames, r);
            double[] step = decompose(information(wins, priorGames, r, free))
                    .solve(Arrays.copyOf(gradient, free));
            double scale = 1;
            double[] next = new double[n];
            double nextValue;
            do {
                for (int i = 0; i < free; i++) {
                    next[i] = r[i] + scale * step[i];
                }
                nextValue = logLikelihood(wins, priorGames, next);
                scale /= 2;
            } while (nextValue < current - 1e-12 && scale > 1e-10);
            double largest = 0;
            for (int i = 0; i < free; i++) {
                largest = Math.max(largest, Math.abs(next[i] - r[i]));
                if (Math.abs(next[i]) > RATING_BOUND) {
                    throw new IllegalStateException(NO_FINITE_MAXIMUM);
                }
            }
            r = next;
            current = nextValue;
            converged = largest < TOLERANCE;
        }
        double[] covariance = anchor < 0 ? centredCovariance(wins, priorGames, r, free)
                : anchoredCovariance(wins, priorGames, r, free, anchor);
        double mean = 0;
        for (double v : r) {
            mean += v / n;
        }
        if (anchor >= 0) {
            mean = r[anchor];
        }
        double[] ratings = new double[n];
        double[] errors = new double[n];
        for (int i = 0; i < n; i++) {
            ratings[i] = r[i] - mean;
            errors[i] = Math.sqrt(Math.max(0, covariance[i]));
        }
        return new Fit(ratings, errors, iterations);
    }

    private static void validate(double[][] wins, double priorGames) {
        if (!(priorGames >= 0) || Double.isInfinite(priorGames)) {
            throw new IllegalArgumentException("priorGames must be finite and >= 0, got " + priorGames);
        }
        for (int i = 0; i < wins.length; i++) {
            if (wins[i].length != wins.length) {
                throw new IllegalArgumentException("the win matrix must be square");
            }
            for (int j = 0; j < wins.length; j++) {
                double w = wins[i][j];
                if (!(w >= 0) || Double.isInfinite(w) || (i == j && w != 0)) {
                    throw new IllegalArgumentException("bad win count at [" + i + "][" + j + "]: " + w);
                }
            }
        }
    }

    private static double logistic(double x) {
        return 1 / (1 + StrictMath.exp(-x));
    }

    /** log(logistic(x)), stable for large |x|. */
    private static double logLogistic(double x) {
        return x >= 0 ? -StrictMath.log1p(StrictMath.exp(-x)) : x - StrictMath.log1p(StrictMath.exp(x));
    }

    private static double logLikelihood(double[][] wins, double prior, double[] r) {
        double sum = 0;
        for (int i = 0; i < r.length; i++) {
            for (int j = 0; j < r.length; j++) {
                if (wins[i][j] > 0) {
                    sum += wins[i][j] * logLogistic(r[i] - r[j]);
                }
            }
            sum += prior * 0.5 * (logLogistic(r[i]) + logLogistic(-r[i]));
        }
        return sum;
    }

    private static double[] gradient(double[][] wins, double prior, double[] r) {
        int n = r.length;
        double[] g = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double games = wins[i][j] + wins[j][i];
                if (i != j && games > 0) {
                    g[i] += wins[i][j] - games * logistic(r[i] - r[j]);
                }
            }
            g[i] += prior * (0.5 - logistic(r[i]));
        }
        return g;
    }

    /** The observed information (negative Hessian) restricted to the first {@code free} ratings. */
    private static double[][] information(double[][] wins, double prior, double[] r, int free) {
        double[][] h = new double[free][free];
        for (int i = 0; i < free; i++) {
            for (int j = 0; j < r.length; j++) {
                double games = wins[i][j] + wins[j][i];
                if (i == j || games == 0) {
                    continue;
                }
                double p = logistic(r[i] - r[j]);
                double w = games * p * (1 - p);
                h[i][i] += w;
                if (j < free) {
                    h[i][j] -= w;
                }
            }
            double p = logistic(r[i]);
            h[i][i] += prior * p * (1 - p);
        }
        return h;
    }

    /** The decomposition of a Newton step's information matrix; singular only where no finite maximum exists. */
    private static LuDecomposition decompose(double[][] information) {
        LuDecomposition lu = LuDecomposition.of(information);
        if (lu == null) {
            throw new IllegalStateException(NO_FINITE_MAXIMUM);
        }
        return lu;
    }

    /** Variances of the anchored ratings {@code r_i - r_a}: {@code S_ii + S_aa - 2 S_ia}, 0 for the anchor. */
    private static double[] anchoredCovariance(double[][] wins, double prior, double[] r, int free, int anchor) {
        double[][] sigma = sigma(wins, prior, r, free);
        double[] variance = new double[r.length];
        for (int i = 0; i < r.length; i++) {
            variance[i] = i == anchor ? 0 : sigma[i][i] + sigma[anchor][anchor] - 2 * sigma[i][anchor];
        }
        return variance;
    }

    /** The inverse of the observed information over the free ratings (zeros for a held one). */
    private static double[][] sigma(double[][] wins, double prior, double[] r, int free) {
        int n = r.length;
        double[][] sigma = new double[n][n];
        if (free > 0) {
            double[][] inverse = decompose(information(wins, prior, r, free)).inverse();
            for (int i = 0; i < free; i++) {
                for (int j = 0; j < free; j++) {
                    sigma[i][j] = inverse[i][j];
                }
            }
        }
        return sigma;
    }

    /** Variances of the centred ratings {@code r_i - mean(r)}: the diagonal of C Sigma C with C = I - J/n. */
    private static double[] centredCovariance(double[][] wins, double prior, double[] r, int free) {
        int n = r.length;
        double[][] sigma = sigma(wins, prior, r, free);
        double[] rowMean = new double[n];
        double total = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                rowMean[i] += sigma[i][j] / n;
            }
            total += rowMean[i] / n;
        }
        double[] variance = new double[n];
        for (int i = 0; i < n; i++) {
            variance[i] = sigma[i][i] - 2 * rowMean[i] + total;
        }
        return variance;
    }
}
