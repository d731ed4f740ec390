package io.tetrisarena.bots.heuristic;

import java.util.List;

/**
 * The eleven integer weights of Misakamm's controller and the integer score they give a placement, exactly
 * as its program computes it (misakamm/tetr-ai, v2.0): landing height is counted in quarter rows from the
 * top and weighted by 15, the well term is kept at ten times its scale and weighted by 6, shape
 * adaptability by 10 and every other feature by 60, so that {@code x0_hole} (1.5 x {@code x1_hole}) and
 * {@code well_depth_2 / 5} stay integers. Immutable.
 */
public final class MisakammWeights {
    /** Feature names, in weight order. */
    public static final List<String> NAMES = List.of("row_transitions", "column_transitions", "hole", "x1_hole",
            "x2_hole", "landing_height", "rows_cleared", "hole_depth", "well_depth_2", "well_depth_3",
            "shape_adaptability");
    static final int ROW_TRANSITIONS = 0;
    static final int COLUMN_TRANSITIONS = 1;
    static final int HOLE = 2;
    static final int X1_HOLE = 3;
    static final int X2_HOLE = 4;
    static final int LANDING_HEIGHT = 5;
    static final int ROWS_CLEARED = 6;
    static final int HOLE_DEPTH = 7;
    static final int WELL_DEPTH_2 = 8;
    static final int WELL_DEPTH_3 = 9;
    static final int SHAPE_ADAPTABILITY = 10;

    /** The published v2.0 weights (row transitions is the program's constant 100). */
    public static final MisakammWeights PUBLISHED = new MisakammWeights(100, 95, 401, 88, 88, 67, 86, 75, 176, 99, 117);

    /** Column classes of the well and hole terms: by distance from the nearer wall (0, 1, 2, farther). */
    static final int WALL = 0;
    static final int NEXT_TO_WALL = 1;
    static final int TWO_FROM_WALL = 2;
    static final int INNER = 3;

    private final long[] w;
    /** Per column class and well depth (index class * 65 + depth): the well's score at ten times its scale. */
    private final long[] wellTable = new long[4 * 65];

    /** Weights in {@link #NAMES} order. */
    public MisakammWeights(long... weights) {
        if (weights.length != NAMES.size()) {
            throw new IllegalArgumentException(NAMES.size() + " weights expected, got " + weights.length);
        }
        this.w = weights.clone();
        long hole = w[HOLE];
        long[] deep = {10 * hole + 15 * w[X1_HOLE], 10 * (hole + w[X1_HOLE]), 10 * (hole + w[X2_HOLE]), 10 * hole};
        for (int c = 0; c < 4; c++) {
            wellTable[c * 65 + 1] = 2 * w[WELL_DEPTH_2];
            wellTable[c * 65 + 2] = 10 * w[WELL_DEPTH_2];
            for (int d = 3; d <= 64; d++) {
                wellTable[c * 65 + d] = 10 * w[WELL_DEPTH_3] + (d - 2) * deep[c];
            }
        }
    }

    /** The weights, in {@link #NAMES} order (a fresh copy). */
    public long[] values() {
        return w.clone();
    }

    /** The column class of column {@code x} on a field {@code width} wide. */
    static int columnClass(int x, int width) {
        int fromWall = Math.min(x, width - 1 - x);
        return Math.min(fromWall, INNER);
    }

    /** A well of this depth in a column of this class, at ten times its scale (0 for depth 0). */
    long wellScore(int columnClass, int depth) {
        return wellTable[columnClass * 65 + depth];
    }

    /**
     * The placement's score from its features: {@code landingX4} is the sum over the piece's four cells of
     * their row counted from the top of the field (0 for the top row); {@code wells} is already weighted
     * (ten times scale).
     */
    long score(int landingX4, int rowsCleared, int rowTransitions, int columnTransitions, int holes, int x0Holes,
               int x1Holes, int x2Holes, int holeDepth, long wells, int shapeAdaptability) {
        return localScore(landingX4, rowsCleared, rowTransitions, columnTransitions, holes, x0Holes, x1Holes,
                x2Holes) + surfaceScore(holeDepth, wells, shapeAdaptability);
    }

    /** The terms a placement's own rows and columns decide. */
    long localScore(int landingX4, int rowsCleared, int rowTransitions, int columnTransitions, int holes,
                    int x0Holes, int x1Holes, int x2Holes) {
        return 15 * w[LANDING_HEIGHT] * landingX4
                + 60 * w[ROWS_CLEARED] * rowsCleared
                - 60 * w[ROW_TRANSITIONS] * rowTransitions
                - 60 * w[COLUMN_TRANSITIONS] * columnTransitions
                - 60 * w[HOLE] * holes
                - 90 * w[X1_HOLE] * x0Holes
                - 60 * w[X1_HOLE] * x1Holes
                - 60 * w[X2_HOLE] * x2Holes;
    }

    /** What one hole in column x of a field this wide costs in {@link #localScore}. */
    long holeCost(int x, int width) {
        int bit = 1 << x;
        int x0Mask = 1 | 1 << (width - 1);
        int x1Mask = (width > 2 ? 1 << 1 | 1 << (width - 2) : 0) & ~x0Mask;
        int x2Mask = (width > 4 ? 1 << 2 | 1 << (width - 3) : 0) & ~x0Mask & ~x1Mask;
        long extra = (bit & x0Mask) != 0 ? 90 * w[X1_HOLE] : (bit & x1Mask) != 0 ? 60 * w[X1_HOLE]
                : (bit & x2Mask) != 0 ? 60 * w[X2_HOLE] : 0;
        return 60 * w[HOLE] + extra;
    }

    long landingWeight() {
        return 15 * w[LANDING_HEIGHT];
    }

    long rowTransitionCost() {
        return 60 * w[ROW_TRANSITIONS];
    }

    long columnTransitionCost() {
        return 60 * w[COLUMN_TRANSITIONS];
    }

    /** The terms read from the whole surface: hole depth, wells, shape adaptability. */
    long surfaceScore(int holeDepth, long wells, int shapeAdaptability) {
        return depthTerm(holeDepth) - 6 * wells + adaptabilityTerm(shapeAdaptability);
    }

    long depthTerm(int holeDepth) {
        return -60 * w[HOLE_DEPTH] * holeDepth;
    }

    long adaptabilityTerm(int shapeAdaptability) {
        return 10 * w[SHAPE_ADAPTABILITY] * shapeAdaptability;
    }

    /** The most {@link #depthTerm} can be on a field this tall (hole depth lies in 0..height). */
    long depthBound(int height) {
        return Math.max(0, depthTerm(height));
    }

    /** The most {@link #adaptabilityTerm} can be (shape adaptability lies in 0..36). */
    long adaptabilityBound() {
        return Math.max(0, adaptabilityTerm(36));
    }

    /**
     * The most {@link #surfaceScore} can be on a field this tall: the well term is never positive (every
     * well scores 0 or more, and twice the sum is at least the largest).
     */
    long surfaceBound(int height) {
        return depthBound(height) + adaptabilityBound();
    }
}
