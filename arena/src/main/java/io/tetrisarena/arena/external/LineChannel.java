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
        public ExitedException(String message) {
            super(message);
        }
    }

    /** The bot wrote a line over the size limit (the channel is closed). */
    final class LineTooLongException extends IOException {
        public LineTooLongException(String message) {
            super(message);
        }
    }

    /** Whether the other end is still there. */
    boolean alive();

    /**
     * Sends one line, or several separated by {@code '\n'}; a newline is added after the last. Everything goes
     * out in one write and one flush, so that a bot waiting for input is woken once for it.
     */
    void writeLine(CharSequence lines) throws IOException;

    /**
     * The next line the bot wrote, waiting at most {@code timeoutNanos}; null when none came in time.
     *
     * @throws ExitedException      when the bot's output ended
     * @throws LineTooLongException when the line is over the limit
     */
    String readLine(long timeoutNanos) throws IOException, InterruptedException;

    /** Whether a line has arrived that was not read yet. */
    boolean hasPendingLine();

    /** How the conversation stands or ended, in a few words: "running", "exited with code 3", ... */
    String status();

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
