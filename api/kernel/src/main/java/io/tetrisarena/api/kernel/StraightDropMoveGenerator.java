package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * The straight-drop model of the Tetris-AI literature: the piece is turned to any rotation state and
 * shifted to any column above the stack, then dropped straight down. One placement per distinct
 * (shape, column); no spins. On an empty 10-wide board: O 9, I 17, S 17, Z 17, J 34, L 34, T 34.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class StraightDropMoveGenerator implements MoveGenerator {
    private final int[] heights = new int[Board.MAX_WIDTH];

    /** A generator for one thread (it keeps a scratch array of column heights). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public StraightDropMoveGenerator() {
    }

    @Override
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int generate(Board board, Piece piece, PlacementList out) {
        board.columnHeights(heights);
        int width = board.width();
        int n = listDrops(piece, heights, width, board.height(), out.emptyWithRoom(4 * width));
        out.setSizeWithin(n);
        return n;
    }

    /**
     * The placements {@link #generate} lists for {@code piece} on a board of {@code width} columns and
     * {@code height} rows whose column heights (each column's highest filled row + 1, 0 when empty) are
     * {@code columnHeights[0..width)}, packed ({@link Placement#packed()}), in the same order, into {@code out}
     * (room for 4 x {@code width}); returns how many. For a search that already knows the column heights.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int listDrops(Piece piece, int[] columnHeights, int width, int height, int[] out) {
        int p = piece.ordinal();
        int n = 0;
        // Per distinct shape, in rotation order, a loop over the columns for its one to four columns: each
        // column's landing row is then a handful of operations. The loops are methods of their own so that this
        // one stays small enough for the JIT to inline into its caller.
        for (Shape s : DISTINCT[p]) {
            int rotation = s.rotation.ordinal();
            int first = -s.minDx;
            int last = width - 1 - s.maxDx;
            int yLimit = height - s.maxDy;
            int[] b = s.columnBottoms;
            n = switch (b.length) {
                case 1 -> drops1(p, rotation, first, last, yLimit, b, columnHeights, out, n);
                case 2 -> drops2(p, rotation, first, last, yLimit, b, columnHeights, out, n);
                case 3 -> drops3(p, rotation, first, last, yLimit, b, columnHeights, out, n);
                default -> drops4(p, rotation, first, last, yLimit, b, columnHeights, out, n);
            };
        }
        return n;
    }

    private static int drops1(int p, int rotation, int first, int last, int yLimit, int[] b, int[] h, int[] out,
                              int n) {
        for (int x = first, c = 0; x <= last; x++, c++) {
            int y = h[c] - b[0];
            if (y < yLimit) {
                out[n++] = Placement.pack(p, rotation, x, y, 0);
            }
        }
        return n;
    }

    private static int drops2(int p, int rotation, int first, int last, int yLimit, int[] b, int[] h, int[] out,
                              int n) {
        for (int x = first, c = 0; x <= last; x++, c++) {
            int y = Math.max(h[c] - b[0], h[c + 1] - b[1]);
            if (y < yLimit) {
                out[n++] = Placement.pack(p, rotation, x, y, 0);
            }
        }
        return n;
    }

    private static int drops3(int p, int rotation, int first, int last, int yLimit, int[] b, int[] h, int[] out,
                              int n) {
        for (int x = first, c = 0; x <= last; x++, c++) {
            int y = Math.max(Math.max(h[c] - b[0], h[c + 1] - b[1]), h[c + 2] - b[2]);
            if (y < yLimit) {
                out[n++] = Placement.pack(p, rotation, x, y, 0);
            }
        }
        return n;
    }

    private static int drops4(int p, int rotation, int first, int last, int yLimit, int[] b, int[] h, int[] out,
                              int n) {
        for (int x = first, c = 0; x <= last; x++, c++) {
            int y = Math.max(Math.max(h[c] - b[0], h[c + 1] - b[1]), Math.max(h[c + 2] - b[2], h[c + 3] - b[3]));
            if (y < yLimit) {
                out[n++] = Placement.pack(p, rotation, x, y, 0);
            }
        }
        return n;
    }

    /**
     * Whether {@link #generate} lists the packed placement for {@code piece} on {@code board}, worked out for
     * that placement alone: a canonical shape of the piece, without spin, in a column it fits, at the row it
     * lands on, its top inside the field.
     */
    static boolean lists(Board board, Piece piece, int packed) {
        if (Placement.packedPiece(packed) != piece.ordinal() || Placement.packedSpin(packed) != 0) {
            return false;
        }
        Shape s = Shape.of(piece, Placement.packedRotation(packed));
        int x = Placement.packedX(packed);
        if (s.canonicalRotation != s.rotation.ordinal() || x < -s.minDx || x > board.width() - 1 - s.maxDx) {
            return false;
        }
        int[] b = s.columnBottoms;
        int y = Integer.MIN_VALUE;
        for (int i = 0; i < b.length; i++) {
            y = Math.max(y, board.columnHeight(x + s.minDx + i) - b[i]);
        }
        return y == Placement.packedY(packed) && y < board.height() - s.maxDy;
    }

    /** For each piece, its shapes at the rotations that are their own canonical form, in rotation order. */
    private static final Shape[][] DISTINCT = new Shape[Piece.values().length][];

    static {
        for (Piece piece : Piece.values()) {
            java.util.List<Shape> shapes = new java.util.ArrayList<>();
            for (int rot = 0; rot < 4; rot++) {
                Shape s = Shape.of(piece, rot);
                if (s.canonicalRotation == rot) {
                    shapes.add(s);
                }
            }
            DISTINCT[piece.ordinal()] = shapes.toArray(new Shape[0]);
        }
    }
}
