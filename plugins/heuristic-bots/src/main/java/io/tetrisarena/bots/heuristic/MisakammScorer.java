package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.StraightDropMoveGenerator;

/**
 * Scores one decision's placements for Misakamm's controller without building a board per placement: the
 * start board is measured once ({@link #load}), row by row (row transitions) and column by column (each
 * column a bit mask: its height, column transitions and holes), and a placement that clears nothing is
 * the start board's totals corrected on the piece's own rows and columns; wells, hole depth and shape
 * adaptability are then read from the ten-odd column heights and masks. A placement that fills a row is
 * measured column by column on the cleared board (every column loses the full rows), and its surface read
 * from those heights and masks only when its bound can still win.
 *
 * <p>Exact: every score is the same long integer that {@link MisakammFeatures#measure} on the locked and
 * cleared board gives ({@code MisakammScorerTest} checks this on random boards). For one thread; it
 * allocates nothing after construction.
 */
final class MisakammScorer {
    /** {@link #score} when the placement is not weighed: a cell at or above the field's top, or off the field. */
    static final long NOT_WEIGHED = Long.MIN_VALUE;
    /** {@link #score} when the placement's score is sure to be below the score it had to beat. */
    static final long BEATEN = Long.MIN_VALUE + 1;

    /** Per shape (index 4 * piece + rotation): the cells' lowest dx and dy, columns and rows spanned. */
    static final int[] MIN_DX = new int[28];
    private static final int[] MIN_DY = new int[28];
    static final int[] COLUMN_COUNT = new int[28];
    private static final int[] ROW_COUNT = new int[28];
    /** The sum of the cells' rows above the shape's lowest row. */
    private static final int[] ROW_SUM = new int[28];
    /** Per shape and column k (index 4 * shape + k): the rows of the piece's cells, from its lowest row. */
    private static final long[] COLUMN_CELLS = new long[4 * 28];
    /** Per shape and column k: the lowest of the piece's cells there (from its lowest row), and how many. */
    private static final int[] COLUMN_LOW = new int[4 * 28];
    private static final int[] COLUMN_LENGTH = new int[4 * 28];
    /** Per shape and row k: the columns of the piece's cells, from its leftmost column. */
    private static final int[] ROW_CELLS = new int[4 * 28];

    static {
        for (Piece p : Piece.values()) {
            for (Rotation r : Rotation.values()) {
                int shape = 4 * p.ordinal() + r.ordinal();
                int minX = 9;
                int minY = 9;
                int maxX = -9;
                int maxY = -9;
                for (int i = 0; i < 4; i++) {
                    minX = Math.min(minX, p.cellX(r, i));
                    minY = Math.min(minY, p.cellY(r, i));
                    maxX = Math.max(maxX, p.cellX(r, i));
                    maxY = Math.max(maxY, p.cellY(r, i));
                }
                MIN_DX[shape] = minX;
                MIN_DY[shape] = minY;
                COLUMN_COUNT[shape] = maxX - minX + 1;
                ROW_COUNT[shape] = maxY - minY + 1;
                for (int i = 0; i < 4; i++) {
                    int column = p.cellX(r, i) - minX;
                    int row = p.cellY(r, i) - minY;
                    COLUMN_CELLS[4 * shape + column] |= 1L << row;
                    ROW_CELLS[4 * shape + row] |= 1 << column;
                    ROW_SUM[shape] += row;
                }
                for (int k = 0; k < 4; k++) {
                    long cells = COLUMN_CELLS[4 * shape + k];
                    COLUMN_LOW[4 * shape + k] = Long.numberOfTrailingZeros(cells);
                    // Each tetromino's cells in a column are one run.
                    COLUMN_LENGTH[4 * shape + k] = Long.bitCount(cells);
                }
            }
        }
    }

    /**
     * Fills {@code out} (room for 4 x the width) with the packed placements of {@code piece} that the
     * straight-drop generator lists on the loaded board, in its order, for a board of {@code boardHeight} rows
     * that the field holds whole ({@link #fieldHoldsBoard}), whose column heights are then the board's.
     * Returns how many.
     */
    int listDrops(Piece piece, int boardHeight, int[] out) {
        return StraightDropMoveGenerator.listDrops(piece, heights, width, boardHeight, out);
    }

