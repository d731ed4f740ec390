package io.tetrisarena.arena.event;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A JSON object read strictly: every field asked for must be present with the right type, and
 * {@link #allowOnly} rejects any other field. Every failure is an {@link InputFileException} whose one
 * line names the source and the field.
 *
 * <p>The text is read by jackson-core's streaming parser into plain values, the ones Jackson's tree model
 * holds for the same text: objects in document order (a repeated name keeps its first place and its last
 * value), integers as {@code Long} (or {@code BigInteger} beyond 64 bits), other numbers as {@code Double}.
 * Only the first value is read; text after it is ignored, as {@code ObjectMapper.readTree} ignores it. The
 * streaming parser alone spares a command that reads an event, a seed set or a descriptor the start-up of
 * Jackson's data binding (about 700 classes).
 */
public final class StrictJson {
    /** The JSON {@code null} in a read object; a missing field and a null one read alike. */
    private static final Object NULL = new Object();
    private static final JsonFactory FACTORY = new JsonFactory();

    private final Map<String, Object> node;
    private final String source;
    private final String path;

    private StrictJson(Map<String, Object> node, String source, String path) {
        this.node = node;
        this.source = source;
        this.path = path;
    }

    /** Parses text that must hold one JSON object. */
    public static StrictJson parse(String text, String source) {
        Object root;
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                root = parser.nextToken() == null ? null : value(parser);
            } catch (JsonProcessingException e) {
                // a broken stream-read limit (nesting, length) carries no location of its own
                JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                throw new InputFileException(source + ": malformed JSON at line " + at.getLineNr() + ", column "
                        + at.getColumnNr() + ": " + e.getOriginalMessage());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a String source does no I/O
        }
        if (!(root instanceof Map)) {
            throw new InputFileException(source + ": expected a JSON object");
        }
        return new StrictJson(members(root), source, "");
    }

    /** The value whose first token the parser is on, as a plain value. */
    private static Object value(JsonParser parser) throws IOException {
        switch (parser.currentToken()) {
            case START_OBJECT: {
                Map<String, Object> members = new LinkedHashMap<>();
                for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
                    parser.nextToken();
                    members.put(name, value(parser));
                }
                return members;
            }
            case START_ARRAY: {
                List<Object> items = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    items.add(value(parser));
                }
                return items;
            }
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
                return parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                        ? parser.getBigIntegerValue() : (Object) parser.getLongValue();
            case VALUE_NUMBER_FLOAT:
                return parser.getDoubleValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return NULL;
            default:
                throw new IllegalStateException("unexpected token " + parser.currentToken());
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> members(Object object) {
        return (Map<String, Object>) object;
    }

    /** Fails on the first field that is not in {@code allowed}. */
    public StrictJson allowOnly(Set<String> allowed) {
        for (String field : node.keySet()) {
            if (!allowed.contains(field)) {
                throw new InputFileException(source + ": unknown field '" + path + field + "' (allowed: "
                        + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
        }
        return this;
    }

    public boolean has(String field) {
        return node.containsKey(field);
    }

    private Object require(String field) {
        Object value = node.get(field);
        if (value == null || value == NULL) {
            throw new InputFileException(source + ": missing field '" + path + field + "'");
        }
        return value;
    }

    private InputFileException wrongType(String field, String expected) {
        return new InputFileException(source + ": field '" + path + field + "' must be " + expected);
    }

    public String text(String field) {
        if (!(require(field) instanceof String v)) {
            throw wrongType(field, "a string");
        }
        return v;
    }

    public int integer(String field) {
        if (!(require(field) instanceof Long v) || v != v.intValue()) {
            throw wrongType(field, "an integer");
        }
        return v.intValue();
    }

    public long longValue(String field) {
        if (!(require(field) instanceof Long v)) {
            throw wrongType(field, "an integer");
        }
        return v;
    }

    /** A number, integer or not. */
    public double number(String field) {
        Object v = require(field);
        if (v instanceof Long n) {
            return n;
        }
        if (!(v instanceof Double d)) {
            throw wrongType(field, "a number");
        }
        return d;
    }

    /** An array of 32-bit integers. */
    public int[] integers(String field) {
        if (!(require(field) instanceof List<?> v)) {
            throw wrongType(field, "an array of integers");
        }
        int[] out = new int[v.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(v.get(i) instanceof Long n) || n != n.intValue()) {
                throw wrongType(field, "an array of integers");
            }
            out[i] = n.intValue();
        }
        return out;
    }

    public boolean bool(String field) {
        if (!(require(field) instanceof Boolean v)) {
            throw wrongType(field, "true or false");
        }
        return v;
    }

    public StrictJson object(String field) {
        Object v = require(field);
        if (!(v instanceof Map)) {
            throw wrongType(field, "an object");
        }
        return new StrictJson(members(v), source, path + field + ".");
    }

    public List<Long> longs(String field) {
        if (!(require(field) instanceof List<?> v)) {
            throw wrongType(field, "an array of integers");
        }
        List<Long> out = new ArrayList<>(v.size());
        for (Object e : v) {
            if (!(e instanceof Long n)) {
                throw wrongType(field, "an array of 64-bit integers");
            }
            out.add(n);
        }
        return out;
    }

    public List<String> texts(String field) {
        if (!(require(field) instanceof List<?> v)) {
            throw wrongType(field, "an array of strings");
        }
        List<String> out = new ArrayList<>(v.size());
        for (Object e : v) {
            if (!(e instanceof String t)) {
                throw wrongType(field, "an array of strings");
            }
            out.add(t);
        }
        return out;
    }

    /** A field's value converted by {@code parser}; an IllegalArgumentException becomes a one-line error. */
    public <T> T convert(String field, java.util.function.Function<String, T> parser) {
        String raw = text(field);
        try {
            return parser.apply(raw);
        } catch (IllegalArgumentException e) {
            throw new InputFileException(source + ": field '" + path + field + "': " + e.getMessage());
        }
    }

    /** Where this object came from, for messages. */
    public String source() {
        return source;
    }
}
