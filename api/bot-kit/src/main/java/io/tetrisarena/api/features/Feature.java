package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import java.util.Locale;

/**
 * The features of the classic Tetris AIs, each read from a {@link PlacementContext}. Every constant has a
 * stable {@link #id()} (its lower-case name, e.g. {@code holes}) used in weights files.
 *
 * <p>Board features come in two variants: the plain one measures the board after full rows were removed,
 * the {@code _before_clear} one the board with the piece locked and full rows still present (as the
 * "near perfect bot" and the NUS bot measure). Definitions are those of {@link BoardFeatures}; the
 * placement features are those of {@link PlacementContext}.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public enum Feature {
    /** Rows cleared by the chain of placements (one placement: that placement). */
    ROWS_CLEARED,
    /** Full rows on the board before clearing (Lee's "complete lines"): the context's lines cleared. */
    COMPLETE_LINES,
    /** The last piece's lowest row plus (its height - 1) / 2, before clearing. */
    LANDING_HEIGHT,
    /** 1 + the row of the last piece's highest cell in its leftmost column, before clearing (NUS). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.1.0")
    LANDING_HEIGHT_TOP_LEFT,
    /** Lines cleared times the last piece's cells removed by them (Dellacherie). */
    ERODED_PIECE_CELLS,
    /** Adjacent filled pairs involving a new piece cell, on the cleared board (tetris4j). */
    TOUCHING_EDGES,
    /** New piece cells against a side wall (tetris4j). */
    WALL_EDGES,
    /** New piece cells on the floor (tetris4j). */
    FLOOR_EDGES,

    AGGREGATE_HEIGHT,
    AGGREGATE_HEIGHT_BEFORE_CLEAR,
    MAX_HEIGHT,
    MAX_HEIGHT_BEFORE_CLEAR,
    MAX_HEIGHT_SQUARED,
    MIN_HEIGHT,
    MIN_HEIGHT_BEFORE_CLEAR,
    RELATIVE_HEIGHT,
    RELATIVE_HEIGHT_BEFORE_CLEAR,
    WEIGHTED_HEIGHT,
    WEIGHTED_HEIGHT_BEFORE_CLEAR,
    CELL_HEIGHT_SUM,
    CELL_HEIGHT_SUM_BEFORE_CLEAR,
    BUMPINESS,
    BUMPINESS_BEFORE_CLEAR,
    HOLES,
    HOLES_BEFORE_CLEAR,
    HOLES_SQUARED,
    ROWS_WITH_HOLES,
    ROWS_WITH_HOLES_BEFORE_CLEAR,
    COLUMNS_WITH_HOLES,
    COLUMNS_WITH_HOLES_BEFORE_CLEAR,
    HOLE_DEPTH,
    HOLE_DEPTH_BEFORE_CLEAR,
    MAX_HOLE_HEIGHT,
    MAX_HOLE_HEIGHT_BEFORE_CLEAR,
    MAX_HOLE_HEIGHT_SQUARED,
    BLOCKADES,
    BLOCKADES_BEFORE_CLEAR,
    ROW_TRANSITIONS,
    ROW_TRANSITIONS_BEFORE_CLEAR,
    COLUMN_TRANSITIONS,
    COLUMN_TRANSITIONS_BEFORE_CLEAR,
    /** Dellacherie's wells as the reference code counts them, covered or not (equal to well sums). */
    CUMULATIVE_WELLS,
    CUMULATIVE_WELLS_BEFORE_CLEAR,
    /** Open wells only, 1 + 2 + ... + depth each (the arena's earlier reading of Dellacherie's wells). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    OPEN_WELLS,
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    OPEN_WELLS_BEFORE_CLEAR,
    WELL_SUMS,
    WELL_SUMS_BEFORE_CLEAR,
    MAX_PIT_DEPTH,
    MAX_PIT_DEPTH_BEFORE_CLEAR,
    MAX_PIT_DEPTH_SQUARED,
    SLOPE,
    SLOPE_BEFORE_CLEAR,
    CONCAVITY,
    CONCAVITY_BEFORE_CLEAR;

    private final String id;

    Feature() {
        this.id = name().toLowerCase(Locale.ROOT);
    }

    private static double square(double v) {
        return v * v;
    }

    /** The stable name used in weights files, e.g. {@code row_transitions}. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public String id() {
        return id;
    }

    /** This feature's value for the placement the context holds. Allocates nothing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double value(PlacementContext context) {
        // One switch rather than a function per constant: a search calls this millions of times from
        // one call site, where a switch compiles to a jump table and a function object would not inline.
        switch (this) {
            case ROWS_CLEARED: return context.chainLinesCleared();
            case COMPLETE_LINES: return context.linesCleared();
            case LANDING_HEIGHT: return context.landingHeight();
            case LANDING_HEIGHT_TOP_LEFT: return context.landingHeightTopLeft();
            case ERODED_PIECE_CELLS: return context.erodedPieceCells();
            case TOUCHING_EDGES: return context.touchingEdges();
            case WALL_EDGES: return context.wallEdges();
            case FLOOR_EDGES: return context.floorEdges();
            case AGGREGATE_HEIGHT: return context.after().aggregateHeight();
            case AGGREGATE_HEIGHT_BEFORE_CLEAR: return context.before().aggregateHeight();
            case MAX_HEIGHT: return context.after().maxHeight();
            case MAX_HEIGHT_BEFORE_CLEAR: return context.before().maxHeight();
            case MAX_HEIGHT_SQUARED: return square(context.after().maxHeight());
            case MIN_HEIGHT: return context.after().minHeight();
            case MIN_HEIGHT_BEFORE_CLEAR: return context.before().minHeight();
            case RELATIVE_HEIGHT: return context.after().relativeHeight();
            case RELATIVE_HEIGHT_BEFORE_CLEAR: return context.before().relativeHeight();
            case WEIGHTED_HEIGHT: return context.after().weightedHeight();
            case WEIGHTED_HEIGHT_BEFORE_CLEAR: return context.before().weightedHeight();
            case CELL_HEIGHT_SUM: return context.after().cellHeightSum();
            case CELL_HEIGHT_SUM_BEFORE_CLEAR: return context.before().cellHeightSum();
            case BUMPINESS: return context.after().bumpiness();
            case BUMPINESS_BEFORE_CLEAR: return context.before().bumpiness();
            case HOLES: return context.after().holes();
            case HOLES_BEFORE_CLEAR: return context.before().holes();
            case HOLES_SQUARED: return square(context.after().holes());
            case ROWS_WITH_HOLES: return context.after().rowsWithHoles();
            case ROWS_WITH_HOLES_BEFORE_CLEAR: return context.before().rowsWithHoles();
            case COLUMNS_WITH_HOLES: return context.after().columnsWithHoles();
            case COLUMNS_WITH_HOLES_BEFORE_CLEAR: return context.before().columnsWithHoles();
            case HOLE_DEPTH: return context.after().holeDepth();
            case HOLE_DEPTH_BEFORE_CLEAR: return context.before().holeDepth();
            case MAX_HOLE_HEIGHT: return context.after().maxHoleHeight();
            case MAX_HOLE_HEIGHT_BEFORE_CLEAR: return context.before().maxHoleHeight();
            case MAX_HOLE_HEIGHT_SQUARED: return square(context.after().maxHoleHeight());
            case BLOCKADES: return context.after().blockades();
            case BLOCKADES_BEFORE_CLEAR: return context.before().blockades();
            case ROW_TRANSITIONS: return context.after().rowTransitions();
            case ROW_TRANSITIONS_BEFORE_CLEAR: return context.before().rowTransitions();
            case COLUMN_TRANSITIONS: return context.after().columnTransitions();
            case COLUMN_TRANSITIONS_BEFORE_CLEAR: return context.before().columnTransitions();
            case CUMULATIVE_WELLS: return context.after().cumulativeWells();
            case CUMULATIVE_WELLS_BEFORE_CLEAR: return context.before().cumulativeWells();
            case OPEN_WELLS: return context.after().openWells();
            case OPEN_WELLS_BEFORE_CLEAR: return context.before().openWells();
            case WELL_SUMS: return context.after().wellSums();
            case WELL_SUMS_BEFORE_CLEAR: return context.before().wellSums();
            case MAX_PIT_DEPTH: return context.after().maxPitDepth();
            case MAX_PIT_DEPTH_BEFORE_CLEAR: return context.before().maxPitDepth();
            case MAX_PIT_DEPTH_SQUARED: return square(context.after().maxPitDepth());
            case SLOPE: return context.after().slope();
            case SLOPE_BEFORE_CLEAR: return context.before().slope();
            case CONCAVITY: return context.after().concavity();
            case CONCAVITY_BEFORE_CLEAR: return context.before().concavity();
            default: throw new AssertionError(this);
        }
    }

    /**
     * The feature with this {@link #id()}.
     *
     * @throws IllegalArgumentException naming the unknown id
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static Feature byId(String id) {
        for (Feature f : values()) {
            if (f.id.equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown feature '" + id + "' (known: " + knownIds() + ")");
    }

    /** Every id, comma-separated, for messages. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
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
