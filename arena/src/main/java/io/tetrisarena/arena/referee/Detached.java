package io.tetrisarena.arena.referee;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

/**
 * Runs a few calls on a connection from a thread of their own, for one-off callers (such as
 * {@code suggest}) that must get a {@link Reply} even when an inline bot never returns: the watchdog's
 * reply for an abandoned call is returned instead, and the stuck thread is left behind.
 */
public final class Detached {
    private Detached() {
    }

    /** The reply {@code calls} return, or the watchdog's reply for the call it abandoned. */
    public static Reply call(BotConnection connection, Function<BotConnection, Reply> calls) {
        CompletableFuture<Reply> result = new CompletableFuture<>();
        if (connection instanceof InlineConnection inline) {
            inline.onAbandoned(result::complete);
        }
        Thread t = new MoveWatchdog.DisposableThread(() -> {
            try {
                result.complete(calls.apply(connection));
            } catch (Throwable e) {
                // After an abandoned call the watchdog has completed the result; this does nothing then.
                result.completeExceptionally(e);
            }
        }, "detached-call");
        t.start();
        try {
            return result.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }
}
