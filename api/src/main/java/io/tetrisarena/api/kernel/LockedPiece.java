package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * A piece that a search has already locked on its own copy of a state's board, with full rows cleared:
 * the facts {@link PlayState#lock(LockedPiece, Spin, boolean, LockResult)} needs to apply the rest of the
 * transition to a state whose board the search keeps (a {@code PlacementContext}, for one). The cleared
 * board is asked for only when the next piece's spawn must be judged, so it may be built lazily.
 */
@Stability(Stability.Level.EXPERIMENTAL)
public interface LockedPiece {
    Piece piece();

    Rotation rotation();

    /** The origin column of the locked piece. */
    int x();

    /** The origin row of the locked piece. */
    int y();

    /** The lowest row of the piece's cells, before clearing. */
    int pieceBottomRow();

    /** The highest row of the piece's cells, before clearing. */
    int pieceTopRow();

    /** The rows the lock made full and cleared. */
    int linesCleared();

    /** The stack height (1 + the highest filled row) after clearing. */
    int clearedStackHeight();

    /** The board after clearing. Do not change it. */
    Board clearedBoard();
}
