package io.tetrisarena.arena.trainer.optim;

import java.util.Arrays;

/**
 * The box an optimizer starts from: per-dimension lower and upper ends (where initial values are sampled
 * and step sizes are scaled) and a starting point. Optimizers may leave the box while searching.
 *
 * @param lower   the lower ends
 * @param upper   the upper ends, each strictly above its lower end
 * @param initial the starting point (for example a bot's current weights)
 */
public record SearchSpace(double[] lower, double[] upper, double[] initial) {

    public SearchSpace {
        if (lower.length == 0 || lower.length != upper.length || lower.length != initial.length) {
            throw new IllegalArgumentException("a search space needs equally long, non-empty bounds and start");
        }
        for (int i = 0; i < lower.length; i++) {
            if (!(upper[i] > lower[i])) {
                throw new IllegalArgumentException("dimension " + i + " has an empty range");
            }
        }
        lower = lower.clone();
        upper = upper.clone();
        initial = initial.clone();
    }

    /** A cube [low, high]^dimension starting at its centre. */
    public static SearchSpace cube(int dimension, double low, double high) {
        double[] lo = new double[dimension];
        double[] hi = new double[dimension];
        double[] start = new double[dimension];
        Arrays.fill(lo, low);
        Arrays.fill(hi, high);
        Arrays.fill(start, (low + high) / 2);
        return new SearchSpace(lo, hi, start);
    }

    /** The same box with another starting point. */
    public SearchSpace startingAt(double[] start) {
        return new SearchSpace(lower, upper, start);
    }

    public int dimension() {
        return lower.length;
    }

    public double width(int i) {
        return upper[i] - lower[i];
    }

    @Override
    public double[] lower() {
        return lower.clone();
    }

    @Override
    public double[] upper() {
        return upper.clone();
    }

    @Override
    public double[] initial() {
        return initial.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SearchSpace s && Arrays.equals(lower, s.lower) && Arrays.equals(upper, s.upper)
                && Arrays.equals(initial, s.initial);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(lower) + Arrays.hashCode(upper)) + Arrays.hashCode(initial);
    }

    @Override
    public String toString() {
        return "SearchSpace" + Arrays.toString(lower) + ".." + Arrays.toString(upper);
    }
}
