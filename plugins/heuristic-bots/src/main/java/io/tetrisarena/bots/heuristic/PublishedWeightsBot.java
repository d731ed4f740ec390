package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;

/**
 * A one-piece controller that is exactly a feature set with its published weights, rating game-ending
 * placements last when the set's controller does ({@link FeatureSet#gameEndingLast()}).
 */
abstract class PublishedWeightsBot extends ClassicBot {
    private final FeatureSet set;

    PublishedWeightsBot(BotInfo info, FeatureSet set) {
        super(info, SearchPolicy.currentPieceOnly().withGameEndingLast(set.gameEndingLast()));
        this.set = set;
    }

    @Override
    DecisionEvaluator evaluator(Rules rules) {
        return DecisionEvaluator.of(PublishedWeights.of(set).evaluator());
    }
}
