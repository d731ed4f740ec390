package io.tetrisarena.arena.tournament;

import java.util.function.Consumer;

/**
 * Plays one {@link GameOrder} in this JVM, on the calling thread, and returns its record.
 *
 * @param <O> the kind of order it plays
 * @param <R> the kind of record it returns ({@code GameRecord} for a {@link SoloOrder}, {@code VersusRecord}
 *            for a {@link VersusOrder})
 */
@FunctionalInterface
public interface GamePlayer<O extends GameOrder, R> {
    /**
     * Plays the game.
     *
     * @param abandoned receives the record at once when the referee abandons a move stuck in the bot (the
     *                  calling thread may stay stuck; see {@code GameWorkers})
     */
    R play(O order, Consumer<R> abandoned) throws Exception;
}
