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
    TIMEOUT,
    /**
     * The game ended for a cause that is not the bot's (its sandbox killed from outside): cut short like a
     * failure, but kept out of the bot's standing, and played again by {@code run --resume}.
     */
    ARENA_FAULT;

    /** True for the outcomes that cut a game short rather than ordinary game ends (an arena fault among them). */
    public boolean isFailure() {
        return this == ILLEGAL_MOVE || this == EXCEPTION || this == TIMEOUT || this == ARENA_FAULT;
    }

    /** Whether a game that ended so counts in the bot's standing: every outcome but {@link #ARENA_FAULT}. */
    public boolean countsForTheBot() {
        return this != ARENA_FAULT;
    }
}
