package io.tetrisarena.arena.external;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes lines to a bot: the text and a final newline go out in one write and one flush. ASCII text (what
 * the arena's messages are) is copied into a buffer kept from one write to the next, so a move's messages
 * cost no allocation; other text is encoded as UTF-8.
 */
final class LineWriter {
    private final OutputStream out;
    private byte[] buffer = new byte[1024];

    LineWriter(OutputStream out) {
        this.out = out;
    }

    synchronized void write(CharSequence lines) throws IOException {
        int n = lines.length();
        if (buffer.length < n + 1) {
            buffer = new byte[Math.max(n + 1, 2 * buffer.length)];
        }
        for (int i = 0; i < n; i++) {
            char c = lines.charAt(i);
            if (c >= 0x80) {
                byte[] bytes = (lines + "\n").getBytes(StandardCharsets.UTF_8);
                out.write(bytes);
                out.flush();
                return;
            }
            buffer[i] = (byte) c;
        }
        buffer[n] = '\n';
        out.write(buffer, 0, n + 1);
        out.flush();
    }

    void close() throws IOException {
        out.close();
    }
}
