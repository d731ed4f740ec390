package io.tetrisarena.api.features;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.kernel.TopOut;
import io.tetrisarena.api.rules.Rules;

/**
 * Scores a one-piece search's placements for a {@link LinearEvaluator} without building any board: the
 * start board is measured once per decision, column by column (each column a bit mask of its filled rows),
 * and a placement's features are the start board's totals corrected on the piece's own rows and columns
 * (and, for wells, the columns beside them). A placement that clears rows is measured again column by
 * column, each column without the cleared rows. A placement that may end the game is left to the general
 * path ({@link #UNHANDLED}), which runs the kernel's lock transition to judge it.
 *
 * <p>Exact: a handled placement's score is bit-identical to {@link LinearEvaluator#evaluate} on a
 * {@link PlacementContext} holding it, because each feature is the same integer (or the same landing
 * height) and the weighted sum runs in the same order. {@code ColumnScorerTest} checks this on random
 * boards; the definitions it relies on are {@link BoardFeatures}'.
 *
 * <p>For one thread; it allocates nothing after construction.
 */
final class ColumnScorer {
    /** {@link #score} results. */
    static final int NOT_FITTING = 0;
    static final int SCORED = 1;
    static final int UNHANDLED = 2;
    static final int BEATEN = 3;

    /** Per shape (index 4 * piece + rotation): the cells' lowest dx and dy, and the columns and rows spanned. */
    private static final int[] MIN_DX = new int[28];
    private static final int[] MIN_DY = new int[28];
    private static final int[] COLUMN_COUNT = new int[28];
    private static final int[] ROW_COUNT = new int[28];
    /** Per shape and column k (index 4 * shape + k): the rows of the piece's cells, from its lowest row. */
    private static final long[] COLUMN_CELLS = new long[4 * 28];
    /**
     * Per shape and column k: the lowest of the piece's cells there, from its lowest row; past a narrower
     * piece's columns {@link #NO_CELL}, so that such a column never stops the fast path.
     */
    private static final int[] COLUMN_LOW = new int[4 * 28];
    /** Per shape and column k: -1 where the piece has cells, 0 past a narrower piece's columns. */
    private static final int[] COLUMN_USED = new int[4 * 28];
    private static final int NO_CELL = 1 << 20;
    /** Per shape and column k: how many cells the piece has there (one run in every tetromino). */
    private static final int[] COLUMN_LENGTH = new int[4 * 28];
    /** Per shape and row k: the columns of the piece's cells, from its leftmost column. */
    private static final int[] ROW_CELLS = new int[4 * 28];

    static {
        for (Piece p : Piece.values()) {
            for (Rotation r : Rotation.values()) {
                int shape = 4 * p.ordinal() + r.ordinal();
                // Cell offsets lie within -2..2: bit (offset + 2) of these marks the columns and rows used.
                int columnsUsed = 0;
                int rowsUsed = 0;
                for (int i = 0; i < 4; i++) {
                    columnsUsed |= 1 << (p.cellX(r, i) + 2);
                    rowsUsed |= 1 << (p.cellY(r, i) + 2);
                }
                MIN_DX[shape] = Integer.numberOfTrailingZeros(columnsUsed) - 2;
                MIN_DY[shape] = Integer.numberOfTrailingZeros(rowsUsed) - 2;
                COLUMN_COUNT[shape] = Integer.bitCount(columnsUsed);
                ROW_COUNT[shape] = Integer.bitCount(rowsUsed);
                for (int i = 0; i < 4; i++) {
                    int column = p.cellX(r, i) - MIN_DX[shape];
                    int row = p.cellY(r, i) - MIN_DY[shape];
                    COLUMN_CELLS[4 * shape + column] |= 1L << row;
                    ROW_CELLS[4 * shape + row] |= 1 << column;
                }
                for (int k = 0; k < 4; k++) {
                    long cells = COLUMN_CELLS[4 * shape + k];
                    COLUMN_LOW[4 * shape + k] = cells == 0 ? NO_CELL : Long.numberOfTrailingZeros(cells);
                    COLUMN_USED[4 * shape + k] = cells == 0 ? 0 : -1;
                    COLUMN_LENGTH[4 * shape + k] = Long.bitCount(cells);
                }
            }
        }
    }

    /**
     * The per-shape facts {@link #scoreQuick} reads, side by side at {@code QUICK_STRIDE * shape}: lowest dx,
     * lowest dy, rows spanned, columns spanned, then per column k its {@link #COLUMN_LOW} and
     * {@link #COLUMN_USED}, then per row k its {@link #ROW_CELLS}. One array read at constant offsets from
     * one base lets the JIT check its bounds once.
     */
    private static final int QUICK_STRIDE = 16;
    private static final int[] QUICK = new int[28 * QUICK_STRIDE];

    static {
        for (int shape = 0; shape < 28; shape++) {
            int q = QUICK_STRIDE * shape;
            QUICK[q] = MIN_DX[shape];
            QUICK[q + 1] = MIN_DY[shape];
            QUICK[q + 2] = ROW_COUNT[shape];
            QUICK[q + 3] = COLUMN_COUNT[shape];
            for (int k = 0; k < 4; k++) {
                QUICK[q + 4 + k] = COLUMN_LOW[4 * shape + k];
                QUICK[q + 8 + k] = COLUMN_USED[4 * shape + k];
                QUICK[q + 12 + k] = ROW_CELLS[4 * shape + k];
            }
        }
    }

    private static final Piece[] PIECES = Piece.values();
    private static final Rotation[] ROTATIONS = Rotation.values();

    /** Column c is at index c + PAD of the column arrays; indexes outside the field hold walls. */
    private static final int PAD = 2;
    /** Column arrays reach a piece's span (4) and two more columns on each side of any piece. */
    private static final int COLUMN_SLOTS = Board.MAX_WIDTH + 2 * PAD + 4;

