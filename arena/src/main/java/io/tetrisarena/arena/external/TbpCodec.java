package io.tetrisarena.arena.external;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The Tetris Bot Protocol's messages as the arena writes and reads them: one JSON object per line, each
 * with a {@code type}. Unknown message types and unknown fields are ignored, as the protocol asks.
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
 * {@code attack_table} when it is not the guideline's), and {@code move.hold} (whether the move goes
 * through hold, which the protocol otherwise infers from the piece type).
 */
public final class TbpCodec {
    /** The feature a bot lists in {@code info} to be told of garbage rows instead of restarted. */
    public static final String GARBAGE_FEATURE = "garbage";
    /**
     * The first line of the arena's own isolated child, before any bot code runs in it, and the arena's
     * answer that lets it go on (after noting the JVM's service threads).
     */
    public static final String JVM_READY = "{\"type\":\"tetris_arena_jvm_ready\"}";
    public static final String JVM_GO = "{\"type\":\"tetris_arena_go\"}";
    /**
     * The arena's listing child ({@code tbp --jar FILE --list-and-wait}): after the {@code info} of each bot
     * of the jar and a {@link #problem} line for each problem, this line; the child then waits for
     * {@link #serve} and becomes that bot's first game child.
     */
    public static final String LISTED = "{\"type\":\"tetris_arena_listed\"}";
    /** The type of a listing child's problem line ({@link #problem}). */
    public static final String PROBLEM = "tetris_arena_problem";
    /** The type of the arena's word to a listing child: which bot to serve ({@link #serve}). */
    public static final String SERVE = "tetris_arena_serve";
    /** The name of the rules extension in a {@code rules} message. */
    public static final String RULES_EXTENSION = "tetris_arena_rules";
    /** The name of the state extension in a {@code start} message. */
    public static final String START_EXTENSION = "tetris_arena";
    /** The name of the error extension in a {@code suggestion}: what the bot threw. */
    public static final String ERROR_EXTENSION = "tetris_arena_error";
    /** The reason a bot gives in an {@code error} message for rules it cannot play. */
    public static final String UNSUPPORTED_RULES = "unsupported_rules";
    /** The arena's extension field of {@code error}: a human-readable reason. */
    public static final String ERROR_DETAIL = "tetris_arena_detail";

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Each profile's JSON, written once (profiles come from the events, so there are few). */
    private static final java.util.Map<AttackTable, String> TABLES = new java.util.concurrent.ConcurrentHashMap<>();
    /** The profiles a bot side has read, by their text (bounded: the frontend may send anything). */
    private static final java.util.Map<String, AttackTable> READ_TABLES =
            new java.util.concurrent.ConcurrentHashMap<>();
    private static final String[] ORIENTATIONS = {"north", "east", "south", "west"};

    private TbpCodec() {
    }

    /** A message that is not valid JSON or lacks what its type needs. */
    public static final class MalformedMessageException extends Exception {
        public MalformedMessageException(String message) {
            super(message);
        }
    }

    /** One move of the protocol, with the arena's hold extension ({@code hold} null when not given). */
    public record TbpMove(Placement placement, Boolean hold) {
    }

    /** A message read from a line: its type and the whole object. */
    public record Message(String type, JsonNode body) {
    }

    /**
     * Parses one line into a message.
     *
     * @throws MalformedMessageException when the line is not a JSON object with a text {@code type}
     */
    public static Message read(String line) throws MalformedMessageException {
        JsonNode node;
        try {
            node = MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            throw new MalformedMessageException("not JSON: " + shorten(line));
        }
        if (node == null || !node.isObject() || !node.path("type").isTextual()) {
            throw new MalformedMessageException("not a message (a JSON object with a \"type\"): " + shorten(line));
        }
        return new Message(node.get("type").asText(), node);
    }

    private static String shorten(String line) {
        return line.length() <= 80 ? line : line.substring(0, 80) + "...";
    }

    // ---- frontend -> bot ------------------------------------------------------------------------------

