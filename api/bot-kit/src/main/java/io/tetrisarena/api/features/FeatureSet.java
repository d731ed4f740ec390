package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import java.util.List;

/**
 * The feature lists of the classic bots, in their published order, and whether the controller rates
 * game-ending placements last. Their published weights belong to the bots that play them (the
 * heuristic-bots plugin's {@code PublishedWeights}), so a bot's weights can change without an API
 * release; {@link #publishedWeights()} and {@link #publishedEvaluator()} stay, deprecated, with the values
 * API 1.2 had, for bots built against it.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public enum FeatureSet {
    /** The "near perfect bot": measured before clearing. */
    LEE("lee", false, new Feature[] {Feature.AGGREGATE_HEIGHT_BEFORE_CLEAR, Feature.COMPLETE_LINES,
        Feature.HOLES_BEFORE_CLEAR, Feature.BUMPINESS_BEFORE_CLEAR},
        new double[] {-0.510066, 0.760666, -0.35663, -0.184483}),
    /** The six-gene evolved genome (generation 25, the original's full-precision values): after clearing. */
    MZMOUSA("mzmousa", false, new Feature[] {Feature.ROWS_CLEARED, Feature.WEIGHTED_HEIGHT,
        Feature.AGGREGATE_HEIGHT, Feature.RELATIVE_HEIGHT, Feature.HOLES, Feature.BUMPINESS},
        new double[] {0.22568649650722883, -0.08679520494876472, -0.6152727732730796, 0.15842464424735841,
            -0.15452215909537684, -0.021586109522043928}),
    /** Bai Li's tetris4j: contacts of the new pieces, after clearing. */
    TETRIS4J("tetris4j", false, new Feature[] {Feature.TOUCHING_EDGES, Feature.WALL_EDGES, Feature.FLOOR_EDGES,
        Feature.CELL_HEIGHT_SUM, Feature.HOLES, Feature.BLOCKADES, Feature.ROWS_CLEARED},
        new double[] {3.97, 6.52, 0.65, -3.78, -2.31, -0.59, 1.6}),
    /** The NUS parallel-GA bot: measured before clearing. */
    NUS("nus", false, new Feature[] {Feature.LANDING_HEIGHT_TOP_LEFT, Feature.ROWS_CLEARED,
        Feature.ROW_TRANSITIONS_BEFORE_CLEAR, Feature.COLUMN_TRANSITIONS_BEFORE_CLEAR, Feature.HOLES_BEFORE_CLEAR,
        Feature.WELL_SUMS_BEFORE_CLEAR},
        new double[] {-3.1472553592987946, 2.46883837144299, -2.2945510371937452, -7.521200744605782,
            -6.510648376902374, -2.1908554239402918}),
    /** Pierre Dellacherie's hand-tuned controller; game-ending placements rated last. */
    DELLACHERIE("dellacherie", true, new Feature[] {Feature.LANDING_HEIGHT, Feature.ERODED_PIECE_CELLS,
        Feature.ROW_TRANSITIONS, Feature.COLUMN_TRANSITIONS, Feature.HOLES, Feature.CUMULATIVE_WELLS},
        new double[] {-1, 1, -1, -1, -4, -1}),
    /** Islam El-Ashi's El-Tetris. */
    EL_TETRIS("el-tetris", false, new Feature[] {Feature.LANDING_HEIGHT, Feature.ROWS_CLEARED,
        Feature.ROW_TRANSITIONS, Feature.COLUMN_TRANSITIONS, Feature.HOLES, Feature.WELL_SUMS},
        new double[] {-4.500158825082766, 3.4181268101392694, -3.2178882868487753, -9.348695305445199,
            -7.899265427351652, -3.3855972247263626}),
    /**
     * Thiery and Scherrer's BCTS (cross-entropy): Dellacherie's six plus hole depth and rows with holes;
     * game-ending placements rated last.
     */
    BCTS("bcts", true, new Feature[] {Feature.LANDING_HEIGHT, Feature.ERODED_PIECE_CELLS, Feature.ROW_TRANSITIONS,
        Feature.COLUMN_TRANSITIONS, Feature.HOLES, Feature.CUMULATIVE_WELLS, Feature.HOLE_DEPTH,
        Feature.ROWS_WITH_HOLES},
        new double[] {-12.63, 6.60, -9.22, -19.77, -13.08, -10.49, -1.61, -24.04}),
    /** Rollinson and Wagner's sixteen features (no published weights: all zero). */
    RW16("rw16", false, new Feature[] {Feature.ROWS_CLEARED, Feature.HOLES, Feature.HOLES_SQUARED,
        Feature.MAX_HOLE_HEIGHT, Feature.MAX_HOLE_HEIGHT_SQUARED, Feature.MAX_HEIGHT, Feature.MAX_HEIGHT_SQUARED,
        Feature.COLUMNS_WITH_HOLES, Feature.ROWS_WITH_HOLES, Feature.AGGREGATE_HEIGHT, Feature.MIN_HEIGHT,
        Feature.BUMPINESS, Feature.MAX_PIT_DEPTH, Feature.MAX_PIT_DEPTH_SQUARED, Feature.SLOPE, Feature.CONCAVITY},
        new double[16]);

    private final String id;
    private final boolean gameEndingLast;
    private final List<Feature> features;
    private final double[] weights;

    FeatureSet(String id, boolean gameEndingLast, Feature[] features, double[] weights) {
        if (features.length != weights.length) {
            throw new IllegalStateException("feature set " + id + ": features and weights differ in length");
        }
        this.id = id;
        this.gameEndingLast = gameEndingLast;
        this.features = List.of(features);
        this.weights = weights;
    }

    /** The stable name, e.g. {@code el-tetris}. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public String id() {
        return id;
    }

    /**
     * Whether the published controller rates a placement that ends the game minus infinity (the
     * literature's reference code does; see {@link SearchPolicy#gameEndingLast()}).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public boolean gameEndingLast() {
        return gameEndingLast;
    }

    /** The features, in published order. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public List<Feature> features() {
        return features;
    }

    /**
     * The published weights as of API 1.2, in feature order (a fresh copy).
     *
     * @deprecated since 1.3.0: weights are the bots' own, not the API's; these values no longer change
     */
    @Deprecated(since = "1.3.0")
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double[] publishedWeights() {
        return weights.clone();
    }

    /**
     * An evaluator with the published weights as of API 1.2.
     *
     * @deprecated since 1.3.0: build a {@link LinearEvaluator} from {@link #features()} and the bot's own
     *             weights
     */
    @Deprecated(since = "1.3.0")
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearEvaluator publishedEvaluator() {
        return new LinearEvaluator(features, weights);
    }

    /**
     * The set with this {@link #id()}.
     *
     * @throws IllegalArgumentException naming the unknown id and the known ones
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static FeatureSet byId(String id) {
        StringBuilder known = new StringBuilder();
        for (FeatureSet s : values()) {
            if (s.id.equals(id)) {
                return s;
            }
            known.append(known.length() == 0 ? "" : ", ").append(s.id);
        }
        throw new IllegalArgumentException("unknown feature set '" + id + "' (known: " + known + ")");
    }
}
