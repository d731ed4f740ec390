package io.tetrisarena.api;

/**
 * One bot playing one game. The arena creates a fresh player per game (so a player may keep state
 * across its game's decisions) and calls it from one thread at a time.
 *
 * <p>{@link #decide} must return one of the observation's legal placements within the observation's
 * time budget, measured as the calling thread's CPU time. Anything else (another placement, null, an
 * exception, running out of time) ends the game with that outcome recorded.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
@FunctionalInterface
public interface BotPlayer {
    /** Chooses the next move. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    Move decide(Observation observation);
}
