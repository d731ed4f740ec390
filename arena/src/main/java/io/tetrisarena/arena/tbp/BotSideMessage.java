package io.tetrisarena.arena.tbp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.tetrisarena.arena.external.TbpCodec;
import java.io.IOException;

/**
 * One frontend message as the bot side reads it, from a stream of tokens without building a tree: its
 * {@code type} and the few fields a move's messages carry ({@code play}'s move, {@code new_piece}'s piece,
 * whether {@code suggest} has the versus extension). The messages that come once a game ({@code rules},
 * {@code start}) or seldom ({@code garbage}, a versus {@code suggest}) are read again whole by their
 * handlers. One instance is reused for every line.
 */
final class BotSideMessage {
    private static final JsonFactory JSON = new JsonFactory();

    String type;
    /** {@code new_piece}: the piece letter, null when absent or not text. */
    String piece;
    /** {@code suggest}: whether it carries the arena's versus extension. */
    boolean versus;
    /** {@code play}: whether the move is an object. */
    boolean moveIsObject;
    String moveType;
    String orientation;
    Integer x;
    Integer y;
    String spin;
    Boolean hold;

    /** Reads a line; false when it is not a JSON object with a text {@code type}. */
    boolean read(String line) {
        type = null;
        piece = null;
        versus = false;
        clearMove(false);
        try (JsonParser p = JSON.createParser(line)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.getCurrentName();
                JsonToken value = p.nextToken();
                switch (field) {
                    case "type" -> type = value == JsonToken.VALUE_STRING ? p.getText() : null;
                    case "piece" -> piece = value == JsonToken.VALUE_STRING ? p.getText() : null;
                    case "move" -> readMove(p, value);
                    case TbpCodec.VERSUS_EXTENSION -> {
                        versus = value == JsonToken.START_OBJECT;
                        p.skipChildren();
                    }
                    default -> p.skipChildren();
                }
            }
            return type != null;
        } catch (IOException e) {
            return false;
        }
    }

    private void clearMove(boolean isObject) {
        moveIsObject = isObject;
        moveType = null;
        orientation = "";
        x = null;
        y = null;
        spin = "none";
        hold = null;
    }

    private void readMove(JsonParser p, JsonToken value) throws IOException {
        clearMove(value == JsonToken.START_OBJECT);
        if (!moveIsObject) {
            p.skipChildren();
            return;
        }
        Integer mx = null;
        Integer my = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.getCurrentName();
            JsonToken t = p.nextToken();
            switch (field) {
                case "location" -> {
                    if (t != JsonToken.START_OBJECT) {
                        p.skipChildren();
                        moveType = null;
                        orientation = "";
                        mx = null;
                        my = null;
                        continue;
                    }
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String f = p.getCurrentName();
                        JsonToken v = p.nextToken();
                        switch (f) {
                            case "type" -> moveType = v == JsonToken.VALUE_STRING ? p.getText() : null;
                            case "orientation" -> orientation = scalarText(p, v);
                            case "x" -> mx = integer(p, v);
                            case "y" -> my = integer(p, v);
                            default -> p.skipChildren();
                        }
                    }
                }
                case "spin" -> spin = t == JsonToken.VALUE_NULL ? "none" : scalarText(p, t);
                case "hold" -> hold = t == JsonToken.VALUE_TRUE ? Boolean.TRUE
                        : t == JsonToken.VALUE_FALSE ? Boolean.FALSE : null;
                default -> p.skipChildren();
            }
        }
        x = mx != null && my != null ? mx : null;
        y = mx != null && my != null ? my : null;
    }

    /** A scalar's text as a tree's {@code asText} gives it; "" for an object or array (skipped). */
    private static String scalarText(JsonParser p, JsonToken t) throws IOException {
        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
            p.skipChildren();
            return "";
        }
        return t == JsonToken.VALUE_NULL ? "" : p.getText();
    }

    /** An integer that fits an int, else null. */
    private static Integer integer(JsonParser p, JsonToken t) throws IOException {
        if (t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT) {
            return p.getIntValue();
        }
        p.skipChildren();
        return null;
    }

    /** {@code play}'s move, read as the frontend reads one. */
    TbpCodec.TbpMove move() throws TbpCodec.MalformedMessageException {
        if (!moveIsObject) {
            throw new TbpCodec.MalformedMessageException("a move must be an object");
        }
        return TbpCodec.move(moveType, orientation, x, y, spin, hold);
    }
}
