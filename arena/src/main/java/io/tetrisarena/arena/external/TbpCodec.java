package io.tetrisarena.arena.external;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.StrictJson;
import io.tetrisarena.arena.results.BotText;
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.text.JsonTrees;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Tetris Bot Protocol's messages ({@link TbpMessage}) as lines, both ways and for both sides: one JSON
 * object per line, each with a {@code type}, written with jackson-core's generator and read with its streaming
 * parser (no trees). A message of an unknown type reads as {@link TbpMessage.Unknown}, and unknown fields are
 * skipped, as the protocol asks.
 *
 * <p>Piece locations are the protocol's SRS "true rotation" centres; they coincide with the kernel's piece
 * origins ({@link Piece}): for J, L, S, T, Z the cell the piece turns about, for I and O the cell the
 * protocol names for each orientation, which the kernel's cell-turn origin is in every state. So a
 * location is a {@link Placement} with the same piece, rotation, x and y; the canonical form is taken when
 * reading.
 *
 * <p>The arena's extensions (ignored by other frontends and bots): {@code rules.tetris_arena_rules} (the
 * event's rules, as in the events' JSON), {@code start.tetris_arena} ({@code pieces_placed}, {@code lines},
 * {@code score}, {@code back_to_back_chain}: what an in-process bot's observation shows), {@code
 * suggest.tetris_arena_versus} (a versus game's view: incoming garbage, the opponent's board, and the event's
 * {@code attack_table} when it is not the guideline's), {@code move.hold} (whether the move goes through hold,
 * which the protocol otherwise infers from the piece type), {@code suggestion.tetris_arena_error} and
 * {@code error.tetris_arena_detail}.
 *
 * <p>What a bot says is made valid text ({@link BotText}) as it is read; a board is read into the size the
 * reader plays on, and a filled cell off it makes the message malformed.
 */
public final class TbpCodec {
    /** The feature a bot lists in {@code info} to be told of garbage rows instead of restarted. */
    public static final String GARBAGE_FEATURE = "garbage";
    /** The type of a listing child's problem line ({@link TbpMessage.Problem}). */
    public static final String PROBLEM = "tetris_arena_problem";
    /** The type of the arena's word to a listing child: which bot to serve ({@link TbpMessage.Serve}). */
    public static final String SERVE = "tetris_arena_serve";
    /** The name of the rules extension in a {@code rules} message. */
    public static final String RULES_EXTENSION = "tetris_arena_rules";
    /** The name of the state extension in a {@code start} message. */
    public static final String START_EXTENSION = "tetris_arena";
    /** The name of the versus extension of a {@code suggest} message. */
    public static final String VERSUS_EXTENSION = "tetris_arena_versus";
    /** The name of the error extension in a {@code suggestion}: what the bot threw. */
    public static final String ERROR_EXTENSION = "tetris_arena_error";
    /** The reason a bot gives in an {@code error} message for rules it cannot play. */
    public static final String UNSUPPORTED_RULES = "unsupported_rules";
    /** The arena's extension field of {@code error}: a human-readable reason. */
    public static final String ERROR_DETAIL = "tetris_arena_detail";

    private static final JsonFactory JSON = new JsonFactory();
    private static final ThreadLocal<Encoder> ENCODER = ThreadLocal.withInitial(Encoder::new);
    /** Each profile's JSON, written once (profiles come from the events, so there are few). */
    private static final Map<AttackTable, String> TABLES = new ConcurrentHashMap<>();
    /** Each rule set's JSON, written once. */
    private static final Map<Rules, String> RULES = new ConcurrentHashMap<>();
    /** The profiles a bot side has read, by their text (bounded: the frontend may send anything). */
    private static final Map<String, AttackTable> READ_TABLES = new ConcurrentHashMap<>();
    private static final String[] ORIENTATIONS = {"north", "east", "south", "west"};
    private static final String[] SPINS = {"none", "mini", "full"};
    private static final Piece[] PIECES = Piece.values();

    /**
     * The first line of the arena's own isolated child, before any bot code runs in it, and the arena's
     * answer that lets it go on (after noting the JVM's service threads): compared as written.
     */
    public static final String JVM_READY = encode(new TbpMessage.JvmReady());
    public static final String JVM_GO = encode(new TbpMessage.JvmGo());
    /**
     * The arena's listing child ({@code tbp --jar FILE --list-and-wait}): after the {@code info} of each bot
     * of the jar and a {@link TbpMessage.Problem} line for each problem, this line; the child then waits for
     * {@link TbpMessage.Serve} and becomes that bot's first game child.
     */
    public static final String LISTED = encode(new TbpMessage.Listed());

    private TbpCodec() {
    }

    /** A message that is not valid JSON or lacks what its type needs. */
    public static final class MalformedMessageException extends Exception {
        private final String type;

