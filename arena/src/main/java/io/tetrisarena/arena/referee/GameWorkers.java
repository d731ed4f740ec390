package io.tetrisarena.arena.referee;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Plays games {@code 0 .. count-1} on a fixed number of worker threads, each taking the next unplayed game,
 * and hands every record to a sink on the thread that called {@link #run}, which has nothing else to do
 * meanwhile: a worker goes on to its next game while the last one's record is written. Games run inline on the workers (see {@link InProcessConnection}); when
 * the {@link MoveWatchdog} abandons a worker stuck in a bot, that game's TIMEOUT record is delivered at once
 * and a fresh worker takes the stuck one's place, so the run finishes with the same number of threads (the
 * watchdog stops the stuck one if it ignores its interrupt for a second).
 * Which thread plays a game never changes its record. Records are of any type {@code R}: a solo
 * {@code GameRecord}, or a versus game's record.
 */
public final class GameWorkers<R> {

    /** Plays game {@code index}; a game whose move is abandoned hands its record to {@code abandoned}. */
    @FunctionalInterface
    public interface Games<R> {
        R play(int index, Consumer<R> abandoned) throws Exception;
    }

    /** Takes finished games, one call per game, all on the thread that called {@link #run}. */
    @FunctionalInterface
    public interface Sink<R> {
        void accept(int index, R record) throws IOException;
    }

    private final String name;
    private final int count;
    private final Games<R> games;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger workers = new AtomicInteger();
    /** One entry per game, as it ends: its record, or none when it was not played or failed in the arena. */
    private final BlockingQueue<Ended<R>> ended = new LinkedBlockingQueue<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    private record Ended<R>(int index, R record, boolean delivered) {
    }

    private GameWorkers(String name, int count, Games<R> games) {
        this.name = name;
        this.count = count;
        this.games = games;
    }

    /**
     * Plays every game and returns when each has reached the sink.
     *
     * @throws IOException           what the sink threw
     * @throws IllegalStateException when the arena itself failed while playing a game
     */
    public static <R> void run(String name, int threads, int count, Games<R> games, Sink<R> sink)
            throws IOException, InterruptedException {
        GameWorkers<R> run = new GameWorkers<>(name, count, games);
        for (int t = 0; t < Math.min(threads, count); t++) {
            run.startWorker();
        }
        for (int left = count; left > 0; left--) {
            Ended<R> game = run.ended.take();
            if (game.delivered()) {
                try {
                    sink.accept(game.index(), game.record());
                } catch (Throwable e) {
                    // The workers take no new game once something failed; the games in flight still reach the sink.
                    run.failure.compareAndSet(null, e);
                }
            }
        }
        Throwable cause = run.failure.get();
        if (cause instanceof IOException io) {
            throw io;
        }
        if (cause != null) {
            throw new IllegalStateException("a game failed inside the arena: " + cause, cause);
        }
    }

    private void startWorker() {
        new MoveWatchdog.DisposableThread(this::work, name + "-" + workers.incrementAndGet()).start();
    }

    private void work() {
        for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
            if (failure.get() != null) {
                ended.add(new Ended<>(i, null, false));
                continue;
            }
            int index = i;
            AtomicBoolean gone = new AtomicBoolean();
            R record;
            try {
                record = games.play(index, abandoned -> {
                    gone.set(true);
                    deliver(index, abandoned);
                    startWorker();
                });
            } catch (Throwable e) {
                if (gone.get() || e instanceof AbandonedCallException) {
                    return; // this thread was left stuck in a bot; its game is delivered, a new worker goes on
                }
                failure.compareAndSet(null, e);
                ended.add(new Ended<>(index, null, false));
                continue;
            }
            deliver(index, record);
        }
    }

    private void deliver(int index, R record) {
        ended.add(new Ended<>(index, record, true));
    }
}
