package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.FeatureSet;

/**
 * BCTS, Thiery and Scherrer's cross-entropy controller: Dellacherie's six features plus hole depth and rows
 * with holes, weights -12.63, 6.60, -9.22, -19.77, -13.08, -10.49, -1.61, -24.04, measured after clearing
 * ({@link FeatureSet#BCTS}; weights from "Building Controllers for Tetris"). One piece.
 */
public final class BctsBot extends PublishedWeightsBot {
    public BctsBot() {
        super(new BotInfo("bcts", "BCTS (Thiery and Scherrer)", VERSION, "after Thiery and Scherrer",
                "Cross-entropy weights on eight features, one piece"),
                FeatureSet.BCTS);
    }
}