    private final boolean readsHoleDepth;
    private final boolean readsRowsWithHoles;
    /** Whether the wells can only lower a score (every wells weight is 0 or less: wells are never negative). */
    private final boolean wellsOnlyLower;
    /** Whether the wells are the evaluator's last feature and its only wells feature. */
    private final boolean wellsLast;
    /**
     * Whether the column measures read are only column transitions and holes, which a piece lying wholly
     * above its columns' tops changes by amounts read from the heights alone.
     */
    private final boolean heightsSuffice;
    private final int[] codes;
    private final double[] weights;
    /**
     * Whether every weight is a whole number of modest size ({@link #MAX_WHOLE_WEIGHT}): every term and
     * every partial sum of the evaluator's loop is then exact in a double (the landing height is a whole
     * or half number, the other features whole numbers under 2^17), so the sum is the exact sum in any
     * order, which {@link #score} works out in longs, doubled to keep the half, and halves at the end.
     * The result is the same double, +0.0 for zero included (a rounded sum of exact terms is never -0.0
     * unless every term is).
     */
    private final boolean wholeWeights;
    private static final double MAX_WHOLE_WEIGHT = 1 << 20;
    /** For {@link #wholeWeights}: each feature's weight (summed over repeats of its code). */
    private final long landingWeight;
    private final long rowTransitionsWeight;
    private final long columnTransitionsWeight;
    private final long holesWeight;
    private final long wellsWeight;
    private final long holeDepthWeight;
    private final long rowsWithHolesWeight;

    private int width = -1;
    private int height;
    private int full;
    private int top;
    /** The start board's rows; rows from {@link #top} up are empty, four rows past the field included. */
    private final int[] rows = new int[Board.MAX_HEIGHT + 4];
    /** Filled/empty changes along each row of {@link #rows}. */
    private final int[] rowTransitions = new int[Board.MAX_HEIGHT + 4];
    /** Per row of the field's width: its {@link #rowTransitions(int)}, read in place of working it out. */
    private byte[] rowTransitionTable = new byte[0];
    /** Each column's filled rows (bit y: row y); outside the field a wall, filled everywhere. */
    private final long[] columns = new long[COLUMN_SLOTS];
    private final int[] columnTransitions = new int[COLUMN_SLOTS];
    /** Each column's height (its top filled row + 1); a wall's is 64. */
    private final int[] heights = new int[COLUMN_SLOTS];
    private final int[] holes = new int[COLUMN_SLOTS];
    private final int[] holeDepths = new int[COLUMN_SLOTS];
    /** Each column's hole cells (bit y: row y). */
    private final long[] holeMasks = new long[COLUMN_SLOTS];
    /**
     * Per row r and column (index r * COLUMN_SLOTS + column): the column's well score from row r up; a
     * placement reads six neighbouring columns of one row.
     */
    private final int[] wellsFrom = new int[(Board.MAX_HEIGHT + 1) * COLUMN_SLOTS];
    /** The rows holding a hole in some column left of index i (at i), and at or right of index i. */
    private final long[] holeRowsLeft = new long[COLUMN_SLOTS + 1];
    private final long[] holeRowsRight = new long[COLUMN_SLOTS + 1];
    private int totalRowTransitions;
    private int totalColumnTransitions;
    private int totalHoles;
    private int totalWells;
    private int totalHoleDepth;
    /** Whether the per-column measures and totals hold for {@link #rows} and {@link #columns}. */
    private boolean measured;
    /** The last placement's feature values, by {@link LinearEvaluator} code. */
    private final double[] values = new double[LinearEvaluator.ROWS_WITH_HOLES + 1];
    /** The columns of the cleared board, for a placement that fills rows; walls outside the field. */
    private final long[] cleared = new long[COLUMN_SLOTS];
    private double score;

    private ColumnScorer(LinearEvaluator evaluator) {
        this.codes = evaluator.codes();
        this.weights = evaluator.weightsView();
        boolean holeDepth = false;
        boolean rowsWithHoles = false;
        boolean onlyLower = true;
        for (int i = 0; i < codes.length; i++) {
            holeDepth |= codes[i] == LinearEvaluator.HOLE_DEPTH;
            rowsWithHoles |= codes[i] == LinearEvaluator.ROWS_WITH_HOLES;
            onlyLower &= codes[i] != LinearEvaluator.WELL_SUMS || weights[i] <= 0;
        }
        this.readsHoleDepth = holeDepth;
        this.readsRowsWithHoles = rowsWithHoles;
        this.wellsOnlyLower = onlyLower;
        int wellFeatures = 0;
        for (int code : codes) {
            wellFeatures += code == LinearEvaluator.WELL_SUMS ? 1 : 0;
        }
        this.heightsSuffice = !holeDepth && !rowsWithHoles;
        boolean whole = true;
        long[] byCode = new long[LinearEvaluator.ROWS_WITH_HOLES + 1];
        for (int i = 0; i < codes.length; i++) {
            double w = weights[i];
            whole &= w == Math.rint(w) && Math.abs(w) <= MAX_WHOLE_WEIGHT;
            byCode[codes[i]] += (long) w;
        }
        // A repeated code sums its weights: at most a few features, so still far from overflowing.
        this.wholeWeights = whole && codes.length <= 64;
        this.landingWeight = byCode[LinearEvaluator.LANDING_HEIGHT];
        this.rowTransitionsWeight = byCode[LinearEvaluator.ROW_TRANSITIONS];
        this.columnTransitionsWeight = byCode[LinearEvaluator.COLUMN_TRANSITIONS];
        this.holesWeight = byCode[LinearEvaluator.HOLES];
        this.wellsWeight = byCode[LinearEvaluator.WELL_SUMS];
        this.holeDepthWeight = byCode[LinearEvaluator.HOLE_DEPTH];
        this.rowsWithHolesWeight = byCode[LinearEvaluator.ROWS_WITH_HOLES];
        this.wellsLast = wellFeatures == 1 && codes[codes.length - 1] == LinearEvaluator.WELL_SUMS;
    }

    /** A scorer for this evaluator, or null when it reads a feature this class does not measure. */
    static ColumnScorer forEvaluator(LinearEvaluator evaluator) {
        for (int code : evaluator.codes()) {
            if (code == LinearEvaluator.OTHER) {
                return null;
            }
        }
        return new ColumnScorer(evaluator);
    }

