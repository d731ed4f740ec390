package io.tetrisarena.arena.trainer.optim;

import java.util.List;
import java.util.Optional;

/**
 * A generation-based maximizer driven from outside (ask/tell): {@link #ask()} gives the candidates of the
 * current generation, the caller measures them all, and {@link #tell(double[])} hands back their fitness
 * in the same order, which completes the generation. All randomness comes from the seed the optimizer
 * was built with, so the same seed and the same fitness values give the same candidates, whatever
 * evaluates them and on how many threads.
 */
public interface Optimizer {

    /** The candidates to measure next; calling it again before {@link #tell} returns equal vectors. */
    List<double[]> ask();

    /**
     * The fitness of each candidate of the last {@link #ask()}, in its order; completes a generation.
     *
     * @throws IllegalArgumentException when the count differs from the number of candidates asked
     */
    void tell(double[] fitness);

    /** The number of completed generations. */
    int generation();

    /** The best candidate measured so far, if any generation has completed. */
    Optional<Candidate> best();

    /**
     * The point its search distribution is centred on after the last completed generation (the mean of
     * the cross-entropy method and of CMA-ES), if it has one: what the search believes best, averaged over
     * many noisy measurements rather than picked as one lucky measurement.
     */
    default Optional<double[]> centre() {
        return Optional.empty();
    }

    /**
     * Whether the optimizer compares fitness measured in different generations (as Nelder-Mead compares
     * a new point with old vertices); its fitness function must then measure every generation alike.
     */
    default boolean comparesAcrossGenerations() {
        return false;
    }
}
