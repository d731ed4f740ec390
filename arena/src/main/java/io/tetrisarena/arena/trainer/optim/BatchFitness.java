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

    /** The work the last {@link #evaluate} did (pieces placed, for games), or 0 when it is not counted. */
    default long lastWork() {
        return 0;
    }
}
