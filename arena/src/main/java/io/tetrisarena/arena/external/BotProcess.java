package io.tetrisarena.arena.external;

/**
 * A bot program running as a child process, spoken to in lines on its standard input and output: a
 * {@link LineChannel} that is its own {@link CpuMeter}. {@link #cpuNanos()} covers the whole process tree
 * (every thread of the program and of the processes it started), so work on helper threads or child
 * processes counts. {@link #kill()} ends the whole tree and reaps what the arena started: no zombies,
 * nothing left behind.
 */
public interface BotProcess extends LineChannel, CpuMeter {

    /** The operating system's id of the program's process. */
    long pid();

    /** Kills the process tree and reaps it; never throws, safe to call twice. */
    void kill();

    @Override
    default CpuMeter cpuMeter() {
        return this;
    }

    @Override
    default void close() {
        kill();
    }
}
