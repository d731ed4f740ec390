package io.tetrisarena.arena.event;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads well-formed JSON text (RFC 8259) into plain Java values without loading Jackson's data binding,
 * whose start-up (hundreds of classes) costs more than the rest of a short command. Objects become
 * {@link LinkedHashMap}s in document order (a repeated name keeps its first position and its last value),
 * arrays {@link ArrayList}s, strings {@link String}s, {@code true}/{@code false} {@link Boolean}s,
 * integers {@link Long}s (or {@link BigInteger}s beyond 64 bits), other numbers {@link Double}s and
 * {@code null} the marker {@link #NULL}: what Jackson's tree model gives for the same text.
 *
 * <p>It answers only for text it is sure of: anything malformed, nested deeper than {@link #MAX_DEPTH},
 * with a number over {@link #MAX_NUMBER_LENGTH} or a string over {@link #MAX_STRING_LENGTH} characters,
 * or with more than the one top-level value, gives null, and the caller asks Jackson, whose answer (a
 * value or the exact error message) then stands.
 */
final class PlainJsonReader {
    /** The JSON {@code null}. */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };
    static final int MAX_DEPTH = 200;
    static final int MAX_NUMBER_LENGTH = 100;
    static final int MAX_STRING_LENGTH = 1 << 20;

    private final String text;
    private int pos;

    private PlainJsonReader(String text) {
        this.text = text;
    }

    /** The one value the text holds, or null when the text is not plainly well-formed JSON (see above). */
    static Object read(String text) {
        PlainJsonReader reader = new PlainJsonReader(text);
        try {
            reader.skipSpace();
            Object value = reader.value(0);
            reader.skipSpace();
            return reader.pos == text.length() ? value : null;
        } catch (NotPlain e) {
            return null;
        }
    }

    /** Thrown inside the reader when the text is not plain JSON; carries no stack trace. */
    private static final class NotPlain extends Exception {
        private static final NotPlain INSTANCE = new NotPlain();

        private NotPlain() {
            super(null, null, false, false);
        }
    }

    private Object value(int depth) throws NotPlain {
        if (pos >= text.length() || depth > MAX_DEPTH) {
            throw NotPlain.INSTANCE;
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object(depth + 1);
            case '[':
                return array(depth + 1);
            case '"':
                return string();
            case 't':
                literal("true");
                return Boolean.TRUE;
            case 'f':
                literal("false");
                return Boolean.FALSE;
            case 'n':
                literal("null");
                return NULL;
            default:
                return number();
        }
    }

    private Map<String, Object> object(int depth) throws NotPlain {
        pos++;
        Map<String, Object> members = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            pos++;
            return members;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw NotPlain.INSTANCE;
            }
            String name = string();
            skipSpace();
            expect(':');
            skipSpace();
            members.put(name, value(depth));
            skipSpace();
            char c = next();
            if (c == '}') {
                return members;
            }
            if (c != ',') {
                throw NotPlain.INSTANCE;
            }
        }
    }

    private List<Object> array(int depth) throws NotPlain {
        pos++;
        List<Object> items = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            pos++;
            return items;
        }
        while (true) {
            skipSpace();
            items.add(value(depth));
            skipSpace();
            char c = next();
            if (c == ']') {
                return items;
            }
            if (c != ',') {
                throw NotPlain.INSTANCE;
            }
        }
    }

    private String string() throws NotPlain {
        pos++;
        int start = pos;
        StringBuilder escaped = null;
        while (true) {
            char c = next();
            if (c == '"') {
                if (pos - start > MAX_STRING_LENGTH) {
                    throw NotPlain.INSTANCE;
                }
                return escaped == null ? text.substring(start, pos - 1) : escaped.toString();
            }
            if (c < 0x20) {
                throw NotPlain.INSTANCE;
            }
            if (c == '\\') {
                if (escaped == null) {
                    escaped = new StringBuilder(text.length() - start).append(text, start, pos - 1);
                }
                escaped.append(escape());
            } else if (escaped != null) {
                escaped.append(c);
            }
        }
    }

    private char escape() throws NotPlain {
        char c = next();
        switch (c) {
            case '"':
            case '\\':
            case '/':
                return c;
            case 'b':
                return '\b';
            case 'f':
                return '\f';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'u':
                int code = 0;
                for (int i = 0; i < 4; i++) {
                    int digit = Character.digit(next(), 16);
                    if (digit < 0) {
                        throw NotPlain.INSTANCE;
                    }
                    code = code << 4 | digit;
                }
                return (char) code;
            default:
                throw NotPlain.INSTANCE;
        }
    }

    private Object number() throws NotPlain {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek()) && peek() != '0') {
            digits();
        } else {
            throw NotPlain.INSTANCE;
        }
        boolean integral = true;
        if (peek() == '.') {
            pos++;
            integral = false;
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            integral = false;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            digits();
        }
        if (pos - start > MAX_NUMBER_LENGTH) {
            throw NotPlain.INSTANCE;
        }
        String token = text.substring(start, pos);
        if (!integral) {
            return Double.parseDouble(token);
        }
        BigInteger big = new BigInteger(token);
        return big.bitLength() < Long.SIZE ? (Object) big.longValue() : big;
    }

    private void digits() throws NotPlain {
        if (!isDigit(peek())) {
            throw NotPlain.INSTANCE;
        }
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void literal(String word) throws NotPlain {
        if (!text.startsWith(word, pos)) {
            throw NotPlain.INSTANCE;
        }
        pos += word.length();
    }

    private void expect(char c) throws NotPlain {
        if (next() != c) {
            throw NotPlain.INSTANCE;
        }
    }

    /** The character at the position, or 0 past the end (never valid where it is read). */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private char next() throws NotPlain {
        if (pos >= text.length()) {
            throw NotPlain.INSTANCE;
        }
        return text.charAt(pos++);
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }
}
