package io.tetrisarena.arena.external;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads a bot's output into lines on the thread that asks for one, up to a size limit per line; {@code \r\n}
 * ends a line as {@code \n} does. Nothing else reads the stream, so an answer wakes only the thread waiting
 * for it. A read blocks until a whole line is in or the output ends: what stops a wait that lasts too long
 * is {@link ReadWatchdog}, which ends the process. Not for use by two threads at once.
 */
final class DirectLineReader {
    private final InputStream in;
    private final int maxLineBytes;
    private byte[] buffer = new byte[8192];
    /** The bytes read and not yet returned are {@code buffer[start, end)}. */
    private int start;
    private int end;
    /** Where the search for the next newline goes on from (everything before it holds none). */
    private int scanned;
    private boolean ended;

    DirectLineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** A whole line already read from the stream, without reading more; null when none is. */
    String buffered() throws LineChannel.LineTooLongException {
        for (int i = scanned; i < end; i++) {
            if (buffer[i] == '\n') {
                int stop = i > start && buffer[i - 1] == '\r' ? i - 1 : i;
                if (i - start > maxLineBytes) {
                    throw tooLong();
                }
                String line = new String(buffer, start, stop - start, StandardCharsets.UTF_8);
                start = i + 1;
                scanned = start;
                return line;
            }
        }
        scanned = end;
        if (end - start > maxLineBytes) {
            throw tooLong();
        }
        return null;
    }

    /**
     * The next line, waiting for it as long as it takes; null when the output ended first (a line cut off by
     * the end is dropped).
     *
     * @throws LineChannel.LineTooLongException when the line passes the limit (nothing more is read)
     */
    String next() throws IOException {
        while (true) {
            String line = buffered();
            if (line != null) {
                return line;
            }
            if (ended) {
                return null;
            }
            if (start > 0) {
                System.arraycopy(buffer, start, buffer, 0, end - start);
                end -= start;
                scanned -= start;
                start = 0;
            }
            if (end == buffer.length) {
                buffer = Arrays.copyOf(buffer, Math.min(2 * buffer.length, maxLineBytes + 2));
            }
            int n;
            try {
                n = in.read(buffer, end, buffer.length - end);
            } catch (IOException e) {
                // the stream was closed under us: the bot is being ended
                n = -1;
            }
            if (n < 0) {
                ended = true;
                return null;
            }
            end += n;
        }
    }

    /** Whether the bot wrote something that was not read as a line yet. */
    boolean hasPending() {
        if (start < end) {
            return true;
        }
        try {
            return !ended && in.available() > 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether the output has ended. */
    boolean ended() {
        return ended;
    }

    private LineChannel.LineTooLongException tooLong() {
        ended = true;
        start = end;
        return new LineChannel.LineTooLongException("wrote a line longer than " + maxLineBytes + " bytes");
    }
}
