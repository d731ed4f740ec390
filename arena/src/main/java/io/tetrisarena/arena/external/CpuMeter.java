package io.tetrisarena.arena.external;

/**
 * The CPU time a bot has used, as far as the arena can see it: for a child process, that of its whole
 * process tree ({@link DefaultBotProcess}). A {@link LineChannel} that offers none is timed by the wall clock.
 */
public interface CpuMeter {

    /** CPU time (user + system) the bot has used since it started, in nanoseconds; never decreases. */
    long cpuNanos();

    /**
     * From now on, leaves out of {@link #cpuNanos()} the service threads (compiler, collector) of the JVMs the
     * meter watches: called only for the arena's own isolated child, before any bot code runs in it.
     *
     * @return how many threads are left out
     */
    default int excludeJvmServiceThreads() {
        return 0;
    }
}