    /**
     * Measures the start board of the next placements. Returns false, and scores nothing until the next
     * load, when the board has a full row (a search's boards never do once cleared).
     */
    boolean load(Board board) {
        long[] cols = columns;
        if (board.width() != width || board.height() != height) {
            width = board.width();
            height = board.height();
            full = board.fullRowMask();
            rowTransitionTable = new byte[1 << width];
            for (int row = 0; row < rowTransitionTable.length; row++) {
                rowTransitionTable[row] = (byte) rowTransitions(row);
            }
            java.util.Arrays.fill(rows, 0);
            java.util.Arrays.fill(rowTransitions, rowTransitions(0));
            totalRowTransitions = rowTransitions(0) * height;
            java.util.Arrays.fill(wellsFrom, 0);
            top = 0;
            // Outside the field every column is a wall; a placement's span may reach them, unchanged, and
            // their measures must then cancel out.
            java.util.Arrays.fill(cols, -1L);
            java.util.Arrays.fill(cols, PAD, PAD + width, 0L);
            java.util.Arrays.fill(cleared, -1L);
            java.util.Arrays.fill(columnTransitions, columnTransitions(-1L));
            java.util.Arrays.fill(heights, 64);
            java.util.Arrays.fill(heights, PAD, PAD + width, 0);
            java.util.Arrays.fill(holes, 0);
            java.util.Arrays.fill(holeDepths, 0);
            java.util.Arrays.fill(holeMasks, 0);
            java.util.Arrays.fill(holeRowsRight, 0);
            measured = false;
        }
        // A search's consecutive boards differ by a piece or two (and rows moved down by clears): only the
        // cells that changed are moved into the columns, and only the columns they are in measured again.
        int oldTop = top;
        int newTop = board.stackHeight();
        int changed = 0;
        boolean fullRow = false;
        for (int y = 0, reach = Math.max(oldTop, newTop); y < reach; y++) {
            int row = board.row(y);
            fullRow |= row == full;
            int diff = row ^ rows[y];
            if (diff != 0) {
                changed |= diff;
                rows[y] = row;
                int transitions = rowTransitions(row);
                totalRowTransitions += transitions - rowTransitions[y];
                rowTransitions[y] = transitions;
                for (int bits = diff; bits != 0; bits &= bits - 1) {
                    cols[Integer.numberOfTrailingZeros(bits) + PAD] ^= 1L << y;
                }
            }
        }
        top = newTop;
        if (fullRow) {
            measured = false;
            return false;
        }
        if (measured && changed == 0) {
            return true;
        }
        if (!measured) {
            changed = full;
        }
        if (newTop > oldTop) {
            // Wells lie below the stack top; the well tables of the columns not measured again gain rows.
            java.util.Arrays.fill(wellsFrom, (oldTop + 1) * COLUMN_SLOTS, (newTop + 1) * COLUMN_SLOTS, 0);
        }
        for (int bits = changed; bits != 0; bits &= bits - 1) {
            int i = Integer.numberOfTrailingZeros(bits) + PAD;
            long column = cols[i];
            columnTransitions[i] = columnTransitions(column);
            heights[i] = 64 - Long.numberOfLeadingZeros(column);
            long holeCells = holeCells(column);
            holeMasks[i] = holeCells;
            holes[i] = Long.bitCount(holeCells);
            if (readsHoleDepth) {
                holeDepths[i] = holeDepth(column, holeCells);
            }
        }
        // A column's wells also change with the columns beside it.
        for (int bits = (changed | changed << 1 | changed >>> 1) & full; bits != 0; bits &= bits - 1) {
            int i = Integer.numberOfTrailingZeros(bits) + PAD;
            measureWellsFrom(i, cols[i - 1], cols[i], cols[i + 1]);
        }
        totalColumnTransitions = 0;
        totalHoles = 0;
        totalHoleDepth = 0;
        totalWells = 0;
        long holeRows = 0;
        for (int i = PAD; i < PAD + width; i++) {
            totalColumnTransitions += columnTransitions[i];
            totalHoles += holes[i];
            totalHoleDepth += holeDepths[i];
            // Row 0 of a column's well table is the whole column's.
            totalWells += wellsFrom[i];
            holeRowsLeft[i] = holeRows;
            holeRows |= holeMasks[i];
        }
        for (int i = PAD + width; i <= COLUMN_SLOTS; i++) {
            holeRowsLeft[i] = holeRows;
        }
        if (readsRowsWithHoles) {
            holeRows = 0;
            for (int i = PAD + width - 1; i >= PAD; i--) {
                holeRows |= holeMasks[i];
                holeRowsRight[i] = holeRows;
            }
        }
        measured = true;
        return true;
    }

    /**
     * Measures the field's columns of {@code cols} (walls outside it) into {@link #values}: column
     * transitions, holes, wells, hole depth and rows with holes.
     */
    private void measureColumns(long[] cols) {
        int columnSum = 0;
        int holeSum = 0;
        int wellSum = 0;
        int depthSum = 0;
        long holeRows = 0;
        for (int i = PAD; i < PAD + width; i++) {
            long column = cols[i];
            columnSum += columnTransitions(column);
            long holeCells = holeCells(column);
            holeSum += Long.bitCount(holeCells);
            if (readsHoleDepth) {
                depthSum += holeDepth(column, holeCells);
            }
            wellSum += wellsFrom(cols[i - 1], column, cols[i + 1], 0);
            holeRows |= holeCells;
        }
        double[] value = values;
        value[LinearEvaluator.COLUMN_TRANSITIONS] = columnSum;
        value[LinearEvaluator.HOLES] = holeSum;
        value[LinearEvaluator.WELL_SUMS] = wellSum;
        value[LinearEvaluator.HOLE_DEPTH] = depthSum;
        value[LinearEvaluator.ROWS_WITH_HOLES] = Long.bitCount(holeRows);
    }

