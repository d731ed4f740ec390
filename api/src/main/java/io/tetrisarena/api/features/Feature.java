package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The features of the classic Tetris AIs, each read from a {@link PlacementContext}. Every constant has a
 * stable {@link #id()} (its lower-case name, e.g. {@code holes}) used in weights files.
 *
 * <p>Board features come in two variants: the plain one measures the board after full rows were removed,
 * the {@code _before_clear} one the board with the piece locked and full rows still present (as the
 * "near perfect bot" and the NUS bot measure). Definitions are those of {@link BoardFeatures}; the
 * placement features are those of {@link PlacementContext}.
 */
@Stability(Stability.Level.EXPERIMENTAL)
public enum Feature {
    /** Rows cleared by the chain of placements (one placement: that placement). */
    ROWS_CLEARED(c -> c.chainLinesCleared()),
    /** Full rows on the board before clearing (Lee's "complete lines"). */
    COMPLETE_LINES(c -> c.before().fullRows()),
    /** The last piece's lowest row plus (its height - 1) / 2, before clearing. */
    LANDING_HEIGHT(PlacementContext::landingHeight),
    /** Lines cleared times the last piece's cells removed by them (Dellacherie). */
    ERODED_PIECE_CELLS(PlacementContext::erodedPieceCells),
    /** Adjacent filled pairs involving a new piece cell, on the cleared board (tetris4j). */
    TOUCHING_EDGES(PlacementContext::touchingEdges),
    /** New piece cells against a side wall (tetris4j). */
    WALL_EDGES(PlacementContext::wallEdges),
    /** New piece cells on the floor (tetris4j). */
    FLOOR_EDGES(PlacementContext::floorEdges),

    AGGREGATE_HEIGHT(c -> c.after().aggregateHeight()),
    AGGREGATE_HEIGHT_BEFORE_CLEAR(c -> c.before().aggregateHeight()),
    MAX_HEIGHT(c -> c.after().maxHeight()),
    MAX_HEIGHT_BEFORE_CLEAR(c -> c.before().maxHeight()),
    MAX_HEIGHT_SQUARED(c -> square(c.after().maxHeight())),
    MIN_HEIGHT(c -> c.after().minHeight()),
    MIN_HEIGHT_BEFORE_CLEAR(c -> c.before().minHeight()),
    RELATIVE_HEIGHT(c -> c.after().relativeHeight()),
    RELATIVE_HEIGHT_BEFORE_CLEAR(c -> c.before().relativeHeight()),
    WEIGHTED_HEIGHT(c -> c.after().weightedHeight()),
    WEIGHTED_HEIGHT_BEFORE_CLEAR(c -> c.before().weightedHeight()),
    CELL_HEIGHT_SUM(c -> c.after().cellHeightSum()),
    CELL_HEIGHT_SUM_BEFORE_CLEAR(c -> c.before().cellHeightSum()),
    BUMPINESS(c -> c.after().bumpiness()),
    BUMPINESS_BEFORE_CLEAR(c -> c.before().bumpiness()),
    HOLES(c -> c.after().holes()),
    HOLES_BEFORE_CLEAR(c -> c.before().holes()),
    HOLES_SQUARED(c -> square(c.after().holes())),
    ROWS_WITH_HOLES(c -> c.after().rowsWithHoles()),
    ROWS_WITH_HOLES_BEFORE_CLEAR(c -> c.before().rowsWithHoles()),
    COLUMNS_WITH_HOLES(c -> c.after().columnsWithHoles()),
    COLUMNS_WITH_HOLES_BEFORE_CLEAR(c -> c.before().columnsWithHoles()),
    HOLE_DEPTH(c -> c.after().holeDepth()),
    HOLE_DEPTH_BEFORE_CLEAR(c -> c.before().holeDepth()),
    MAX_HOLE_HEIGHT(c -> c.after().maxHoleHeight()),
    MAX_HOLE_HEIGHT_BEFORE_CLEAR(c -> c.before().maxHoleHeight()),
    MAX_HOLE_HEIGHT_SQUARED(c -> square(c.after().maxHoleHeight())),
    BLOCKADES(c -> c.after().blockades()),
    BLOCKADES_BEFORE_CLEAR(c -> c.before().blockades()),
    ROW_TRANSITIONS(c -> c.after().rowTransitions()),
    ROW_TRANSITIONS_BEFORE_CLEAR(c -> c.before().rowTransitions()),
    COLUMN_TRANSITIONS(c -> c.after().columnTransitions()),
    COLUMN_TRANSITIONS_BEFORE_CLEAR(c -> c.before().columnTransitions()),
    CUMULATIVE_WELLS(c -> c.after().cumulativeWells()),
    CUMULATIVE_WELLS_BEFORE_CLEAR(c -> c.before().cumulativeWells()),
    WELL_SUMS(c -> c.after().wellSums()),
    WELL_SUMS_BEFORE_CLEAR(c -> c.before().wellSums()),
    MAX_PIT_DEPTH(c -> c.after().maxPitDepth()),
    MAX_PIT_DEPTH_BEFORE_CLEAR(c -> c.before().maxPitDepth()),
    MAX_PIT_DEPTH_SQUARED(c -> square(c.after().maxPitDepth())),
    SLOPE(c -> c.after().slope()),
    SLOPE_BEFORE_CLEAR(c -> c.before().slope()),
    CONCAVITY(c -> c.after().concavity()),
    CONCAVITY_BEFORE_CLEAR(c -> c.before().concavity());

    private final ToDoubleFunction<PlacementContext> measure;
    private final String id;

    Feature(ToDoubleFunction<PlacementContext> measure) {
        this.measure = measure;
        this.id = name().toLowerCase(Locale.ROOT);
    }

    private static double square(double v) {
        return v * v;
    }

    /** The stable name used in weights files, e.g. {@code row_transitions}. */
    public String id() {
        return id;
    }

    /** This feature's value for the placement the context holds. Allocates nothing. */
    public double value(PlacementContext context) {
        return measure.applyAsDouble(context);
    }

    /**
     * The feature with this {@link #id()}.
     *
     * @throws IllegalArgumentException naming the unknown id
     */
    public static Feature byId(String id) {
        for (Feature f : values()) {
            if (f.id.equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown feature '" + id + "' (known: " + knownIds() + ")");
    }

    /** Every id, comma-separated, for messages. */
    public static String knownIds() {
        StringBuilder sb = new StringBuilder();
        for (Feature f : values()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(f.id);
        }
        return sb.toString();
    }
}
