package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import java.util.Arrays;

/**
 * A playfield as a bitboard: one int per row, bit {@code x} set when column {@code x} is filled; row 0
 * is the bottom. Boards are mutable so that searches can reuse them without allocating; the arena only
 * ever hands a bot its own copy, so nothing a bot does to a board reaches the game.
 *
 * <p>Methods named {@code fits}, {@code lock}, {@code clearFullRows} and {@code placeAndClear} allocate
 * nothing. Coordinates outside the field are treated as filled by {@link #isBlocked}.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class Board {
    /** The largest supported width, so a row fits an int with room for masks. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static final int MAX_WIDTH = 16;
    /** The tallest board, in rows. */
    @Stability(value = Stability.Level.STABLE, since = "1.1.0")
    public static final int MAX_HEIGHT = 64;

    private final int width;
    private final int height;
    private final int fullRow;
    private final int[] rows;
    /** 1 + the highest non-empty row (0 when empty); every row from here up is 0. Kept exact. */
    private int top;

    /** An empty board of the rules' size. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static Board empty(io.tetrisarena.api.rules.Rules rules) {
        return new Board(rules.width(), rules.height());
    }

    /** An empty board of the given size; width 4..16, height 4..64. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Board(int width, int height) {
        if (width < 4 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("board width must be 4.." + MAX_WIDTH + ", got " + width);
        }
        if (height < 4 || height > MAX_HEIGHT) {
            throw new IllegalArgumentException("board height must be 4.." + MAX_HEIGHT + ", got " + height);
        }
        this.width = width;
        this.height = height;
        this.fullRow = (1 << width) - 1;
        this.rows = new int[height];
    }

    /** The standard 10-wide, 40-tall guideline field, empty. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Board standard() {
        return new Board(10, 40);
    }

    /**
     * Parses rows of '.' (empty) and '#' (filled; any other non-'.' character also counts as filled),
     * top row first, bottom-aligned on a board of the given size. Blank lines are skipped.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Board parse(int width, int height, String... topFirstRows) {
        Board b = new Board(width, height);
        String[] lines = Arrays.stream(topFirstRows)
                .flatMap(s -> Arrays.stream(s.split("\\R")))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toArray(String[]::new);
        if (lines.length > height) {
            throw new IllegalArgumentException("board has " + lines.length + " rows, the field only " + height);
        }
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.length() != width) {
                throw new IllegalArgumentException("board row " + (i + 1) + " has " + line.length()
                        + " cells, expected " + width + ": '" + line + "'");
            }
            int y = lines.length - 1 - i;
            for (int x = 0; x < width; x++) {
                if (line.charAt(x) != '.') {
                    b.rows[y] |= 1 << x;
                }
            }
        }
        b.top = b.scanTop(height);
        return b;
    }

    /** Parses a standard-size board (10 by 40); see {@link #parse(int, int, String...)}. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Board parse(String... topFirstRows) {
        return parse(10, 40, topFirstRows);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int width() {
        return width;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int height() {
        return height;
    }

    /** The bit mask of a full row: {@code (1 << width) - 1}. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int fullRowMask() {
        return fullRow;
    }

    /** The row at height y as a bit mask (bit x = column x). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int row(int y) {
        return rows[y];
    }

    /** Replaces row y with the given bit mask (bits beyond the width are dropped). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void setRow(int y, int bits) {
        rows[y] = bits & fullRow;
        if (rows[y] != 0) {
            top = Math.max(top, y + 1);
        } else if (y + 1 == top) {
            top = scanTop(y);
        }
    }

    /** 1 + the highest non-empty row below {@code from}. */
    private int scanTop(int from) {
        int y = from;
        while (y > 0 && rows[y - 1] == 0) {
            y--;
        }
        return y;
    }

    /** True when the cell inside the field is filled. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean isFilled(int x, int y) {
        return (rows[y] >>> x & 1) != 0;
    }

    /** True when the cell is filled or outside the field (walls, floor and ceiling count as filled). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean isBlocked(int x, int y) {
        if (x < 0 || x >= width || y < 0 || y >= height) {
            return true;
        }
        return (rows[y] >>> x & 1) != 0;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void fill(int x, int y) {
        rows[y] |= 1 << x;
        top = Math.max(top, y + 1);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void clear(int x, int y) {
        rows[y] &= ~(1 << x);
        if (rows[y] == 0 && y + 1 == top) {
            top = scanTop(y);
        }
    }

    /** 1 + the y of the column's highest filled cell, or 0 for an empty column. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int columnHeight(int x) {
        int bit = 1 << x;
        for (int y = top - 1; y >= 0; y--) {
            if ((rows[y] & bit) != 0) {
                return y + 1;
            }
        }
        return 0;
    }

    /** Writes the height of every column into {@code out} (length at least width); no allocation. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void columnHeights(int[] out) {
        int found = 0;
        // Counted up from 0 against an exclusive limit, the form the JIT compiles without a speculative
        // limit check: the downward form's failed once in a while and cost a recompilation of the caller.
        for (int k = 0; k < top && found != fullRow; k++) {
            int y = top - 1 - k;
            int fresh = rows[y] & ~found;
            if (fresh != 0) {
                found |= fresh;
                while (fresh != 0) {
                    int x = Integer.numberOfTrailingZeros(fresh);
                    out[x] = y + 1;
                    fresh &= fresh - 1;
                }
            }
        }
        for (int empty = fullRow & ~found; empty != 0; empty &= empty - 1) {
            out[Integer.numberOfTrailingZeros(empty)] = 0;
        }
    }

    /** 1 + the y of the highest filled cell anywhere, or 0 for an empty board. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int stackHeight() {
        return top;
    }

    /** The number of filled cells. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int filledCells() {
        int n = 0;
        for (int y = 0; y < top; y++) {
            n += Integer.bitCount(rows[y]);
        }
        return n;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean isEmpty() {
        return top == 0;
    }

    /** True when the piece, with its origin at (x, y), lies inside the field on empty cells. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean fits(Piece piece, Rotation rotation, int x, int y) {
        return fits(Shape.of(piece, rotation.ordinal()), x, y);
    }

    /** True when the placement's cells lie inside the field on empty cells. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean fits(Placement placement) {
        return fits(Shape.of(placement.piece(), placement.rotation().ordinal()), placement.x(), placement.y());
    }

    boolean fits(Shape s, int x, int y) {
        int left = x + s.minDx;
        if (left < 0 || x + s.maxDx >= width) {
            return false;
        }
        int bottom = y + s.minDy;
        if (bottom < 0 || y + s.maxDy >= height) {
            return false;
        }
        int[] masks = s.rowMasks;
        for (int k = 0; k < masks.length; k++) {
            if ((rows[bottom + k] & (masks[k] << left)) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Fills the piece's cells without checking that they were empty or inside the field. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void lock(Piece piece, Rotation rotation, int x, int y) {
        lock(Shape.of(piece, rotation.ordinal()), x, y);
    }

    void lock(Shape s, int x, int y) {
        int left = x + s.minDx;
        int bottom = y + s.minDy;
        int[] masks = s.rowMasks;
        for (int k = 0; k < masks.length; k++) {
            rows[bottom + k] |= masks[k] << left;
        }
        top = Math.max(top, bottom + masks.length);
    }

    /** Removes every full row, moving the rows above down; returns how many were removed. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int clearFullRows() {
        int write = 0;
        int oldTop = top;
        for (int read = 0; read < oldTop; read++) {
            int r = rows[read];
            if (r != fullRow) {
                rows[write++] = r;
            }
        }
        int cleared = oldTop - write;
        for (int y = write; y < oldTop; y++) {
            rows[y] = 0;
        }
        top = scanTop(write);
        return cleared;
    }

    /** The number of full rows. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int fullRowCount() {
        int n = 0;
        for (int y = 0; y < top; y++) {
            if (rows[y] == fullRow) {
                n++;
            }
        }
        return n;
    }

    /**
     * Locks the placement and clears full rows in place; returns the number of rows cleared. The
     * placement must {@link #fits fit}.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int placeAndClear(Placement placement) {
        lock(Shape.of(placement.piece(), placement.rotation().ordinal()), placement.x(), placement.y());
        return clearFullRows();
    }

    /**
     * Places a placement on a copy of this board and describes the outcome; this board is unchanged.
     *
     * @throws IllegalArgumentException if the placement does not fit
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public PlacementResult apply(Placement placement) {
        Shape s = Shape.of(placement.piece(), placement.rotation().ordinal());
        if (!fits(s, placement.x(), placement.y())) {
            throw new IllegalArgumentException("placement does not fit the board: " + placement);
        }
        Board locked = copy();
        locked.lock(s, placement.x(), placement.y());
        int erodedCells = 0;
        int lines = 0;
        for (int k = 0; k < s.rowCount; k++) {
            int y = placement.y() + s.minDy + k;
            if (locked.rows[y] == fullRow) {
                lines++;
                erodedCells += Integer.bitCount(s.rowMasks[k]);
            }
        }
        Board cleared = locked.copy();
        cleared.clearFullRows();
        double landingHeight = placement.y() + s.minDy + (s.rowCount - 1) / 2.0;
        return new PlacementResult(placement, locked, cleared, lines, lines * erodedCells, landingHeight,
                lines > 0 && cleared.isEmpty());
    }

    /**
     * Inserts a garbage row at the bottom: every column filled but {@code holeColumn}, everything else
     * moved up one row. Returns false when a filled cell was pushed off the top of the field.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean pushGarbage(int holeColumn) {
        boolean overflow = rows[height - 1] != 0;
        System.arraycopy(rows, 0, rows, 1, height - 1);
        rows[0] = fullRow & ~(1 << holeColumn);
        top = Math.min(height, top + 1);
        return !overflow;
    }

    /** A new board with the same size and cells. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Board copy() {
        Board b = new Board(width, height);
        System.arraycopy(rows, 0, b.rows, 0, top);
        b.top = top;
        return b;
    }

    /** Overwrites this board's cells with those of {@code other}, which must have the same size. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void copyFrom(Board other) {
        if (other.width != width || other.height != height) {
            throw new IllegalArgumentException("board sizes differ");
        }
        // Rows at and above both stack tops are empty on both boards.
        System.arraycopy(other.rows, 0, rows, 0, Math.max(top, other.top));
        top = other.top;
    }

    @Override
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean equals(Object o) {
        return o instanceof Board b && b.width == width && b.height == height && Arrays.equals(b.rows, rows);
    }

    @Override
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int hashCode() {
        return Arrays.hashCode(rows) * 31 + width;
    }

    /** The rows from {@code topRow} (exclusive of anything above) down to 0, top first, '.' and '#'. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public String render(int rowCount) {
        StringBuilder sb = new StringBuilder();
        for (int y = Math.min(rowCount, height) - 1; y >= 0; y--) {
            for (int x = 0; x < width; x++) {
                sb.append(isFilled(x, y) ? '#' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The rows up to the stack height (at least one), top first, '.' and '#'. */
    @Override
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public String toString() {
        return render(Math.max(1, stackHeight()));
    }
}
