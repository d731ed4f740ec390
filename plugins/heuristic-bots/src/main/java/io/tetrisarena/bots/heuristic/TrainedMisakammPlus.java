package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.rules.Rules;

/** Misakamm's controller with fixed weights and added API features: a trained {@code misakamm-plus}. */
class TrainedMisakammPlus implements TetrisBot {
    private final BotInfo info;
    private final MisakammWeights weights;
    private final LinearEvaluator added;

    TrainedMisakammPlus(BotInfo info, MisakammWeights weights, LinearEvaluator added) {
        this.info = info;
        this.weights = weights;
        this.added = added;
    }

    @Override
    public BotInfo info() {
        return info;
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return new MisakammPlayer(weights, added);
    }
}
