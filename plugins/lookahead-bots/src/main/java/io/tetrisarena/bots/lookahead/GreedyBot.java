package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;

/**
 * {@code greedy}: the lookahead bots' own one-piece evaluator: the same leaf scoring (weights, points,
 * losses) and the same use of hold, but no search past the current move. The baseline every lookahead
 * bot is measured against ("same weights, no search").
 */
public final class GreedyBot extends LookaheadBot {

    public GreedyBot() {
        this("greedy", defaultWeights(), ExpectimaxBot.DEFAULTS.with("depth", "1"));
    }

    private GreedyBot(String id, LinearWeights weights, SearchSettings settings) {
        super("greedy", id, "Greedy (one piece)", "The lookahead bots' leaf scoring on the current move alone, "
                + "hold included.", weights, settings);
    }

    @Override
    protected LookaheadBot configured(String id, LinearWeights newWeights, SearchSettings newSettings) {
        return new GreedyBot(id, newWeights, newSettings.with("depth", "1"));
    }

    @Override
    protected LookaheadSearch newSearch(Rules rules, LeafScorer scorer, SearchSettings s) {
        return new TreeSearch(rules, scorer, 1, 0, new int[] {1}, TreeSearch.ChanceRule.AVERAGE, Budgets.standard());
    }
}
