package io.tetrisarena.arena.referee;

/**
 * Thrown on a thread whose call into a bot returned after the {@link MoveWatchdog} had given up on it:
 * the game has been ended elsewhere, so the thread must unwind without touching anything.
 */
public final class AbandonedCallException extends RuntimeException {
    public AbandonedCallException(String where) {
        super("the call into " + where + " returned after it was abandoned", null, false, false);
    }
}
