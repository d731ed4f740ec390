package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * One linear bot made from a weights file: every placement of the current piece (and of the hold piece,
 * when the rules allow hold) is scored by the weighted features, with the next piece too when the file
 * asks for two-piece search and the preview shows it; the first of equal scores wins; placements that
 * end the game are rated last when the file says {@code gameEndingLast}. Its tunable
 * parameters are the feature weights, in file order, sampled by a trainer from [-10, 10].
 */
public final class ConfiguredLinearBot implements TunableBot {
    /** The range a trainer samples initial weights from. */
    public static final double WEIGHT_RANGE = 10;

    private final LinearWeights weights;
    private final BotInfo info;
    private final SearchPolicy policy;

    public ConfiguredLinearBot(LinearWeights weights) {
        this.weights = weights;
        String description = weights.description().isBlank()
                ? "Linear weights over " + weights.features().size() + " features"
                : weights.description().replaceAll("\\s+", " ").strip();
        this.info = new BotInfo("linear:" + weights.name(), "Linear " + weights.name(), ClassicBot.VERSION,
                "weights file", description);
        this.policy = weights.searchPolicy();
    }

    /** The weights this bot plays. */
    public LinearWeights weights() {
        return weights;
    }

    @Override
    public BotInfo info() {
        return info;
    }

    @Override
    public List<Parameter> parameters() {
        List<Parameter> out = new ArrayList<>();
        double[] values = weights.weights();
        List<Feature> features = weights.features();
        for (int i = 0; i < values.length; i++) {
            out.add(new Parameter(features.get(i).id(), -WEIGHT_RANGE, WEIGHT_RANGE, values[i]));
        }
        return out;
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return newPlayer(rules, weights.weights());
    }

    @Override
    public BotPlayer newPlayer(Rules rules, double[] values) {
        if (values.length != weights.features().size()) {
            throw new IllegalArgumentException("expected " + weights.features().size() + " weights, got "
                    + values.length);
        }
        LinearEvaluator evaluator = new LinearEvaluator(weights.features(), values);
        Search search = new Search(rules, policy);
        return observation -> search.bestMove(observation, evaluator);
    }
}
