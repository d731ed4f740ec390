package io.tetrisarena.arena.trainer;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;
import java.util.List;

/**
 * A one-piece linear bot over the lee features, standing in for the heuristic-bots plugin's {@code linear}
 * bot (which the host's tests cannot depend on): it plays a weights vector the way that bot plays a
 * weights file.
 */
final class LeeFeaturesTestBot implements TunableBot {

    private static final FeatureSet FEATURES = FeatureSet.LEE;

    @Override
    public BotInfo info() {
        return new BotInfo("linear:test-lee", "test lee", "1", "tests", "lee features, one-piece search");
    }

    @Override
    public List<Parameter> parameters() {
        return FEATURES.features().stream().map(f -> new Parameter(f.id(), -1, 1, 0)).toList();
    }

    @Override
    public BotPlayer newPlayer(Rules rules, double[] values) {
        return play(rules, new LinearEvaluator(FEATURES.features(), values));
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return newPlayer(rules, new double[FEATURES.features().size()]);
    }

    /** A player for a weights file, as the linear bot builds one. */
    static BotPlayer player(Rules rules, LinearWeights weights) {
        return play(rules, LinearEvaluator.of(weights));
    }

    private static BotPlayer play(Rules rules, LinearEvaluator evaluator) {
        Search search = new Search(rules, SearchPolicy.currentPieceOnly());
        return observation -> search.bestMove(observation, evaluator);
    }
}
