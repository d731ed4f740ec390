package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;

/**
 * Yiyuan Lee's "near perfect bot": -0.510066 aggregate height + 0.760666 complete lines - 0.35663 holes
 * - 0.184483 bumpiness, all measured on the board with the piece locked and full rows still present
 * ({@link FeatureSet#LEE}; weights from the write-up "Tetris AI - The (Near) Perfect Bot" and its code).
 * When the preview shows the next piece it scores every pair (current placement, next placement), the
 * next piece placed on the uncleared board, and plays the first piece of the best pair; with no preview,
 * the current piece alone. Ties: the first strictly better wins, in list order (rotation 0..3, then
 * column left to right).
 */
public final class LeeBot extends ClassicBot {
    public LeeBot() {
        super(new BotInfo("lee", "Near perfect bot (Lee)", VERSION, "after Yiyuan Lee",
                "Four features scored before clearing, two-piece search over current and next"),
                SearchPolicy.currentAndNext().withSecondPieceOnUnclearedBoard(true));
    }

    @Override
    DecisionEvaluator evaluator(Rules rules) {
        return DecisionEvaluator.of(PublishedWeights.LEE.evaluator());
    }
}
