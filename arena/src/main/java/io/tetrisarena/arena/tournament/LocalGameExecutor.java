package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.results.GameRecord;
import java.io.IOException;
import java.util.List;

/** Plays every game in this JVM on a fixed number of {@link GameWorkers} threads: the default executor. */
public final class LocalGameExecutor implements GameExecutor {
    private final String threadName;
    private final int threads;

    /** @param threadName the worker threads' name prefix */
    public LocalGameExecutor(String threadName, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threadName = threadName;
        this.threads = threads;
    }

    @Override
    public void execute(List<GameOrder> orders, GamePlayer local, GameWorkers.Sink<GameRecord> sink)
            throws IOException, InterruptedException {
        GameWorkers.<GameRecord>run(threadName, threads, orders.size(),
                (i, abandoned) -> local.play(orders.get(i), abandoned),
                sink);
    }

    @Override
    public String describe() {
        return threads + " threads";
    }
}
