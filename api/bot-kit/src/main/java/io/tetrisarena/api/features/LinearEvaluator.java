package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import java.util.List;

/**
 * A weighted sum of features: score = sum of weight(i) * feature(i). Immutable and thread-safe.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class LinearEvaluator implements Evaluator {
    /** Codes of the features {@link #evaluate} reads directly; any other feature goes through its switch. */
    static final int OTHER = 0;
    static final int LANDING_HEIGHT = 1;
    static final int ERODED_PIECE_CELLS = 2;
    static final int ROWS_CLEARED = 3;
    static final int ROW_TRANSITIONS = 4;
    static final int COLUMN_TRANSITIONS = 5;
    static final int HOLES = 6;
    static final int WELL_SUMS = 7;
    static final int HOLE_DEPTH = 8;
    static final int ROWS_WITH_HOLES = 9;

    private final Feature[] features;
    private final double[] weights;
    private final int[] codes;

    /** Pairs {@code features.get(i)} with {@code weights[i]}; both are copied. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearEvaluator(List<Feature> features, double[] weights) {
        if (features.size() != weights.length) {
            throw new IllegalArgumentException(features.size() + " features but " + weights.length + " weights");
        }
        this.features = features.toArray(new Feature[0]);
        this.weights = weights.clone();
        this.codes = new int[this.features.length];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = code(this.features[i]);
        }
    }

    /**
     * The code of a feature that {@link #evaluate} reads without {@link Feature#value}, whose switch over
     * every feature is too big for the compiler to inline into a search's loop; the reads are the same.
     */
    private static int code(Feature feature) {
        return switch (feature) {
            case LANDING_HEIGHT -> LANDING_HEIGHT;
            case ERODED_PIECE_CELLS -> ERODED_PIECE_CELLS;
            case ROWS_CLEARED -> ROWS_CLEARED;
            case ROW_TRANSITIONS -> ROW_TRANSITIONS;
            case COLUMN_TRANSITIONS -> COLUMN_TRANSITIONS;
            case HOLES -> HOLES;
            case CUMULATIVE_WELLS, WELL_SUMS -> WELL_SUMS;
            case HOLE_DEPTH -> HOLE_DEPTH;
            case ROWS_WITH_HOLES -> ROWS_WITH_HOLES;
            default -> OTHER;
        };
    }

    /** The feature codes, in feature order; shared, do not change. */
    int[] codes() {
        return codes;
    }

    /** The weights, in feature order; shared, do not change. */
    double[] weightsView() {
        return weights;
    }

    /** The evaluator a weights file describes. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static LinearEvaluator of(LinearWeights weights) {
        return new LinearEvaluator(weights.features(), weights.weights());
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double evaluate(PlacementContext context) {
        double score = 0;
        for (int i = 0; i < codes.length; i++) {
            double value;
            switch (codes[i]) {
                case LANDING_HEIGHT: value = context.landingHeight(); break;
                case ERODED_PIECE_CELLS: value = context.erodedPieceCells(); break;
                case ROWS_CLEARED: value = context.chainLinesCleared(); break;
                case ROW_TRANSITIONS: value = context.after().rowTransitions(); break;
                case COLUMN_TRANSITIONS: value = context.after().columnTransitions(); break;
                case HOLES: value = context.after().holes(); break;
                case WELL_SUMS: value = context.after().wellSums(); break;
                case HOLE_DEPTH: value = context.after().holeDepth(); break;
                case ROWS_WITH_HOLES: value = context.after().rowsWithHoles(); break;
                default: value = features[i].value(context); break;
            }
            score += weights[i] * value;
        }
        return score;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public List<Feature> features() {
        return List.of(features);
    }

    /** The weights, in feature order (a fresh copy). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double[] weights() {
        return weights.clone();
    }
}
