package io.tetrisarena.arena.external;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * What each answer of a bot is charged: for a bot with a {@link CpuMeter}, the CPU time it used since the
 * last reading; for one without, the wall time from request to answer.
 *
 * <p>Reading a process tree's CPU clock costs several {@code /proc} reads, more than a quick move itself,
 * so the meter is read at an answer only when the bot could have used more than {@link #unreadNanos(long)} of
 * CPU time since the last reading: the wall time since then, times the processors its threads can run on.
 * An answer within that bound is charged nothing and the next reading charges the CPU time of every move
 * since. So a game's total is exact up to the last reading, a move's figure is within {@code unreadNanos}
 * of its own (the clock itself ticks in 10 ms), and a move over the limit is always seen, since it cannot
 * end within the bound.
 */
final class MoveCharger {
    /** The most CPU time a move may be charged for that other moves used. */
    static final long MAX_UNREAD_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

    private final CpuMeter meter;
    private final int processors;
    private final LongSupplier wallClock;
    private long cpuMark;
    private long wallMark;
    private long readings;

    /**
     * @param meter      the bot's CPU clock, or null for a bot timed by the wall clock
     * @param processors how many processors the bot's threads could run on at once
     * @param wallClock  the wall clock in nanoseconds ({@link System#nanoTime()} but in tests)
     */
    MoveCharger(CpuMeter meter, int processors, LongSupplier wallClock) {
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be positive: " + processors);
        }
        this.meter = meter;
        this.processors = processors;
        this.wallClock = wallClock;
    }

    /** A charger on the real clocks, for a bot that may use every processor of this machine. */
    static MoveCharger of(CpuMeter meter) {
        return new MoveCharger(meter, ProcessTree.onlineProcessors(), System::nanoTime);
    }

    /** How much CPU time a move may go unread for under this limit: a quarter of it, at most 5 ms. */
    static long unreadNanos(long cpuLimitNanos) {
        return cpuLimitNanos > 0 ? Math.min(MAX_UNREAD_NANOS, cpuLimitNanos / 4) : MAX_UNREAD_NANOS;
    }

    /** Reads the meter and starts the next move's clock from now (after the bot answered the rules, say). */
    void mark() {
        cpuMark = meter == null ? 0 : meter.cpuNanos();
        wallMark = wallClock.getAsLong();
    }

    /**
     * The time a move in flight has used so far, read now (a slow move's check against its limit): CPU time
     * since the last reading, or wall time since {@code wallStart}, its request.
     */
    long usedSoFar(long wallStart) {
        return meter == null ? wallClock.getAsLong() - wallStart : meter.cpuNanos() - cpuMark;
    }

    /** What an answer just read is charged (see the class comment); the next move's clock starts with it. */
    long charge(long wallStart, long cpuLimitNanos) {
        long now = wallClock.getAsLong();
        if (meter == null) {
            return now - wallStart;
        }
        if (now - wallMark <= unreadNanos(cpuLimitNanos) / processors) {
            return 0;
        }
        readings++;
        long cpu = meter.cpuNanos();
        long used = cpu - cpuMark;
        cpuMark = cpu;
        wallMark = now;
        return used;
    }

    /** How many answers read the meter; the others were too quick to need it. */
    long readings() {
        return readings;
    }
}
