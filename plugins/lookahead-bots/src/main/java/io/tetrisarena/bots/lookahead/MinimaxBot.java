package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;

/**
 * {@code minimax}: the expectimax search with the piece generator as an adversary: past the preview, the
 * worst piece the 7-bag can still deal instead of the average. Same defaults as {@link ExpectimaxBot}.
 */
public final class MinimaxBot extends LookaheadBot {

    public MinimaxBot() {
        this("minimax", defaultWeights(), ExpectimaxBot.DEFAULTS);
    }

    private MinimaxBot(String id, LinearWeights weights, SearchSettings settings) {
        super("minimax", id, "Minimax", "Searches " + settings.depth() + " plies: the preview exactly, unknown "
                + "pieces as the worst the 7-bag can deal.", weights, settings);
    }

    @Override
    protected LookaheadBot configured(String id, LinearWeights newWeights, SearchSettings newSettings) {
        return new MinimaxBot(id, newWeights, newSettings);
    }

    @Override
    protected LookaheadSearch newSearch(Rules rules, LeafScorer scorer, SearchSettings s) {
        return new TreeSearch(rules, scorer, s.depth(), s.chancePlies(), s.topK(), TreeSearch.ChanceRule.WORST,
                Budgets.standard());
    }
}
