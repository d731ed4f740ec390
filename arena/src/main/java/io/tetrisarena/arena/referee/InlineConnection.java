package io.tetrisarena.arena.referee;

import java.util.function.Consumer;

/**
 * A {@link BotConnection} that runs the bot on the caller's own thread. A call that never returns can give
 * no {@link Reply}, so when the {@link MoveWatchdog} gives up on it, the reply that call would have returned
 * goes to the listener instead, on the watchdog's thread; if the stuck call returns later, it throws
 * {@link AbandonedCallException} and must leave everything as it is.
 */
public interface InlineConnection extends BotConnection {

    /** Who ends the game when a call is abandoned; called at most once, on another thread. */
    void onAbandoned(Consumer<Reply> listener);
}
