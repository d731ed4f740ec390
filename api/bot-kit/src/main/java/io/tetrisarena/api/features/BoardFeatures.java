package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.Board;

/**
 * The board-only features of the classic Tetris AIs, measured on one board. Reusable: {@link #load}
 * points it at a board (no copy is made, so the board must not change while it is being measured) and
 * caches the column heights; every measure then allocates nothing.
 *
 * <p>Definitions (column height h(c) = 1 + y of the column's top filled cell, 0 when empty; a hole is an
 * empty cell with a filled cell anywhere above it in its column; walls and floor count as filled where
 * stated):
 * <ul>
 *   <li>{@link #aggregateHeight()}: sum of h(c). {@link #maxHeight()}, {@link #minHeight()},
 *       {@link #relativeHeight()} = max - min, {@link #weightedHeight()} = max<sup>1.5</sup>.</li>
 *   <li>{@link #bumpiness()}: sum over adjacent columns of |h(c) - h(c+1)|.</li>
 *   <li>{@link #holes()} per cell; {@link #rowsWithHoles()}; {@link #columnsWithHoles()};
 *       {@link #maxHoleHeight()} = 1 + y of the highest hole (0 without holes); {@link #holeDepth()} = for
 *       each hole, the filled cells in the unbroken run directly above it.</li>
 *   <li>{@link #blockades()}: filled cells with an empty cell somewhere below them in their column.</li>
 *   <li>{@link #cellHeightSum()}: sum over filled cells of (y + 1).</li>
 *   <li>{@link #rowTransitions()}: over every row of the field, filled/empty changes between horizontally
 *       adjacent cells, both walls counting as filled (an empty row adds 2).</li>
 *   <li>{@link #columnTransitions()}: filled/empty changes between vertically adjacent cells of each
 *       column, the floor counting as filled and the space above the field as empty (as the literature's
 *       reference code counts them).</li>
 *   <li>A well cell is an empty cell whose left and right neighbours are filled (walls count).
 *       {@link #wellSums()} (NUS, El-Tetris): each well cell adds 1 + the number of empty cells directly
 *       below it. {@link #cumulativeWells()} (Dellacherie, BCTS) is the same count, as the literature's
 *       reference code measures Dellacherie's wells: per well, covered or not, 1 + 2 + ... + its depth,
 *       the cells below a well cell counting to its depth down to the first filled cell.
 *       {@link #openWells()}: for each open well only (a vertical run of well cells above its column's
 *       height), of depth d, 1 + 2 + ... + d (this arena's earlier reading of Dellacherie's wells).</li>
 *   <li>{@link #maxPitDepth()}: the largest min(h(left), h(right)) - h(c) (an edge column uses its one
 *       neighbour), at least 0. {@link #slope()}: the least-squares slope of h(c) against c.
 *       {@link #concavity()}: mean height of the outer columns (the leftmost and rightmost
 *       max(1, width / 4)) minus mean height of the inner ones; positive for a bowl.</li>
 *   <li>{@link #fullRows()}: rows with every cell filled.</li>
 * </ul>
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class BoardFeatures {
    private final int[] heights = new int[Board.MAX_WIDTH];
    /** Scratch for openWells: per run depth, the columns whose run is deeper. */
    private final int[] runs = new int[Board.MAX_HEIGHT + 1];
    private final ColumnCounters counters = new ColumnCounters();
    private Board board;
    private int width;
    private int full;
    private int top;
    private boolean measured;
    private boolean heightsMeasured;

    /** A measurer with nothing loaded yet, for one thread; {@link #load} gives it a board. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public BoardFeatures() {
    }

    /** Measures {@code board} from now on (until the next load); computes its column heights. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public BoardFeatures load(Board target) {
        // Searches load the same scratch board again and again; skip the reference store (and its
        // garbage-collector write barrier) then.
        if (board != target) {
            this.board = target;
            this.width = target.width();
            this.full = target.fullRowMask();
        }
        this.measured = false;
        this.heightsMeasured = false;
        return this;
    }

    /** Reads the stack top, on first use after a load. */
    private void measure() {
        measured = true;
        top = board.stackHeight();
    }

    /** Reads the column heights, on first use after a load by a feature that needs them. */
    private void measureHeights() {
        if (!measured) {
            measure();
        }
        heightsMeasured = true;
        board.columnHeights(heights);
    }

    /**
     * The column heights array, for a caller that knows the loaded board's heights to fill in right after
     * {@link #load} (the first {@code width} entries), sparing the scan.
     */
    int[] heightsToFill() {
        if (!measured) {
            measure();
        }
        heightsMeasured = true;
        return heights;
    }

    /** The loaded board's column heights (first {@code width} entries); do not change them. */
    int[] heights() {
        if (!heightsMeasured) {
            measureHeights();
        }
        return heights;
    }

    /** A measurer loaded with a board, for one-off use (allocates). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static BoardFeatures of(Board board) {
        return new BoardFeatures().load(board);
    }

    /** The board being measured. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Board board() {
        return board;
    }

    /** The height of column c. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int columnHeight(int c) {
        if (!heightsMeasured) {
            measureHeights();
        }
        return heights[c];
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int aggregateHeight() {
        if (!heightsMeasured) {
            measureHeights();
        }
        int sum = 0;
        for (int c = 0; c < width; c++) {
            sum += heights[c];
        }
        return sum;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int maxHeight() {
        if (!measured) {
            measure();
        }
        return top;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int minHeight() {
        if (!heightsMeasured) {
            measureHeights();
        }
        int min = Integer.MAX_VALUE;
        for (int c = 0; c < width; c++) {
            min = Math.min(min, heights[c]);
        }
        return min;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int relativeHeight() {
        if (!measured) {
            measure();
        }
        return top - minHeight();
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double weightedHeight() {
        if (!measured) {
            measure();
        }
        return top * Math.sqrt(top);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int bumpiness() {
        if (!heightsMeasured) {
            measureHeights();
        }
        int sum = 0;
        for (int c = 0; c + 1 < width; c++) {
            sum += Math.abs(heights[c] - heights[c + 1]);
        }
        return sum;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int holes() {
        if (!measured) {
            measure();
        }
        int covered = 0;
        int holes = 0;
        for (int y = top - 1; y >= 0; y--) {
            int row = board.row(y);
            holes += Integer.bitCount(covered & ~row);
            covered |= row;
        }
        return holes;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int rowsWithHoles() {
        if (!measured) {
            measure();
        }
        int covered = 0;
        int rows = 0;
        for (int y = top - 1; y >= 0; y--) {
            int row = board.row(y);
            if ((covered & ~row) != 0) {
                rows++;
            }
            covered |= row;
        }
        return rows;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int columnsWithHoles() {
        if (!measured) {
            measure();
        }
        int covered = 0;
        int holed = 0;
        for (int y = top - 1; y >= 0; y--) {
            int row = board.row(y);
            holed |= covered & ~row;
            covered |= row;
        }
        return Integer.bitCount(holed);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int maxHoleHeight() {
        if (!measured) {
            measure();
        }
        int covered = 0;
        for (int y = top - 1; y >= 0; y--) {
            int row = board.row(y);
            if ((covered & ~row) != 0) {
                return y + 1;
            }
            covered |= row;
        }
        return 0;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int holeDepth() {
        if (!measured) {
            measure();
        }
        // Top down, each column counts its run of filled cells since its last empty one (a run of 64
        // has no cell below it); a hole adds its column's count.
        ColumnCounters filledRun = counters.reset();
        int covered = 0;
        int depth = 0;
        for (int y = top - 1; y >= 0; y--) {
            int row = board.row(y);
            depth += filledRun.sum(covered & ~row);
            filledRun.countOnly(row);
            covered |= row;
        }
        return depth;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int blockades() {
        if (!measured) {
            measure();
        }
        int emptyBelow = 0;
        int blockades = 0;
        for (int y = 0; y < top; y++) {
            int row = board.row(y);
            blockades += Integer.bitCount(row & emptyBelow);
            emptyBelow |= full & ~row;
        }
        return blockades;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int cellHeightSum() {
        if (!measured) {
            measure();
        }
        int sum = 0;
        for (int y = 0; y < top; y++) {
            sum += (y + 1) * Integer.bitCount(board.row(y));
        }
        return sum;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int rowTransitions() {
        if (!measured) {
            measure();
        }
        int pairs = (1 << (width + 1)) - 1;
        int walls = 1 | 1 << (width + 1);
        int sum = 0;
        for (int y = 0; y < top; y++) {
            int extended = board.row(y) << 1 | walls;
            sum += Integer.bitCount((extended ^ extended >>> 1) & pairs);
        }
        return sum + 2 * (board.height() - top);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int columnTransitions() {
        if (!measured) {
            measure();
        }
        if (top == 0) {
            return Integer.bitCount(full);
        }
        int sum = Integer.bitCount(full & ~board.row(0));
        for (int y = 0; y + 1 < top; y++) {
            sum += Integer.bitCount(board.row(y) ^ board.row(y + 1));
        }
        // The top row of the stack meets empty space, inside the field or above it.
        return sum + Integer.bitCount(board.row(top - 1));
    }

    /** The bit mask of row y's well cells: empty, with both neighbours filled (walls count). */
    private int wellCells(int row) {
        int leftFilled = row << 1 | 1;
        int rightFilled = row >>> 1 | 1 << (width - 1);
        return full & ~row & leftFilled & rightFilled;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int wellSums() {
        if (!measured) {
            measure();
        }
        // Bottom up, each column counts the empty cells directly below the current row (at most 63); a
        // well cell adds 1 + its column's count.
        ColumnCounters emptyBelow = counters.reset();
        int sum = 0;
        for (int y = 0; y < top; y++) {
            int row = board.row(y);
            int wells = wellCells(row);
            sum += Integer.bitCount(wells) + emptyBelow.sum(wells);
            emptyBelow.countOnly(full & ~row);
        }
        return sum;
    }

    /** Dellacherie's wells as the literature's reference code counts them: equal to {@link #wellSums()}. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int cumulativeWells() {
        return wellSums();
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public int openWells() {
        if (!measured) {
            measure();
        }
        // Top down, a column is open at row y while nothing at or above y is filled in it. Each column
        // keeps the depth of its current run of open well cells as a 3-bit counter spread over three
        // masks (bit k of the counter in depthBit[k]); a well cell adds its depth, so a run of d adds
        // 1 + 2 + ... + d. Runs of 8 or more, rare, take the general path.
        int sum = 0;
        int covered = 0;
        int depth0 = 0;
        int depth1 = 0;
        int depth2 = 0;
        for (int y = top - 1; y >= 0 && covered != full; y--) {
            int row = board.row(y);
            covered |= row;
            int wells = wellCells(row) & ~covered;
            int carry1 = depth0 & wells;
            int carry2 = depth1 & carry1;
            if ((depth2 & carry2) != 0) {
                return openWellsOfAnyDepth();
            }
            depth0 = (depth0 ^ wells) & wells;
            depth1 = (depth1 ^ carry1) & wells;
            depth2 = (depth2 ^ carry2) & wells;
            sum += Integer.bitCount(depth0) + 2 * Integer.bitCount(depth1) + 4 * Integer.bitCount(depth2);
        }
        return sum;
    }

    /** {@link #openWells()} with runs[k] the columns whose current run is longer than k. */
    private int openWellsOfAnyDepth() {
        int[] levels = runs;
        int depth = 0;
        int sum = 0;
        int covered = 0;
        for (int y = top - 1; y >= 0 && covered != full; y--) {
            int row = board.row(y);
            covered |= row;
            int wells = wellCells(row) & ~covered;
            int newDepth = wells == 0 ? 0 : 1;
            for (int k = depth; k >= 1; k--) {
                int deeper = wells & levels[k - 1];
                levels[k] = deeper;
                if (deeper != 0) {
                    sum += Integer.bitCount(deeper);
                    newDepth = Math.max(newDepth, k + 1);
                }
            }
            levels[0] = wells;
            sum += Integer.bitCount(wells);
            depth = newDepth;
        }
        return sum;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int maxPitDepth() {
        if (!heightsMeasured) {
            measureHeights();
        }
        int deepest = 0;
        for (int c = 0; c < width; c++) {
            int left = c > 0 ? heights[c - 1] : Integer.MAX_VALUE;
            int right = c + 1 < width ? heights[c + 1] : Integer.MAX_VALUE;
            deepest = Math.max(deepest, Math.min(left, right) - heights[c]);
        }
        return deepest;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double slope() {
        if (!heightsMeasured) {
            measureHeights();
        }
        double meanC = (width - 1) / 2.0;
        double meanH = aggregateHeight() / (double) width;
        double num = 0;
        double den = 0;
        for (int c = 0; c < width; c++) {
            num += (c - meanC) * (heights[c] - meanH);
            den += (c - meanC) * (c - meanC);
        }
        return num / den;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double concavity() {
        if (!heightsMeasured) {
            measureHeights();
        }
        int edge = Math.max(1, width / 4);
        int outer = 0;
        int inner = 0;
        for (int c = 0; c < width; c++) {
            if (c < edge || c >= width - edge) {
                outer += heights[c];
            } else {
                inner += heights[c];
            }
        }
        return outer / (2.0 * edge) - inner / (double) (width - 2 * edge);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int fullRows() {
        if (!measured) {
            measure();
        }
        int n = 0;
        for (int y = 0; y < top; y++) {
            if (board.row(y) == full) {
                n++;
            }
        }
        return n;
    }

    /**
     * A 6-bit counter per column (0..63), kept as six bit masks: bit k of every column's count lives in
     * mask k, so a row's worth of counters moves with a few bit operations.
     */
    private static final class ColumnCounters {
        private int bit0;
        private int bit1;
        private int bit2;
        private int bit3;
        private int bit4;
        private int bit5;

        ColumnCounters reset() {
            bit0 = 0;
            bit1 = 0;
            bit2 = 0;
            bit3 = 0;
            bit4 = 0;
            bit5 = 0;
            return this;
        }

        /** The sum of the counts of the columns in {@code columns}. */
        int sum(int columns) {
            return Integer.bitCount(columns & bit0) + 2 * Integer.bitCount(columns & bit1)
                    + 4 * Integer.bitCount(columns & bit2) + 8 * Integer.bitCount(columns & bit3)
                    + 16 * Integer.bitCount(columns & bit4) + 32 * Integer.bitCount(columns & bit5);
        }

        /** Adds one to the columns in {@code columns} and sets every other column's count to zero. */
        void countOnly(int columns) {
            int carry = columns;
            int next = bit0 & carry;
            bit0 = (bit0 ^ carry) & columns;
            carry = next;
            next = bit1 & carry;
            bit1 = (bit1 ^ carry) & columns;
            carry = next;
            next = bit2 & carry;
            bit2 = (bit2 ^ carry) & columns;
            carry = next;
            next = bit3 & carry;
            bit3 = (bit3 ^ carry) & columns;
            carry = next;
            next = bit4 & carry;
            bit4 = (bit4 ^ carry) & columns;
            bit5 = (bit5 ^ next) & columns;
        }
    }
}
