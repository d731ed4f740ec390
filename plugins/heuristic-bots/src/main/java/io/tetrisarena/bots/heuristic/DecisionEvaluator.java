package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.Evaluator;

/** An evaluator that may read the observation before the placements of a decision are scored. */
interface DecisionEvaluator extends Evaluator {

    /** Called once per decision, before any {@link #evaluate}. */
    default void observe(Observation observation) {
    }

    /** An evaluator that needs nothing from the observation. */
    static DecisionEvaluator of(Evaluator evaluator) {
        return evaluator::evaluate;
    }
}
