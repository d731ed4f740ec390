package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;

/**
 * Misakamm's eleven features with weights this project's trainer found from nothing: every weight started
 * at 0, the noisy cross-entropy method with a trimmed mean ran 40 generations on the 8-row research game and
 * then, from that run's centre, 40 on the 10-row game. The weights are the second run's {@code centre.json}
 * (kept with both runs' history in {@code plugins/evolved-bots/training/evolved-misakamm-zero}), rounded to
 * integers as the bot plays them.
 */
public final class EvolvedMisakammZero extends MisakammBot {
    /** The second run's centre, rounded, in {@link MisakammWeights#NAMES} order. */
    static final MisakammWeights WEIGHTS = new MisakammWeights(96, 131, 368, 80, -2, 66, 172, 61, 145, 218, 175);

    public EvolvedMisakammZero() {
        super(new BotInfo("evolved-misakamm-zero", "Evolved Misakamm from zero (cross-entropy, 10x8 then 10x10)",
                ClassicBot.VERSION, "Tetris Arena evolve",
                "Misakamm's eleven features, weights by trimmed-mean CEM from all zeros"), WEIGHTS);
    }
}