    /** Fills column i's well scores from each row up to the stack top ({@link #wellsFrom}). */
    private void measureWellsFrom(int i, long leftColumn, long column, long rightColumn) {
        long cells = ~column & leftColumn & rightColumn;
        int sum = 0;
        // Well cells lie below the stack top, where both neighbours can be filled.
        wellsFrom[top * COLUMN_SLOTS + i] = 0;
        // Counted up against an exclusive limit, as Board.columnHeights, for the same reason.
        for (int k = 0; k < top; k++) {
            int y = top - 1 - k;
            if ((cells >>> y & 1) != 0) {
                sum += wellCell(column, y);
            }
            wellsFrom[y * COLUMN_SLOTS + i] = sum;
        }
    }

    /**
     * Scores the piece with its origin at (x, y) on the loaded board: {@link #NOT_FITTING} when it does not
     * fit there, {@link #UNHANDLED} when {@code judgeEnd} is set and the rules say it may end the game,
     * {@link #BEATEN} when its score is sure to be below {@code beat} (the search's best so far), else
     * {@link #SCORED} with the score in {@link #score()}.
     */
    /**
     * Whether {@link #scoreQuick} applies: whole weights, wells that only lower a score, and no column
     * measure beyond what the heights give.
     */
    boolean quick() {
        return wholeWeights && wellsOnlyLower && heightsSuffice;
    }

    /**
     * {@link #score} for a {@link #quick} scorer, in a short method of its own for the common placement
     * (every cell above its column's top, no row filled, far from the top); any other is left to
     * {@link #score}. The placement comes {@link Placement#packed() packed}, as
     * {@link io.tetrisarena.api.kernel.PlacementList#packedAt} reads it, so the scan touches no placement
     * object.
     */
    int scoreQuick(int packed, boolean judgeEnd, Rules rules, double beat) {
        int shape = Placement.packedShape(packed);
        int q = QUICK_STRIDE * shape;
        return scoreQuickAt(shape, Placement.packedX(packed) + QUICK[q], Placement.packedY(packed) + QUICK[q + 1],
                judgeEnd, rules, beat);
    }

    /**
     * {@link #scoreQuick} of the shape with its leftmost column at {@code left} and its lowest row at
     * {@code bottom}.
     */
    int scoreQuickAt(int shape, int left, int bottom, boolean judgeEnd, Rules rules, double beat) {
        int[] quick = QUICK;
        int q = QUICK_STRIDE * shape;
        int x = left - quick[q];
        int y = bottom - quick[q + 1];
        int rowCount = quick[q + 2];
        int topRow = bottom + rowCount - 1;
        int visibleHeight = rules.visibleHeight();
        if (left < 0 || left > width - quick[q + 3] || bottom < 0 || topRow >= visibleHeight
                || top > visibleHeight || bottom > height - rowCount) {
            return scoreShape(shape, x, y, judgeEnd, rules, beat);
        }
        int first = left + PAD;
        int[] heightAt = heights;
        // How far above each column's top the piece's cells there begin (large past a narrower piece).
        int gap0 = bottom + quick[q + 4] - heightAt[first];
        int gap1 = bottom + quick[q + 5] - heightAt[first + 1];
        int gap2 = bottom + quick[q + 6] - heightAt[first + 2];
        int gap3 = bottom + quick[q + 7] - heightAt[first + 3];
        if ((gap0 | gap1 | gap2 | gap3) < 0) {
            return scoreShape(shape, x, y, judgeEnd, rules, beat);
        }
        int[] startRows = rows;
        int after0 = startRows[bottom] | quick[q + 12] << left;
        int after1 = startRows[bottom + 1] | quick[q + 13] << left;
        int after2 = startRows[bottom + 2] | quick[q + 14] << left;
        int after3 = startRows[bottom + 3] | quick[q + 15] << left;
        // One test for the four rows, so that a branch rarely taken (the third or fourth row filled) is not
        // first taken after the JIT compiled this: row k is full exactly when (after_k ^ full) - 1 is negative.
        if (((after0 ^ full) - 1 | (after1 ^ full) - 1 | (after2 ^ full) - 1 | (after3 ^ full) - 1) < 0) {
            return scoreShape(shape, x, y, judgeEnd, rules, beat);
        }
        int used0 = quick[q + 8];
        int used1 = quick[q + 9];
        int used2 = quick[q + 10];
        int used3 = quick[q + 11];
        long doubled = doubledWithoutWells(bottom, topRow, rowDelta(bottom, after0, after1, after2, after3),
                gapTransitions(gap0, gap1, gap2, gap3, used0, used1, used2, used3),
                gapHoles(gap0, gap1, gap2, gap3, used0, used1, used2, used3));
        if (doubled * 0.5 < beat) {
            return BEATEN;
        }
        score = withWells(shape, first, bottom, doubled);
        return SCORED;
    }

    /** The change in row transitions of the four rows from {@code bottom} up, which now hold {@code after0..3}. */
    private int rowDelta(int bottom, int after0, int after1, int after2, int after3) {
        byte[] table = rowTransitionTable;
        int[] before = rowTransitions;
        return table[after0] + table[after1] + table[after2] + table[after3] - before[bottom] - before[bottom + 1]
                - before[bottom + 2] - before[bottom + 3];
    }

    /**
     * Twice the score without its wells of a {@link #quick} placement filling no row: its landing height
     * (rows {@code bottom} to {@code topRow}) and the board's transitions and holes with its own changes, in
     * longs (see {@link #wholeWeights}).
     */
    private long doubledWithoutWells(int bottom, int topRow, int rowDelta, int columnDelta, int holeDelta) {
        return landingWeight * (bottom + topRow)
                + 2 * (rowTransitionsWeight * (totalRowTransitions + rowDelta)
                + columnTransitionsWeight * (totalColumnTransitions + columnDelta)
                + holesWeight * (totalHoles + holeDelta));
    }