        public MalformedMessageException(String message) {
            this(message, null);
        }

        MalformedMessageException(String message, String type) {
            super(message);
            this.type = type;
        }

        /** The type of the message when the line was a message of a known type with a bad field, else null. */
        public String type() {
            return type;
        }
    }

    // ---- writing ------------------------------------------------------------------------------------

    /** The line of a message (without its line break). */
    public static String encode(TbpMessage message) {
        Encoder e = ENCODER.get();
        e.write(message);
        return e.text.toString();
    }

    /** Appends the line of a message (without its line break) to {@code out}. */
    public static void encode(TbpMessage message, StringBuilder out) {
        Encoder e = ENCODER.get();
        e.write(message);
        out.append(e.text);
    }

    /** A thread's generator, writing into one reused buffer. */
    private static final class Encoder extends Writer {
        final StringBuilder text = new StringBuilder(1024);
        private JsonGenerator g;

        @Override
        public void write(char[] chars, int off, int len) {
            text.append(chars, off, len);
        }

        @Override
        public void write(String s, int off, int len) {
            text.append(s, off, off + len);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        void write(TbpMessage message) {
            text.setLength(0);
            try {
                if (g == null) {
                    g = JSON.createGenerator(this);
                    g.setRootValueSeparator(null);
                }
                writeMessage(g, message);
                g.flush();
            } catch (IOException e) {
                g = null;
                throw new java.io.UncheckedIOException(e); // a StringBuilder does no I/O
            } catch (RuntimeException e) {
                g = null; // a generator left inside an object is not reused
                throw e;
            }
        }
    }

    private static void writeMessage(JsonGenerator g, TbpMessage message) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", message.type());
        if (message instanceof TbpMessage.Rules m) {
            Rules rules = m.rules();
            g.writeStringField("randomizer", rules.randomizer() == RandomizerKind.SEVEN_BAG ? "seven_bag" : "uniform");
            if (m.generalGarbage()) {
                g.writeStringField("garbage", "general");
            }
            g.writeFieldName(RULES_EXTENSION);
            g.writeRawValue(RULES.computeIfAbsent(rules, r -> JsonTrees.write(Events.rulesJson(r))));
            g.writeStringField(RULES_EXTENSION + "_name", rules.name());
        } else if (message instanceof TbpMessage.Start m) {
            writeStart(g, m);
        } else if (message instanceof TbpMessage.Suggest m) {
            if (m.versus() != null) {
                writeVersus(g, m.versus());
            }
        } else if (message instanceof TbpMessage.Play m) {
            g.writeFieldName("move");
            writeMove(g, m.move());
        } else if (message instanceof TbpMessage.NewPiece m) {
            g.writeStringField("piece", m.piece().name());
        } else if (message instanceof TbpMessage.Garbage m) {
            g.writeArrayFieldStart("rows");
            for (int row : m.rows()) {
                writeRow(g, row, m.width());
            }
            g.writeEndArray();
        } else if (message instanceof TbpMessage.Info m) {
            g.writeStringField("name", m.name());
            g.writeStringField("version", m.version());
            g.writeStringField("author", m.author());
            g.writeArrayFieldStart("features");
            for (String f : m.features()) {
                g.writeString(f);
            }
            g.writeEndArray();
            g.writeObjectFieldStart(START_EXTENSION);
            g.writeStringField("id", m.id());
            g.writeStringField("description", m.description());
            g.writeEndObject();
        } else if (message instanceof TbpMessage.Error m) {
            g.writeStringField("reason", m.reason());
            if (m.detail() != null && !m.detail().isBlank()) {
                g.writeStringField(ERROR_DETAIL, m.detail());
            }
        } else if (message instanceof TbpMessage.Suggestion m) {
            writeSuggestion(g, m);
        } else if (message instanceof TbpMessage.Problem m) {
            g.writeStringField("line", m.line());
        } else if (message instanceof TbpMessage.Serve m) {
            g.writeStringField("bot", m.bot());
        }
        // stop, quit, ready, the isolated child's words and unknown messages are their type alone
        g.writeEndObject();
    }

    private static void writeStart(JsonGenerator g, TbpMessage.Start m) throws IOException {
        g.writeFieldName("hold");
        if (m.hold() == null) {
            g.writeNull();
        } else {
            g.writeString(m.hold().name());
        }
        g.writeArrayFieldStart("queue");
        for (Piece p : m.queue()) {
            g.writeString(p.name());
        }
        g.writeEndArray();
        g.writeNumberField("combo", m.combo() + 1);
        g.writeBooleanField("back_to_back", m.backToBack());
        g.writeFieldName("board");
        writeBoard(g, m.board());
        g.writeObjectFieldStart("randomizer");
        if (m.bagState() != null) {
            g.writeStringField("type", "seven_bag");
            g.writeArrayFieldStart("bag_state");
            for (Piece p : PIECES) {
                if (m.bagState().contains(p)) {
                    g.writeString(p.name());
                }
            }
            g.writeEndArray();
        } else {
            g.writeStringField("type", "uniform");
        }
        g.writeEndObject();
        g.writeObjectFieldStart(START_EXTENSION);
        g.writeNumberField("pieces_placed", m.piecesPlaced());
        g.writeNumberField("lines", m.lines());
        g.writeNumberField("score", m.score());
        g.writeNumberField("back_to_back_chain", m.backToBackChain());
        g.writeEndObject();
    }

