package io.tetrisarena.arena.event;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A JSON object read strictly: every field asked for must be present with the right type, and
 * {@link #allowOnly} rejects any other field. Every failure is an {@link InputFileException} whose one
 * line names the source and the field.
 *
 * <p>Well-formed text is read by {@link PlainJsonReader}, so that a command reading an event or a seed set
 * does not pay for starting Jackson's data binding; anything that reader does not vouch for goes to
 * Jackson, whose reading (and error message) stands.
 */
public final class StrictJson {
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
        Object root = PlainJsonReader.read(text);
        if (root == null) {
            root = JacksonFallback.read(text, source);
        }
        if (!(root instanceof Map)) {
            throw new InputFileException(source + ": expected a JSON object");
        }
        return new StrictJson(members(root), source, "");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> members(Object object) {
        return (Map<String, Object>) object;
    }

    /** Jackson's reading, for text {@link PlainJsonReader} does not vouch for; loaded only then. */
    static final class JacksonFallback {
        private static final ObjectMapper MAPPER = new ObjectMapper();

        /** The text's value as plain values (null when there is none), or the one-line malformed-JSON error. */
        static Object read(String text, String source) {
            JsonNode root;
            try {
                root = MAPPER.readTree(text);
            } catch (JsonProcessingException e) {
                throw new InputFileException(source + ": malformed JSON at line " + e.getLocation().getLineNr()
                        + ", column " + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage());
            }
            return root == null || root.isMissingNode() ? null : plain(root);
        }

        private static Object plain(JsonNode n) {
            if (n.isObject()) {
                Map<String, Object> out = new LinkedHashMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    out.put(e.getKey(), plain(e.getValue()));
                }
                return out;
            }
            if (n.isArray()) {
                List<Object> out = new ArrayList<>(n.size());
                for (JsonNode e : n) {
                    out.add(plain(e));
                }
                return out;
            }
            if (n.isTextual()) {
                return n.asText();
            }
            if (n.isBoolean()) {
                return n.asBoolean();
            }
            if (n.isIntegralNumber()) {
                return n.canConvertToLong() ? (Object) n.asLong() : n.bigIntegerValue();
            }
            if (n.isNumber()) {
                return n.asDouble();
            }
            return PlainJsonReader.NULL;
        }
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
        if (value == null || value == PlainJsonReader.NULL) {
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