    /**
     * The score of a {@link #quick} placement from {@link #doubledWithoutWells} and its wells, the shape's
     * cells in the columns from {@code first} on, from row {@code bottom} up.
     */
    private double withWells(int shape, int first, int bottom, long doubled) {
        int cellBase = 4 * shape;
        long[] cols = columns;
        long new0 = cols[first] | COLUMN_CELLS[cellBase] << bottom;
        long new1 = cols[first + 1] | COLUMN_CELLS[cellBase + 1] << bottom;
        long new2 = cols[first + 2] | COLUMN_CELLS[cellBase + 2] << bottom;
        long new3 = cols[first + 3] | COLUMN_CELLS[cellBase + 3] << bottom;
        return (doubled + 2 * wellsWeight * (totalWells + wellDelta(first, bottom, new0, new1, new2, new3))) * 0.5;
    }

    /** The best score {@link #scanDrops} has found since {@link #startScan}. */
    private double scanBest;
    /** The {@link Placement#packed() packed} placement of {@link #scanBest}, or -1 when none scored yet. */
    private int scanChosen;

    /** Starts a straight-drop search's scan: nothing chosen yet. */
    void startScan() {
        scanBest = Double.NEGATIVE_INFINITY;
        scanChosen = -1;
    }

    /** The best placement the scan has chosen, {@link Placement#packed() packed}, or -1 when none. */
    int scanChosen() {
        return scanChosen;
    }

    /** The score of {@link #scanChosen()}. */
    double scanBest() {
        return scanBest;
    }

    /**
     * For a {@link #quick} scorer, the straight-drop search's scan of one shape on the loaded board: its
     * columns left to right, each landing where the column tops put it (where the straight-drop generator
     * puts it; skipped when its top would be above the field), each scored as {@link #scoreQuickAt} scores
     * it, the best kept as the search keeps it (a later equal score wins only when {@code lastTieWins}).
     * One loop over the columns, with the shape's facts and the board's totals read once, in place of a call
     * per placement. Returns false, with the scan's choice no longer meaningful, when a placement needs the
     * kernel's judgement ({@link #UNHANDLED}).
     */
    boolean scanDrops(int shape, boolean judgeEnd, boolean lastTieWins, Rules rules) {
        int[] quick = QUICK;
        int q = QUICK_STRIDE * shape;
        int minDx = quick[q];
        int minDy = quick[q + 1];
        int rowCount = quick[q + 2];
        int low0 = quick[q + 4];
        int low1 = quick[q + 5];
        int low2 = quick[q + 6];
        int low3 = quick[q + 7];
        int used0 = quick[q + 8];
        int used1 = quick[q + 9];
        int used2 = quick[q + 10];
        int used3 = quick[q + 11];
        int cells0 = quick[q + 12];
        int cells1 = quick[q + 13];
        int cells2 = quick[q + 14];
        int cells3 = quick[q + 15];
        Piece piece = PIECES[shape >>> 2];
        Rotation rotation = ROTATIONS[shape & 3];
        int visibleHeight = rules.visibleHeight();
        // Past the visible field's top the rules may end the game: such placements take the general path.
        int quickRows = top > visibleHeight ? 0 : Math.min(visibleHeight, height);
        int fullRow = full;
        int[] heightAt = heights;
        int[] startRows = rows;
        double best = scanBest;
        int chosen = scanChosen;
        for (int left = 0, last = width - quick[q + 3]; left <= last; left++) {
            int first = left + PAD;
            // Past a narrower piece's columns the lowest cell is NO_CELL, far below any top.
            int rest0 = heightAt[first] - low0;
            int rest1 = heightAt[first + 1] - low1;
            int rest2 = heightAt[first + 2] - low2;
            int rest3 = heightAt[first + 3] - low3;
            int bottom = Math.max(Math.max(rest0, rest1), Math.max(rest2, rest3));
            if (bottom + rowCount > height) {
                // Its top would be above the field: the generator does not list it.
                continue;
            }
            double beat = chosen < 0 ? Double.NEGATIVE_INFINITY : best;
            int topRow = bottom + rowCount - 1;
            int after0 = startRows[bottom] | cells0 << left;
            int after1 = startRows[bottom + 1] | cells1 << left;
            int after2 = startRows[bottom + 2] | cells2 << left;
            int after3 = startRows[bottom + 3] | cells3 << left;
            double score;
            // One test: the piece's top below quickRows, and no row full (row k is full exactly when
            // (after_k ^ full) - 1 is negative).
            if ((quickRows - 1 - topRow | (after0 ^ fullRow) - 1 | (after1 ^ fullRow) - 1
                    | (after2 ^ fullRow) - 1 | (after3 ^ fullRow) - 1) >= 0) {
                // Every cell lies on or above its column's top: the gaps below them become holes.
                int gap0 = bottom - rest0;
                int gap1 = bottom - rest1;
                int gap2 = bottom - rest2;
                int gap3 = bottom - rest3;
                long doubled = doubledWithoutWells(bottom, topRow, rowDelta(bottom, after0, after1, after2, after3),
                        gapTransitions(gap0, gap1, gap2, gap3, used0, used1, used2, used3),
                        gapHoles(gap0, gap1, gap2, gap3, used0, used1, used2, used3));
                if (doubled * 0.5 < beat) {
                    continue;
                }
                score = withWells(shape, first, bottom, doubled);
            } else {
                int outcome = scoreShape(shape, left - minDx, bottom - minDy, judgeEnd, rules, beat);
                if (outcome == UNHANDLED) {
                    return false;
                }
                if (outcome != SCORED) {
                    continue;
                }
                score = this.score;
            }
            if (chosen < 0 || score > best || (lastTieWins && score == best)) {
                best = score;
                chosen = Placement.pack(piece, rotation, left - minDx, bottom - minDy, Spin.NONE);
            }
        }
        scanBest = best;
        scanChosen = chosen;
        return true;
    }

    /**
     * For a straight-drop search on the loaded board: the row the shape's lowest cells land on with its
     * leftmost column at {@code left} (0 to {@code width - }{@link #columnCount}), where the straight-drop
     * generator puts it: the highest of the piece's columns' tops less the height of its lowest cell there.
     */
    int dropBottom(int shape, int left) {
        int[] quick = QUICK;
        int q = QUICK_STRIDE * shape;
        int[] heightAt = heights;
        int first = left + PAD;
        // Past a narrower piece's columns the lowest cell is NO_CELL, far below any top.
        return Math.max(Math.max(heightAt[first] - quick[q + 4], heightAt[first + 1] - quick[q + 5]),
                Math.max(heightAt[first + 2] - quick[q + 6], heightAt[first + 3] - quick[q + 7]));
    }

