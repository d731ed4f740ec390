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
        out.clear();
        board.columnHeights(heights);
        int width = board.width();
        int height = board.height();
        int p = piece.ordinal();
        for (int rot = 0; rot < 4; rot++) {
            Shape s = Shape.of(piece, rot);
            if (s.canonicalRotation != rot) {
                continue;
            }
            int[] bottoms = s.columnBottoms;
            for (int x = -s.minDx; x + s.maxDx < width; x++) {
                int base = x + s.minDx;
                int y = Integer.MIN_VALUE;
                for (int i = 0; i < bottoms.length; i++) {
                    y = Math.max(y, heights[base + i] - bottoms[i]);
                }
                if (y + s.maxDy < height) {
                    out.addPacked(Placement.pack(p, rot, x, y, 0));
                }
            }
        }
        return out.size();
    }
}