    /** {@code rules}: the randomizer, and the event's rules in the arena's extension. */
    public static String rules(Rules rules) {
        return rules(rules, false);
    }

    /**
     * {@code rules} as {@link #rules(Rules)}, with {@code "garbage": "general"} for a bot that listed the
     * {@code garbage} feature (TBP's garbage proposal): it is then told of garbage rows by {@link #garbage}.
     */
    public static String rules(Rules rules, boolean generalGarbage) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("type", "rules");
        root.put("randomizer", rules.randomizer() == RandomizerKind.SEVEN_BAG ? "seven_bag" : "uniform");
        if (generalGarbage) {
            root.put("garbage", "general");
        }
        root.set(RULES_EXTENSION, Events.rulesJson(rules));
        root.put(RULES_EXTENSION + "_name", rules.name());
        return root.toString();
    }

    /**
     * {@code start}: the position the bot plays from.
     *
     * @param queue        the current piece, then the preview
     * @param bagRemaining the pieces the randomizer can deal after the queue (the 7-bag's state)
     * @param combo        the arena's combo counter (-1 = none); the protocol counts consecutive clears
     * @param backToBackChain difficult clears in a row (0: none); the protocol's {@code back_to_back} is
     *                     {@code backToBackChain > 0}, the length goes in the arena's extension
     */
    public static String start(Rules rules, Board board, Piece hold, List<Piece> queue, Set<Piece> bagRemaining,
                               int combo, int backToBackChain, int piecesPlaced, int lines, long score) {
        StringBuilder sb = new StringBuilder(1200 + 8 * board.height() * board.width());
        sb.append("{\"type\":\"start\",\"hold\":");
        sb.append(hold == null ? "null" : "\"" + hold.name() + "\"");
        sb.append(",\"queue\":[");
        for (int i = 0; i < queue.size(); i++) {
            sb.append(i == 0 ? "\"" : ",\"").append(queue.get(i).name()).append('"');
        }
        sb.append("],\"combo\":").append(combo + 1).append(",\"back_to_back\":").append(backToBackChain > 0);
        sb.append(",\"board\":");
        appendBoard(sb, board);
        sb.append(",\"randomizer\":{\"type\":\"");
        if (rules.randomizer() == RandomizerKind.SEVEN_BAG) {
            sb.append("seven_bag\",\"bag_state\":[");
            boolean first = true;
            for (Piece p : Piece.values()) {
                if (bagRemaining.contains(p)) {
                    sb.append(first ? "\"" : ",\"").append(p.name()).append('"');
                    first = false;
                }
            }
            sb.append("]}");
        } else {
            sb.append("uniform\"}");
        }
        sb.append(",\"").append(START_EXTENSION).append("\":{\"pieces_placed\":").append(piecesPlaced)
                .append(",\"lines\":").append(lines).append(",\"score\":").append(score)
                .append(",\"back_to_back_chain\":").append(backToBackChain).append("}}");
        return sb.toString();
    }

    public static String suggest() {
        return "{\"type\":\"suggest\"}";
    }

    /** The name of the versus extension of a {@code suggest} message. */
    public static final String VERSUS_EXTENSION = "tetris_arena_versus";

    /**
     * {@code suggest} in a versus game, with the arena's extension: the garbage on its way (oldest batch first)
     * and the opponent's board as it is now (rows bottom first, like {@code start}'s board).
     */
    public static String suggest(io.tetrisarena.api.VersusView versus) {
        StringBuilder sb = new StringBuilder(1000);
        sb.append("{\"type\":\"suggest\",\"").append(VERSUS_EXTENSION).append("\":{\"garbage_delay\":")
                .append(versus.garbageDelay()).append(",\"incoming\":[");
        for (int i = 0; i < versus.incoming().size(); i++) {
            io.tetrisarena.api.VersusView.Incoming in = versus.incoming().get(i);
            sb.append(i == 0 ? "" : ",").append("{\"lines\":").append(in.lines()).append(",\"turns_left\":")
                    .append(in.turnsLeft()).append('}');
        }
        sb.append("],\"opponent_board\":");
        appendBoard(sb, versus.opponentBoard());
        if (!versus.attackTable().equals(AttackTable.guideline())) {
            sb.append(",\"attack_table\":").append(TABLES.computeIfAbsent(versus.attackTable(),
                    t -> Events.attackTableJson(t).toString()));
        }
        return sb.append("}}").toString();
    }

    /** The versus extension of a {@code suggest} message, or null when it has none. */
    public static io.tetrisarena.api.VersusView versus(JsonNode body, int width, int height)
            throws MalformedMessageException {
        JsonNode v = body.get(VERSUS_EXTENSION);
        if (v == null || !v.isObject()) {
            return null;
        }
        List<io.tetrisarena.api.VersusView.Incoming> incoming = new java.util.ArrayList<>();
        for (JsonNode in : v.path("incoming")) {
            try {
                incoming.add(new io.tetrisarena.api.VersusView.Incoming(in.path("lines").asInt(),
                        in.path("turns_left").asInt()));
            } catch (IllegalArgumentException e) {
                throw new MalformedMessageException("a bad incoming garbage batch: " + e.getMessage());
            }
        }
        return new io.tetrisarena.api.VersusView(board(v.get("opponent_board"), width, height), incoming,
                v.path("garbage_delay").asInt(0), attackTable(v.get("attack_table")));
    }

    /** The attack table a versus extension names: the guideline's when it names none. */
    private static AttackTable attackTable(JsonNode table) throws MalformedMessageException {
        if (table == null || table.isNull()) {
            return AttackTable.guideline();
        }
        if (!table.isObject()) {
            throw new MalformedMessageException("attack_table is not an object");
        }
        String text = table.toString();
        AttackTable known = READ_TABLES.get(text);
        if (known != null) {
            return known;
        }
        try {
            AttackTable read = Events.attackTableOf(io.tetrisarena.arena.event.StrictJson.parse(text, "attack_table"));
            if (READ_TABLES.size() < 16) {
                READ_TABLES.put(text, read);
            }
            return read;
        } catch (RuntimeException e) {
            throw new MalformedMessageException("a bad attack_table: " + e.getMessage());
        }
    }

    private static void appendBoard(StringBuilder sb, Board board) {
        sb.append('[');
        for (int y = 0; y < board.height(); y++) {
            sb.append(y == 0 ? "[" : ",[");
            for (int x = 0; x < board.width(); x++) {
                sb.append(x == 0 ? "" : ",").append(board.isFilled(x, y) ? "\"G\"" : "null");
            }
            sb.append(']');
        }
        sb.append(']');
    }

    /**
     * {@code garbage}: the bottom {@code count} rows of {@code board}, risen under the stack, the highest
     * first (the last becomes the bottom row, as TBP's garbage proposal has it).
     */
    public static String garbage(Board board, int count) {
        StringBuilder sb = new StringBuilder(32 + 8 * count * board.width());
        sb.append("{\"type\":\"garbage\",\"rows\":[");
        for (int y = count - 1; y >= 0; y--) {
            sb.append(y == count - 1 ? "[" : ",[");
            for (int x = 0; x < board.width(); x++) {
                sb.append(x == 0 ? "" : ",").append(board.isFilled(x, y) ? "\"G\"" : "null");
            }
            sb.append(']');
        }
        return sb.append("]}").toString();
    }

    /** {@code play}: the move the frontend played, with the hold extension. */
    public static String play(Placement placement, boolean hold) {
        return "{\"type\":\"play\",\"move\":" + move(placement, hold) + "}";
    }

    /** {@code new_piece}: one more piece at the end of the queue. */
    public static String newPiece(Piece piece) {
        return "{\"type\":\"new_piece\",\"piece\":\"" + piece.name() + "\"}";
    }

    public static String stop() {
        return "{\"type\":\"stop\"}";
    }

    public static String quit() {
        return "{\"type\":\"quit\"}";
    }

    // ---- bot -> frontend ------------------------------------------------------------------------------

    /** {@code info}: the bot's identity and the protocol features it supports. */
    public static String info(BotInfo info) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("type", "info");
        root.put("name", info.name());
        root.put("version", info.version());
        root.put("author", info.author());
        root.putArray("features").add("randomizer").add(GARBAGE_FEATURE);
        ObjectNode arena = root.putObject("tetris_arena");
        arena.put("id", info.id());
        arena.put("description", info.description());
        return root.toString();
    }

    /** A listing child's problem with the jar, one line ({@code source: cause; fix}). */
    public static String problem(String line) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("type", PROBLEM);
        root.put("line", line);
        return root.toString();
    }

    /** The arena's word to a listing child: serve this bot of the jar. */
    public static String serve(String botId) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("type", SERVE);
        root.put("bot", botId);
        return root.toString();
    }

    public static String ready() {
        return "{\"type\":\"ready\"}";
    }

    /** {@code error} with a reason such as {@link #UNSUPPORTED_RULES}. */
    public static String error(String reason) {
        return error(reason, null);
    }

    /**
     * {@code error} with a reason, and the arena's extension {@value #ERROR_DETAIL}: the bot's own words for
     * why (e.g. an {@code Acceptance}'s reason), left out when null.
     */
    public static String error(String reason, String detail) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("type", "error");
        root.put("reason", reason);
        if (detail != null && !detail.isBlank()) {
            root.put(ERROR_DETAIL, detail);
        }
        return root.toString();
    }

    /**
     * {@code suggestion} with moves in order of preference, and the arena's error extension: what the bot
     * threw (null when it did not), which the arena records as the game's exception.
     */
    public static String suggestion(List<TbpMove> moves, String error) {
        return suggestion(moves, error, null);
    }

    /** {@code suggestion} as {@link #suggestion(List, String)}, with TBP's {@code move_info} when not null. */
    public static String suggestion(List<TbpMove> moves, String error, io.tetrisarena.arena.results.MoveInfo info) {
        StringBuilder sb = new StringBuilder(96 * Math.max(1, moves.size()));
        sb.append("{\"type\":\"suggestion\",\"moves\":[");
        for (int i = 0; i < moves.size(); i++) {
            TbpMove m = moves.get(i);
            sb.append(i == 0 ? "" : ",").append(move(m.placement(), Boolean.TRUE.equals(m.hold())));
        }
        sb.append(']');
        if (info != null) {
            sb.append(",\"move_info\":").append(MAPPER.valueToTree(info).toString());
        }
        if (error != null) {
            ObjectNode e = MAPPER.createObjectNode();
            e.put(ERROR_EXTENSION, error);
            String text = e.toString();
            sb.append(',').append(text, 1, text.length() - 1);
        }
        return sb.append('}').toString();
    }

    // ---- parts ----------------------------------------------------------------------------------------

    /** One move object: location, spin, and the hold extension. */
    static String move(Placement p, boolean hold) {
        return "{\"location\":{\"type\":\"" + p.piece().name() + "\",\"orientation\":\""
                + ORIENTATIONS[p.rotation().ordinal()] + "\",\"x\":" + p.x() + ",\"y\":" + p.y() + "},\"spin\":\""
                + p.spin().name().toLowerCase(Locale.ROOT) + "\",\"hold\":" + hold + "}";
    }

    /**
     * Reads one move object into a canonical placement.
     *
     * @throws MalformedMessageException naming what is missing or wrong
     */
    public static TbpMove readMove(JsonNode move) throws MalformedMessageException {
        if (move == null || !move.isObject()) {
            throw new MalformedMessageException("a move must be an object");
        }
        JsonNode location = move.path("location");
        JsonNode x = location.path("x");
        JsonNode y = location.path("y");
        boolean integral = x.canConvertToInt() && y.canConvertToInt() && x.isIntegralNumber() && y.isIntegralNumber();
        JsonNode type = location.path("type");
        JsonNode hold = move.get("hold");
        return move(type.isTextual() ? type.asText() : null, location.path("orientation").asText(""),
                integral ? x.asInt() : null, integral ? y.asInt() : null, move.path("spin").asText("none"),
                hold != null && hold.isBoolean() ? hold.asBoolean() : null);
    }

    /**
     * One move from its fields as read, into a canonical placement: the frontend reads them from a tree, the
     * bot side ({@code arena tbp}) from a stream.
     *
     * @param type        the location's piece letter (null when absent or not text)
     * @param orientation the location's orientation ("" when absent)
     * @param x           the location's x, null when absent or not an integer (then y is null too)
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

    private static final String PLAIN_HEAD = "{\"type\":\"suggestion\",\"moves\":[";

    /**
     * The one move of a suggestion written exactly as {@link #suggestion(List, String)} writes a single move
     * with no error and no {@code move_info} (as the arena's isolated children answer), read without a tree;
     * null for any other line, which is then read as a tree ({@link #read}) with the same outcome.
     */
    public static TbpMove readPlainSuggestion(String line) {
        if (!line.startsWith(PLAIN_HEAD)) {
            return null;
        }
        int[] at = {PLAIN_HEAD.length()};
        TbpMove move = readPlainMove(line, at);
        return move != null && expect(line, at, "]}") && at[0] == line.length() ? move : null;
    }

    /**
     * A move object written exactly as {@link #move(Placement, boolean)} writes it, at {@code at[0]} (then
     * moved past it), read as {@link #readMove} reads it; null when the text there is anything else or the
     * move is malformed, and nothing is moved.
     */
    public static TbpMove readPlainMove(String line, int[] at) {
        int[] cursor = {at[0]};
        if (!expect(line, cursor, "{\"location\":{\"type\":\"")) {
            return null;
        }
        String type = plainText(line, cursor);
        String orientation = expect(line, cursor, ",\"orientation\":\"") ? plainText(line, cursor) : null;
        Integer x = expect(line, cursor, ",\"x\":") ? plainInt(line, cursor) : null;
        Integer y = expect(line, cursor, ",\"y\":") ? plainInt(line, cursor) : null;
        String spin = expect(line, cursor, "},\"spin\":\"") ? plainText(line, cursor) : null;
        if (type == null || orientation == null || x == null || y == null || spin == null
                || !expect(line, cursor, ",\"hold\":")) {
            return null;
        }
        Boolean hold = expect(line, cursor, "true") ? Boolean.TRUE
                : expect(line, cursor, "false") ? Boolean.FALSE : null;
        if (hold == null || !expect(line, cursor, "}")) {
            return null;
        }
        try {
            TbpMove move = move(type, orientation, x, y, spin, hold);
            at[0] = cursor[0];
            return move;
        } catch (MalformedMessageException e) {
            return null;
        }
    }

    /** Whether {@code word} comes at {@code at[0]}; if so, moves past it. */
    public static boolean expect(String line, int[] at, String word) {
        if (!line.startsWith(word, at[0])) {
            return false;
        }
        at[0] += word.length();
        return true;
    }

    /** A string's letters up to its closing quote (past which it moves), or null if any is not a plain letter. */
    public static String plainText(String line, int[] at) {
        int from = at[0];
        int i = from;
        while (i < line.length() && i - from <= 16) {
            char c = line.charAt(i);
            if (c == '"') {
                at[0] = i + 1;
                return i > from ? line.substring(from, i) : null;
            }
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                return null;
            }
            i++;
        }
        return null;
    }

    /** A JSON integer of at most six digits, without a leading zero (moves past it), or null. */
    private static Integer plainInt(String line, int[] at) {
        int i = at[0];
        boolean negative = i < line.length() && line.charAt(i) == '-';
        if (negative) {
            i++;
        }
        int from = i;
        int value = 0;
        while (i < line.length() && i - from < 7 && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
            value = value * 10 + (line.charAt(i) - '0');
            i++;
        }
        int digits = i - from;
        if (digits == 0 || digits > 6 || (digits > 1 && line.charAt(from) == '0') || (negative && value == 0)) {
            return null;
        }
        at[0] = i;
        return negative ? -value : value;
    }

    /** The moves of a {@code suggestion}, each read or null where unreadable; empty when there are none. */
    public static List<Object> suggestionMoves(JsonNode body) {
        List<Object> out = new ArrayList<>();
        for (JsonNode m : body.path("moves")) {
            try {
                out.add(readMove(m));
            } catch (MalformedMessageException e) {
                out.add(e.getMessage());
            }
        }
        return out;
    }

    /** A piece letter node, or null. */
    public static Piece piece(JsonNode node) {
        return node == null || !node.isTextual() ? null : piece(node.asText());
    }

    /** A piece letter ("T"), or null. */
    public static Piece piece(String letter) {
        if (letter.length() != 1) {
            return null;
        }
        char c = letter.charAt(0);
        for (Piece p : Piece.values()) {
            if (p.name().charAt(0) == c) {
                return p;
            }
        }
        return null;
    }

    /** The pieces of an array node (unknown entries skipped). */
    public static List<Piece> pieces(JsonNode array) {
        List<Piece> out = new ArrayList<>();
        for (JsonNode n : array) {
            Piece p = piece(n);
            if (p != null) {
                out.add(p);
            }
        }
        return out;
    }

    /** The filled cells of a {@code start} board (row 0 at the bottom) as a board of the given size. */
    public static Board board(JsonNode rows, int width, int height) throws MalformedMessageException {
        if (!rows.isArray()) {
            throw new MalformedMessageException("start needs a board");
        }
        Board board = new Board(width, height);
        for (int y = 0; y < rows.size(); y++) {
            JsonNode row = rows.get(y);
            for (int x = 0; x < row.size(); x++) {
                if (!row.get(x).isNull()) {
                    if (x >= width || y >= height) {
                        throw new MalformedMessageException("a filled cell at (" + x + ", " + y + ") is off the "
                                + width + "x" + height + " board");
                    }
                    board.fill(x, y);
                }
            }
        }
        return board;
    }

    /** The {@code move_info} of a suggestion (tbp-spec text/0003), or null when it has none or none readable. */
    public static io.tetrisarena.arena.results.MoveInfo moveInfo(JsonNode suggestion) {
        JsonNode info = suggestion.get("move_info");
        if (info == null || !info.isObject()) {
            return null;
        }
        JsonNode nodes = info.get("nodes");
        JsonNode nps = info.get("nps");
        JsonNode depth = info.get("depth");
        JsonNode extra = info.get("extra");
        io.tetrisarena.arena.results.MoveInfo out = new io.tetrisarena.arena.results.MoveInfo(
                nodes != null && nodes.isIntegralNumber() && nodes.canConvertToLong() ? nodes.asLong() : null,
                nps != null && nps.isNumber() && Double.isFinite(nps.asDouble()) ? nps.asDouble() : null,
                depth != null && depth.isIntegralNumber() && depth.canConvertToInt() ? depth.asInt() : null,
                extra != null && extra.isTextual() ? extra.asText().replaceAll("\\s*\\R\\s*", " ") : null);
        return out.nodes() == null && out.nps() == null && out.depth() == null && out.extra() == null ? null : out;
    }

    /** The pieces of a {@code bag_state}, as a set. */
    public static Set<Piece> pieceSet(JsonNode array) {
        Set<Piece> out = EnumSet.noneOf(Piece.class);
        out.addAll(pieces(array));
        return out;
    }

    /** The text of an info or error field, or the fallback. */
    public static String text(JsonNode body, String field, String fallback) {
        JsonNode n = body.get(field);
        return n != null && n.isTextual() ? io.tetrisarena.arena.results.BotText.of(n.asText()) : fallback;
    }
}