    private static void writeVersus(JsonGenerator g, VersusView versus) throws IOException {
        g.writeObjectFieldStart(VERSUS_EXTENSION);
        g.writeNumberField("garbage_delay", versus.garbageDelay());
        g.writeArrayFieldStart("incoming");
        for (VersusView.Incoming in : versus.incoming()) {
            g.writeStartObject();
            g.writeNumberField("lines", in.lines());
            g.writeNumberField("turns_left", in.turnsLeft());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName("opponent_board");
        writeBoard(g, versus.opponentBoard());
        if (!versus.attackTable().equals(AttackTable.guideline())) {
            g.writeFieldName("attack_table");
            g.writeRawValue(TABLES.computeIfAbsent(versus.attackTable(), t -> JsonTrees.write(Events.attackTableJson(t))));
        }
        g.writeEndObject();
    }

    private static void writeSuggestion(JsonGenerator g, TbpMessage.Suggestion m) throws IOException {
        g.writeArrayFieldStart("moves");
        for (TbpMove move : m.moves()) {
            writeMove(g, move);
        }
        g.writeEndArray();
        MoveInfo info = m.moveInfo();
        if (info != null) {
            g.writeObjectFieldStart("move_info");
            if (info.nodes() != null) {
                g.writeNumberField("nodes", info.nodes());
            }
            if (info.nps() != null) {
                g.writeNumberField("nps", info.nps());
            }
            if (info.depth() != null) {
                g.writeNumberField("depth", info.depth());
            }
            if (info.extra() != null) {
                g.writeStringField("extra", info.extra());
            }
            g.writeEndObject();
        }
        if (m.error() != null) {
            g.writeStringField(ERROR_EXTENSION, m.error());
        }
    }

    /** A board's rows, bottom first, each cell {@code "G"} or null. */
    private static void writeBoard(JsonGenerator g, Board board) throws IOException {
        g.writeStartArray();
        for (int y = 0; y < board.height(); y++) {
            writeRow(g, board.row(y), board.width());
        }
        g.writeEndArray();
    }

    private static void writeRow(JsonGenerator g, int row, int width) throws IOException {
        g.writeStartArray();
        for (int x = 0; x < width; x++) {
            if ((row >>> x & 1) != 0) {
                g.writeString("G");
            } else {
                g.writeNull();
            }
        }
        g.writeEndArray();
    }

    /** One move object: location, spin, and the hold extension (false when the move does not say). */
    private static void writeMove(JsonGenerator g, TbpMove move) throws IOException {
        Placement p = move.placement();
        g.writeStartObject();
        g.writeObjectFieldStart("location");
        g.writeStringField("type", p.piece().name());
        g.writeStringField("orientation", ORIENTATIONS[p.rotation().ordinal()]);
        g.writeNumberField("x", p.x());
        g.writeNumberField("y", p.y());
        g.writeEndObject();
        g.writeStringField("spin", SPINS[p.spin().ordinal()]);
        g.writeBooleanField("hold", Boolean.TRUE.equals(move.hold()));
        g.writeEndObject();
    }


    // ---- reading ------------------------------------------------------------------------------------

    /**
     * Reads one line, boards into the standard 10x40 field (the frontend reads no boards).
     *
     * @throws MalformedMessageException when the line is not a JSON object with a text {@code type}, or a
     *                                   message of a known type lacks what it needs (its {@code type()} says which)
     */
    public static TbpMessage decode(String line) throws MalformedMessageException {
        return decode(line, 10, 40);
    }

    /**
     * Reads one line as {@link #decode(String)} does, boards into a field {@code width} by {@code height} (the
     * rules the bot side plays).
     */
    public static TbpMessage decode(String line, int width, int height) throws MalformedMessageException {
        TbpMessage typeFirst = parse(line, p -> {
            JsonToken first = p.nextToken();
            if (first != JsonToken.START_OBJECT) {
                if (first != null) {
                    p.skipChildren(); // to tell broken JSON from a value that is not an object
                }
                throw notAMessage(line);
            }
            return p.nextToken() == JsonToken.FIELD_NAME && "type".equals(p.currentName())
                    && p.nextToken() == JsonToken.VALUE_STRING ? body(p, p.getText(), line, width, height) : null;
        });
        if (typeFirst != null) {
            return typeFirst;
        }
        // The type is not the first field: find it, then read the object again from its start.
        String type = parse(line, p -> {
            String found = null;
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                boolean isType = "type".equals(p.currentName());
                JsonToken t = p.nextToken();
                if (isType) {
                    found = t == JsonToken.VALUE_STRING ? p.getText() : null;
                }
                p.skipChildren();
            }
            return found;
        });
        if (type == null) {
            throw notAMessage(line);
        }
        return parse(line, p -> {
            p.nextToken();
            return body(p, type, line, width, height);
        });
    }

