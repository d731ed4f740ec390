package io.tetrisarena.api.features;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The weights files' JSON: read with jackson-core's streaming parser (strict RFC 8259, duplicate members
 * refused), written by a small writer of the files' own layout. Values map to Java as: object ->
 * {@code LinkedHashMap<String, Object>} (member order kept), array -> {@code List<Object>}, string ->
 * String, number -> Long when written as an integer that fits, else Double, true/false -> Boolean,
 * null -> null. Malformed text fails with "source:line:column: what is wrong".
 */
final class Json {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private Json() {
    }

    /** Parses one JSON value that makes up the whole text. */
    static Object parse(String text, String source) {
        try (JsonParser parser = FACTORY.createParser(text)) {
            if (parser.nextToken() == null) {
                throw error(source, parser.currentLocation(), "unexpected end of input, expected a value");
            }
            Object value = value(parser);
            if (parser.nextToken() != null) {
                throw error(source, parser.currentTokenLocation(), "unexpected text after the end of the JSON value");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw error(source, e.getLocation(), e.getOriginalMessage().lines().findFirst().orElse("malformed JSON"));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // reading a String: cannot happen
        }
    }

    private static IllegalArgumentException error(String source, JsonLocation at, String message) {
        return new IllegalArgumentException(source + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": " + message);
    }

    private static Object value(JsonParser parser) throws IOException {
        switch (parser.currentToken()) {
            case START_OBJECT: {
                Map<String, Object> object = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    object.put(name, value(parser));
                }
                return object;
            }
            case START_ARRAY: {
                List<Object> array = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(value(parser));
                }
                return array;
            }
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
                return parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? (Object) parser.getDoubleValue()
                        : (Object) parser.getLongValue();
            case VALUE_NUMBER_FLOAT:
                return parser.getDoubleValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new IllegalStateException("a value cannot start with " + parser.currentToken());
        }
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
