package io.tetrisarena.arena.referee;

/**
 * A game ended for a cause that is not the bot's (its process killed from outside): recorded as
 * {@link io.tetrisarena.arena.results.Outcome#ARENA_FAULT}, kept out of the bot's standing and played again by
 * {@code run --resume}.
 */
public final class ArenaFault extends RuntimeException {
    public ArenaFault(String message) {
        super(message, null, false, false);
    }
}
