package io.tetrisarena.arena.referee;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * Times calls into bots that run on the caller's own thread, and ends the ones that never return.
 *
 * <p>The worker times each call with {@link System#nanoTime()} (tens of nanoseconds); the thread's CPU
 * clock costs about as much as a whole move on some machines, so it is read only when needed. A
 * single-threaded bot cannot use more CPU than wall time, so a call whose wall time stays within the CPU
 * limit is within it. For the others the CPU time is {@code cpuNow - cpuAtCheckpoint - (callStart -
 * checkpointWall)}: the checkpoint is a reading of the thread's CPU clock taken at most
 * {@link #CHECKPOINT_NANOS} of wall time before the call started (and at its start when there was none),
 * and subtracting that gap makes the figure a lower bound, exact to within that gap, in the bot's favour.
 *
 * <p>One daemon thread per JVM looks at the calls in flight when the first of them could be over its limit:
 * a call that began at {@code start} can pass its CPU limit at {@code start + limit} at the earliest, and one
 * over it in wall time but not yet in CPU time no sooner than the CPU it has left; a slot between calls
 * cannot have one over its limit sooner than a whole limit from now. So it wakes about once per limit while
 * the calls are short, and ends a call within {@link #MIN_WAIT_NANOS} of it passing its CPU limit or its wall
 * backstop: the watchdog takes it over ({@link Slot#end()} then fails on the stuck thread), hands a
 * {@link Reply.Status#NO_ANSWER} reply to the slot's listener on its own thread, then interrupts the stuck
 * thread.
 */
public final class MoveWatchdog {
    /** The shortest wait between two looks: the most by which a call may pass its limit before it is ended. */
    public static final long MIN_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
    /** The longest wait while a slot has not begun a call yet, or a stopped thread may still be running. */
    public static final long MAX_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(16);
    /** The most wall time a CPU checkpoint may lie before the call it serves. */
    public static final long CHECKPOINT_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    /** How long an abandoned disposable thread may ignore its interrupt before it is stopped. */
    public static final long STOP_GRACE_NANOS = TimeUnit.SECONDS.toNanos(1);

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_CLOCK = THREADS.isThreadCpuTimeSupported() && enableCpuClock();
    private static final Set<Slot> ACTIVE = ConcurrentHashMap.newKeySet();
    private static final Map<DisposableThread, Long> STUCK = new ConcurrentHashMap<>();
    private static volatile Thread watcher;

    private MoveWatchdog() {
    }

    private static boolean enableCpuClock() {
        try {
            if (!THREADS.isThreadCpuTimeEnabled()) {
                THREADS.setThreadCpuTimeEnabled(true);
            }
            return true;
        } catch (UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** A new slot, watched until {@link Slot#close()}. */
    public static Slot open(String name) {
        Slot slot = new Slot(name);
        ACTIVE.add(slot);
        Thread w = watcher;
        if (w == null) {
            w = startWatcher();
        }
        LockSupport.unpark(w);
        return slot;
    }

    private static synchronized Thread startWatcher() {
        if (watcher == null) {
            Thread t = new Thread(MoveWatchdog::watch, "arena-watchdog");
            t.setDaemon(true);
            t.start();
            watcher = t;
        }
        return watcher;
    }

    private static void watch() {
        long wait = MIN_WAIT_NANOS;
        while (true) {
            if (ACTIVE.isEmpty() && STUCK.isEmpty()) {
                LockSupport.park();
            } else {
                LockSupport.parkNanos(wait);
            }
            long now = System.nanoTime();
            // Waking costs the machine a little every time, beside a game that plays a piece in a microsecond:
            // the next look is when the first call could be over its limit, not sooner.
            long next = now + (STUCK.isEmpty() ? Long.MAX_VALUE / 4 : MAX_WAIT_NANOS);
            for (Slot slot : ACTIVE) {
                next = Math.min(next, slot.inspect(now));
            }
            STUCK.forEach((thread, since) -> {
                if (!thread.isAlive()) {
                    STUCK.remove(thread);
                } else if (now - since > STOP_GRACE_NANOS) {
                    STUCK.remove(thread);
                    stop(thread);
                }
            });
            wait = Math.max(MIN_WAIT_NANOS, next - now);
        }
    }

    /**
     * Stops a thread stuck in a bot that ignored its interrupt, so that a bot spinning forever does not
     * keep a core busy for the rest of the run. Only {@link DisposableThread}s are stopped (the referee's
     * own workers, which unwind without touching anything); on JVMs without {@code Thread.stop} the thread
     * is left running.
     */
    @SuppressWarnings({"deprecation", "removal"})
    private static void stop(Thread thread) {
        try {
            thread.stop();
        } catch (UnsupportedOperationException | SecurityException e) {
            // Left running: only process isolation can end it.
        }
    }

    /**
     * A worker thread that the watchdog may stop when a bot leaves it stuck: its code must treat any
     * throwable after its call was abandoned as the end of that call.
     */
    public static final class DisposableThread extends Thread {
        public DisposableThread(Runnable task, String name) {
            super(task, name);
            setDaemon(true);
        }
    }

    private static long cpuOf(Thread thread) {
        return CPU_CLOCK ? THREADS.getThreadCpuTime(thread.getId()) : System.nanoTime();
    }

    private static long cpuOfCurrentThread() {
        return CPU_CLOCK ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /**
     * One line of calls (one game's connection): {@link #begin} and {@link #end} bracket each call on the
     * calling thread. Not for concurrent calls.
     */
    public static final class Slot implements AutoCloseable {
        // state = call number << 2 | phase: a call's number makes the watchdog's take-over of one call
        // fail once that call has ended, even if the next one is already in flight.
        private static final int IDLE = 0;
        private static final int IN_FLIGHT = 1;
        private static final int ABANDONED = 2;
        private static final int PHASE = 3;
        private static final VarHandle STATE;

        static {
            try {
                STATE = MethodHandles.lookup().findVarHandle(Slot.class, "state", int.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        private final String name;
        // Written by the calling thread before the volatile write of state, read by the watchdog after it.
        private Thread thread;
        private long start;
        private long ended;
        private long checkpointWall = Long.MIN_VALUE / 2;
        private long checkpointCpu;
        private long cpuLimit;
        private long backstop;
        private volatile int state;
        private volatile Consumer<Reply> listener;

        private Slot(String name) {
            this.name = name;
        }

        /** Who hears of an abandoned call (on the watchdog's thread); without one the call is only interrupted. */
        public void onAbandoned(Consumer<Reply> whenAbandoned) {
            this.listener = whenAbandoned;
        }

        /**
         * Marks the start of a call on the current thread.
         *
         * @param cpuLimitNanos the CPU limit (0 = none)
         * @param backstopNanos the wall-clock backstop
         */
        public void begin(long cpuLimitNanos, long backstopNanos) {
            long now = System.nanoTime();
            if (now - checkpointWall > CHECKPOINT_NANOS) {
                checkpointWall = now;
                checkpointCpu = cpuOfCurrentThread();
            }
            Thread current = Thread.currentThread();
            if (thread != current) {
                thread = current;
            }
            start = now;
            boolean newLimits = cpuLimitNanos != cpuLimit || backstopNanos != backstop;
            cpuLimit = cpuLimitNanos;
            backstop = backstopNanos;
            state = (state & ~PHASE) + 4 | IN_FLIGHT;
            if (newLimits) {
                // The watchdog's next look was set by the old limits: it looks again with the new ones.
                LockSupport.unpark(watcher);
            }
        }

        /**
         * Marks the end of the call begun last.
         *
         * @return the wall time of the call, or -1 when the watchdog has abandoned it (the caller must then
         *         leave everything as it is)
         */
        public long end() {
            long now = System.nanoTime();
            ended = now;
            long wall = now - start;
            int s = state;
            return (s & PHASE) == IN_FLIGHT && STATE.compareAndSet(this, s, s & ~PHASE) ? wall : -1;
        }

        /**
         * The CPU time of the call that just ended after {@code wall} nanoseconds: the wall time when that is
         * within the CPU limit (the CPU time cannot be more), else the CPU time measured from the checkpoint.
         */
        public long charged(long wall) {
            if (cpuLimit <= 0 || wall <= cpuLimit || !CPU_CLOCK) {
                return wall;
            }
            return Math.max(0, cpuOfCurrentThread() - checkpointCpu - (start - checkpointWall));
        }

        /** The {@link System#nanoTime()} reading at the end of the last call, as {@link #end()} took it. */
        public long endedAt() {
            return ended;
        }

        /**
         * Ends the call in flight if it is over its CPU limit or its backstop at {@code now}.
         *
         * @return when this slot next needs a look: when the call in flight could first be over a limit, or
         *         for a slot between calls a whole limit from now (no call beginning later can be over sooner)
         */
        long inspect(long now) {
            int s = state;
            long limit = cpuLimit;
            long stop = backstop;
            if ((s & PHASE) != IN_FLIGHT) {
                long shortest = limit > 0 ? Math.min(limit, stop) : stop;
                return now + (shortest > 0 ? shortest : MAX_WAIT_NANOS);
            }
            long began = start;
            long wall = now - began;
            long used = 0;
            long next = began + stop;
            String why = null;
            if (limit > 0) {
                if (wall > limit) {
                    used = CPU_CLOCK ? cpuOf(thread) - checkpointCpu - (began - checkpointWall) : wall;
                    if (used > limit) {
                        why = "still thinking after " + millis(used) + " ms of CPU time (limit " + millis(limit) + " ms)";
                    }
                    // CPU time grows no faster than wall time: no sooner over than the CPU it has left.
                    next = Math.min(next, now + (limit - used));
                } else {
                    next = Math.min(next, began + limit);
                }
            }
            if (why == null && wall > stop) {
                why = "no answer within " + millis(stop) + " ms of wall time (the backstop)";
            }
            if (why == null) {
                return next;
            }
            if (!STATE.compareAndSet(this, s, s & ~PHASE | ABANDONED)) {
                return now;
            }
            Consumer<Reply> l = listener;
            if (l != null) {
                try {
                    l.accept(Reply.noAnswer(why, Math.max(0, used)));
                } catch (RuntimeException | Error e) {
                    System.err.println("arena: while ending the stuck game " + name + ": " + e);
                }
            }
            thread.interrupt();
            if (thread instanceof DisposableThread disposable) {
                STUCK.put(disposable, System.nanoTime());
            }
            return now + MAX_WAIT_NANOS;
        }

        /** Whether the watchdog has abandoned a call of this slot. */
        public boolean abandoned() {
            return (state & PHASE) == ABANDONED;
        }

        /** Stops watching this slot. */
        @Override
        public void close() {
            ACTIVE.remove(this);
        }

        private static long millis(long nanos) {
            return TimeUnit.NANOSECONDS.toMillis(nanos);
        }
    }
}