    /** A reading of a line from its first token. */
    private interface Reading<T> {
        T read(JsonParser p) throws IOException, MalformedMessageException;
    }

    /** Reads a line with a new parser; a line that is not JSON is malformed. */
    private static <T> T parse(String line, Reading<T> reading) throws MalformedMessageException {
        try (JsonParser p = JSON.createParser(line)) {
            return reading.read(p);
        } catch (JsonProcessingException e) {
            throw new MalformedMessageException("not JSON: " + shorten(line));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a String source does no I/O
        }
    }

    private static MalformedMessageException notAMessage(String line) {
        return new MalformedMessageException("not a message (a JSON object with a \"type\"): " + shorten(line));
    }

    private static String shorten(String line) {
        return line.length() <= 80 ? line : line.substring(0, 80) + "...";
    }

    /**
     * The rest of a message's fields, from inside its object to its end; a message that lacks what it needs is
     * malformed with its type.
     */
    private static TbpMessage body(JsonParser p, String type, String line, int width, int height)
            throws IOException, MalformedMessageException {
        try {
            return fields(p, type, line, width, height);
        } catch (MalformedMessageException e) {
            throw new MalformedMessageException(e.getMessage(), type);
        }
    }

    private static TbpMessage fields(JsonParser p, String type, String line, int width, int height)
            throws IOException, MalformedMessageException {
        return switch (type) {
            case "suggestion" -> readSuggestion(p);
            case "suggest" -> readSuggest(p, line, width, height);
            case "play" -> readPlay(p);
            case "new_piece" -> readNewPiece(p);
            case "start" -> readStart(p, width, height);
            case "rules" -> readRules(p, line);
            case "garbage" -> readGarbage(p, width);
            case "info" -> readInfo(p);
            case "error" -> readError(p);
            case PROBLEM, SERVE -> readLineOrBot(p, type);
            default -> {
                skipRest(p);
                yield switch (type) {
                    case "stop" -> new TbpMessage.Stop();
                    case "quit" -> new TbpMessage.Quit();
                    case "ready" -> new TbpMessage.Ready();
                    case "tetris_arena_jvm_ready" -> new TbpMessage.JvmReady();
                    case "tetris_arena_go" -> new TbpMessage.JvmGo();
                    case "tetris_arena_listed" -> new TbpMessage.Listed();
                    default -> new TbpMessage.Unknown(type);
                };
            }
        };
    }

    /** Whether the value the parser is on is an array (to be read on); any other value is skipped. */
    private static boolean isArray(JsonParser p) throws IOException {
        return p.currentToken() == JsonToken.START_ARRAY || skipped(p);
    }

    /** Whether the value the parser is on is an object (to be read on); any other value is skipped. */
    private static boolean isObject(JsonParser p) throws IOException {
        return p.currentToken() == JsonToken.START_OBJECT || skipped(p);
    }

    private static boolean skipped(JsonParser p) throws IOException {
        p.skipChildren();
        return false;
    }

