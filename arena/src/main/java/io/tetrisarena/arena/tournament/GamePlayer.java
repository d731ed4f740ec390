package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.results.GameRecord;
import java.util.function.Consumer;

/** Plays one {@link GameOrder} in this JVM, on the calling thread, and returns its record. */
@FunctionalInterface
public interface GamePlayer {
    /**
     * Plays the game.
     *
     * @param abandoned receives the record at once when the referee abandons a move stuck in the bot (the
     *                  calling thread may stay stuck; see {@code GameWorkers})
     */
    GameRecord play(GameOrder order, Consumer<GameRecord> abandoned) throws Exception;
}
