package io.tetrisarena.arena.external;

import java.io.IOException;

/**
 * A conversation in lines with one bot, whatever carries it: a child process's standard input and output
 * ({@link DefaultBotProcess}) or a TCP connection ({@link SocketLineChannel}). The Tetris Bot Protocol's
 * frontend ({@link TbpSession}) speaks only through this and, where the channel has one, its
 * {@link CpuMeter}; a channel without a meter is timed by the wall clock.
 *
 * <p>A line longer than the channel's limit, or the end of the bot's output, ends the conversation with an
 * exception. Once {@link #close()} returns, nothing of the conversation is left running on the arena's side.
 */
public interface LineChannel extends AutoCloseable {

    /** The other end is gone (the process exited, the connection closed). */
    final class ExitedException extends IOException {
        private final boolean fromOutside;

        public ExitedException(String message) {
            this(message, false);
        }

        /** @param fromOutside whether the bot's process was killed from outside ({@link #endedFromOutside()}) */
        public ExitedException(String message, boolean fromOutside) {
            super(message);
            this.fromOutside = fromOutside;
        }

        /** Whether the bot's process was killed from outside, not by anything it did. */
        public boolean fromOutside() {
            return fromOutside;
        }
    }

    /** The bot wrote a line over the size limit (the channel is closed). */
    final class LineTooLongException extends IOException {
        public LineTooLongException(String message) {
            super(message);
        }
    }

    /**
     * Says, while a read waits, whether to stop waiting: given the time now ({@link System#nanoTime()}), a
     * reason to give up, or null to wait on. It is asked every few milliseconds, on whatever thread the
     * channel watches its reads from, and only after the read has waited at least that long.
     */
    @FunctionalInterface
    interface Patience {
        String giveUp(long nowNanos);
    }

    /** How often a read that waits asks its {@link Patience}. */
    long PATIENCE_TICK_NANOS = java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(2);

    /** Whether the other end is still there. */
    boolean alive();

    /**
     * Sends one line, or several separated by {@code '\n'}; a newline is added after the last. Everything goes
     * out in one write and one flush, so that a bot waiting for input is woken once for it.
     */
    void writeLine(CharSequence lines) throws IOException;

    /**
     * The next line the bot wrote, waiting at most {@code timeoutNanos}; null when none came in time. A
     * channel that cannot stop a wait otherwise (a process's pipe) ends the conversation then.
     *
     * @throws ExitedException      when the bot's output ended
     * @throws LineTooLongException when the line is over the limit
     */
    String readLine(long timeoutNanos) throws IOException, InterruptedException;

    /**
     * The next line the bot wrote, waiting until {@code patience} gives up; null then, and the conversation
     * may have been ended (a process channel kills the process to stop the read), so it is not used again.
     * This one waits in slices of {@link #PATIENCE_TICK_NANOS}, for a channel whose timed read leaves it
     * open; a channel that wraps another passes this call on.
     *
     * @throws ExitedException      when the bot's output ended
     * @throws LineTooLongException when the line is over the limit
     */
    default String readLine(Patience patience) throws IOException, InterruptedException {
        while (true) {
            String line = readLine(PATIENCE_TICK_NANOS);
            if (line != null) {
                return line;
            }
            if (patience.giveUp(System.nanoTime()) != null) {
                return null;
            }
        }
    }

    /** Whether a line has arrived that was not read yet. */
    boolean hasPendingLine();

    /** How the conversation stands or ended, in a few words: "running", "exited with code 3", ... */
    String status();

    /**
     * Whether the conversation ended for a cause that is not the bot's: its process was killed from outside
     * (by the system, by another process) rather than by anything it did or by the arena judging it.
     */
    default boolean endedFromOutside() {
        return false;
    }

    /**
     * The memory bound of the bot's processes in words ("256 MiB"), or null when none applies: a bot that
     * crashes for want of memory under it is reported as over its bound, whatever it printed as it died.
     */
    default String memoryBound() {
        return null;
    }

    /**
     * What reads the CPU time the bot has used, or null when the channel cannot see it (a bot on another
     * machine): such a bot's moves are timed by the wall clock, from the request sent to the answer read.
     */
    default CpuMeter cpuMeter() {
        return null;
    }

    /** Ends the conversation (and the bot's process, where the channel started one); never throws, safe twice. */
    @Override
    void close();
}
