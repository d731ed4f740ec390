package io.tetrisarena.arena.external;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;

/**
 * Watches the reads of every {@link DefaultBotProcess} that waits on its own thread: one daemon thread per
 * JVM looks at each of them every {@link LineChannel#PATIENCE_TICK_NANOS} while any process is open, and has
 * a read that waited that long ask its patience ({@link DefaultBotProcess#checkPatience(long)}). A quick
 * read costs it nothing: the reader marks itself waiting in a field, and nothing wakes this thread. It also
 * reads every process with resource bounds against them every 100 ms, between moves as during them.
 */
final class ReadWatchdog {
    private static final Set<DefaultBotProcess> OPEN = ConcurrentHashMap.newKeySet();
    private static Thread watcher;

    private ReadWatchdog() {
    }

    /** Watches a process's reads until {@link #forget}. */
    static void watch(DefaultBotProcess process) {
        OPEN.add(process);
        Thread w;
        synchronized (ReadWatchdog.class) {
            if (watcher == null) {
                watcher = new Thread(ReadWatchdog::run, "bot-read-watchdog");
                watcher.setDaemon(true);
                watcher.start();
            }
            w = watcher;
        }
        LockSupport.unpark(w);
    }

    /** Stops watching a process (it was killed). */
    static void forget(DefaultBotProcess process) {
        OPEN.remove(process);
    }

    private static void run() {
        while (true) {
            if (OPEN.isEmpty()) {
                LockSupport.park();
            } else {
                LockSupport.parkNanos(LineChannel.PATIENCE_TICK_NANOS);
            }
            long now = System.nanoTime();
            for (DefaultBotProcess p : OPEN) {
                try {
                    p.checkPatience(now);
                } catch (RuntimeException e) {
                    // one process's trouble must not stop the watch over the others
                }
            }
        }
    }
}