    /** The columns the shape {@code 4 * piece ordinal + rotation ordinal} spans. */
    static int columnCount(int shape) {
        return COLUMN_COUNT[shape];
    }

    /** The rows the shape spans. */
    static int rowCount(int shape) {
        return ROW_COUNT[shape];
    }

    /** The origin's x of the shape with its leftmost column at {@code left}. */
    static int originX(int shape, int left) {
        return left - MIN_DX[shape];
    }

    /** The origin's y of the shape with its lowest row at {@code bottom}. */
    static int originY(int shape, int bottom) {
        return bottom - MIN_DY[shape];
    }

    /**
     * Per piece, its shapes ({@code 4 * piece ordinal + rotation ordinal}) at the rotations that are their own
     * canonical form, in rotation order: the shapes a move generator lists, in its order.
     */
    static int[] canonicalShapes(Piece piece) {
        return CANONICAL_SHAPES[piece.ordinal()];
    }

    private static final int[][] CANONICAL_SHAPES = new int[7][];

    static {
        for (Piece p : Piece.values()) {
            int[] shapes = new int[4];
            int n = 0;
            for (Rotation r : Rotation.values()) {
                if (Placement.of(p, r, 0, 0).canonical().rotation() == r) {
                    shapes[n++] = 4 * p.ordinal() + r.ordinal();
                }
            }
            CANONICAL_SHAPES[p.ordinal()] = java.util.Arrays.copyOf(shapes, n);
        }
    }

    /** {@link #score} of the shape {@code 4 * piece ordinal + rotation ordinal}: {@link #scoreQuick}'s other cases. */
    private int scoreShape(int shape, int x, int y, boolean judgeEnd, Rules rules, double beat) {
        return score(PIECES[shape >>> 2], ROTATIONS[shape & 3], x, y, judgeEnd, rules, beat);
    }

    int score(Piece piece, Rotation rotation, int x, int y, boolean judgeEnd, Rules rules, double beat) {
        int visibleHeight = rules.visibleHeight();
        int shape = 4 * piece.ordinal() + rotation.ordinal();
        int left = x + MIN_DX[shape];
        int bottom = y + MIN_DY[shape];
        int topRow = bottom + ROW_COUNT[shape] - 1;
        // Written so that no sum can overflow, whatever coordinates a caller passes.
        if (left < 0 || left > width - COLUMN_COUNT[shape] || bottom < 0 || bottom > height - ROW_COUNT[shape]) {
            return NOT_FITTING;
        }
        // Every loop below runs over a fixed four columns or rows: a shorter piece's extra entries hold no
        // cell, change nothing and add zero, and the fixed trip count spares the branch mispredictions.
        long[] cols = columns;
        int cellBase = 4 * shape;
        int first = left + PAD;
        // How far above each column's top the piece's cells there begin; negative where they reach below it.
        int gap0 = gap(cellBase, first, bottom, 0);
        int gap1 = gap(cellBase, first, bottom, 1);
        int gap2 = gap(cellBase, first, bottom, 2);
        int gap3 = gap(cellBase, first, bottom, 3);
        boolean above = (gap0 | gap1 | gap2 | gap3) >= 0;
        if (!above && (cols[first] & COLUMN_CELLS[cellBase] << bottom
                | cols[first + 1] & COLUMN_CELLS[cellBase + 1] << bottom
                | cols[first + 2] & COLUMN_CELLS[cellBase + 2] << bottom
                | cols[first + 3] & COLUMN_CELLS[cellBase + 3] << bottom) != 0) {
            return NOT_FITTING;
        }
        int rowDelta = 0;
        int fullRows = 0;
        byte[] transitionTable = rowTransitionTable;
        for (int k = 0; k < 4; k++) {
            int row = bottom + k;
            int after = rows[row] | ROW_CELLS[cellBase + k] << left;
            fullRows |= (after == full ? 1 : 0) << k;
            rowDelta += transitionTable[after] - rowTransitions[row];
        }
        if (fullRows != 0) {
            return scoreClearing(shape, left, bottom, topRow, fullRows, rowDelta, judgeEnd, rules);
        }
        // Every top-out rule needs a cell or the stack above the visible field: below it the rules are not asked.
        if (judgeEnd && (topRow >= visibleHeight || top > visibleHeight)
                && TopOut.endsGame(rules, bottom, topRow, Math.max(top, topRow + 1))) {
            return UNHANDLED;
        }
        long new0 = cols[first] | COLUMN_CELLS[cellBase] << bottom;
        long new1 = cols[first + 1] | COLUMN_CELLS[cellBase + 1] << bottom;
        long new2 = cols[first + 2] | COLUMN_CELLS[cellBase + 2] << bottom;
        long new3 = cols[first + 3] | COLUMN_CELLS[cellBase + 3] << bottom;
        int columnDelta;
        int holeDelta;
        long holes0 = 0;
        long holes1 = 0;
        long holes2 = 0;
        long holes3 = 0;
        int depthDelta = 0;
        if (above) {
            int used0 = COLUMN_USED[cellBase];
            int used1 = COLUMN_USED[cellBase + 1];
            int used2 = COLUMN_USED[cellBase + 2];
            int used3 = COLUMN_USED[cellBase + 3];
            holeDelta = gapHoles(gap0, gap1, gap2, gap3, used0, used1, used2, used3);
            columnDelta = gapTransitions(gap0, gap1, gap2, gap3, used0, used1, used2, used3);
            if (readsHoleDepth) {
                depthDelta = gapDepth(cellBase, first, 0, gap0) + gapDepth(cellBase, first, 1, gap1)
                        + gapDepth(cellBase, first, 2, gap2) + gapDepth(cellBase, first, 3, gap3);
            }
            if (readsRowsWithHoles) {
                holes0 = gapHoleCells(cellBase, first, 0, gap0);
                holes1 = gapHoleCells(cellBase, first, 1, gap1);
                holes2 = gapHoleCells(cellBase, first, 2, gap2);
                holes3 = gapHoleCells(cellBase, first, 3, gap3);
            }
        } else {
            holes0 = holeCells(new0);
            holes1 = holeCells(new1);
            holes2 = holeCells(new2);
            holes3 = holeCells(new3);
            columnDelta = columnTransitions(new0) + columnTransitions(new1) + columnTransitions(new2)
                    + columnTransitions(new3) - columnTransitions[first] - columnTransitions[first + 1]
                    - columnTransitions[first + 2] - columnTransitions[first + 3];
            holeDelta = Long.bitCount(holes0) + Long.bitCount(holes1) + Long.bitCount(holes2)
                    + Long.bitCount(holes3) - holes[first] - holes[first + 1] - holes[first + 2] - holes[first + 3];
            if (readsHoleDepth) {
                depthDelta = holeDepth(new0, holes0) + holeDepth(new1, holes1) + holeDepth(new2, holes2)
                        + holeDepth(new3, holes3) - holeDepths[first] - holeDepths[first + 1]
                        - holeDepths[first + 2] - holeDepths[first + 3];
            }
        }
        long holeRows = 0;
        if (readsRowsWithHoles) {
            holeRows = holeRowsLeft[first] | holeRowsRight[first + 4] | holes0 | holes1 | holes2 | holes3;
        }
        if (wholeWeights) {
            // Twice the score: the landing height doubled is bottom + topRow.
            long doubled = landingWeight * (bottom + topRow)
                    + 2 * (rowTransitionsWeight * (totalRowTransitions + rowDelta)
                    + columnTransitionsWeight * (totalColumnTransitions + columnDelta)
                    + holesWeight * (totalHoles + holeDelta)
                    + holeDepthWeight * (totalHoleDepth + depthDelta)
                    + rowsWithHolesWeight * Long.bitCount(holeRows));
            if (wellsOnlyLower && doubled * 0.5 < beat) {
                return BEATEN;
            }
            score = (doubled + 2 * wellsWeight * (totalWells + wellDelta(first, bottom, new0, new1, new2, new3)))
                    * 0.5;
            return SCORED;
        }
        double[] value = values;
        value[LinearEvaluator.LANDING_HEIGHT] = bottom + (topRow - bottom) / 2.0;
        value[LinearEvaluator.ERODED_PIECE_CELLS] = 0;
        value[LinearEvaluator.ROWS_CLEARED] = 0;
        value[LinearEvaluator.ROW_TRANSITIONS] = totalRowTransitions + rowDelta;
        value[LinearEvaluator.COLUMN_TRANSITIONS] = totalColumnTransitions + columnDelta;
        value[LinearEvaluator.HOLES] = totalHoles + holeDelta;
        value[LinearEvaluator.HOLE_DEPTH] = totalHoleDepth + depthDelta;
        value[LinearEvaluator.ROWS_WITH_HOLES] = Long.bitCount(holeRows);
        double withoutWells = 0;
        if (wellsOnlyLower && beat > Double.NEGATIVE_INFINITY) {
            value[LinearEvaluator.WELL_SUMS] = 0;
            withoutWells = wellsLast ? total(codes.length - 1) : total(codes.length);
            if (withoutWells < beat) {
                return BEATEN;
            }
        } else if (wellsLast) {
            withoutWells = total(codes.length - 1);
        }
        int wells = totalWells + wellDelta(first, bottom, new0, new1, new2, new3);
        value[LinearEvaluator.WELL_SUMS] = wells;
        // The same sum in the same order as total(): the last term added to the sum of the others.
        score = wellsLast ? withoutWells + weights[codes.length - 1] * wells : total(codes.length);
        return SCORED;
    }