    private final MisakammWeights weights;
    private int width;
    private int height;
    private int full;
    private final int[] rows = new int[Board.MAX_HEIGHT];
    private final int[] rowTransitions = new int[Board.MAX_HEIGHT];
    /**
     * Per row of the loaded width: its {@link MisakammFeatures#rowTransitions}, read in place of working it
     * out; made, with {@link #holeCost}, when the width changes.
     */
    private byte[] rowTransitionTable = new byte[0];
    private int tableWidth = -1;
    private final long[] columns = new long[Board.MAX_WIDTH];
    private final int[] heights = new int[Board.MAX_WIDTH];
    private final int[] columnTransitions = new int[Board.MAX_WIDTH];
    private final int[] holes = new int[Board.MAX_WIDTH];
    private int totalRowTransitions;
    private int totalColumnTransitions;
    private int totalHoles;
    /** Per column: what a hole there costs; the start board's holes' cost. */
    private final long[] holeCost = new long[Board.MAX_WIDTH];
    private long holePenalty;
    /** The placement's columns and heights: the start board's with the piece's columns patched in. */
    private final long[] placedColumns = new long[Board.MAX_WIDTH];
    private final int[] placedHeights = new int[Board.MAX_WIDTH];
    /** Per column: its well score; the largest of the columns left of x (at x) and right of x. */
    private final long[] wellScores = new long[Board.MAX_WIDTH];
    private final long[] wellMaxLeft = new long[Board.MAX_WIDTH + 1];
    private final long[] wellMaxRight = new long[Board.MAX_WIDTH + 1];
    private long wellSum;
    /** Per column x: the packed piece matches of the pair (x, x + 1) and of the triple (x, x + 1, x + 2). */
    private final int[] pairFits = new int[Board.MAX_WIDTH];
    private final int[] tripleFits = new int[Board.MAX_WIDTH];
    private int totalFits;
    /** The columns, their heights and holes after the last {@link #bound}'s placement cleared its full rows. */
    private final long[] clearedColumns = new long[Board.MAX_WIDTH];
    private final int[] clearedHeights = new int[Board.MAX_WIDTH];
    private int clearedHoles;
    /** Whether the loaded board has no cell at or above the field's top (then the field is the whole board). */
    private boolean fieldHoldsBoard;
    /** Per column x: its holes as a mask of rows; OR of those of the columns left of x and from x on. */
    private final long[] holeRows = new long[Board.MAX_WIDTH];
    private final long[] holeRowsLeft = new long[Board.MAX_WIDTH + 1];
    private final long[] holeRowsRight = new long[Board.MAX_WIDTH + 1];
    /** The highest column left of x, and from x on. */
    private final int[] heightMaxLeft = new int[Board.MAX_WIDTH + 1];
    private final int[] heightMaxRight = new int[Board.MAX_WIDTH + 1];
    private int holedColumns;
    /** What {@link #measurePlacedHoleShape} measured. */
    private int placedMaxHeight;
    private int placedRowsWithHoles;
    private int placedColumnsWithHoles;

    /** {@link MisakammWeights#surfaceBound} for the loaded field. */
    private long surfaceBound;
    /** What the last {@link #bound} measured, for {@link #finish}. */
    private boolean boundClears;
    private int lastShape;
    private int lastLeft;
    private int lastBottom;
    private long lastLocal;
    private int lastHoleDelta;
    private long depthBound;

    MisakammScorer(MisakammWeights weights) {
        this.weights = weights;
    }

    /**
     * Makes the tables of boards this wide. {@link #load} makes them itself when the width changes; a player
     * calls this where it makes its board, so that the branch in {@link #load}, which runs once a piece, is
     * never taken there (a branch first taken after the JIT compiled its method costs a recompilation: here
     * at the start of every game after the first, with a new player).
     */
    void prepare(int width) {
        tableWidth = width;
        rowTransitionTable = new byte[1 << width];
        for (int row = 0; row < rowTransitionTable.length; row++) {
            rowTransitionTable[row] = (byte) MisakammFeatures.rowTransitions(row, width);
        }
        for (int x = 0; x < width; x++) {
            holeCost[x] = weights.holeCost(x, width);
        }
    }

