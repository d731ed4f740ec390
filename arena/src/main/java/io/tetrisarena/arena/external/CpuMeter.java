package io.tetrisarena.arena.external;

/**
 * The CPU time a bot has used, as far as the arena can see it: for a child process, that of its whole
 * process tree ({@link DefaultBotProcess}). A {@link LineChannel} that offers none is timed by the wall clock.
 */
public interface CpuMeter {

    /** CPU time (user + system) the bot has used since it started, in nanoseconds; never decreases. */
    long cpuNanos();

    /**
     * From now on, charges the process tree's CPU time less an allowance for what an idle JVM costs (its
     * safepoint, compiler and collector threads at rest: {@link DefaultBotProcess#IDLE_JVM_NANOS_PER_SECOND}
     * of CPU time per second of wall time, never banked from one reading to the next): called only for the
     * arena's own isolated child. Every thread of the child, the collector's and the compiler's included, is
     * charged beyond it.
     */
    default void allowIdleJvm() {
    }
}
