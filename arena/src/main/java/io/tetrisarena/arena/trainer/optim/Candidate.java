package io.tetrisarena.arena.trainer.optim;

import java.util.Arrays;

/**
 * A parameter vector with the fitness it was measured at (higher is better).
 *
 * @param values     the parameter vector
 * @param fitness    its fitness
 * @param generation the generation (0-based) that measured it
 */
public record Candidate(double[] values, double fitness, int generation) {

    public Candidate {
        values = values.clone();
    }

    @Override
    public double[] values() {
        return values.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Candidate c && Arrays.equals(values, c.values)
                && Double.compare(fitness, c.fitness) == 0 && generation == c.generation;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values) * 31 + Double.hashCode(fitness) * 7 + generation;
    }

    @Override
    public String toString() {
        return "Candidate" + Arrays.toString(values) + " fitness " + fitness + " (generation " + generation + ")";
    }
}
