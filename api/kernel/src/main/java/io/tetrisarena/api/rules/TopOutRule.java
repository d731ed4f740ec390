package io.tetrisarena.api.rules;

import io.tetrisarena.api.Stability;

/** When a game is lost. Garbage pushing a filled cell off the top of the field always tops out. */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum TopOutRule {
    /**
     * Block out (the next piece cannot spawn at its spawn row or the row above) or lock out (a piece
     * locks with every cell at or above the visible height).
     */
    GUIDELINE,
    /**
     * The research game as the write-ups state it: the game ends when, after rows are cleared, any filled
     * cell is at or above the visible height, or when the next piece has no legal placement.
     */
    STACK_ABOVE_VISIBLE,
    /**
     * The research game as the literature's reference code (mdptetris) plays it: the game ends when the
     * piece just placed has any cell at or above the visible height, judged before rows are cleared (that
     * piece's rows do not count), or when the next piece has no legal placement.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    PIECE_ABOVE_VISIBLE
}
