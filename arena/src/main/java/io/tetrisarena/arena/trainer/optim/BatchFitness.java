package io.tetrisarena.arena.trainer.optim;

import java.util.List;

/**
 * Measures a whole generation at once, so an implementation can spread the work over threads. The
 * result must depend only on the candidates and the generation number (never on scheduling).
 */
@FunctionalInterface
public interface BatchFitness {

    /** The fitness of each candidate, in order (higher is better). */
    double[] evaluate(List<double[]> candidates, int generation);
}
