package io.tetrisarena.arena.results;

/** How a game ended. Only {@link #TOPPED_OUT} and {@link #PIECE_CAP} are normal endings. */
public enum Outcome {
    /** The bot lost under the event's top-out rule (block out, lock out, stack above the visible field). */
    TOPPED_OUT,
    /** The event's piece cap was reached. */
    PIECE_CAP,
    /** The bot answered with a placement that is not legal, the wrong piece, or no answer (null). */
    ILLEGAL_MOVE,
    /** The bot threw while deciding (the stack trace is in the log). */
    EXCEPTION,
    /** The bot used more CPU time than the per-move limit, or never returned. */
    TIMEOUT;

    /** True for the outcomes that count as failures of the bot rather than ordinary game ends. */
    public boolean isFailure() {
        return this == ILLEGAL_MOVE || this == EXCEPTION || this == TIMEOUT;
    }
}
