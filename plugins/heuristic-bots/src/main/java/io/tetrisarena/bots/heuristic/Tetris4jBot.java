package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;

/**
 * Bai Li's tetris4j AI: 3.97 touching edges + 6.52 wall edges + 0.65 floor edges - 3.78 height (sum of
 * the filled cells' heights) - 2.31 holes - 0.59 blockades + 1.6 lines cleared ({@link
 * FeatureSet#TETRIS4J}; weights from the constants of its {@code TetrisAI} class). The edge features
 * count the cells of both searched pieces, after clearing. It searches every pair (current placement,
 * next placement), rows cleared after each piece, when the preview shows the next piece (else the
 * current piece alone); a pair whose stack rises to the top of the visible field scores
 * {@value #TOP_OUT_SCORE}. Ties: like the original's {@code >=}, the last of equal pairs wins.
 */
public final class Tetris4jBot extends ClassicBot {
    /** The score of a pair that tops out. */
    public static final double TOP_OUT_SCORE = -99999999;

    public Tetris4jBot() {
        super(new BotInfo("tetris4j", "tetris4j (Bai Li)", VERSION, "after Bai Li",
                "Seven weights on contacts, heights and holes, two-piece search over current and next"),
                SearchPolicy.currentAndNext().withLastTieWins(true));
    }

    @Override
    DecisionEvaluator evaluator(Rules rules) {
        Evaluator base = PublishedWeights.TETRIS4J.evaluator();
        int visible = rules.visibleHeight();
        return context -> context.peakHeight() > visible ? TOP_OUT_SCORE : base.evaluate(context);
    }
}