    /**
     * How far above column k's top (k from the piece's left column {@code first}) the piece's cells there
     * begin: negative where they reach below it, large past a narrower piece's columns.
     */
    private int gap(int cellBase, int first, int bottom, int k) {
        return bottom + COLUMN_LOW[cellBase + k] - heights[first + k];
    }

    /**
     * For a piece wholly above its columns' tops, by its gaps: each column's cells are one run starting
     * gap rows above the top, and the gap's cells become holes. {@code used0..3}: the columns'
     * {@link #COLUMN_USED}, so that past a narrower piece's columns a gap counts for nothing.
     */
    private static int gapHoles(int gap0, int gap1, int gap2, int gap3, int used0, int used1, int used2,
                                int used3) {
        return (gap0 & used0) + (gap1 & used1) + (gap2 & used2) + (gap3 & used3);
    }

    /**
     * For a piece wholly above its columns' tops, by its gaps: a gap adds two column transitions (below
     * and above the run); a run on the top adds none.
     */
    private static int gapTransitions(int gap0, int gap1, int gap2, int gap3, int used0, int used1, int used2,
                                      int used3) {
        return 2 * ((-gap0 >>> 31 & used0) + (-gap1 >>> 31 & used1) + (-gap2 >>> 31 & used2)
                + (-gap3 >>> 31 & used3));
    }

    /**
     * For a piece wholly above its columns' tops, column k's hole depth change: the piece's run of L cells
     * adds L, over the new hole just below it when there is a gap, else over the column's topmost hole
     * (whose run of filled cells always reaches the top), if it has one; other holes keep their runs.
     */
    private int gapDepth(int cellBase, int first, int k, int gap) {
        int grows = (-gap >>> 31) | (-holes[first + k] >>> 31);
        return COLUMN_LENGTH[cellBase + k] * grows;
    }

    /** For a piece wholly above its columns' tops, column k's hole cells: its own and the gap's rows. */
    private long gapHoleCells(int cellBase, int first, int k, int gap) {
        int height = heights[first + k];
        // Past a narrower piece's columns the gap is meaningless and the mask drops it.
        long gapRows = (1L << (height + gap)) - (1L << height);
        return holeMasks[first + k] | gapRows & COLUMN_USED[cellBase + k];
    }

