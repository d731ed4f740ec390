package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import java.util.function.Consumer;

/**
 * A {@link BotConnection} that runs the bot on the caller's own thread. A call that never returns can give
 * no {@link Reply}, so when the {@link MoveWatchdog} gives up on it, the reply that call would have returned
 * goes to the listener instead, on the watchdog's thread; if the stuck call returns later, it throws
 * {@link AbandonedCallException} and must leave everything as it is.
 */
public interface InlineConnection extends BotConnection {

    /**
     * {@link #decide} without allocating a {@link Reply} for an answer, for the referee's hot loop: the
     * bot's move (null when it returned null), with its charged time in {@link #lastCpuNanos()}; when the
     * bot did not answer, null, and {@link #lastFailure()} says why.
     */
    Move decideMove(Observation observation, long cpuLimitNanos, long wallBackstopNanos);

    /** The time charged to the last call. */
    long lastCpuNanos();

    /**
     * The {@link System#nanoTime()} reading taken as the last call that answered returned (the referee reads
     * its game's wall time from it instead of the clock).
     */
    long lastEndNanos();

    /** Why the last call gave no answer (a THREW or NO_ANSWER reply), or null when it answered. */
    Reply lastFailure();

    /** Who ends the game when a call is abandoned; called at most once, on another thread. */
    void onAbandoned(Consumer<Reply> listener);
}
