package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/** Why a {@link PlayState}'s game ended, in the order the lock transition judges them. */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public enum EndReason {
    /** {@code PIECE_ABOVE_VISIBLE}: a cell of the piece locked at or above the visible height; nothing cleared. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    PIECE_ABOVE_VISIBLE("piece above the visible field"),
    /** {@code GUIDELINE}: every cell of the piece locked at or above the visible height (after clearing). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    LOCK_OUT("lock out"),
    /** A garbage row pushed a filled cell off the top of the field. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    GARBAGE_OVERFLOW("garbage overflow"),
    /** {@code STACK_ABOVE_VISIBLE}: after clearing, a filled cell is at or above the visible height. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    STACK_ABOVE_VISIBLE("stack above the visible field"),
    /** The rules' piece cap was reached. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    PIECE_CAP("piece cap"),
    /** The next piece cannot spawn (or, judged by the host, has no placement). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    BLOCK_OUT("block out");

    private final String text;

    EndReason(String text) {
        this.text = text;
    }

    /** The reason as the results files and the command line write it, e.g. "lock out". */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public String text() {
        return text;
    }

    /** True for the reasons the locked piece causes by itself (not block out, garbage or the cap). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean byLockedPiece() {
        return this == PIECE_ABOVE_VISIBLE || this == LOCK_OUT || this == STACK_ABOVE_VISIBLE;
    }
}
