package io.tetrisarena.arena.stats;

/**
 * An Elo-like difference with its 95% interval, from paired outcomes counted as a score: a win 1, a tie 0.5,
 * a loss 0 (as cutechess and fastchess report a match). With score {@code s = (W + T/2) / N} and the
 * per-outcome variance {@code v = (W (1-s)^2 + T (1/2-s)^2 + L s^2) / N}, the interval is
 * {@code s ± 1.96 sqrt(v / N)}, and each end is mapped through {@code elo(s) = -400 log10(1/s - 1)}; an end
 * at or past 0 or 1 is infinite. No outcomes give a point of 0 in an infinite interval.
 *
 * @param elo   the point estimate
 * @param lower the interval's lower end
 * @param upper the interval's upper end
 */
public record EloInterval(double elo, double lower, double upper) {
    /** The two-sided 95% normal quantile. */
    public static final double Z95 = 1.959963984540054;

    /** The interval of W wins, T ties and L losses. */
    public static EloInterval ofOutcomes(long wins, long ties, long losses) {
        long n = wins + ties + losses;
        if (n == 0) {
            return new EloInterval(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double s = (wins + ties / 2.0) / n;
        double variance = (wins * (1 - s) * (1 - s) + ties * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
        double half = Z95 * Math.sqrt(variance / n);
        return new EloInterval(elo(s), elo(s - half), elo(s + half));
    }

    /** The Elo-like difference of a score: {@code -400 log10(1/s - 1)}, infinite at or past 0 and 1. */
    static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** "+12.3 (95%: -4.0 .. +28.9)", with "-inf" and "+inf" for infinite ends. */
    public String format() {
        return signed(elo) + " (95%: " + signed(lower) + " .. " + signed(upper) + ")";
    }

    private static String signed(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? "+inf" : "-inf";
        }
        double shown = Math.abs(v) < 0.05 ? 0 : v;
        return String.format(java.util.Locale.US, "%+.1f", shown);
    }
}