    /**
     * How a placement changes the wells: only from the piece's bottom row up, in its span (columns
     * {@code first} to {@code first + 3}, holding {@code new0..new3}) and the column beside each side.
     */
    private int wellDelta(int first, int bottom, long new0, long new1, long new2, long new3) {
        long[] cols = columns;
        int from = Math.min(bottom, top);
        long outerLeft = cols[first - 1];
        long outerRight = cols[first + 4];
        int wellDelta = wellsFrom(cols[first - 2], outerLeft, new0, bottom)
                + wellsFrom(outerLeft, new0, new1, bottom)
                + wellsFrom(new0, new1, new2, bottom)
                + wellsFrom(new1, new2, new3, bottom)
                + wellsFrom(new2, new3, outerRight, bottom)
                + wellsFrom(new3, outerRight, cols[first + 5], bottom);
        int at = from * COLUMN_SLOTS + first;
        return wellDelta - (wellsFrom[at - 1] + wellsFrom[at] + wellsFrom[at + 1] + wellsFrom[at + 2]
                + wellsFrom[at + 3] + wellsFrom[at + 4]);
    }

    /**
     * {@link #score} for a placement that fills the rows {@code fullRows} (bit k: the piece's row k): every
     * column loses those rows, so every column is measured again, on the cleared board.
     */
    private int scoreClearing(int shape, int left, int bottom, int topRow, int fullRows, int rowDelta,
                              boolean judgeEnd, Rules rules) {
        int lines = Integer.bitCount(fullRows);
        if (judgeEnd && TopOut.endsGame(rules, bottom, topRow, Math.max(top, topRow + 1) - lines)) {
            return UNHANDLED;
        }
        // Branch-free below: multi-row clears are rare, and a branch the JIT never saw taken would cost a
        // recompilation the first time it is.
        int pieceCellsCleared = 0;
        for (int k = 0; k < 4; k++) {
            pieceCellsCleared += Integer.bitCount(ROW_CELLS[4 * shape + k]) * (fullRows >>> k & 1);
        }
        long[] after = cleared;
        System.arraycopy(columns, PAD, after, PAD, width);
        int first = left + PAD;
        for (int k = 0; k < 4; k++) {
            // Past a narrower piece's columns this adds nothing, to a column or to a wall.
            after[first + k] |= COLUMN_CELLS[4 * shape + k] << bottom;
        }
        for (int i = PAD; i < PAD + width; i++) {
            long column = after[i];
            // Removes the full rows, top one first, moving the cells above each down a row.
            for (int k = 3; k >= 0; k--) {
                int row = bottom + k;
                long removed = column & ((1L << row) - 1) | column >>> row >>> 1 << row;
                long take = -(long) (fullRows >>> k & 1);
                column = removed & take | column & ~take;
            }
            after[i] = column;
        }
        measureColumns(after);
        double[] value = values;
        value[LinearEvaluator.LANDING_HEIGHT] = bottom + (topRow - bottom) / 2.0;
        value[LinearEvaluator.ERODED_PIECE_CELLS] = lines * pieceCellsCleared;
        value[LinearEvaluator.ROWS_CLEARED] = lines;
        // The full rows had no transitions; the empty rows that replace them at the top have two each.
        value[LinearEvaluator.ROW_TRANSITIONS] = totalRowTransitions + rowDelta + rowTransitions(0) * lines;
        score = total(codes.length);
        return SCORED;
    }

    /**
     * The evaluator's weighted sum of the first {@code terms} of {@link #values}, in its own order, so that
     * all of them is bit-identical to {@link LinearEvaluator#evaluate}.
     *
     * <p>With the wells' value set to 0 it bounds the score from above when every wells weight is 0 or
     * less ({@link #wellsOnlyLower}): a wells term is then at most its value at 0, and a rounded sum never
     * falls when one of its terms rises, so the bound holds exactly, with no margin.
     */
    private double total(int terms) {
        double[] value = values;
        double total = 0;
        for (int i = 0; i < terms; i++) {
            total += weights[i] * value[codes[i]];
        }
        return total;
    }

    /** The score of the last placement {@link #score} scored. */
    double score() {
        return score;
    }

    /** Filled/empty changes along a row, both walls counting as filled. */
    private int rowTransitions(int row) {
        int extended = row << 1 | 1 | 1 << (width + 1);
        return Integer.bitCount((extended ^ extended >>> 1) & ((1 << (width + 1)) - 1));
    }

    /** Filled/empty changes up a column: the floor counts as filled, the space above the field as empty. */
    private static int columnTransitions(long column) {
        return Long.bitCount(column ^ (column << 1 | 1)) + (int) (column >>> 63);
    }

    /** The empty cells below the column's top filled cell. */
    private static long holeCells(long column) {
        return column == 0 ? 0 : ~column & (Long.highestOneBit(column) - 1);
    }

    /** For each hole, the filled cells in the unbroken run directly above it. */
    private static int holeDepth(long column, long holeCells) {
        int sum = 0;
        for (long rest = holeCells; rest != 0; rest &= rest - 1) {
            // A hole lies below a filled cell, so it is at most row 62.
            sum += Long.numberOfTrailingZeros(~(column >>> (Long.numberOfTrailingZeros(rest) + 1)));
        }
        return sum;
    }

    /**
     * The column's well cells (empty, both neighbours filled) from row {@code from} up, each counting 1 +
     * the empty cells directly below it, as {@link BoardFeatures#wellSums()} counts them.
     */
    private static int wellsFrom(long leftColumn, long column, long rightColumn, int from) {
        int sum = 0;
        for (long cells = ~column & leftColumn & rightColumn & -1L << from; cells != 0; cells &= cells - 1) {
            sum += wellCell(column, Long.numberOfTrailingZeros(cells));
        }
        return sum;
    }

    /** A well cell's score in its column: y - (the highest filled row below y, or -1 when none). */
    private static int wellCell(long column, int y) {
        return y + 1 + Long.numberOfLeadingZeros(column & ((1L << y) - 1)) - 64;
    }
}
