package io.tetrisarena.api.features;

import io.tetrisarena.api.kernel.Board;

/**
 * The row-walking features of one start board summed over the rows below each row, measured once per
 * search so that each placement on that board measures only the rows from its piece's lowest row up: the
 * rows below it are the start board's (full rows, if any, lie within the piece's rows). Row and column
 * transitions and well sums are sums over rows that depend only on the row and the rows below it, so the
 * sums below a row carry over unchanged; holes follow from the column heights and the filled cells.
 */
final class StackPrefix {
    private Board board;
    /** Entry y (up to the stack height): the sum over rows 0..y-1. */
    private final int[] rowTransitions = new int[Board.MAX_HEIGHT + 1];
    /** Entry y (up to the stack height): changes between the floor and row 0 and between rows k-1 and k, k < y. */
    private final int[] columnTransitions = new int[Board.MAX_HEIGHT + 1];
    /** Entry y (up to the stack height): well cells of rows 0..y-1, each 1 + the empty cells directly below. */
    private final int[] wellSums = new int[Board.MAX_HEIGHT + 1];
    /**
     * Entry y (up to the stack height), bit c of array k: bit k of the number of empty cells directly below row y in column c (a
     * 6-bit count per column, kept as six masks).
     */
    private final int[][] emptyBelow = new int[6][Board.MAX_HEIGHT + 1];
    private final BoardFeatures.ColumnCounters counters = new BoardFeatures.ColumnCounters();
    private int filled;
    private int aggregateHeight;

    /**
     * Measures {@code start}, whose column heights are {@code startHeights}; the board must not change
     * while placements use these sums.
     */
    StackPrefix measure(Board start, int[] startHeights) {
        board = start;
        int aggregate = 0;
        for (int c = 0; c < start.width(); c++) {
            aggregate += startHeights[c];
        }
        aggregateHeight = aggregate;
        int width = start.width();
        int full = start.fullRowMask();
        int pairs = (1 << (width + 1)) - 1;
        int walls = 1 | 1 << (width + 1);
        BoardFeatures.ColumnCounters runs = counters.reset();
        int rowSum = 0;
        int columnSum = 0;
        int wellSum = 0;
        int cells = 0;
        int below = full;
        int top = start.stackHeight();
        for (int y = 0; y < top; y++) {
            rowTransitions[y] = rowSum;
            columnTransitions[y] = columnSum;
            wellSums[y] = wellSum;
            runs.store(emptyBelow, y);
            int row = start.row(y);
            int extended = row << 1 | walls;
            rowSum += Integer.bitCount((extended ^ extended >>> 1) & pairs);
            columnSum += Integer.bitCount(row ^ below);
            below = row;
            int wells = BoardFeatures.wellCells(row, width, full);
            if (wells != 0) {
                wellSum += Integer.bitCount(wells) + emptyBelow(y, wells);
            }
            cells += Integer.bitCount(row);
            // Count the empty cells of this row into the columns' runs; a filled cell ends its run.
            runs.countOnly(full & ~row);
        }
        runs.store(emptyBelow, top);
        rowTransitions[top] = rowSum;
        columnTransitions[top] = columnSum;
        wellSums[top] = wellSum;
        filled = cells;
        return this;
    }

    /** The board last measured. */
    Board board() {
        return board;
    }

    int rowTransitionsBelow(int y) {
        return rowTransitions[y];
    }

    int columnTransitionsBelow(int y) {
        return columnTransitions[y];
    }

    int wellSumsBelow(int y) {
        return wellSums[y];
    }

    /** The start board's filled cells. */
    int filled() {
        return filled;
    }

    /** The sum of the start board's column heights. */
    int aggregateHeight() {
        return aggregateHeight;
    }

    /** The sum over the columns in {@code columns} of the empty cells directly below row y. */
    int emptyBelow(int y, int columns) {
        return Integer.bitCount(columns & emptyBelow[0][y]) + 2 * Integer.bitCount(columns & emptyBelow[1][y])
                + 4 * Integer.bitCount(columns & emptyBelow[2][y]) + 8 * Integer.bitCount(columns & emptyBelow[3][y])
                + 16 * Integer.bitCount(columns & emptyBelow[4][y])
                + 32 * Integer.bitCount(columns & emptyBelow[5][y]);
    }
}
