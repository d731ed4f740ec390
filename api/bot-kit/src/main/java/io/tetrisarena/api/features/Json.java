package io.tetrisarena.api.features;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny JSON reader and writer, so the api needs no JSON library. Values map to Java as: object ->
 * {@code LinkedHashMap<String, Object>} (member order kept), array -> {@code List<Object>}, string ->
 * String, number -> Long when written as an integer that fits, else Double, true/false -> Boolean,
 * null -> null. Malformed text fails with "source:line:column: what was expected".
 */
final class Json {
    private final String text;
    private final String source;
    private int pos;

    private Json(String text, String source) {
        this.text = text;
        this.source = source;
    }

    /** Parses one JSON value that makes up the whole text. */
    static Object parse(String text, String source) {
        Json p = new Json(text, source);
        p.skipSpace();
        Object value = p.value();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected text after the end of the JSON value");
        }
        return value;
    }

    private IllegalArgumentException error(String message) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < pos && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new IllegalArgumentException(source + ":" + line + ":" + column + ": " + message);
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

    private Object value() {
        if (pos >= text.length()) {
            throw error("unexpected end of input, expected a value");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "', expected a value");
        }
    }

    private Object literal(String word, Object result) {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected text, expected '" + word + "'");
        }
        pos += word.length();
        return result;
    }

    private Map<String, Object> object() {
        Map<String, Object> members = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return members;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a member name in double quotes");
            }
            int namePos = pos;
            String name = string();
            if (members.containsKey(name)) {
                pos = namePos;
                throw error("duplicate member \"" + name + "\"");
            }
            skipSpace();
            expect(':');
            skipSpace();
            members.put(name, value());
            skipSpace();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == '}') {
                pos++;
                return members;
            } else {
                throw error("expected ',' or '}' in an object");
            }
        }
    }

    private List<Object> array() {
        List<Object> items = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return items;
        }
        while (true) {
            skipSpace();
            items.add(value());
            skipSpace();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == ']') {
                pos++;
                return items;
            } else {
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private char peek() {
        if (pos >= text.length()) {
            throw error("unexpected end of input");
        }
        return text.charAt(pos);
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private String string() {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                pos--;
                throw error("control character in a string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("incomplete \\u escape");
                    }
                    try {
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("bad \\u escape");
                    }
                    pos += 4;
                }
                default -> {
                    pos--;
                    throw error("bad escape '\\" + e + "'");
                }
            }
        }
    }

    private Object number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        boolean integral = true;
        if (digits() == 0) {
            throw error("expected a digit");
        }
        if (pos < text.length() && text.charAt(pos) == '.') {
            integral = false;
            pos++;
            if (digits() == 0) {
                throw error("expected a digit after '.'");
            }
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            integral = false;
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            if (digits() == 0) {
                throw error("expected a digit in the exponent");
            }
        }
        String literal = text.substring(start, pos);
        if (integral) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException tooBig) {
                return Double.parseDouble(literal);
            }
        }
        return Double.parseDouble(literal);
    }

    private int digits() {
        int n = 0;
        while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            pos++;
            n++;
        }
        return n;
    }

    /**
     * Writes a value: the types {@link #parse} produces, any Number, double/int/long arrays (as arrays),
     * or a Map (keys written as strings).
     */
    static void write(Object value, StringBuilder out, int indent) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            quote(s, out);
        } else if (value instanceof Boolean b) {
            out.append(b);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("JSON cannot hold the number " + d);
            }
            out.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) + ".0" : Double.toString(d));
        } else if (value instanceof Number n) {
            out.append(n);
        } else if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                pad(out, indent + 2);
                quote(String.valueOf(e.getKey()), out);
                out.append(": ");
                write(e.getValue(), out, indent + 2);
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            pad(out, indent);
            out.append('}');
        } else if (value instanceof double[] numbers) {
            write(java.util.Arrays.stream(numbers).boxed().toList(), out, indent);
        } else if (value instanceof int[] numbers) {
            write(java.util.Arrays.stream(numbers).boxed().toList(), out, indent);
        } else if (value instanceof long[] numbers) {
            write(java.util.Arrays.stream(numbers).boxed().toList(), out, indent);
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                write(list.get(i), out, indent);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("JSON cannot hold a " + value.getClass().getName());
        }
    }

    private static void pad(StringBuilder out, int n) {
        for (int i = 0; i < n; i++) {
            out.append(' ');
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
