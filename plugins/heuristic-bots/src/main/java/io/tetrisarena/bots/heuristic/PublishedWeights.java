package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.LinearWeights;
import java.util.Map;

/**
 * The classic controllers' published weights, in their feature set's order: the originals' values as the
 * write-ups and their authors' code state them (each bot's javadoc names the source; all zero for RW16,
 * whose authors published none). They live with the bots, not in the bot API, so changing a bot's weights
 * is a change to this plugin, not an API release. ({@code FeatureSet.publishedWeights()} keeps the values
 * API 1.2 had, for bots built against it.)
 */
public enum PublishedWeights {
    LEE(FeatureSet.LEE, -0.510066, 0.760666, -0.35663, -0.184483),
    /** Generation 25 of the six-gene genome, at the original's full precision. */
    MZMOUSA(FeatureSet.MZMOUSA, 0.22568649650722883, -0.08679520494876472, -0.6152727732730796,
            0.15842464424735841, -0.15452215909537684, -0.021586109522043928),
    TETRIS4J(FeatureSet.TETRIS4J, 3.97, 6.52, 0.65, -3.78, -2.31, -0.59, 1.6),
    NUS(FeatureSet.NUS, -3.1472553592987946, 2.46883837144299, -2.2945510371937452, -7.521200744605782,
            -6.510648376902374, -2.1908554239402918),
    DELLACHERIE(FeatureSet.DELLACHERIE, -1, 1, -1, -1, -4, -1),
    EL_TETRIS(FeatureSet.EL_TETRIS, -4.500158825082766, 3.4181268101392694, -3.2178882868487753,
            -9.348695305445199, -7.899265427351652, -3.3855972247263626),
    BCTS(FeatureSet.BCTS, -12.63, 6.60, -9.22, -19.77, -13.08, -10.49, -1.61, -24.04),
    RW16(FeatureSet.RW16, new double[16]);

    private final FeatureSet set;
    private final double[] weights;

    PublishedWeights(FeatureSet set, double... weights) {
        if (set.features().size() != weights.length) {
            throw new IllegalStateException(set.id() + ": " + weights.length + " weights for "
                    + set.features().size() + " features");
        }
        this.set = set;
        this.weights = weights;
    }

    /** The published weights of a feature set. */
    public static PublishedWeights of(FeatureSet set) {
        return valueOf(set.name());
    }

    /** The features these weights go with. */
    public FeatureSet set() {
        return set;
    }

    /** The weights, in feature order (a fresh copy). */
    public double[] weights() {
        return weights.clone();
    }

    /** An evaluator with these weights. */
    public LinearEvaluator evaluator() {
        return new LinearEvaluator(set.features(), weights);
    }

    /** These weights as a weights file's contents: one-piece search, game-ending placements as the set's. */
    public LinearWeights linearWeights(String name) {
        return new LinearWeights(name, "published weights of the " + set.id() + " features",
                LinearWeights.SearchDepth.ONE_PIECE, set.gameEndingLast(), set.features(), weights,
                Map.of("featureSet", set.id()));
    }
}
