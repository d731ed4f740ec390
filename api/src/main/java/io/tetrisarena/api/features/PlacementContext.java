package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;

/**
 * What one placement (or a chain of placements) did to a board, held in reusable scratch so a search can
 * evaluate thousands of placements without allocating. After {@link #place} it holds:
 * <ul>
 *   <li>{@link #lockedBoard()}: the start board with the piece locked and full rows still present,
 *       measured by {@link #before()};</li>
 *   <li>{@link #clearedBoard()}: the same after full rows were removed, measured by {@link #after()};</li>
 *   <li>the piece, its four cells, {@link #linesCleared()}, {@link #erodedPieceCells()} (lines cleared
 *       times the piece's own cells in the cleared rows) and {@link #landingHeight()} (the piece's lowest
 *       row plus (its height in rows - 1) / 2, rows counted from 0 at the floor, before clearing);</li>
 *   <li>the "new" cells on the cleared board: the cells of this piece, and with {@link #placeAfter} also
 *       those of the earlier pieces of the chain, that survived the clears (the tetris4j edge
 *       features count contacts of these cells).</li>
 * </ul>
 * Not thread-safe; the boards passed in are never changed. Board sizes may vary between calls.
 */
@Stability(Stability.Level.EXPERIMENTAL)
public final class PlacementContext {
    private Board locked = Board.standard();
    private Board cleared = Board.standard();
    private final BoardFeatures before = new BoardFeatures();
    private final BoardFeatures after = new BoardFeatures();
    private final int[] cellX = new int[4];
    private final int[] cellY = new int[4];
    private int[] lockedMarks = new int[locked.height()];
    private int[] marks = new int[locked.height()];
    private Piece piece;
    private Rotation rotation;
    private int x;
    private int y;
    private int linesCleared;
    private int chainLinesCleared;
    private int erodedPieceCells;
    private double landingHeight;
    private int peakHeight;
    /** Rows at and above these are empty in the scratch boards and marks (bounds for the row loops). */
    private int lockedTop;
    private int clearedTop;
    private int startTop;
    private boolean clearedReady = true;
    private int chainPeakBefore;

    /**
     * Places the piece with its origin at (x, y) on a copy of {@code start}. Returns false, and leaves
     * the context unusable until the next successful call, when the piece does not fit there.
     */
    public boolean place(Board start, Piece piece, Rotation rotation, int x, int y) {
        if (!start.fits(piece, rotation, x, y)) {
            return false;
        }
        placeFitting(start, piece, rotation, x, y);
        return true;
    }

    /** {@link #place} for a piece already known to fit (a move generator's output for this board). */
    void placeFitting(Board start, Piece piece, Rotation rotation, int x, int y) {
        prepare(start, start.stackHeight());
        java.util.Arrays.fill(lockedMarks, 0, lockedTop, 0);
        lockAndClear(piece, rotation, x, y, 0, 0);
    }

    /** {@link #place(Board, Piece, Rotation, int, int)} for a placement. */
    public boolean place(Board start, Placement placement) {
        return place(start, placement.piece(), placement.rotation(), placement.x(), placement.y());
    }

    /** {@link #place(Board, Piece, Rotation, int, int)} for entry {@code index} of a list. */
    public boolean place(Board start, PlacementList list, int index) {
        return place(start, list.piece(index), list.rotation(index), list.x(index), list.y(index));
    }

    /**
     * Places the piece on the cleared board that {@code previous} left, continuing its chain: the new
     * cells include the earlier pieces' surviving cells, {@link #chainLinesCleared()} adds up the lines of
     * the whole chain, {@link #peakHeight()} is the highest cleared stack along it. {@code previous}
     * must be another context. Returns false when the piece does not fit.
     */
    public boolean placeAfter(PlacementContext previous, Piece piece, Rotation rotation, int x, int y) {
        if (previous == this) {
            throw new IllegalArgumentException("a context cannot continue its own chain");
        }
        previous.ensureCleared();
        Board start = previous.cleared;
        if (!start.fits(piece, rotation, x, y)) {
            return false;
        }
        int carried = previous.clearedTop;
        prepare(start, carried);
        System.arraycopy(previous.marks, 0, lockedMarks, 0, carried);
        java.util.Arrays.fill(lockedMarks, carried, lockedTop, 0);
        lockAndClear(piece, rotation, x, y, previous.chainLinesCleared, previous.peakHeight);
        return true;
    }

    /** {@link #placeAfter(PlacementContext, Piece, Rotation, int, int)} for entry {@code index} of a list. */
    public boolean placeAfter(PlacementContext previous, PlacementList list, int index) {
        return placeAfter(previous, list.piece(index), list.rotation(index), list.x(index), list.y(index));
    }

    /** {@link #placeAfter(PlacementContext, Piece, Rotation, int, int)} for a placement. */
    public boolean placeAfter(PlacementContext previous, Placement placement) {
        return placeAfter(previous, placement.piece(), placement.rotation(), placement.x(), placement.y());
    }

    /** Copies {@code start} (empty from row {@code top} up) into the locked scratch board. */
    private void prepare(Board start, int top) {
        if (start.width() != locked.width() || start.height() != locked.height()) {
            locked = new Board(start.width(), start.height());
            cleared = new Board(start.width(), start.height());
            lockedMarks = new int[start.height()];
            marks = new int[start.height()];
            lockedTop = start.height();
            clearedTop = start.height();
        }
        locked.copyFrom(start);
        startTop = top;
        lockedTop = Math.max(lockedTop, top);
    }

