package io.tetrisarena.arena.stats;

/**
 * Wald's sequential probability ratio test (SPRT) on paired per-seed outcomes: a sequential sign test.
 *
 * <p>Two bots play the same seeds; on each seed bot A either beats B (a win), ties, or loses. Ties carry no
 * information about which bot is better and are left out, as in the sign test. Among the untied seeds, each
 * is a Bernoulli trial with {@code p} = P(A beats B on a seed). The hypotheses are simple:
 * H0: {@code p = p0} against H1: {@code p = p1 > p0}, each stated as an elo-like difference through the
 * logistic curve {@code p = 1 / (1 + 10^(-elo / 400))} (elo 0 is p 0.5; elo 100 is p 0.640). After W wins and
 * L losses the log-likelihood ratio is
 * <pre>  LLR = W ln(p1 / p0) + L ln((1 - p1) / (1 - p0))</pre>
 * and the test stops at the first seed where it leaves Wald's bounds
 * <pre>  lower = ln(beta / (1 - alpha)),   upper = ln((1 - beta) / alpha)</pre>
 * accepting H1 above the upper bound and H0 below the lower one. Alpha is the probability of accepting H1
 * when H0 holds, beta of accepting H0 when H1 holds (Wald's bounds keep the error rates at or below these,
 * up to the overshoot of the last step).
 */
public final class SequentialSignTest {
    /** Where the test stands. */
    public enum Verdict {
        /** H0 accepted: A is not better than B by elo1 (at the stated error rates). */
        H0,
        /** H1 accepted: A is better than B by at least elo0 (at the stated error rates). */
        H1,
        /** Not decided yet: keep playing. */
        CONTINUE
    }

    private final double alpha;
    private final double beta;
    private final double elo0;
    private final double elo1;
    private final double winStep;
    private final double lossStep;

    /**
     * @param alpha the type I error rate, in (0, 0.5)
     * @param beta  the type II error rate, in (0, 0.5)
     * @param elo0  H0's elo-like difference of A over B
     * @param elo1  H1's, greater than elo0
     */
    public SequentialSignTest(double alpha, double beta, double elo0, double elo1) {
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta must be in (0, 0.5), got " + alpha + " and " + beta);
        }
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("elo1 must be greater than elo0, got " + elo0 + " and " + elo1);
        }
        this.alpha = alpha;
        this.beta = beta;
        this.elo0 = elo0;
        this.elo1 = elo1;
        double p0 = winProbability(elo0);
        double p1 = winProbability(elo1);
        this.winStep = Math.log(p1 / p0);
        this.lossStep = Math.log((1 - p1) / (1 - p0));
    }

    /** The win probability of an elo-like difference: {@code 1 / (1 + 10^(-elo / 400))}. */
    public static double winProbability(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The elo-like difference of a win probability in (0, 1); infinite at 0 and 1. */
    public static double elo(double winProbability) {
        return -400 * Math.log10(1 / winProbability - 1);
    }

    public double alpha() {
        return alpha;
    }

    public double beta() {
        return beta;
    }

    public double elo0() {
        return elo0;
    }

    public double elo1() {
        return elo1;
    }

    /** Wald's lower bound {@code ln(beta / (1 - alpha))}. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** Wald's upper bound {@code ln((1 - beta) / alpha)}. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 to H0 after this many wins and losses of A (ties do not count). */
    public double llr(long wins, long losses) {
        return wins * winStep + losses * lossStep;
    }

    /** The verdict after this many wins and losses of A. */
    public Verdict verdict(long wins, long losses) {
        double llr = llr(wins, losses);
        if (llr >= upperBound()) {
            return Verdict.H1;
        }
        if (llr <= lowerBound()) {
            return Verdict.H0;
        }
        return Verdict.CONTINUE;
    }
}
