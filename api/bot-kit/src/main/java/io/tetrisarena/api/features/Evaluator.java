package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;

/**
 * Scores the placement a {@link PlacementContext} holds; higher is better. Used by {@link Search}, which
 * calls it from one thread. Implementations should allocate nothing.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
@FunctionalInterface
public interface Evaluator {
    /** The score of the context's placement (after the last piece of its chain). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    double evaluate(PlacementContext context);
}
