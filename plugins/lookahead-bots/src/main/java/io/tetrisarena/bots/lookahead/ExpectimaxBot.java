package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;

/**
 * {@code expectimax}: exact search over the pieces the preview shows, and past the preview the average
 * over the pieces the 7-bag can still deal (Rollinson and Wagner's lookahead). Defaults
 * ({@link #DEFAULTS}): four plies, at most one of them past the preview; the 5 best root placements, the 2
 * best below each of those and the best one below each of those are searched further.
 */
public final class ExpectimaxBot extends LookaheadBot {
    /** The default settings of expectimax and minimax. */
    public static final SearchSettings DEFAULTS = new SearchSettings(4, 1, new int[] {5, 2, 1}, 1, 1,
            DEFAULT_POINTS_WEIGHT);

    public ExpectimaxBot() {
        this("expectimax", defaultWeights(), DEFAULTS);
    }

    private ExpectimaxBot(String id, LinearWeights weights, SearchSettings settings) {
        super("expectimax", id, "Expectimax", "Searches " + settings.depth() + " plies: the preview exactly, "
                + "unknown pieces averaged over the 7-bag.", weights, settings);
    }

    @Override
    protected LookaheadBot configured(String id, LinearWeights newWeights, SearchSettings newSettings) {
        return new ExpectimaxBot(id, newWeights, newSettings);
    }

    @Override
    protected LookaheadSearch newSearch(Rules rules, LeafScorer scorer, SearchSettings s) {
        return new TreeSearch(rules, scorer, s.depth(), s.chancePlies(), s.topK(), TreeSearch.ChanceRule.AVERAGE,
                Budgets.standard());
    }
}
