package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;

/**
 * Misakamm's eleven features with weights this project's trainer found: the noisy cross-entropy method
 * with a trimmed mean, on the 8-row research game ({@code literature-10x8}), starting from the published
 * weights. The weights are the run's {@code best.json} (kept with its history in
 * {@code plugins/evolved-bots/training/evolved-misakamm-cem}), rounded to integers as the bot plays them.
 * It lives beside {@code misakamm} because its features are this plugin's, not the API's.
 */
public final class EvolvedMisakammCem extends MisakammBot {
    /** The run's best candidate, rounded, in {@link MisakammWeights#NAMES} order. */
    static final MisakammWeights WEIGHTS = new MisakammWeights(79, 105, 329, 92, 77, 81, 80, 58, 177, 76, 84);

    public EvolvedMisakammCem() {
        super(new BotInfo("evolved-misakamm-cem", "Evolved Misakamm (cross-entropy, literature-10x8)",
                ClassicBot.VERSION, "Tetris Arena evolve",
                "Misakamm's eleven features, weights by trimmed-mean CEM on 8 rows"), WEIGHTS);
    }
}
