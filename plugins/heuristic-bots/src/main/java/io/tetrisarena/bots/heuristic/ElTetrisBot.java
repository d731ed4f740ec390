package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.FeatureSet;

/**
 * Islam El-Ashi's El-Tetris: landing height -4.500158825082766, rows removed 3.4181268101392694, row
 * transitions -3.2178882868487753, column transitions -9.348695305445199, holes -7.899265427351652, well
 * sums -3.3855972247263626, measured after clearing ({@link FeatureSet#EL_TETRIS}; weights from the El-
 * Tetris write-up). One piece.
 */
public final class ElTetrisBot extends PublishedWeightsBot {
    public ElTetrisBot() {
        super(new BotInfo("el-tetris", "El-Tetris", VERSION, "after Islam El-Ashi",
                "Dellacherie's features with evolved weights, one piece"),
                FeatureSet.EL_TETRIS);
    }
}