    /**
     * Measures the start board of the next placements: its lowest {@code fieldHeight} rows (the field up
     * to the top-out line; nothing above it is read).
     */
    void load(Board board, int fieldHeight) {
        width = board.width();
        if (tableWidth != width) {
            prepare(width);
        }
        height = fieldHeight;
        surfaceBound = weights.surfaceBound(fieldHeight);
        depthBound = weights.depthBound(fieldHeight);
        full = board.fullRowMask();
        fieldHoldsBoard = true;
        for (int y = fieldHeight; y < board.height(); y++) {
            if (board.row(y) != 0) {
                fieldHoldsBoard = false;
                break;
            }
        }
        java.util.Arrays.fill(columns, 0, width, 0L);
        int rowSum = 0;
        for (int y = 0; y < height; y++) {
            int row = board.row(y);
            rows[y] = row;
            int t = rowTransitionTable[row];
            rowTransitions[y] = t;
            rowSum += t;
            for (int bits = row; bits != 0; bits &= bits - 1) {
                columns[Integer.numberOfTrailingZeros(bits)] |= 1L << y;
            }
        }
        totalRowTransitions = rowSum;
        totalColumnTransitions = 0;
        totalHoles = 0;
        holePenalty = 0;
        for (int x = 0; x < width; x++) {
            long column = columns[x];
            int h = 64 - Long.numberOfLeadingZeros(column);
            heights[x] = h;
            placedColumns[x] = column;
            placedHeights[x] = h;
            int t = columnTransitions(column);
            columnTransitions[x] = t;
            totalColumnTransitions += t;
            int n = h - Long.bitCount(column);
            holes[x] = n;
            totalHoles += n;
            holePenalty += n * holeCost[x];
        }
        wellSum = 0;
        long max = 0;
        for (int x = 0; x < width; x++) {
            long score = MisakammFeatures.wellAt(heights, x, width, height, weights);
            wellScores[x] = score;
            wellSum += score;
            wellMaxLeft[x] = max;
            max = Math.max(max, score);
        }
        max = 0;
        for (int x = width - 1; x >= 0; x--) {
            wellMaxRight[x] = max;
            max = Math.max(max, wellScores[x]);
        }
        totalFits = 0;
        for (int x = 0; x + 1 < width; x++) {
            pairFits[x] = MisakammFeatures.pairFits(heights, x);
            tripleFits[x] = x + 2 < width ? MisakammFeatures.tripleFits(heights, x) : 0;
            totalFits += pairFits[x] + tripleFits[x];
        }
    }

    /**
     * Whether the loaded board's cells all lie in the field, so that the hole-shape measures below (taken
     * on the field) are those of the whole board.
     */
    boolean fieldHoldsBoard() {
        return fieldHoldsBoard;
    }

    /**
     * Prepares {@link #measurePlacedHoleShape} for the loaded board (after {@link #load}).
     */
    void loadHoleShape() {
        holedColumns = 0;
        long left = 0;
        int maxLeft = 0;
        for (int x = 0; x < width; x++) {
            long column = columns[x];
            long holesHere = ~column & ((1L << heights[x]) - 1);
            holeRows[x] = holesHere;
            holedColumns += holesHere != 0 ? 1 : 0;
            holeRowsLeft[x] = left;
            heightMaxLeft[x] = maxLeft;
            left |= holesHere;
            maxLeft = Math.max(maxLeft, heights[x]);
        }
        holeRowsLeft[width] = left;
        heightMaxLeft[width] = maxLeft;
        long right = 0;
        int maxRight = 0;
        holeRowsRight[width] = 0;
        heightMaxRight[width] = 0;
        for (int x = width - 1; x >= 0; x--) {
            right |= holeRows[x];
            maxRight = Math.max(maxRight, heights[x]);
            holeRowsRight[x] = right;
            heightMaxRight[x] = maxRight;
        }
    }

