package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.TopOut;
import io.tetrisarena.api.rules.Rules;

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
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class PlacementContext implements io.tetrisarena.api.kernel.LockedPiece {
    /** The lowest and highest cell offset dy of piece p in rotation r, at index 4p + r. */
    private static final int[] LOW_DY = new int[28];
    private static final int[] HIGH_DY = new int[28];
    /** The highest cell offset dy among the cells in the leftmost column of piece p in rotation r. */
    private static final int[] TOP_LEFT_DY = new int[28];

    static {
        for (Piece p : Piece.values()) {
            for (Rotation r : Rotation.values()) {
                int low = Integer.MAX_VALUE;
                int high = Integer.MIN_VALUE;
                for (int i = 0; i < 4; i++) {
                    low = Math.min(low, p.cellY(r, i));
                    high = Math.max(high, p.cellY(r, i));
                }
                int left = Integer.MAX_VALUE;
                int topLeft = Integer.MIN_VALUE;
                for (int i = 0; i < 4; i++) {
                    if (p.cellX(r, i) < left) {
                        left = p.cellX(r, i);
                        topLeft = p.cellY(r, i);
                    } else if (p.cellX(r, i) == left) {
                        topLeft = Math.max(topLeft, p.cellY(r, i));
                    }
                }
                LOW_DY[4 * p.ordinal() + r.ordinal()] = low;
                HIGH_DY[4 * p.ordinal() + r.ordinal()] = high;
                TOP_LEFT_DY[4 * p.ordinal() + r.ordinal()] = topLeft;
            }
        }
    }

    private Board locked = Board.standard();
    private Board cleared = Board.standard();
    private final BoardFeatures before = new BoardFeatures();
    private final BoardFeatures after = new BoardFeatures();
    private BoardFeatures clearedFeatures = after;
    private int[] lockedMarks = new int[locked.height()];
    private int[] marks = new int[locked.height()];
    /** The cleared board as measured: {@code cleared}, or {@code locked} itself when no row was full. */
    private Board clearedView = cleared;
    private int[] clearedViewMarks = marks;
    private int clearedViewTop;
    private Piece piece;
    private Rotation rotation;
    private int x;
    private int y;
    private int linesCleared;
    private int chainLinesCleared;
    private int erodedPieceCells;
    private double landingHeight;
    private int peakHeight;
    private int chainPeakBefore;
    /** Rows at and above these are empty (zero) in the scratch arrays: bounds for the row loops. */
    private int lockedTop;
    private int lockedMarksTop;
    private int clearedTop;
    private int marksTop;
    /*
     * Most evaluations read neither the cleared board (when they score the board before clearing) nor
     * the new cells, so both are built on first use.
     */
    private boolean clearedReady = true;
    private boolean lockedMarksReady = true;
    private boolean marksReady = true;

    /** An empty context, for one thread: it holds scratch boards that each placement reuses. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public PlacementContext() {
    }

    /**
     * Places the piece with its origin at (x, y) on a copy of {@code start}. Returns false, and leaves
     * the context unusable until the next successful call, when the piece does not fit there.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean place(Board start, Piece piece, Rotation rotation, int x, int y) {
        if (!start.fits(piece, rotation, x, y)) {
            return false;
        }
        placeFitting(start, null, -1, piece, rotation, x, y);
        return true;
    }

    /**
     * {@link #place} with facts about the start board that a search measured once for many placements,
     * so they follow from the piece's cells without scanning the locked board: its column heights
     * ({@code startHeights}, or null when not known) and its full rows ({@code startFullRows}, or -1).
     */
    boolean place(Board start, int[] startHeights, int startFullRows, Piece piece, Rotation rotation, int x,
                  int y) {
        if (!start.fits(piece, rotation, x, y)) {
            return false;
        }
        placeFitting(start, startHeights, startFullRows, piece, rotation, x, y);
        return true;
    }

    /** {@link #place(Board, int[], int, Piece, Rotation, int, int)} for a piece already known to fit. */
    void placeFitting(Board start, int[] startHeights, int startFullRows, Piece piece, Rotation rotation, int x,
                      int y) {
        prepare(start);
        lockAndClear(start.stackHeight(), startFullRows, piece, rotation, x, y, 0, 0);
        lockedMarksReady = false;
        if (startHeights != null) {
            int[] heights = before.heightsToFill();
            System.arraycopy(startHeights, 0, heights, 0, start.width());
            for (int i = 0; i < 4; i++) {
                int column = x + piece.cellX(rotation, i);
                heights[column] = Math.max(heights[column], y + piece.cellY(rotation, i) + 1);
            }
        }
    }

    /** {@link #place(Board, Piece, Rotation, int, int)} for a placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean place(Board start, Placement placement) {
        return place(start, placement.piece(), placement.rotation(), placement.x(), placement.y());
    }

    /** {@link #place(Board, Piece, Rotation, int, int)} for entry {@code index} of a list. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean place(Board start, PlacementList list, int index) {
        return place(start, list.piece(index), list.rotation(index), list.x(index), list.y(index));
    }

    /**
     * Places the piece on the cleared board that {@code previous} left, continuing its chain: the new
     * cells include the earlier pieces' surviving cells, {@link #chainLinesCleared()} adds up the lines of
     * the whole chain, {@link #peakHeight()} is the highest cleared stack along it. {@code previous}
     * must be another context. Returns false when the piece does not fit.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean placeAfter(PlacementContext previous, Piece piece, Rotation rotation, int x, int y) {
        if (previous == this) {
            throw new IllegalArgumentException("a context cannot continue its own chain");
        }
        previous.ensureCleared();
        Board start = previous.clearedView;
        if (!start.fits(piece, rotation, x, y)) {
            return false;
        }
        prepare(start);
        int carried = previous.clearedViewTop;
        System.arraycopy(previous.clearedMarks(), 0, lockedMarks, 0, carried);
        java.util.Arrays.fill(lockedMarks, carried, Math.max(carried, lockedMarksTop), 0);
        markPieceCells(piece, rotation, x, y);
        lockedMarksTop = Math.max(carried, rowAbove(piece, rotation, y));
        // A cleared board has no full row.
        lockAndClear(carried, 0, piece, rotation, x, y, previous.chainLinesCleared, previous.peakHeight);
        lockedMarksReady = true;
        return true;
    }

    /** {@link #placeAfter(PlacementContext, Piece, Rotation, int, int)} for entry {@code index} of a list. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean placeAfter(PlacementContext previous, PlacementList list, int index) {
        return placeAfter(previous, list.piece(index), list.rotation(index), list.x(index), list.y(index));
    }

    /** {@link #placeAfter(PlacementContext, Piece, Rotation, int, int)} for a placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean placeAfter(PlacementContext previous, Placement placement) {
        return placeAfter(previous, placement.piece(), placement.rotation(), placement.x(), placement.y());
    }

    /** Copies {@code start} into the locked scratch board, resizing the scratch when the size changed. */
    private void prepare(Board start) {
        if (start.width() != locked.width() || start.height() != locked.height()) {
            locked = new Board(start.width(), start.height());
            cleared = new Board(start.width(), start.height());
            lockedMarks = new int[start.height()];
            marks = new int[start.height()];
            lockedMarksTop = 0;
            clearedTop = 0;
            marksTop = 0;
        }
        locked.copyFrom(start);
    }

    private void lockAndClear(int startTop, int startFullRows, Piece newPiece, Rotation newRotation, int newX,
                              int newY, int earlierLines, int earlierPeak) {
        // Reference fields are written only when they change: a search writes the same ones for thousands
        // of placements, and every reference store pays the garbage collector's write barrier.
        if (piece != newPiece) {
            piece = newPiece;
        }
        if (rotation != newRotation) {
            rotation = newRotation;
        }
        x = newX;
        y = newY;
        locked.lock(newPiece, newRotation, newX, newY);
        int shape = 4 * newPiece.ordinal() + newRotation.ordinal();
        int low = newY + LOW_DY[shape];
        int high = newY + HIGH_DY[shape];
        landingHeight = low + (high - low) / 2.0;
        int full = locked.fullRowMask();
        // Rows from here up are empty on the locked board.
        int height = Math.max(startTop, high + 1);
        int lines = 0;
        if (startFullRows < 0) {
            for (int read = 0; read < height; read++) {
                if (locked.row(read) == full) {
                    lines++;
                }
            }
        } else {
            // Only the piece's rows can have become full.
            lines = startFullRows;
            for (int row = low; row <= high; row++) {
                if (locked.row(row) == full) {
                    lines++;
                }
            }
        }
        int eroded = 0;
        if (lines > 0) {
            for (int i = 0; i < 4; i++) {
                if (locked.row(newY + newPiece.cellY(newRotation, i)) == full) {
                    eroded++;
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
        marksReady = false;
    }

    /** The first row above the piece's cells, its origin at row y. */
    private static int rowAbove(Piece piece, Rotation rotation, int y) {
        return y + HIGH_DY[4 * piece.ordinal() + rotation.ordinal()] + 1;
    }

    private void markPieceCells(Piece newPiece, Rotation newRotation, int newX, int newY) {
        for (int i = 0; i < 4; i++) {
            lockedMarks[newY + newPiece.cellY(newRotation, i)] |= 1 << (newX + newPiece.cellX(newRotation, i));
        }
    }

    /** Builds the cleared board on first use: it is the locked board itself when no row was full. */
    private void ensureCleared() {
        if (clearedReady) {
            return;
        }
        clearedReady = true;
        if (linesCleared == 0) {
            if (clearedView != locked) {
                clearedView = locked;
            }
            clearedViewTop = lockedTop;
        } else {
            int full = locked.fullRowMask();
            int write = 0;
            for (int read = 0; read < lockedTop; read++) {
                int row = locked.row(read);
                if (row != full) {
                    cleared.setRow(write++, row);
                }
            }
            for (int row = write; row < clearedTop; row++) {
                cleared.setRow(row, 0);
            }
            clearedTop = write;
            clearedView = cleared;
            clearedViewTop = write;
        }
        // With no full row the two boards are one, and so are their (lazily measured) features.
        BoardFeatures measured = linesCleared == 0 ? before : after.load(clearedView);
        if (clearedFeatures != measured) {
            clearedFeatures = measured;
        }
        peakHeight = Math.max(chainPeakBefore, clearedFeatures.maxHeight());
    }

    /** The new cells of every row of the cleared board, built on first use. */
    private int[] clearedMarks() {
        ensureCleared();
        if (marksReady) {
            return clearedViewMarks;
        }
        marksReady = true;
        if (!lockedMarksReady) {
            lockedMarksReady = true;
            java.util.Arrays.fill(lockedMarks, 0, lockedMarksTop, 0);
            markPieceCells(piece, rotation, x, y);
            lockedMarksTop = rowAbove(piece, rotation, y);
        }
        if (linesCleared == 0) {
            clearedViewMarks = lockedMarks;
            return lockedMarks;
        }
        int full = locked.fullRowMask();
        int write = 0;
        for (int read = 0; read < lockedTop; read++) {
            if (locked.row(read) != full) {
                marks[write++] = lockedMarks[read];
            }
        }
        java.util.Arrays.fill(marks, write, Math.max(write, marksTop), 0);
        marksTop = write;
        clearedViewMarks = marks;
        return marks;
    }

    /** The board with the piece locked and full rows still present. Do not change it. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Board lockedBoard() {
        return locked;
    }

    /** The board after full rows were removed. Do not change it. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Board clearedBoard() {
        ensureCleared();
        return clearedView;
    }

    /** Features of {@link #lockedBoard()} (before clearing). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public BoardFeatures before() {
        return before;
    }

    /**
     * Features of {@link #clearedBoard()} (after clearing); the same object as {@link #before()} when no
     * row was full.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public BoardFeatures after() {
        ensureCleared();
        return clearedFeatures;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Piece piece() {
        return piece;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Rotation rotation() {
        return rotation;
    }

    /** The origin x of the last placed piece. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int x() {
        return x;
    }

    /** The origin y of the last placed piece. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int y() {
        return y;
    }

    /** The x of the last piece's cell {@code index} (0..3), before clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int cellX(int index) {
        return x + piece.cellX(rotation, index);
    }

    /** The y of the last piece's cell {@code index} (0..3), before clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int cellY(int index) {
        return y + piece.cellY(rotation, index);
    }

    /** The lowest row of the last piece's cells, before clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public int pieceBottomRow() {
        return y + LOW_DY[4 * piece.ordinal() + rotation.ordinal()];
    }

    /** The highest row of the last piece's cells, before clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public int pieceTopRow() {
        return y + HIGH_DY[4 * piece.ordinal() + rotation.ordinal()];
    }

    /** The stack height (1 + the highest filled row) of the cleared board, without building that board. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public int clearedStackHeight() {
        // Full rows lie within the locked stack, so clearing lowers its top by exactly their number.
        return lockedTop - linesCleared;
    }

    /**
     * Whether the last placement ends the game by itself under these rules ({@link TopOut#endsGame}:
     * the piece's rows and the cleared stack; block out of the next piece and garbage are not judged).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public boolean endsGame(Rules rules) {
        return TopOut.endsGame(rules, pieceBottomRow(), pieceTopRow(), clearedStackHeight());
    }

    /** Rows cleared by the last piece. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int linesCleared() {
        return linesCleared;
    }

    /** Rows cleared by every piece of the chain (the last piece alone after {@link #place}). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int chainLinesCleared() {
        return chainLinesCleared;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int erodedPieceCells() {
        return erodedPieceCells;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double landingHeight() {
        return landingHeight;
    }

    /**
     * The NUS agent's landing height: 1 + the row of the piece's highest cell in its leftmost column
     * (rows counted from 1 at the floor), before clearing.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.1.0")
    public int landingHeightTopLeft() {
        return y + TOP_LEFT_DY[4 * piece.ordinal() + rotation.ordinal()] + 1;
    }

    /** The highest cleared-board stack height along the chain (this board's after {@link #place}). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int peakHeight() {
        ensureCleared();
        return peakHeight;
    }

    /** Row y's new cells on the cleared board, as a bit mask. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int newCells(int row) {
        return clearedMarks()[row];
    }

    /** Adjacent pairs of filled cells on the cleared board with at least one new cell (new-new included). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int touchingEdges() {
        int[] mark = clearedMarks();
        int top = clearedFeatures.maxHeight();
        int sum = 0;
        for (int row = 0; row < top; row++) {
            int filled = clearedView.row(row);
            int mine = mark[row];
            if (mine == 0 && (row + 1 >= top || mark[row + 1] == 0)) {
                continue;
            }
            sum += Integer.bitCount(filled & filled >>> 1 & (mine | mine >>> 1));
            if (row + 1 < top) {
                sum += Integer.bitCount(filled & clearedView.row(row + 1) & (mine | mark[row + 1]));
            }
        }
        return sum;
    }

    /** New cells in the leftmost or rightmost column (each touches a wall). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int wallEdges() {
        int[] mark = clearedMarks();
        int walls = 1 | 1 << (clearedView.width() - 1);
        int top = clearedFeatures.maxHeight();
        int sum = 0;
        for (int row = 0; row < top; row++) {
            sum += Integer.bitCount(mark[row] & walls);
        }
        return sum;
    }

    /** New cells in the bottom row (each touches the floor). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int floorEdges() {
        return Integer.bitCount(clearedMarks()[0]);
    }
}
