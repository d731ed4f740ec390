package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * A piece that a search has already locked on its own copy of a state's board, with full rows cleared:
 * the facts {@link PlayState#lock(LockedPiece, Spin, boolean, LockResult)} needs to apply the rest of the
 * transition to a state whose board the search keeps (a {@code PlacementContext}, for one). The cleared
 * board is asked for only when the next piece's spawn must be judged, so it may be built lazily.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public interface LockedPiece {
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    Piece piece();

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    Rotation rotation();

    /** The origin column of the locked piece. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    int x();

    /** The origin row of the locked piece. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    int y();

    /** The lowest row of the piece's cells, before clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    int pieceBottomRow();

    /** The highest row of the piece's cells, before clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    int pieceTopRow();

    /** The rows the lock made full and cleared. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    int linesCleared();

    /** The stack height (1 + the highest filled row) after clearing. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    int clearedStackHeight();

    /** The board after clearing. Do not change it. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    Board clearedBoard();

    /**
     * The board with the piece locked and full rows not yet cleared, or null when not kept (then an all-spin
     * cannot be told: {@link PlayState#lock(LockedPiece, Spin, boolean, LockResult)} counts none). Do not change it.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    default Board lockedBoard() {
        return null;
    }
}
