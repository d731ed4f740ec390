package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.Rules;

/**
 * Guideline spawn: a piece appears in the {@link Rotation#NORTH} state with its origin at
 * ({@link Rules#spawnX()}, {@link Rules#spawnY()}); if that overlaps the stack, one row higher; if that
 * overlaps too, it cannot spawn (block out). {@link TopOut} tells the other top outs.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class Spawn {
    private Spawn() {
    }

    /** The row the piece spawns at, or -1 when it is blocked out. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static int spawnY(Board board, Piece piece, Rules rules) {
        Shape s = Shape.of(piece, 0);
        int x = rules.spawnX();
        int y = rules.spawnY();
        if (board.fits(s, x, y)) {
            return y;
        }
        if (board.fits(s, x, y + 1)) {
            return y + 1;
        }
        return -1;
    }

    /**
     * Lock out: true when the placement locks with every cell at or above the visible height, which
     * ends a game under the guideline top-out rule.
     *
     * @deprecated since 1.3.0: the game judges every top-out rule with {@link TopOut#byPiece}, which
     *             {@link PlayState#lock} applies; this is its guideline case alone
     */
    @Deprecated(since = "1.3.0")
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static boolean locksOut(Placement placement, Rules rules) {
        return TopOut.locksOut(rules, placement.bottomRow());
    }
}
