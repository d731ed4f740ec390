package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * One SRS turn of one piece position, for replays, tools and tests: the kick tests a turn tries, in
 * order, and the first of them with which the turned piece fits. Kicks are in the kernel's coordinates
 * (cells turn about the {@link Piece} origin, "offset form"), so they already include the shift that
 * makes I and O turn about the centre of their box; the rules document lists both forms. A quarter turn
 * has five tests for J, L, S, T, Z and I and one for O; a half turn has one test (no kicks).
 *
 * <p>Internal to the arena and the kernel (not part of the bot API's contract).
 */
@Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
public final class SrsKicks {
    private SrsKicks() {
    }

    /** How many kick tests turning from {@code from} to {@code to} tries (they must differ). */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public static int testCount(Piece piece, Rotation from, Rotation to) {
        return kicks(piece, from, to).length;
    }

    /** The x offset of kick test {@code test} (0-based) when turning from {@code from} to {@code to}. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public static int kickX(Piece piece, Rotation from, Rotation to, int test) {
        return kicks(piece, from, to)[test];
    }

    /** The y offset of kick test {@code test} (0-based) when turning from {@code from} to {@code to}. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public static int kickY(Piece piece, Rotation from, Rotation to, int test) {
        kicks(piece, from, to);
        return Shape.of(piece, from).kicksY[to.ordinal()][test];
    }

    /**
     * The index (0-based) of the first kick test with which the piece, turned from {@code from} at origin
     * (x, y) to {@code to}, fits the board; -1 when none does and the turn fails. The piece lands at
     * (x + kickX, y + kickY) of that test.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public static int firstFittingTest(Board board, Piece piece, Rotation from, Rotation to, int x, int y) {
        int[] kx = kicks(piece, from, to);
        int[] ky = Shape.of(piece, from).kicksY[to.ordinal()];
        Shape turned = Shape.of(piece, to);
        for (int t = 0; t < kx.length; t++) {
            if (board.fits(turned, x + kx[t], y + ky[t])) {
                return t;
            }
        }
        return -1;
    }

    private static int[] kicks(Piece piece, Rotation from, Rotation to) {
        if (from == to) {
            throw new IllegalArgumentException("a turn needs two different rotation states, got " + from + " twice");
        }
        return Shape.of(piece, from).kicksX[to.ordinal()];
    }
}
