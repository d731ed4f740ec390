package io.tetrisarena.arena.stats;

/**
 * A point estimate with a confidence interval around it.
 *
 * @param value the point estimate
 * @param low   the interval's lower end
 * @param high  the interval's upper end
 */
public record Estimate(double value, double low, double high) {

    /** The interval's width ({@code high - low}). */
    public double width() {
        return high - low;
    }
}