    /**
     * Measures the highest column and the rows and columns holding a hole after the placement the last
     * {@link #bound} measured (which cleared nothing), for {@link #placedMaxHeight},
     * {@link #placedRowsWithHoles} and {@link #placedColumnsWithHoles}; needs {@link #loadHoleShape}.
     */
    void measurePlacedHoleShape() {
        int cellBase = 4 * lastShape;
        int columnCount = COLUMN_COUNT[lastShape];
        int right = lastLeft + columnCount;
        int max = Math.max(heightMaxLeft[lastLeft], heightMaxRight[right]);
        long rowsHoled = holeRowsLeft[lastLeft] | holeRowsRight[right];
        int columnsHoled = holedColumns;
        for (int k = 0; k < columnCount; k++) {
            int c = lastLeft + k;
            long column = columns[c] | COLUMN_CELLS[cellBase + k] << lastBottom;
            int h = 64 - Long.numberOfLeadingZeros(column);
            long holesHere = ~column & ((1L << h) - 1);
            max = Math.max(max, h);
            rowsHoled |= holesHere;
            columnsHoled += (holesHere != 0 ? 1 : 0) - (holeRows[c] != 0 ? 1 : 0);
        }
        placedMaxHeight = max;
        placedRowsWithHoles = Long.bitCount(rowsHoled);
        placedColumnsWithHoles = columnsHoled;
    }

    /** The highest column, of the last {@link #measurePlacedHoleShape}. */
    int placedMaxHeight() {
        return placedMaxHeight;
    }

    /** Rows holding a hole, of the last {@link #measurePlacedHoleShape}. */
    int placedRowsWithHoles() {
        return placedRowsWithHoles;
    }

    /** Columns holding a hole, of the last {@link #measurePlacedHoleShape}. */
    int placedColumnsWithHoles() {
        return placedColumnsWithHoles;
    }

    /** Changes down a column (bit y: row y), the floor filled and the space above empty. */
    static int columnTransitions(long column) {
        return Long.bitCount(column ^ (column << 1 | 1));
    }

    /**
     * The score of the piece with its origin at (x, y) on the loaded board, which it must fit there
     * without overlapping; {@link #NOT_WEIGHED} when a cell lies off the field or at or above its top,
     * {@link #BEATEN} when it clears nothing and its score is sure to be below {@code beat} (pass
     * {@link Long#MIN_VALUE} to have every score).
     */
    long score(Piece piece, Rotation rotation, int x, int y, long beat) {
        return score(4 * piece.ordinal() + rotation.ordinal(), x, y, beat);
    }

    /** {@link #score(Piece, Rotation, int, int, long)} of the shape {@code 4 * piece ordinal + rotation ordinal}. */
    long score(int shape, int x, int y, long beat) {
        long bound = bound(shape, x, y);
        if (bound == NOT_WEIGHED) {
            return bound;
        }
        return bound < beat ? BEATEN : finish(beat);
    }

    /**
     * The most the placement can score: {@link #NOT_WEIGHED} as {@link #score}, else its own rows' and
     * columns' terms (for one that fills rows ({@link #boundClears()}), every column's, on the cleared board)
     * plus the most the surface terms can add. {@link #score} of the same placement reads what this leaves
     * behind.
     */
    long bound(Piece piece, Rotation rotation, int x, int y) {
        return bound(4 * piece.ordinal() + rotation.ordinal(), x, y);
    }

