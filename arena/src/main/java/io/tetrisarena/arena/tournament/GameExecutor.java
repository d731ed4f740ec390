package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.util.List;

/**
 * Where a run's games are played: {@link LocalGameExecutor} (a thread pool in this JVM) or a cluster
 * ({@code io.tetrisarena.arena.cluster}). An executor plays every order exactly once as far as the sink is
 * concerned: each index reaches the sink once, whichever thread or machine played it, and a game's record
 * never depends on where it was played (except its {@code worker} field). Solo and versus games go the same way;
 * one call plays orders of one kind.
 */
public interface GameExecutor extends AutoCloseable {
    /**
     * Plays {@code orders} and hands each record to {@code sink} with its index in the list; returns when every
     * one has reached the sink.
     *
     * @param local how this JVM plays an order (the coordinator's own bots and connectors)
     * @param <O>   the kind of order
     * @param <R>   the kind of record: {@code GameRecord} for solo orders, {@code VersusRecord} for versus orders
     * @throws IOException what the sink threw
     */
    <O extends GameOrder, R> void execute(List<O> orders, GamePlayer<O, R> local, GameWorkers.Sink<R> sink)
            throws IOException, InterruptedException;

    /** The members that played, for the results header; null for a local run. */
    default List<TournamentHeader.WorkerInfo> workers() {
        return null;
    }

    /** One line for the console: where the games are played. */
    String describe();

    @Override
    default void close() {
    }
}
