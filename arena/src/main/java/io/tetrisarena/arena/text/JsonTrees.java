package io.tetrisarena.arena.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Iterator;
import java.util.Map;

/**
 * Jackson's tree model ({@code ObjectNode}, {@code ArrayNode} and the value nodes) built, written and read with
 * jackson-core alone. An {@code ObjectMapper} does the same, but its first use costs a command about 0.13 s of
 * CPU (docs/performance.md, "A run without Commons Math or Jackson's data binding"), and a {@code run} needs
 * nothing of it but this.
 *
 * <p>The text is what {@code ObjectMapper} writes and reads with its default settings, byte for byte:
 * {@link #write} is {@code writeValueAsString(tree)}, {@link #write(JsonNode, PrettyPrinter)} is
 * {@code writer(printer).writeValueAsString(tree)}, {@link #read} is {@code readTree(text)} (objects keep a
 * repeated name at its first place with its last value; whole numbers as int, long or big integer nodes by
 * size, the others as double nodes). {@code JsonTreesTest} holds them to that. Never call {@code toString()}
 * on a node where start-up counts: Jackson writes it with an {@code ObjectMapper} of its own.
 */
public final class JsonTrees {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build())
            .build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTrees() {
    }

    /** A new, empty object node. */
    public static ObjectNode object() {
        return NODES.objectNode();
    }

    /** A new, empty array node. */
    public static ArrayNode array() {
        return NODES.arrayNode();
    }

    /** The tree as compact JSON, no white space. */
    public static String write(JsonNode tree) {
        return write(tree, null);
    }

    /** The tree as JSON laid out by {@code printer} (compact when null). */
    public static String write(JsonNode tree, PrettyPrinter printer) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(out)) {
            if (printer != null) {
                generator.setPrettyPrinter(printer);
            }
            writeTo(generator, tree);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does no I/O
        }
        return out.toString();
    }

    /** Writes the tree as the next value of {@code generator}. */
    public static void writeTo(JsonGenerator generator, JsonNode node) throws IOException {
        writeTo(generator, node, null);
    }

    /**
     * A writer of string values that may write one its own way, as the next value of the generator; it
     * must then write exactly what the generator would have.
     */
    @FunctionalInterface
    public interface StringValues {
        /** Writes {@code text} as the next value and returns true, or returns false having written nothing. */
        boolean write(JsonGenerator generator, String text) throws IOException;
    }

    /**
     * {@link #writeTo(JsonGenerator, JsonNode)}, offering each string value to {@code strings} first (none
     * when null).
     */
    public static void writeTo(JsonGenerator generator, JsonNode node, StringValues strings) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                generator.writeStartObject();
                for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    generator.writeFieldName(field.getKey());
                    writeTo(generator, field.getValue(), strings);
                }
                generator.writeEndObject();
            }
            case ARRAY -> {
                generator.writeStartArray();
                for (JsonNode element : node) {
                    writeTo(generator, element, strings);
                }
                generator.writeEndArray();
            }
            case NULL, MISSING -> generator.writeNull();
            case STRING -> {
                if (strings == null || !strings.write(generator, node.textValue())) {
                    node.serialize(generator, null);
                }
            }
            case NUMBER, BOOLEAN -> node.serialize(generator, null); // value nodes need no provider
            default -> throw new IllegalArgumentException("not a plain JSON value: " + node.getNodeType());
        }
    }

    /** A generator of compact JSON text into {@code out}, as {@link #write(JsonNode)} uses. */
    public static JsonGenerator generator(Writer out) throws IOException {
        return FACTORY.createGenerator(out);
    }

    /**
     * Reads the first JSON value of {@code text} into a tree.
     *
     * @throws IOException when the text is not JSON
     */
    public static JsonNode read(String text) throws IOException {
        try (JsonParser parser = FACTORY.createParser(text)) {
            JsonToken first = parser.nextToken();
            return first == null ? NODES.missingNode() : value(parser);
        }
    }

    private static JsonNode value(JsonParser parser) throws IOException {
        switch (parser.currentToken()) {
            case START_OBJECT -> {
                ObjectNode object = NODES.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    object.set(name, value(parser));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = NODES.arrayNode();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(value(parser));
                }
                return array;
            }
            case VALUE_STRING -> {
                return NODES.textNode(parser.getText());
            }
            case VALUE_NUMBER_INT -> {
                return switch (parser.getNumberType()) {
                    case INT -> NODES.numberNode(parser.getIntValue());
                    case LONG -> NODES.numberNode(parser.getLongValue());
                    default -> NODES.numberNode(parser.getBigIntegerValue());
                };
            }
            case VALUE_NUMBER_FLOAT -> {
                return NODES.numberNode(parser.getDoubleValue());
            }
            case VALUE_TRUE -> {
                return NODES.booleanNode(true);
            }
            case VALUE_FALSE -> {
                return NODES.booleanNode(false);
            }
            case VALUE_NULL -> {
                return NODES.nullNode();
            }
            default -> throw new IOException("unexpected " + parser.currentToken() + " at "
                    + parser.currentLocation());
        }
    }
}