    /** {@link #bound(Piece, Rotation, int, int)} of the shape {@code 4 * piece ordinal + rotation ordinal}. */
    long bound(int shape, int x, int y) {
        int left = x + MIN_DX[shape];
        int bottom = y + MIN_DY[shape];
        int columnCount = COLUMN_COUNT[shape];
        int rowCount = ROW_COUNT[shape];
        if (left < 0 || left > width - columnCount || bottom < 0 || bottom > height - rowCount) {
            return NOT_WEIGHED;
        }
        int landingX4 = 4 * (height - 1 - bottom) - ROW_SUM[shape];
        int cellBase = 4 * shape;
        int rowDelta = 0;
        int fullRows = 0;
        for (int k = 0; k < rowCount; k++) {
            int row = rows[bottom + k] | ROW_CELLS[cellBase + k] << left;
            fullRows |= (row == full ? 1 : 0) << k;
            // A full row has no transitions.
            rowDelta += rowTransitionTable[row] - rowTransitions[bottom + k];
        }
        boundClears = fullRows != 0;
        if (boundClears) {
            return boundClearing(shape, left, bottom, landingX4, rowDelta, fullRows);
        }
        // A piece resting on its columns (as every straight drop does) adds to each a run of cells at or
        // above its top: holes below the run, and two transitions if there are any; a piece tucked under
        // an overhang is measured through the column's mask.
        int columnDelta = 0;
        int holeDelta = 0;
        long penalty = holePenalty;
        for (int k = 0; k < columnCount; k++) {
            int c = left + k;
            int low = bottom + COLUMN_LOW[cellBase + k];
            int gap = low - heights[c];
            int delta;
            if (gap >= 0) {
                columnDelta += gap > 0 ? 2 : 0;
                delta = gap;
            } else {
                long column = columns[c] | COLUMN_CELLS[cellBase + k] << bottom;
                columnDelta += columnTransitions(column) - columnTransitions[c];
                delta = 64 - Long.numberOfLeadingZeros(column) - Long.bitCount(column) - holes[c];
            }
            holeDelta += delta;
            penalty += delta * holeCost[c];
        }
        long local = weights.landingWeight() * landingX4
                - weights.rowTransitionCost() * (totalRowTransitions + rowDelta)
                - weights.columnTransitionCost() * (totalColumnTransitions + columnDelta)
                - penalty;
        lastShape = shape;
        lastLeft = left;
        lastBottom = bottom;
        lastLocal = local;
        lastHoleDelta = holeDelta;
        return local + surfaceBound;
    }

    /** Whether the last {@link #bound}'s placement fills a row. */
    boolean boundClears() {
        return boundClears;
    }

    /**
     * The score of the placement the last {@link #bound} measured (not {@link #NOT_WEIGHED}), or
     * {@link #BEATEN} when it is sure to be below {@code beat}.
     */
    long finishLast(long beat) {
        return finish(beat);
    }

    /** The score of the placement the last {@link #bound} measured, or {@link #BEATEN} when below {@code beat}. */
    private long finish(long beat) {
        if (boundClears) {
            return finishClearing(beat);
        }
        int shape = lastShape;
        int left = lastLeft;
        int bottom = lastBottom;
        long local = lastLocal;
        int cellBase = 4 * shape;
        int columnCount = COLUMN_COUNT[shape];
        int holeDelta = lastHoleDelta;
        int holeSum = totalHoles + holeDelta;
        long[] cols = placedColumns;
        int[] hs = placedHeights;
        for (int k = 0; k < columnCount; k++) {
            int c = left + k;
            long column = columns[c] | COLUMN_CELLS[cellBase + k] << bottom;
            cols[c] = column;
            hs[c] = Math.max(heights[c], bottom + COLUMN_LOW[cellBase + k] + COLUMN_LENGTH[cellBase + k]);
        }
        // Wells change in the piece's columns and the two beside them; the fits in the pairs and triples
        // that hold a column of the piece. Each term is weighed as soon as it is known, hole depth last.
        int right = left + columnCount - 1;
        int from = Math.max(left - 1, 0);
        int to = Math.min(right + 1, width - 1);
        long wellTotal = wellSum;
        long wellMax = Math.max(wellMaxLeft[from], wellMaxRight[to]);
        for (int c = from; c <= to; c++) {
            long score = MisakammFeatures.wellAt(hs, c, width, height, weights);
            wellTotal += score - wellScores[c];
            wellMax = Math.max(wellMax, score);
        }
        long wells = 2 * wellTotal - wellMax;
        long sure = local - 6 * wells;
        if (sure + surfaceBound < beat) {
            return restore(left, columnCount);
        }
        int fits = totalFits;
        for (int c = Math.max(left - 2, 0), end = Math.min(right + 1, width - 1); c < end; c++) {
            fits -= pairFits[c] + tripleFits[c];
            fits += MisakammFeatures.pairFits(hs, c) + (c + 2 < width ? MisakammFeatures.tripleFits(hs, c) : 0);
        }
        int adaptability = MisakammFeatures.adaptabilityScore(fits);
        if (sure + weights.adaptabilityTerm(adaptability) + depthBound < beat) {
            return restore(left, columnCount);
        }
        int holeDepth = holeSum == 0 ? 0 : holeDepth(cols, hs);
        restore(left, columnCount);
        return local + weights.surfaceScore(holeDepth, wells, adaptability);
    }

