package io.tetrisarena.api.kernel;

/**
 * Precomputed geometry of one piece in one rotation state, laid out for the bitboard hot paths.
 * Package-private: the public view of a piece's cells is {@link Piece#cellX} / {@link Piece#cellY}.
 */
final class Shape {
    /** SHAPES[piece][rotation]. */
    static final Shape[][] SHAPES = new Shape[7][4];

    /** SRS offset tables in "offset" form: kick = offset(from) - offset(to); [state][test] = {x, y}. */
    private static final int[][][] JLSTZ_OFFSETS = {
        {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},
        {{0, 0}, {1, 0}, {1, -1}, {0, 2}, {1, 2}},
        {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},
        {{0, 0}, {-1, 0}, {-1, -1}, {0, 2}, {-1, 2}},
    };
    private static final int[][][] I_OFFSETS = {
        {{0, 0}, {-1, 0}, {2, 0}, {-1, 0}, {2, 0}},
        {{-1, 0}, {0, 0}, {0, 0}, {0, 1}, {0, -2}},
        {{-1, 1}, {1, 1}, {-2, 1}, {1, 0}, {-2, 0}},
        {{0, 1}, {0, 1}, {0, 1}, {0, -1}, {0, 2}},
    };
    private static final int[][][] O_OFFSETS = {{{0, 0}}, {{0, -1}}, {{-1, -1}}, {{-1, 0}}};

    final Piece piece;
    final Rotation rotation;
    final int minDx;
    final int maxDx;
    final int minDy;
    final int maxDy;
    /** Row masks from the lowest row up; bit 0 is column x + minDx. */
    final int[] rowMasks;
    final int rowCount;
    /** For each piece column (x + minDx + i), the lowest dy of the piece in that column. */
    final int[] columnBottoms;
    /** The lowest rotation with the same cell shape, and the origin shift to reach it. */
    final int canonicalRotation;
    final int canonicalDx;
    final int canonicalDy;
    /** The four cells' offsets from the origin, in {@link Piece} order. */
    final int[] cellDx = new int[4];
    final int[] cellDy = new int[4];
    /** KICKS_X/Y[to][test]: kick offsets for turning from this state to state {@code to}. */
    final int[][] kicksX = new int[4][];
    final int[][] kicksY = new int[4][];

    private Shape(Piece piece, Rotation rotation) {
        this.piece = piece;
        this.rotation = rotation;
        int lx = Integer.MAX_VALUE;
        int hx = Integer.MIN_VALUE;
        int ly = Integer.MAX_VALUE;
        int hy = Integer.MIN_VALUE;
        for (int c = 0; c < 4; c++) {
            lx = Math.min(lx, piece.cellX(rotation, c));
            hx = Math.max(hx, piece.cellX(rotation, c));
            ly = Math.min(ly, piece.cellY(rotation, c));
            hy = Math.max(hy, piece.cellY(rotation, c));
        }
        minDx = lx;
        maxDx = hx;
        minDy = ly;
        maxDy = hy;
        rowCount = hy - ly + 1;
        rowMasks = new int[rowCount];
        columnBottoms = new int[hx - lx + 1];
        java.util.Arrays.fill(columnBottoms, Integer.MAX_VALUE);
        for (int c = 0; c < 4; c++) {
            int dx = piece.cellX(rotation, c);
            int dy = piece.cellY(rotation, c);
            cellDx[c] = dx;
            cellDy[c] = dy;
            rowMasks[dy - ly] |= 1 << (dx - lx);
            columnBottoms[dx - lx] = Math.min(columnBottoms[dx - lx], dy);
        }
        int canon = rotation.ordinal();
        int cdx = 0;
        int cdy = 0;
        for (int r = 0; r < rotation.ordinal(); r++) {
            int[] other = normalizedCells(piece, Rotation.ofQuarterTurns(r));
            if (java.util.Arrays.equals(other, normalizedCells(piece, rotation))) {
                canon = r;
                cdx = lx - minOf(piece, Rotation.ofQuarterTurns(r), 0);
                cdy = ly - minOf(piece, Rotation.ofQuarterTurns(r), 1);
                break;
            }
        }
        canonicalRotation = canon;
        canonicalDx = cdx;
        canonicalDy = cdy;
    }

    private static int minOf(Piece piece, Rotation rotation, int axis) {
        int m = Integer.MAX_VALUE;
        for (int c = 0; c < 4; c++) {
            m = Math.min(m, axis == 0 ? piece.cellX(rotation, c) : piece.cellY(rotation, c));
        }
        return m;
    }

    /** Cells shifted so the lowest x and lowest y are 0, as a sorted bit set over a 4x4 box. */
    private static int[] normalizedCells(Piece piece, Rotation rotation) {
        int lx = minOf(piece, rotation, 0);
        int ly = minOf(piece, rotation, 1);
        int bits = 0;
        for (int c = 0; c < 4; c++) {
            bits |= 1 << ((piece.cellY(rotation, c) - ly) * 4 + piece.cellX(rotation, c) - lx);
        }
        return new int[] {bits};
    }

    private static int[][][] offsets(Piece piece) {
        return switch (piece) {
            case I -> I_OFFSETS;
            case O -> O_OFFSETS;
            default -> JLSTZ_OFFSETS;
        };
    }

    static {
        for (Piece p : Piece.values()) {
            for (Rotation r : Rotation.values()) {
                SHAPES[p.ordinal()][r.ordinal()] = new Shape(p, r);
            }
        }
        for (Piece p : Piece.values()) {
            int[][][] table = offsets(p);
            for (int from = 0; from < 4; from++) {
                Shape s = SHAPES[p.ordinal()][from];
                for (int to = 0; to < 4; to++) {
                    if (to == from) {
                        continue;
                    }
                    // A half turn has no guideline kick table: only the plain (offset-corrected) turn.
                    int tests = ((to - from) & 3) == 2 ? 1 : table[from].length;
                    s.kicksX[to] = new int[tests];
                    s.kicksY[to] = new int[tests];
                    for (int t = 0; t < tests; t++) {
                        s.kicksX[to][t] = table[from][t][0] - table[to][t][0];
                        s.kicksY[to][t] = table[from][t][1] - table[to][t][1];
                    }
                }
            }
        }
    }

    static Shape of(Piece piece, Rotation rotation) {
        return SHAPES[piece.ordinal()][rotation.ordinal()];
    }

    static Shape of(Piece piece, int rotation) {
        return SHAPES[piece.ordinal()][rotation];
    }
}
