package io.tetrisarena.api;

/**
 * One bot playing one game. The arena creates a fresh player per game (so a player may keep state
 * across its game's decisions) and calls it from one thread at a time.
 *
 * <p>{@link #decide} must return one of the observation's legal placements within the observation's
 * time budget, measured as the calling thread's CPU time. Anything else (another placement, null, an
 * exception, running out of time) ends the game with that outcome recorded.
 */
@Stability(Stability.Level.STABLE)
@FunctionalInterface
public interface BotPlayer {
    /** Chooses the next move. */
    Move decide(Observation observation);
}
