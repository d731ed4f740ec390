package io.tetrisarena.arena.results;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One results line's bytes as a JSON generator writes its text: UTF-8, with every lone surrogate written as
 * U+FFFD, so the bytes are those of {@code BotText.of(text).getBytes(UTF_8)} without the text ever being held
 * as a {@code String}. A plain text ({@link #plainBytes}) can be appended as a quoted JSON string byte for byte,
 * without the generator's escaping, which is what a game's move list (most of a record's bytes) is.
 *
 * <p>For one line on one thread; {@link #flush()} and {@link #close()} do nothing.
 */
final class LineBytes extends Writer {
    private static final int REPLACEMENT = 0xFFFD;

    private byte[] bytes = new byte[1024];
    private int size;
    /** A high surrogate written last, whose low half may come with the next write; 0 when there is none. */
    private char pendingHigh;

    /**
     * The text's characters, one byte each, when it is its own JSON string body: printable ASCII only, no quote
     * and no backslash, so that Jackson would write it unchanged; null when it is not.
     *
     * <p>The text is copied at array speed (a Latin-1 string's own bytes, with {@code '?'} standing for a
     * character beyond Latin-1) and the bytes checked, rather than the string a {@code charAt} at a time: a run
     * checks a few hundred move lists of 100 KB or more, mostly before the JIT has compiled the check, where
     * each {@code charAt} costs several times a byte's read.
     */
    static byte[] plainBytes(String text) {
        byte[] chars = text.getBytes(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < chars.length; i++) {
            byte c = chars[i];
            // A byte beyond ASCII is negative.
            if (c < 0x20 || c == 0x7F || c == '"' || c == '\\' || c == '?' && text.charAt(i) != '?') {
                return null;
            }
        }
        return chars;
    }

    /** Appends {@code "text"}, given as its {@link #plainBytes}. */
    void appendQuotedPlain(byte[] plain) {
        settlePending();
        int n = plain.length;
        room(n + 2);
        byte[] out = bytes;
        int at = size;
        out[at++] = '"';
        System.arraycopy(plain, 0, out, at, n);
        at += n;
        out[at++] = '"';
        size = at;
    }

    @Override
    public void write(char[] chars, int offset, int length) {
        for (int i = offset, end = offset + length; i < end; i++) {
            put(chars[i]);
        }
    }

    @Override
    public void write(String text, int offset, int length) {
        for (int i = offset, end = offset + length; i < end; i++) {
            put(text.charAt(i));
        }
    }

    @Override
    public void write(int c) {
        put((char) c);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }

    /** The line's bytes followed by a newline, in an array of their own. */
    byte[] withNewline() {
        settlePending();
        byte[] line = Arrays.copyOf(bytes, size + 1);
        line[size] = '\n';
        return line;
    }

    private void put(char c) {
        if (pendingHigh != 0) {
            char high = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(c)) {
                putCodePoint(Character.toCodePoint(high, c));
                return;
            }
            putCodePoint(REPLACEMENT);
        }
        if (c < 0x80) {
            room(1);
            bytes[size++] = (byte) c;
        } else if (Character.isHighSurrogate(c)) {
            pendingHigh = c;
        } else {
            putCodePoint(Character.isLowSurrogate(c) ? REPLACEMENT : c);
        }
    }

    /** A high surrogate left at the end of what was written has no low half: it is lone. */
    private void settlePending() {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            putCodePoint(REPLACEMENT);
        }
    }

    private void putCodePoint(int cp) {
        room(4);
        byte[] out = bytes;
        if (cp < 0x80) {
            out[size++] = (byte) cp;
        } else if (cp < 0x800) {
            out[size++] = (byte) (0xC0 | cp >> 6);
            out[size++] = (byte) (0x80 | cp & 0x3F);
        } else if (cp < 0x10000) {
            out[size++] = (byte) (0xE0 | cp >> 12);
            out[size++] = (byte) (0x80 | cp >> 6 & 0x3F);
            out[size++] = (byte) (0x80 | cp & 0x3F);
        } else {
            out[size++] = (byte) (0xF0 | cp >> 18);
            out[size++] = (byte) (0x80 | cp >> 12 & 0x3F);
            out[size++] = (byte) (0x80 | cp >> 6 & 0x3F);
            out[size++] = (byte) (0x80 | cp & 0x3F);
        }
    }

    private void room(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, size + more));
        }
    }
}
