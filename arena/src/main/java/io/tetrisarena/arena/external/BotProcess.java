package io.tetrisarena.arena.external;

import java.io.IOException;

/**
 * One running bot program, spoken to in lines: the arena writes lines to its standard input and reads
 * lines from its standard output. A line longer than the process's limit, or the end of its output, ends
 * the conversation with an exception. {@link #cpuNanos()} covers the whole process tree (every thread of
 * the program and of the processes it started), so work on helper threads or child processes counts.
 * {@link #kill()} ends the whole tree and reaps what the arena started: no zombies, nothing left behind.
 */
public interface BotProcess extends AutoCloseable {

    /** The process is gone (it exited, or its output ended). */
    final class ExitedException extends IOException {
        public ExitedException(String message) {
            super(message);
        }
    }

    /** The process wrote a line over the size limit. */
    final class LineTooLongException extends IOException {
        public LineTooLongException(String message) {
            super(message);
        }
    }

    /** The operating system's id of the program's process. */
    long pid();

    /** Whether the process is still running. */
    boolean alive();

    /** Writes one line (a newline is added) and flushes it. */
    void writeLine(String line) throws IOException;

    /**
     * The next line of output, waiting at most {@code timeoutNanos}; null when none came in time.
     *
     * @throws ExitedException       when the output ended (the process exited or closed it)
     * @throws LineTooLongException  when the line is over the limit (the process is killed)
     */
    String readLine(long timeoutNanos) throws IOException, InterruptedException;

    /** Whether a line has arrived that was not read yet. */
    boolean hasPendingLine();

    /**
     * From now on, leaves out of {@link #cpuNanos()} the service threads (compiler, collector) of the JVMs
     * in the process tree: called only by the arena's own isolated child, before any bot code runs in it.
     *
     * @return how many threads are left out
     */
    default int excludeJvmServiceThreads() {
        return 0;
    }

    /** CPU time (user + system) the process tree has used since it started, in nanoseconds. */
    long cpuNanos();

    /** How the process ended, e.g. "exited with code 3", or "running". */
    String status();

    /** Kills the process tree and reaps it; never throws, safe to call twice. */
    void kill();

    @Override
    default void close() {
        kill();
    }
}
