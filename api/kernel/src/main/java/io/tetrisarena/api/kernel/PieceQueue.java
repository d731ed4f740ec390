package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * Where a {@link PlayState} deals its pieces from: piece {@code index} of the game (0 = the first piece
 * the state plays), or null when that piece is not known. The host deals from the seed's piece sequence
 * (every piece known; {@link PlayState#ofSeed}); a bot's search deals from what it
 * observed ({@link ObservedQueue}: the current piece, the preview and, past them, the pieces its chance
 * nodes try). A queue answers the same index with the same piece until its owner changes it.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
@FunctionalInterface
public interface PieceQueue {
    /** Piece {@code index}, or null when it is not known. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    Piece piece(int index);
}
