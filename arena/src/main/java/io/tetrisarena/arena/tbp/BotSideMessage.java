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
    /** {@code play}'s move when the line was in the frontend's own form ({@link #readPlain}), else null. */
    private TbpCodec.TbpMove plainMove;

    private static final String SUGGEST = TbpCodec.suggest();
    private static final String NEW_PIECE = "{\"type\":\"new_piece\",\"piece\":\"";
    private static final String PLAY = "{\"type\":\"play\",\"move\":";

    /** Reads a line; false when it is not a JSON object with a text {@code type}. */
    boolean read(String line) {
        return readPlain(line) || readTokens(line);
    }

    /**
     * Reads a {@code suggest}, {@code new_piece} or {@code play} line written exactly as the arena's frontend
     * writes it ({@link TbpCodec}), without a parser; false for any other line, which {@link #readTokens}
     * then reads with the same outcome.
     */
    boolean readPlain(String line) {
        clear();
        if (line.equals(SUGGEST)) {
            type = "suggest";
            return true;
        }
        int[] at = {0};
        if (TbpCodec.expect(line, at, NEW_PIECE)) {
            String letter = TbpCodec.plainText(line, at);
            if (letter != null && TbpCodec.expect(line, at, "}") && at[0] == line.length()) {
                type = "new_piece";
                piece = letter;
                return true;
            }
            return false;
        }
        if (TbpCodec.expect(line, at, PLAY)) {
            TbpCodec.TbpMove move = TbpCodec.readPlainMove(line, at);
            if (move != null && TbpCodec.expect(line, at, "}") && at[0] == line.length()) {
                type = "play";
                moveIsObject = true;
                plainMove = move;
                return true;
            }
        }
        return false;
    }

    private void clear() {
        type = null;
        piece = null;
        versus = false;
        clearMove(false);
    }

    /** Reads a line from jackson-core's token stream; false when it is not a JSON object with a text {@code type}. */
    boolean readTokens(String line) {
        clear();
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
        plainMove = null;
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
        if (plainMove != null) {
            return plainMove;
        }
        if (!moveIsObject) {
            throw new TbpCodec.MalformedMessageException("a move must be an object");
        }
        return TbpCodec.move(moveType, orientation, x, y, spin, hold);
    }
}
