package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.LinearEvaluator;
import java.util.List;

/**
 * Misakamm's eleven features and four of the API's (rows with holes, columns with holes, eroded piece cells,
 * maximum height), with weights this project's trainer found: {@code evolved-misakamm-zero}'s weights
 * continued on the 10-row research game by the noisy cross-entropy method with a trimmed mean, 60
 * generations, the added weights starting at 0. The weights are that run's final {@code centre.json} (kept
 * with its history in {@code plugins/evolved-bots/training/evolved-misakamm-zero/stage-c-plus-10x10}),
 * Misakamm's rounded to integers as the bot plays them; it plays as {@code misakamm-plus:FILE} of that file.
 */
public final class EvolvedMisakammPlus extends TrainedMisakammPlus {
    /** The run's centre, Misakamm's weights rounded, in {@link MisakammWeights#NAMES} order. */
    static final MisakammWeights WEIGHTS = new MisakammWeights(122, 80, 488, 107, 68, 80, 157, 84, 214, 186, 166);
    /** The added features, in the file's order. */
    static final List<Feature> ADDED = List.of(Feature.ROWS_WITH_HOLES, Feature.COLUMNS_WITH_HOLES,
            Feature.ERODED_PIECE_CELLS, Feature.MAX_HEIGHT);
    /** The added features' weights as the run found them. */
    private static final double[] ADDED_WEIGHTS = {-36.25182265103145, -18.25074932266246, -3.167268605553017,
        8.454716211620006};
    private static final BotInfo INFO = new BotInfo("evolved-misakamm-plus",
            "Evolved Misakamm plus four API features (cross-entropy, 10x10)", ClassicBot.VERSION,
            "Tetris Arena evolve", "Misakamm's eleven features plus rows and columns with holes, eroded piece"
            + " cells and maximum height, weights by trimmed-mean CEM");

    public EvolvedMisakammPlus() {
        super(INFO, WEIGHTS, new LinearEvaluator(ADDED, ADDED_WEIGHTS));
    }

    /** The added features' weights (a fresh copy). */
    static double[] addedWeights() {
        return ADDED_WEIGHTS.clone();
    }
}
