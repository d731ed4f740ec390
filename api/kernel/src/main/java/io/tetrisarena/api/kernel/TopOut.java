package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.TopOutRule;

/**
 * When a placement ends the game under the rules' {@link TopOutRule}: the engine's own test, exposed so
 * that a bot can tell a placement that loses from one that survives. Two checks, in the engine's order:
 * <ul>
 *   <li>{@link #byPiece}: judged on the rows of the piece just locked, before any row clears: lock out
 *       under {@link TopOutRule#GUIDELINE} (every cell at or above the visible height), any cell at or
 *       above it under {@link TopOutRule#PIECE_ABOVE_VISIBLE}. Only under the latter does the game end
 *       before the piece's rows clear ({@link #endsBeforeClearing}).</li>
 *   <li>{@link #byStack}: judged on the stack after clearing (and any garbage):
 *       {@link TopOutRule#STACK_ABOVE_VISIBLE} ends the game when a filled cell is at or above the visible
 *       height.</li>
 * </ul>
 * Neither looks at the next piece (block out) or at garbage, which the engine judges afterwards.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
public final class TopOut {
    private TopOut() {
    }

    /** Whether the piece just locked on rows {@code bottomRow..topRow} ends the game by itself. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public static boolean byPiece(Rules rules, int bottomRow, int topRow) {
        return switch (rules.topOut()) {
            case GUIDELINE -> locksOut(rules, bottomRow);
            case PIECE_ABOVE_VISIBLE -> topRow >= rules.visibleHeight();
            case STACK_ABOVE_VISIBLE -> false;
        };
    }

    /** Guideline lock out: every cell of the piece, lowest row {@code bottomRow}, at or above the visible height. */
    static boolean locksOut(Rules rules, int bottomRow) {
        return bottomRow >= rules.visibleHeight();
    }

    /**
     * Whether a game that {@link #byPiece} ends stops before the piece's full rows clear, so that they do
     * not count (the research game), rather than after clearing and scoring them (guideline lock out).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public static boolean endsBeforeClearing(Rules rules) {
        return rules.topOut() == TopOutRule.PIECE_ABOVE_VISIBLE;
    }

    /** Whether a stack of this height (1 + its highest filled row), after clearing, ends the game. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public static boolean byStack(Rules rules, int stackHeight) {
        return rules.topOut() == TopOutRule.STACK_ABOVE_VISIBLE && stackHeight > rules.visibleHeight();
    }

    /**
     * Whether a placement ends the game by itself: its piece locked on rows {@code bottomRow..topRow},
     * leaving a stack {@code stackAfterClearing} high once full rows are cleared.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public static boolean endsGame(Rules rules, int bottomRow, int topRow, int stackAfterClearing) {
        return byPiece(rules, bottomRow, topRow) || byStack(rules, stackAfterClearing);
    }
}
