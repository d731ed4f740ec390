package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.referee.GameWorkers;
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
    public <O extends GameOrder, R> void execute(List<O> orders, GamePlayer<O, R> local, GameWorkers.Sink<R> sink)
            throws IOException, InterruptedException {
        GameWorkers.<R>run(threadName, threads, orders.size(),
                (i, abandoned) -> local.play(orders.get(i), abandoned),
                sink);
    }

    @Override
    public String describe() {
        return io.tetrisarena.arena.text.Words.count(threads, "thread");
    }
}
