package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.FeatureSet;

/**
 * The NUS parallel genetic-algorithm Tetris agent: landing height -3.1472553592987946, rows cleared
 * 2.46883837144299, row transitions -2.2945510371937452, column transitions -7.521200744605782, holes
 * -6.510648376902374, well sums -2.1908554239402918, all measured on the board with the piece placed and
 * full rows NOT removed ({@link FeatureSet#NUS}; weights from its report and code). One piece, no preview,
 * as trained.
 */
public final class NusBot extends PublishedWeightsBot {
    public NusBot() {
        super(new BotInfo("nus", "Parallel-GA bot (NUS)", VERSION, "after an NUS team",
                "Six features measured before clearing, one piece"),
                FeatureSet.NUS);
    }
}
