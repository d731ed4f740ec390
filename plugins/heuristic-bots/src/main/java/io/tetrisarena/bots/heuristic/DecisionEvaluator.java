package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.PlacementContext;

/** An evaluator that may read the observation before the placements of a decision are scored. */
interface DecisionEvaluator extends Evaluator {

    /** Called once per decision, before any {@link #evaluate}. */
    default void observe(Observation observation) {
    }

    /**
     * The evaluator to hand the search for this decision: this one, or the plain evaluator it wraps, so
     * that the search can recognise a {@link io.tetrisarena.api.features.LinearEvaluator} and score it
     * from the board's columns.
     */
    default Evaluator forSearch() {
        return this;
    }

    /** An evaluator that needs nothing from the observation. */
    static DecisionEvaluator of(Evaluator evaluator) {
        return new DecisionEvaluator() {
            @Override
            public double evaluate(PlacementContext context) {
                return evaluator.evaluate(context);
            }

            @Override
            public Evaluator forSearch() {
                return evaluator;
            }
        };
    }
}
