package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;

/**
 * {@code beam}: beam search over the current piece and the preview. Defaults ({@link #DEFAULTS}): width 6,
 * up to 6 pieces deep (the current piece and a preview of five; fewer when the preview is shorter).
 */
public final class BeamBot extends LookaheadBot {
    /** The default settings of the beam. */
    public static final SearchSettings DEFAULTS = new SearchSettings(1, 0, new int[] {1}, 6, 6,
            DEFAULT_POINTS_WEIGHT);

    public BeamBot() {
        this("beam", defaultWeights(), DEFAULTS);
    }

    private BeamBot(String id, LinearWeights weights, SearchSettings settings) {
        super("beam", id, "Beam search", "Beam search over the preview, width " + settings.width() + ", up to "
                + settings.pieces() + " pieces deep.", weights, settings);
    }

    @Override
    protected LookaheadBot configured(String id, LinearWeights newWeights, SearchSettings newSettings) {
        return new BeamBot(id, newWeights, newSettings);
    }

    @Override
    protected LookaheadSearch newSearch(Rules rules, LeafScorer scorer, SearchSettings s) {
        return new BeamSearch(rules, scorer, s.width(), s.pieces(), Budgets.standard());
    }
}
