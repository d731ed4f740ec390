package io.tetrisarena.arena.event;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * A JSON object read strictly: every field asked for must be present with the right type, and
 * {@link #allowOnly} rejects any other field. Every failure is an {@link InputFileException} whose one
 * line names the source and the field.
 */
public final class StrictJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final JsonNode node;
    private final String source;
    private final String path;

    private StrictJson(JsonNode node, String source, String path) {
        this.node = node;
        this.source = source;
        this.path = path;
    }

    /** Parses text that must hold one JSON object. */
    public static StrictJson parse(String text, String source) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new InputFileException(source + ": malformed JSON at line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new InputFileException(source + ": expected a JSON object");
        }
        return new StrictJson(root, source, "");
    }

    /** Fails on the first field that is not in {@code allowed}. */
    public StrictJson allowOnly(Set<String> allowed) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!allowed.contains(field)) {
                throw new InputFileException(source + ": unknown field '" + path + field + "' (allowed: "
                        + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
        }
        return this;
    }

    public boolean has(String field) {
        return node.has(field);
    }

    private JsonNode require(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new InputFileException(source + ": missing field '" + path + field + "'");
        }
        return value;
    }

    private InputFileException wrongType(String field, String expected) {
        return new InputFileException(source + ": field '" + path + field + "' must be " + expected);
    }

    public String text(String field) {
        JsonNode v = require(field);
        if (!v.isTextual()) {
            throw wrongType(field, "a string");
        }
        return v.asText();
    }

    public int integer(String field) {
        JsonNode v = require(field);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw wrongType(field, "an integer");
        }
        return v.asInt();
    }

    public long longValue(String field) {
        JsonNode v = require(field);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw wrongType(field, "an integer");
        }
        return v.asLong();
    }

    public boolean bool(String field) {
        JsonNode v = require(field);
        if (!v.isBoolean()) {
            throw wrongType(field, "true or false");
        }
        return v.asBoolean();
    }

    public StrictJson object(String field) {
        JsonNode v = require(field);
        if (!v.isObject()) {
            throw wrongType(field, "an object");
        }
        return new StrictJson(v, source, path + field + ".");
    }

    public List<Long> longs(String field) {
        JsonNode v = require(field);
        if (!v.isArray()) {
            throw wrongType(field, "an array of integers");
        }
        List<Long> out = new ArrayList<>(v.size());
        for (JsonNode e : v) {
            if (!e.isIntegralNumber() || !e.canConvertToLong()) {
                throw wrongType(field, "an array of 64-bit integers");
            }
            out.add(e.asLong());
        }
        return out;
    }

    public List<String> texts(String field) {
        JsonNode v = require(field);
        if (!v.isArray()) {
            throw wrongType(field, "an array of strings");
        }
        List<String> out = new ArrayList<>(v.size());
        for (JsonNode e : v) {
            if (!e.isTextual()) {
                throw wrongType(field, "an array of strings");
            }
            out.add(e.asText());
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
