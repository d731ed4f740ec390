package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.FeatureSet;

/**
 * Pierre Dellacherie's hand-tuned controller, as described by Fahey and by Thiery and Scherrer: landing
 * height -1, eroded piece cells +1, row transitions -1, column transitions -1, holes -4, cumulative wells
 * -1, measured after clearing ({@link FeatureSet#DELLACHERIE}). One piece; the first of equal scores wins
 * (the original's extra tie-break is not reproduced).
 */
public final class DellacherieBot extends PublishedWeightsBot {
    public DellacherieBot() {
        super(new BotInfo("dellacherie", "Dellacherie", VERSION, "after Pierre Dellacherie",
                "Hand-tuned six-feature controller, one piece"),
                FeatureSet.DELLACHERIE);
    }
}
