package io.tetrisarena.arena.external;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reads a bot's output into a queue of lines on a daemon thread of its own, up to a size limit per line, so
 * that a channel can wait for a line with a timeout. A line over the limit stops the reading and calls
 * {@code onTooLong} (which ends the bot); {@code \r\n} ends a line as {@code \n} does.
 */
final class LineReader {
    private static final Object END = new Object();

    private final LinkedBlockingQueue<Object> lines = new LinkedBlockingQueue<>();
    private final int maxLineBytes;
    private final Runnable onTooLong;
    private volatile String failure;
    private volatile boolean ended;

    LineReader(InputStream in, int maxLineBytes, String threadName, Runnable onTooLong) {
        this.maxLineBytes = maxLineBytes;
        this.onTooLong = onTooLong;
        Thread reader = new Thread(() -> read(in), threadName);
        reader.setDaemon(true);
        reader.start();
    }

    private void read(InputStream input) {
        try (InputStream in = input) {
            byte[] chunk = new byte[65536];
            byte[] line = new byte[1024];
            int length = 0;
            int n;
            reading:
            while ((n = in.read(chunk)) >= 0) {
                for (int i = 0; i < n; i++) {
                    byte b = chunk[i];
                    if (b == '\n') {
                        int end = length > 0 && line[length - 1] == '\r' ? length - 1 : length;
                        lines.add(new String(line, 0, end, StandardCharsets.UTF_8));
                        length = 0;
                        continue;
                    }
                    if (length == maxLineBytes) {
                        failure = "wrote a line longer than " + maxLineBytes + " bytes";
                        onTooLong.run();
                        break reading;
                    }
                    if (length == line.length) {
                        line = Arrays.copyOf(line, Math.min(maxLineBytes, 2 * line.length));
                    }
                    line[length++] = b;
                }
            }
        } catch (IOException e) {
            // the stream closed under us: the bot is being ended
        } finally {
            ended = true;
            lines.add(END);
        }
    }

    /**
     * The next line, waiting at most {@code timeoutNanos}; null when none came in time.
     *
     * @throws EOFException when the output ended
     * @throws LineChannel.LineTooLongException when the bot wrote a line over the limit
     */
    String next(long timeoutNanos) throws IOException, InterruptedException {
        Object next = lines.poll(Math.max(0, timeoutNanos), TimeUnit.NANOSECONDS);
        if (next == null) {
            return null;
        }
        if (next == END) {
            lines.add(END);
            if (failure != null) {
                throw new LineChannel.LineTooLongException(failure);
            }
            throw new EOFException();
        }
        return (String) next;
    }

    /** Whether a line has arrived that was not read yet. */
    boolean hasPending() {
        Object head = lines.peek();
        return head != null && head != END;
    }

    /** Why the reading stopped early (a line over the limit), or null. */
    String failure() {
        return failure;
    }

    /** Whether the output has ended (or the reading stopped). */
    boolean ended() {
        return ended;
    }
}
