package io.tetrisarena.arena.referee;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bot running in this JVM on its own long-lived daemon thread for the whole game, so its CPU time can
 * be measured ({@link ThreadMXBean} thread CPU time) and a bot that never returns can be left behind: the
 * caller waits at most the wall-clock backstop, checking the bot thread's CPU time as it waits, and on
 * giving up interrupts and abandons the thread.
 */
public final class InProcessConnection implements BotConnection {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = THREADS.isThreadCpuTimeSupported() && enableCpuTime();
    private static final AtomicLong COUNTER = new AtomicLong();

    private final TetrisBot bot;
    private final ExecutorService executor;
    private volatile Thread thread;
    private BotPlayer player;
    private boolean broken;

    public InProcessConnection(TetrisBot bot, String label) {
        this.bot = bot;
        this.executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "bot-" + label + "-" + COUNTER.incrementAndGet());
            t.setDaemon(true);
            thread = t;
            return t;
        });
    }

    private static boolean enableCpuTime() {
        try {
            if (!THREADS.isThreadCpuTimeEnabled()) {
                THREADS.setThreadCpuTimeEnabled(true);
            }
            return true;
        } catch (UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    @Override
    public Reply start(Rules rules, long cpuLimitNanos, long wallBackstopNanos) {
        return call(() -> {
            player = bot.newPlayer(rules);
            if (player == null) {
                throw new IllegalStateException("newPlayer returned null");
            }
            return null;
        }, cpuLimitNanos, wallBackstopNanos);
    }

    @Override
    public Reply decide(Observation observation, long cpuLimitNanos, long wallBackstopNanos) {
        return call(() -> player.decide(observation), cpuLimitNanos, wallBackstopNanos);
    }

    private Reply call(Callable<Move> task, long cpuLimitNanos, long wallBackstopNanos) {
        if (broken) {
            return Reply.noAnswer("the bot did not answer an earlier request", 0);
        }
        long[] cpu = new long[1];
        AtomicLong startedAt = new AtomicLong(-1);
        Future<Move> future = executor.submit(() -> {
            long before = now();
            startedAt.set(before);
            try {
                return task.call();
            } finally {
                cpu[0] = now() - before;
            }
        });
        long wallStart = System.nanoTime();
        long deadline = wallStart + wallBackstopNanos;
        // Wake often enough to notice a bot that has already spent its CPU budget.
        long slice = cpuLimitNanos > 0
                ? Math.max(TimeUnit.MILLISECONDS.toNanos(2), Math.min(cpuLimitNanos / 4, TimeUnit.MILLISECONDS.toNanos(50)))
                : TimeUnit.MILLISECONDS.toNanos(50);
        while (true) {
            long remaining = deadline - System.nanoTime();
            try {
                Move move = future.get(Math.max(0, Math.min(slice, remaining)), TimeUnit.NANOSECONDS);
                return Reply.answered(move, cpu[0]);
            } catch (ExecutionException e) {
                return Reply.threw(e.getCause(), cpu[0]);
            } catch (TimeoutException e) {
                long started = startedAt.get();
                long used = CPU_TIME && started >= 0 ? threadCpu() - started : 0;
                if (cpuLimitNanos > 0 && used > cpuLimitNanos) {
                    abandon(future);
                    return Reply.noAnswer("still thinking after " + millis(used) + " ms of CPU time (limit "
                            + millis(cpuLimitNanos) + " ms)", used);
                }
                if (System.nanoTime() >= deadline) {
                    abandon(future);
                    return Reply.noAnswer("no answer within " + millis(wallBackstopNanos)
                            + " ms of wall time (the backstop)", Math.max(used, 0));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                abandon(future);
                return Reply.noAnswer("the arena was interrupted", 0);
            }
        }
    }

    private void abandon(Future<?> future) {
        broken = true;
        future.cancel(true);
    }

    private static long now() {
        return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private long threadCpu() {
        Thread t = thread;
        return CPU_TIME && t != null ? THREADS.getThreadCpuTime(t.getId()) : -1;
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