    /** Puts the start board's columns back where a placement patched them; returns {@link #BEATEN}. */
    private long restore(int left, int columnCount) {
        for (int k = 0; k < columnCount; k++) {
            placedColumns[left + k] = columns[left + k];
            placedHeights[left + k] = heights[left + k];
        }
        return BEATEN;
    }

    /** The height of the column of the highest hole, the greatest when several share its row. */
    private int holeDepth(long[] cols, int[] hs) {
        long holeRows = 0;
        for (int x = 0; x < width; x++) {
            holeRows |= ~cols[x] & ((1L << hs[x]) - 1);
        }
        int top = 63 - Long.numberOfLeadingZeros(holeRows);
        int depth = 0;
        for (int x = 0; x < width; x++) {
            if (hs[x] > top && (cols[x] >>> top & 1) == 0) {
                depth = Math.max(depth, hs[x]);
            }
        }
        return depth;
    }

    /**
     * {@link #bound} of a placement that fills the rows {@code fullRows} (bit k: the piece's row k): its own
     * terms measured on the cleared board, column by column (every column loses the full rows), with the
     * columns and heights kept for {@link #finishClearing}.
     */
    private long boundClearing(int shape, int left, int bottom, int landingX4, int rowDelta, int fullRows) {
        int cellBase = 4 * shape;
        int lines = Integer.bitCount(fullRows);
        long[] cols = clearedColumns;
        int[] hs = clearedHeights;
        int columnSum = 0;
        int holeSum = 0;
        long penalty = 0;
        for (int x = 0; x < width; x++) {
            int k = x - left;
            // Read for every column at an index that stays in the table, used for the piece's own.
            long cells = COLUMN_CELLS[cellBase + (k & 3)] << bottom;
            long column = k >= 0 && k < 4 ? columns[x] | cells : columns[x];
            // The full rows out, the top one first, the cells above each moved down a row.
            for (int r = 3; r >= 0; r--) {
                if ((fullRows >>> r & 1) != 0) {
                    int row = bottom + r;
                    column = column & ((1L << row) - 1) | column >>> row >>> 1 << row;
                }
            }
            cols[x] = column;
            int h = 64 - Long.numberOfLeadingZeros(column);
            hs[x] = h;
            columnSum += columnTransitions(column);
            int holesHere = h - Long.bitCount(column);
            holeSum += holesHere;
            penalty += holesHere * holeCost[x];
        }
        clearedHoles = holeSum;
        // The full rows had no transitions; the empty rows that come in at the top have an empty row's.
        long local = weights.localScore(landingX4, lines, totalRowTransitions + rowDelta + lines * rowTransitionTable[0],
                columnSum, 0, 0, 0, 0) - penalty;
        lastLocal = local;
        return local + surfaceBound;
    }

    /** {@link #finish} of a placement that fills rows, from what {@link #boundClearing} kept. */
    private long finishClearing(long beat) {
        long local = lastLocal;
        int[] hs = clearedHeights;
        long wells = MisakammFeatures.wells(hs, width, height, weights);
        long sure = local - 6 * wells;
        if (sure + surfaceBound < beat) {
            return BEATEN;
        }
        int adaptability = MisakammFeatures.shapeAdaptability(hs, width);
        if (sure + weights.adaptabilityTerm(adaptability) + depthBound < beat) {
            return BEATEN;
        }
        int holeDepth = clearedHoles == 0 ? 0 : holeDepth(clearedColumns, hs);
        return local + weights.surfaceScore(holeDepth, wells, adaptability);
    }
}
