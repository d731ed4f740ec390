package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * The seven tetrominoes, in the order the 7-bag shuffle uses (I J L O S T Z).
 *
 * <p>Cells are given relative to the piece's origin cell, x to the right and y up. In the
 * {@link Rotation#NORTH} state they are the guideline spawn cells; a clockwise turn maps (x, y) to
 * (y, -x) about the origin. I and O additionally shift by the SRS offset table when they turn, which the
 * move generators apply; the cells here are the unshifted ("cell-turn") ones.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum Piece {
    I(new int[] {-1, 0, 0, 0, 1, 0, 2, 0}),
    J(new int[] {-1, 0, 0, 0, 1, 0, -1, 1}),
    L(new int[] {-1, 0, 0, 0, 1, 0, 1, 1}),
    O(new int[] {0, 0, 1, 0, 0, 1, 1, 1}),
    S(new int[] {-1, 0, 0, 0, 0, 1, 1, 1}),
    T(new int[] {-1, 0, 0, 0, 1, 0, 0, 1}),
    Z(new int[] {-1, 1, 0, 1, 0, 0, 1, 0});

    private static final Piece[] VALUES = values();

    /** Cell offsets per rotation: [rotation][2 * cell] = dx, [rotation][2 * cell + 1] = dy. */
    private final int[][] cells = new int[4][8];

    Piece(int[] northCells) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                int x = northCells[2 * c];
                int y = northCells[2 * c + 1];
                for (int t = 0; t < r; t++) {
                    int nx = y;
                    y = -x;
                    x = nx;
                }
                cells[r][2 * c] = x;
                cells[r][2 * c + 1] = y;
            }
        }
    }

    /** The x offset of cell {@code index} (0..3) from the origin in the given state. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int cellX(Rotation rotation, int index) {
        return cells[rotation.ordinal()][2 * index];
    }

    /** The y offset of cell {@code index} (0..3) from the origin in the given state. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int cellY(Rotation rotation, int index) {
        return cells[rotation.ordinal()][2 * index + 1];
    }

    /** The piece with the given ordinal. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Piece ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** Parses a one-letter piece name (I, J, L, O, S, T or Z), case-insensitively. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Piece parse(char letter) {
        char c = Character.toUpperCase(letter);
        for (Piece p : VALUES) {
            if (p.name().charAt(0) == c) {
                return p;
            }
        }
        throw new IllegalArgumentException("not a piece: '" + letter + "' (use I, J, L, O, S, T or Z)");
    }
}