    /** Skips the fields left in the current object. */
    private static void skipRest(JsonParser p) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            p.nextToken();
            p.skipChildren();
        }
    }

    /** The next field's name, its value's first token read; null at the object's end. */
    private static String field(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.FIELD_NAME) {
            return null;
        }
        String name = p.currentName();
        p.nextToken();
        return name;
    }

    private static TbpMessage.Suggestion readSuggestion(JsonParser p) throws IOException {
        List<TbpMove> moves = new ArrayList<>(1);
        String unreadable = null;
        String error = null;
        MoveInfo info = null;
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case "moves" -> {
                    moves.clear();
                    unreadable = null;
                    if (!isArray(p)) {
                        continue;
                    }
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        try {
                            moves.add(readMove(p));
                        } catch (MalformedMessageException e) {
                            unreadable = unreadable == null ? e.getMessage() : unreadable;
                        }
                    }
                }
                case ERROR_EXTENSION -> error = botText(p);
                case "move_info" -> info = readMoveInfo(p);
                default -> p.skipChildren();
            }
        }
        return new TbpMessage.Suggestion(moves, unreadable, error, info);
    }

    /** TBP's {@code move_info} (tbp-spec text/0003): each field of the wrong type left out; null when none is left. */
    private static MoveInfo readMoveInfo(JsonParser p) throws IOException {
        if (!isObject(p)) {
            return null;
        }
        Long nodes = null;
        Double nps = null;
        Integer depth = null;
        String extra = null;
        String f;
        while ((f = field(p)) != null) {
            JsonToken t = p.currentToken();
            switch (f) {
                case "nodes" -> nodes = t == JsonToken.VALUE_NUMBER_INT
                        && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER
                        ? p.getLongValue() : null;
                case "nps" -> nps = t.isNumeric() && Double.isFinite(p.getDoubleValue()) ? p.getDoubleValue() : null;
                case "depth" -> depth = integer(p);
                case "extra" -> extra = t == JsonToken.VALUE_STRING ? p.getText().replaceAll("\\s*\\R\\s*", " ") : null;
                default -> { }
            }
            p.skipChildren(); // a value of the wrong type, object or array, is passed over whole
        }
        return nodes == null && nps == null && depth == null && extra == null ? null
                : new MoveInfo(nodes, nps, depth, extra);
    }

    private static TbpMessage.Suggest readSuggest(JsonParser p, String line, int width, int height)
            throws IOException, MalformedMessageException {
        VersusView versus = null;
        String f;
        while ((f = field(p)) != null) {
            if (f.equals(VERSUS_EXTENSION) && p.currentToken() == JsonToken.START_OBJECT) {
                versus = readVersus(p, line, width, height);
            } else {
                if (f.equals(VERSUS_EXTENSION)) {
                    versus = null;
                }
                p.skipChildren();
            }
        }
        return new TbpMessage.Suggest(versus);
    }

    private static VersusView readVersus(JsonParser p, String line, int width, int height)
            throws IOException, MalformedMessageException {
        List<VersusView.Incoming> incoming = new ArrayList<>();
        int delay = 0;
        Board opponent = null;
        AttackTable table = AttackTable.guideline();
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case "garbage_delay" -> delay = intValue(p, 0);
                case "incoming" -> {
                    incoming.clear();
                    if (!isArray(p)) {
                        continue;
                    }
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        incoming.add(readIncoming(p));
                    }
                }
                case "opponent_board" -> opponent = readBoard(p, width, height, "the opponent's board is not rows");
                case "attack_table" -> table = readAttackTable(p, line);
                default -> p.skipChildren();
            }
        }
        if (opponent == null) {
            throw new MalformedMessageException("the versus extension has no opponent_board");
        }
        return new VersusView(opponent, incoming, delay, table);
    }

    private static VersusView.Incoming readIncoming(JsonParser p) throws IOException, MalformedMessageException {
        int lines = 0;
        int turnsLeft = 0;
        if (isObject(p)) {
            String f;
            while ((f = field(p)) != null) {
                switch (f) {
                    case "lines" -> lines = intValue(p, 0);
                    case "turns_left" -> turnsLeft = intValue(p, 0);
                    default -> p.skipChildren();
                }
            }
        }
        try {
            return new VersusView.Incoming(lines, turnsLeft);
        } catch (IllegalArgumentException e) {
            throw new MalformedMessageException("a bad incoming garbage batch: " + e.getMessage());
        }
    }

    /**
     * The attack table a versus extension names (null: the guideline's), read through the events' own reader
     * ({@link Events#attackTableOf}) once per text: the frontend sends the same one every move.
     */
    private static AttackTable readAttackTable(JsonParser p, String line)
            throws IOException, MalformedMessageException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return AttackTable.guideline();
        }
        if (t != JsonToken.START_OBJECT) {
            p.skipChildren();
            throw new MalformedMessageException("attack_table is not an object");
        }
        String text = objectText(p, line);
        AttackTable known = READ_TABLES.get(text);
        if (known != null) {
            return known;
        }
        try {
            AttackTable read = Events.attackTableOf(StrictJson.parse(text, "attack_table"));
            if (READ_TABLES.size() < 16) {
                READ_TABLES.put(text, read);
            }
            return read;
        } catch (RuntimeException e) {
            throw new MalformedMessageException("a bad attack_table: " + e.getMessage());
        }
    }

    /**
     * A board's rows (row 0 at the bottom; a cell is filled unless null) as a board of the given size.
     *
     * @param notRows the reason when the value is not an array
     */
    private static Board readBoard(JsonParser p, int width, int height, String notRows)
            throws IOException, MalformedMessageException {
        if (!isArray(p)) {
            throw new MalformedMessageException(notRows);
        }
        Board board = new Board(width, height);
        for (int y = 0; p.nextToken() != JsonToken.END_ARRAY; y++) {
            int row = readRow(p, width, y, height, true);
            if (row != 0) {
                board.setRow(y, row);
            }
        }
        return board;
    }

    /**
     * A row of cells (null: empty; anything else: filled) as a bit mask (bit x = column x); an empty row when the
     * value is not an array. A filled cell off the board (x past {@code width}, or the row past {@code height})
     * makes the message malformed when {@code strict}, else is left out.
     */
    private static int readRow(JsonParser p, int width, int y, int height, boolean strict)
            throws IOException, MalformedMessageException {
        int row = 0;
        if (!isArray(p)) {
            return row;
        }
        for (int x = 0; p.nextToken() != JsonToken.END_ARRAY; x++) {
            if (p.currentToken() == JsonToken.VALUE_NULL) {
                continue;
            }
            p.skipChildren();
            if (x < width && y < height) {
                row |= 1 << x;
            } else if (strict) {
                throw new MalformedMessageException("a filled cell at (" + x + ", " + y + ") is off the "
                        + width + "x" + height + " board");
            }
        }
        return row;
    }

    private static TbpMessage.Play readPlay(JsonParser p) throws IOException, MalformedMessageException {
        TbpMove move = null;
        String bad = "play has no move";
        String f;
        while ((f = field(p)) != null) {
            if (f.equals("move")) {
                try {
                    move = readMove(p);
                    bad = null;
                } catch (MalformedMessageException e) {
                    move = null;
                    bad = e.getMessage();
                }
            } else {
                p.skipChildren();
            }
        }
        if (move == null) {
            throw new MalformedMessageException(bad);
        }
        return new TbpMessage.Play(move);
    }

    private static TbpMessage.NewPiece readNewPiece(JsonParser p) throws IOException, MalformedMessageException {
        Piece piece = null;
        String f;
        while ((f = field(p)) != null) {
            if (f.equals("piece")) {
                piece = piece(p);
            } else {
                p.skipChildren();
            }
        }
        if (piece == null) {
            throw new MalformedMessageException("new_piece names no piece");
        }
        return new TbpMessage.NewPiece(piece);
    }

    private static TbpMessage.Start readStart(JsonParser p, int width, int height)
            throws IOException, MalformedMessageException {
        Board board = null;
        Piece hold = null;
        List<Piece> queue = new ArrayList<>();
        Set<Piece> bag = null;
        int combo = 0;
        boolean backToBack = false;
        int chain = -1;
        int placed = 0;
        int lines = 0;
        long score = 0;
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case "board" -> board = readBoard(p, width, height, "start needs a board");
                case "hold" -> hold = piece(p);
                case "queue" -> {
                    queue.clear();
                    readPieces(p, queue);
                }
                case "combo" -> combo = intValue(p, 0);
                case "back_to_back" -> backToBack = booleanValue(p);
                case "randomizer" -> bag = readBagState(p);
                case START_EXTENSION -> {
                    if (!isObject(p)) {
                        continue;
                    }
                    String g;
                    while ((g = field(p)) != null) {
                        switch (g) {
                            case "pieces_placed" -> placed = intValue(p, 0);
                            case "lines" -> lines = intValue(p, 0);
                            case "score" -> score = longValue(p);
                            case "back_to_back_chain" -> chain = intValue(p, -1);
                            default -> p.skipChildren();
                        }
                    }
                }
                default -> p.skipChildren();
            }
        }
        if (board == null) {
            throw new MalformedMessageException("start needs a board");
        }
        return new TbpMessage.Start(board, hold, queue, bag, combo - 1, backToBack, chain, placed, lines, score);
    }

    /** A {@code randomizer} object's bag state when it is a 7-bag's with one, else null. */
    private static Set<Piece> readBagState(JsonParser p) throws IOException {
        if (!isObject(p)) {
            return null;
        }
        boolean sevenBag = false;
        Set<Piece> bag = null;
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case "type" -> sevenBag = "seven_bag".equals(scalarText(p));
                case "bag_state" -> {
                    List<Piece> pieces = new ArrayList<>(7);
                    readPieces(p, pieces);
                    bag = pieces.isEmpty() ? EnumSet.noneOf(Piece.class) : EnumSet.copyOf(pieces);
                }
                default -> p.skipChildren();
            }
        }
        return sevenBag ? bag : null;
    }

    /** The pieces of an array (entries that are not piece letters skipped). */
    private static void readPieces(JsonParser p, List<Piece> out) throws IOException {
        if (!isArray(p)) {
            return;
        }
        while (p.nextToken() != JsonToken.END_ARRAY) {
            Piece piece = piece(p);
            if (piece != null) {
                out.add(piece);
            }
        }
    }

    /**
     * {@code rules}: the event's rules from the extension (named by {@code tetris_arena_rules_name}, else
     * "tbp"); without the extension (or with one that is not an object) the guideline's with TBP's randomizer.
     *
     * @throws MalformedMessageException when the extension is an object the events' reader refuses
     */
    private static TbpMessage.Rules readRules(JsonParser p, String line) throws IOException, MalformedMessageException {
        String extension = null;
        boolean hasExtension = false;
        String name = "tbp";
        boolean uniform = false;
        boolean general = false;
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case RULES_EXTENSION -> {
                    hasExtension = true;
                    extension = null;
                    if (isObject(p)) {
                        extension = objectText(p, line);
                    }
                }
                case RULES_EXTENSION + "_name" -> {
                    String n = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : null;
                    p.skipChildren();
                    name = n == null ? "tbp" : n;
                }
                case "randomizer" -> uniform = "uniform".equals(textOrNull(p));
                case "garbage" -> general = "general".equals(textOrNull(p));
                default -> p.skipChildren();
            }
        }
        Rules rules;
        try {
            rules = extension != null ? Events.parseRules(extension, name, "the rules message")
                    : Rules.guideline().withName(name);
        } catch (InputFileException | IllegalArgumentException e) {
            throw new MalformedMessageException(e.getMessage());
        }
        if (!hasExtension && uniform) {
            rules = new Rules(rules.name(), rules.width(), rules.height(), rules.visibleHeight(), rules.previewCount(),
                    rules.hold(), rules.movement(), rules.rotation180(), rules.scoring(), RandomizerKind.UNIFORM,
                    rules.topOut(), rules.pieceCap(), rules.garbage(), rules.moveTimeMillis());
        }
        return new TbpMessage.Rules(rules, general);
    }

    private static TbpMessage.Garbage readGarbage(JsonParser p, int width)
            throws IOException, MalformedMessageException {
        List<Integer> rows = new ArrayList<>();
        String f;
        while ((f = field(p)) != null) {
            if (!f.equals("rows")) {
                p.skipChildren();
                continue;
            }
            rows.clear();
            if (!isArray(p)) {
                continue;
            }
            while (p.nextToken() != JsonToken.END_ARRAY) {
                rows.add(readRow(p, width, 0, 1, false));
            }
        }
        return new TbpMessage.Garbage(width, rows);
    }

    private static TbpMessage.Info readInfo(JsonParser p) throws IOException {
        String name = null;
        String version = null;
        String author = null;
        List<String> features = new ArrayList<>(2);
        String id = "";
        String description = "";
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case "name" -> name = botText(p);
                case "version" -> version = botText(p);
                case "author" -> author = botText(p);
                case "features" -> {
                    features.clear();
                    if (!isArray(p)) {
                        continue;
                    }
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        features.add(scalarText(p));
                    }
                }
                case START_EXTENSION -> {
                    if (!isObject(p)) {
                        continue;
                    }
                    String g;
                    while ((g = field(p)) != null) {
                        switch (g) {
                            case "id" -> id = scalarText(p);
                            case "description" -> description = scalarText(p);
                            default -> p.skipChildren();
                        }
                    }
                }
                default -> p.skipChildren();
            }
        }
        return new TbpMessage.Info(name, version, author, features, id, description);
    }

    private static TbpMessage.Error readError(JsonParser p) throws IOException {
        String reason = null;
        String detail = null;
        String f;
        while ((f = field(p)) != null) {
            switch (f) {
                case "reason" -> reason = botText(p);
                case ERROR_DETAIL -> detail = botText(p);
                default -> p.skipChildren();
            }
        }
        return new TbpMessage.Error(reason, detail);
    }

    private static TbpMessage readLineOrBot(JsonParser p, String type) throws IOException {
        String text = null;
        String wanted = type.equals(PROBLEM) ? "line" : "bot";
        String f;
        while ((f = field(p)) != null) {
            if (f.equals(wanted)) {
                text = botText(p);
            } else {
                p.skipChildren();
            }
        }
        return type.equals(PROBLEM) ? new TbpMessage.Problem(text) : new TbpMessage.Serve(text);
    }

    /**
     * One move object (the parser on its first token) into a canonical placement, read as the protocol has it:
     * unknown fields skipped, {@code spin} "none" when absent or null, {@code hold} null unless a boolean.
     *
     * @throws MalformedMessageException naming what is missing or wrong (the move is skipped whole)
     */
    private static TbpMove readMove(JsonParser p) throws IOException, MalformedMessageException {
        if (!isObject(p)) {
            throw new MalformedMessageException("a move must be an object");
        }
        String type = null;
        String orientation = "";
        Integer x = null;
        Integer y = null;
        String spin = "none";
        Boolean hold = null;
        String f;
        while ((f = field(p)) != null) {
            JsonToken t = p.currentToken();
            switch (f) {
                case "location" -> {
                    type = null;
                    orientation = "";
                    x = null;
                    y = null;
                    if (!isObject(p)) {
                        continue;
                    }
                    String g;
                    while ((g = field(p)) != null) {
                        switch (g) {
                            case "type" -> type = textOrNull(p);
                            case "orientation" -> orientation = scalarText(p);
                            case "x" -> x = integer(p);
                            case "y" -> y = integer(p);
                            default -> p.skipChildren();
                        }
                    }
                }
                case "spin" -> spin = t == JsonToken.VALUE_NULL ? "none" : scalarText(p);
                case "hold" -> {
                    hold = t == JsonToken.VALUE_TRUE ? Boolean.TRUE : t == JsonToken.VALUE_FALSE ? Boolean.FALSE : null;
                    p.skipChildren();
                }
                default -> p.skipChildren();
            }
        }
        return move(type, orientation, x, y, spin, hold);
    }

    /**
     * One move from its fields as read, into a canonical placement.
     *
     * @param type        the location's piece letter (null when absent or not text)
     * @param orientation the location's orientation ("" when absent)
     * @param x           the location's x, null when absent or not an integer
     * @param spin        "none", "mini" or "full"
     * @param hold        the arena's hold extension, null when not given
     * @throws MalformedMessageException naming what is missing or wrong
     */
    public static TbpMove move(String type, String orientation, Integer x, Integer y, String spin, Boolean hold)
            throws MalformedMessageException {
        Piece piece = type == null ? null : piece(type);
        if (piece == null) {
            throw new MalformedMessageException("the move's location has no piece type");
        }
        Rotation rotation = null;
        for (int i = 0; i < 4; i++) {
            if (ORIENTATIONS[i].equals(orientation)) {
                rotation = Rotation.ofQuarterTurns(i);
            }
        }
        if (rotation == null) {
            throw new MalformedMessageException("unknown orientation '" + orientation + "'");
        }
        if (x == null || y == null) {
            throw new MalformedMessageException("the move's location needs integer x and y");
        }
        Spin s = switch (spin) {
            case "none" -> Spin.NONE;
            case "mini" -> Spin.MINI;
            case "full" -> Spin.FULL;
            default -> throw new MalformedMessageException("unknown spin '" + spin + "'");
        };
        try {
            return new TbpMove(new Placement(piece, rotation, x, y, s).canonical(), hold);
        } catch (IllegalArgumentException e) {
            throw new MalformedMessageException("the move's location is off any board: " + e.getMessage());
        }
    }

    /** The text of the object the parser is on, as the line has it (the parser moved past it). */
    private static String objectText(JsonParser p, String line) throws IOException {
        int from = (int) p.currentTokenLocation().getCharOffset();
        p.skipChildren();
        return line.substring(from, (int) p.currentLocation().getCharOffset());
    }

    /** A number (or a number's text) as an int, else {@code fallback}; the value is passed over whole. */
    private static int intValue(JsonParser p, int fallback) throws IOException {
        int value = p.getValueAsInt(fallback);
        p.skipChildren();
        return value;
    }

    /** A number (or a number's text) as a long, else 0; the value is passed over whole. */
    private static long longValue(JsonParser p) throws IOException {
        long value = p.getValueAsLong(0);
        p.skipChildren();
        return value;
    }

    /** A boolean (or a number, or "true"), else false; the value is passed over whole. */
    private static boolean booleanValue(JsonParser p) throws IOException {
        boolean value = p.getValueAsBoolean(false);
        p.skipChildren();
        return value;
    }

    /** An integer value that fits an int, else null (the value skipped). */
    private static Integer integer(JsonParser p) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT) {
            return p.getIntValue();
        }
        p.skipChildren();
        return null;
    }

    /** A text value, else null (the value skipped). */
    private static String textOrNull(JsonParser p) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_STRING) {
            return p.getText();
        }
        p.skipChildren();
        return null;
    }

    /** A text value made valid text ({@link BotText}), else null. */
    private static String botText(JsonParser p) throws IOException {
        String text = textOrNull(p);
        return text == null ? null : BotText.of(text);
    }

    /** A scalar's text (a number's digits, "true"); "" for null, an object or an array (skipped). */
    private static String scalarText(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
            p.skipChildren();
            return "";
        }
        return t == JsonToken.VALUE_NULL ? "" : p.getText();
    }

    /** A piece letter value, or null. */
    private static Piece piece(JsonParser p) throws IOException {
        String letter = textOrNull(p);
        return letter == null ? null : piece(letter);
    }

    /** A piece letter ("T"), or null. */
    public static Piece piece(String letter) {
        if (letter.length() != 1) {
            return null;
        }
        char c = letter.charAt(0);
        for (Piece p : PIECES) {
            if (p.name().charAt(0) == c) {
                return p;
            }
        }
        return null;
    }
}