    private void lockAndClear(Piece newPiece, Rotation newRotation, int newX, int newY, int earlierLines,
                              int earlierPeak) {
        piece = newPiece;
        rotation = newRotation;
        x = newX;
        y = newY;
        locked.lock(newPiece, newRotation, newX, newY);
        int low = Integer.MAX_VALUE;
        int high = Integer.MIN_VALUE;
        for (int i = 0; i < 4; i++) {
            cellX[i] = newX + newPiece.cellX(newRotation, i);
            cellY[i] = newY + newPiece.cellY(newRotation, i);
            lockedMarks[cellY[i]] |= 1 << cellX[i];
            low = Math.min(low, cellY[i]);
            high = Math.max(high, cellY[i]);
        }
        landingHeight = low + (high - low) / 2.0;
        int full = locked.fullRowMask();
        // Rows from here up are empty on the locked board and in its marks.
        int height = Math.max(startTop, high + 1);
        int lines = 0;
        int eroded = 0;
        for (int read = 0; read < height; read++) {
            if (locked.row(read) == full) {
                lines++;
                for (int i = 0; i < 4; i++) {
                    if (cellY[i] == read) {
                        eroded++;
                    }
                }
            }
        }
        linesCleared = lines;
        erodedPieceCells = lines * eroded;
        chainLinesCleared = earlierLines + lines;
        lockedTop = height;
        chainPeakBefore = earlierPeak;
        before.load(locked);
        clearedReady = false;
    }

    /**
     * Builds the cleared board and its marks on first use: many evaluations (those that score the board
     * before clearing) never need them.
     */
    private void ensureCleared() {
        if (clearedReady) {
            return;
        }
        clearedReady = true;
        int full = locked.fullRowMask();
        int height = lockedTop;
        int dirtyTop = Math.max(height, clearedTop);
        int write = 0;
        for (int read = 0; read < height; read++) {
            int row = locked.row(read);
            if (row != full) {
                cleared.setRow(write, row);
                marks[write] = lockedMarks[read];
                write++;
            }
        }
        for (int row = write; row < dirtyTop; row++) {
            cleared.setRow(row, 0);
            marks[row] = 0;
        }
        clearedTop = write;
        after.load(cleared);
        peakHeight = Math.max(chainPeakBefore, after.maxHeight());
    }

    /** The board with the piece locked and full rows still present. Do not change it. */
    public Board lockedBoard() {
        return locked;
    }

    /** The board after full rows were removed. Do not change it. */
    public Board clearedBoard() {
        ensureCleared();
        return cleared;
    }

    /** Features of {@link #lockedBoard()} (before clearing). */
    public BoardFeatures before() {
        return before;
    }

    /** Features of {@link #clearedBoard()} (after clearing). */
    public BoardFeatures after() {
        ensureCleared();
        return after;
    }

    public Piece piece() {
        return piece;
    }

    public Rotation rotation() {
        return rotation;
    }

    /** The origin x of the last placed piece. */
    public int x() {
        return x;
    }

    /** The origin y of the last placed piece. */
    public int y() {
        return y;
    }

    /** The x of the last piece's cell {@code index} (0..3), before clearing. */
    public int cellX(int index) {
        return cellX[index];
    }

    /** The y of the last piece's cell {@code index} (0..3), before clearing. */
    public int cellY(int index) {
        return cellY[index];
    }

    /** Rows cleared by the last piece. */
    public int linesCleared() {
        return linesCleared;
    }

    /** Rows cleared by every piece of the chain (the last piece alone after {@link #place}). */
    public int chainLinesCleared() {
        return chainLinesCleared;
    }

    public int erodedPieceCells() {
        return erodedPieceCells;
    }

    public double landingHeight() {
        return landingHeight;
    }

    /** The highest cleared-board stack height along the chain (this board's after {@link #place}). */
    public int peakHeight() {
        ensureCleared();
        return peakHeight;
    }

    /** Row y's new cells on the cleared board, as a bit mask. */
    public int newCells(int row) {
        ensureCleared();
        return marks[row];
    }

    /** Adjacent pairs of filled cells on the cleared board with at least one new cell (new-new included). */
    public int touchingEdges() {
        ensureCleared();
        int top = after.maxHeight();
        int sum = 0;
        for (int row = 0; row < top; row++) {
            int filled = cleared.row(row);
            int mine = marks[row];
            if (mine == 0 && (row + 1 >= top || marks[row + 1] == 0)) {
                continue;
            }
            sum += Integer.bitCount(filled & filled >>> 1 & (mine | mine >>> 1));
            if (row + 1 < top) {
                sum += Integer.bitCount(filled & cleared.row(row + 1) & (mine | marks[row + 1]));
            }
        }
        return sum;
    }

    /** New cells in the leftmost or rightmost column (each touches a wall). */
    public int wallEdges() {
        ensureCleared();
        int walls = 1 | 1 << (cleared.width() - 1);
        int top = after.maxHeight();
        int sum = 0;
        for (int row = 0; row < top; row++) {
            sum += Integer.bitCount(marks[row] & walls);
        }
        return sum;
    }

    /** New cells in the bottom row (each touches the floor). */
    public int floorEdges() {
        ensureCleared();
        return Integer.bitCount(marks[0]);
    }
}
