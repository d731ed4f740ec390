package io.tetrisarena.arena.tbp;

import com.fasterxml.jackson.databind.JsonNode;
import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.StrictJson;
import io.tetrisarena.arena.external.TbpCodec;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Serves one arena bot as a Tetris Bot Protocol bot: reads frontend messages from a reader, writes bot
 * messages to a stream, one JSON object per line. It keeps the game's position itself ({@code start},
 * then {@code play} and {@code new_piece}) and builds for each {@code suggest} the same
 * {@link Observation} the arena would show in-process (garbage rows raised by {@code garbage} messages): the legal placements from the kernel, the preview
 * limited to the rules' preview count, the 7-bag's state from the randomizer extension. The rules come
 * from the arena's rules extension when present, else guideline rules with the given randomizer.
 * Failures of the bot (an exception, no move) are answered with an empty suggestion, which forfeits.
 * Each suggestion carries TBP's {@code move_info}: {@code nodes}, the placements the bot was offered (the
 * bot API does not expose a bot's own search), and {@code nps}, those per second of the decision's CPU time.
 *
 * <p>It costs the frontend little per move: the messages of a move ({@code play}, {@code new_piece},
 * {@code suggest}) are read from a token stream, never as a tree ({@link BotSideMessage}), and each answer
 * leaves in one write.
 */
public final class TbpServer {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
    private final TetrisBot bot;
    private final BotInfo info;
    private final OutputStream out;
    private final BotSideMessage message = new BotSideMessage();
    private boolean moveInfo = true;

    private Rules rules;
    private MoveGenerator generator;
    private BotPlayer player;
    private String failedStart = "no game was started";
    /** The pieces of the game so far and the bag after them; the position is the kernel's play state. */
    private final ObservedQueue queue = new ObservedQueue();
    private PlayState state;
    private final LockResult lock = new LockResult();
    private final PlacementList legal = new PlacementList();
    private final PlacementList holdLegal = new PlacementList();

    /** A server that writes its answers to {@code out}, each line flushed whole (one write to {@code out}). */
    public TbpServer(TetrisBot bot, BotInfo info, OutputStream out) {
        this.bot = bot;
        this.info = info;
        this.out = new BufferedOutputStream(out, 1 << 16);
    }

    /** Leaves {@code move_info} out of the suggestions (the arena's isolated children: records stay small). */
    public TbpServer withoutMoveInfo() {
        moveInfo = false;
        return this;
    }

    /** Introduces the bot ({@code info}) and answers messages until {@code quit} or the end of input. */
    public void serve(BufferedReader in) throws IOException {
        send(TbpCodec.info(info));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            if (!message.read(line)) {
                continue;
            }
            switch (message.type) {
                case "rules" -> onRules(line);
                case "start" -> onStart(tree(line));
                case "suggest" -> onSuggest(message.versus ? tree(line) : null);
                case "play" -> onPlay();
                case "new_piece" -> onNewPiece(message.piece == null ? null : TbpCodec.piece(message.piece));
                case "garbage" -> onGarbage(tree(line));
                case "stop" -> player = null;
                case "quit" -> {
                    return;
                }
                default -> {
                    // unknown messages are ignored, as the protocol asks
                }
            }
        }
    }

    /** A message that comes once a game or seldom, read whole (it was read as JSON already). */
    private static JsonNode tree(String line) {
        try {
            return TbpCodec.read(line).body();
        } catch (TbpCodec.MalformedMessageException e) {
            return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
        }
    }

    private void send(String line) throws IOException {
        out.write(line.getBytes(StandardCharsets.UTF_8));
        out.write('\n');
        out.flush();
    }

    private void onRules(String line) throws IOException {
        Rules r;
        try {
            StrictJson body = StrictJson.parse(line, "the rules message");
            String name = text(body, TbpCodec.RULES_EXTENSION + "_name", "tbp");
            StrictJson extension = null;
            if (body.has(TbpCodec.RULES_EXTENSION)) {
                try {
                    extension = body.object(TbpCodec.RULES_EXTENSION);
                } catch (InputFileException e) {
                    // not an object: as if absent
                }
            }
            r = extension != null ? Events.parseRules(extension, name, "the rules message")
                    : Rules.guideline().withName(name);
            if (!body.has(TbpCodec.RULES_EXTENSION) && "uniform".equals(text(body, "randomizer", ""))) {
                r = new Rules(r.name(), r.width(), r.height(), r.visibleHeight(), r.previewCount(), r.hold(),
                        r.movement(), r.rotation180(), r.scoring(), RandomizerKind.UNIFORM, r.topOut(), r.pieceCap(),
                        r.garbage(), r.moveTimeMillis());
            }
        } catch (InputFileException e) {
            send(TbpCodec.error(TbpCodec.UNSUPPORTED_RULES));
            return;
        }
        Acceptance a;
        try {
            a = bot.accepts(r);
        } catch (RuntimeException e) {
            a = Acceptance.decline("accepts threw");
        }
        if (a == null || a.accepted()) {
            rules = r;
            generator = MoveGenerator.forRules(r);
            send(TbpCodec.ready());
        } else {
            send(TbpCodec.error(TbpCodec.UNSUPPORTED_RULES, a.reason()));
        }
    }

    private void onStart(JsonNode body) {
        if (rules == null) {
            rules = Rules.guideline();
            generator = MoveGenerator.forRules(rules);
        }
        Board board;
        try {
            board = TbpCodec.board(body.path("board"), rules.width(), rules.height());
        } catch (TbpCodec.MalformedMessageException e) {
            player = null;
            failedStart = "the start message was malformed: " + e.getMessage();
            return;
        }
        JsonNode randomizer = body.path("randomizer");
        Set<Piece> bag = "seven_bag".equals(randomizer.path("type").asText()) && randomizer.has("bag_state")
                ? TbpCodec.pieceSet(randomizer.get("bag_state")) : EnumSet.allOf(Piece.class);
        queue.load(TbpCodec.pieces(body.path("queue")), bag, rules.randomizer());
        JsonNode arena = body.path(TbpCodec.START_EXTENSION);
        state = PlayState.of(rules, board, queue).reset(queue, TbpCodec.piece(body.get("hold")),
                body.path("combo").asInt(0) - 1, body.path("back_to_back").asBoolean(false),
                arena.path("score").asLong(0), arena.path("lines").asInt(0), arena.path("pieces_placed").asInt(0));
        int chain = arena.path("back_to_back_chain").asInt(-1);
        if (chain >= 0 && (chain > 0) == state.backToBack()) {
            state.backToBackChain(chain);
        }
        try {
            player = bot.newPlayer(rules);
            failedStart = player == null ? "newPlayer returned null" : null;
        } catch (RuntimeException e) {
            player = null;
            failedStart = "newPlayer threw " + describe(e);
        }
    }

    /** {@code suggest}; {@code body} is the whole message when it carries the versus extension, else null. */
    private void onSuggest(JsonNode body) throws IOException {
        Move move = null;
        String error = null;
        io.tetrisarena.arena.results.MoveInfo info = null;
        if (player == null) {
            error = failedStart;
        } else if (state != null && state.current() != null) {
            try {
                Observation o = observation();
                io.tetrisarena.api.VersusView versus = body == null ? null
                        : TbpCodec.versus(body, rules.width(), rules.height());
                if (versus != null) {
                    // The event's profile: the locks this side plays from here on follow it, as the arena's do.
                    state.attackTable(versus.attackTable());
                }
                // The thread's CPU clock is a system call: read only when move_info is sent.
                long cpu = moveInfo ? CPU.getCurrentThreadCpuTime() : 0;
                move = player.decide(versus == null ? o : io.tetrisarena.api.ObservationBuilder.withVersus(o, versus));
                if (moveInfo) {
                    cpu = CPU.getCurrentThreadCpuTime() - cpu;
                    long nodes = o.placements().size() + o.holdPlacements().size();
                    info = new io.tetrisarena.arena.results.MoveInfo(nodes, cpu > 0
                            ? Math.round(nodes * 1e9 / cpu) * 1.0 : null, null, null);
                }
            } catch (TbpCodec.MalformedMessageException e) {
                error = "the versus extension is malformed: " + e.getMessage();
            } catch (RuntimeException e) {
                error = describe(e);
            }
        }
        List<TbpCodec.TbpMove> moves = move == null || move.placement() == null ? List.of()
                : List.of(new TbpCodec.TbpMove(move.placement(), move.useHold()));
        send(TbpCodec.suggestion(moves, error, info));
    }

    /** A text field, or the fallback when it is absent or of another type. */
    private static String text(StrictJson body, String field, String fallback) {
        try {
            return body.has(field) ? body.text(field) : fallback;
        } catch (InputFileException e) {
            return fallback;
        }
    }

    /** What a bot threw, in one line with where: the arena records it as the game's exception. */
    private static String describe(Throwable e) {
        StackTraceElement[] frames = e.getStackTrace();
        return (e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + (frames.length > 0 ? " at " + frames[0] : "")).replaceAll("\\s*\\R\\s*", " ");
    }

    /**
     * Plays up to {@code moves} moves of private games (for at most {@code millis} of wall time, on a
     * thread of its own) before the bot is introduced, so that class loading and the first compilations
     * are paid at startup rather than in the first moves of a real game. A bot that never returns is left
     * behind on its thread.
     */
    public void warmUp(int moves, long millis) {
        if (moves <= 0) {
            return;
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        Thread warm = new Thread(() -> warmUpUntil(moves, deadline), "tbp-warmup");
        warm.setDaemon(true);
        warm.start();
        try {
            warm.join(millis + 500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void warmUpUntil(int moves, long deadline) {
        int played = 0;
        for (long seed = 1; played < moves && seed < 50 && System.nanoTime() < deadline; seed++) {
            Rules r = seed % 2 == 0 ? Rules.classic() : Rules.guideline();
            try {
                if (bot.accepts(r) != null && !bot.accepts(r).accepted()) {
                    continue;
                }
                BotPlayer p = bot.newPlayer(r);
                io.tetrisarena.arena.game.Game game = new io.tetrisarena.arena.game.Game(r.withPieceCap(100), seed,
                        false);
                while (!game.isOver() && played < moves && System.nanoTime() < deadline) {
                    Move m = p.decide(game.observation(0));
                    played++;
                    game.apply(m);
                }
            } catch (RuntimeException | StackOverflowError e) {
                played += 10;
            }
        }
    }

    /** What the arena would show: the kernel's placements, the preview within the rules' count. */
    private Observation observation() {
        Piece current = state.current();
        int ahead = queue.known() - state.queueIndex() - 1;
        int shown = Math.min(ahead, rules.previewCount());
        List<Piece> preview = new ArrayList<>(shown);
        for (int i = 0; i < shown; i++) {
            preview.add(state.upcoming(i));
        }
        Board board = state.board();
        generator.generate(board, current, legal);
        Piece holdIn = state.held() != null || shown > 0 ? state.holdIn() : null;
        if (holdIn == null) {
            holdLegal.clear();
        } else {
            generator.generate(board, holdIn, holdLegal);
        }
        Set<Piece> remaining = shown == ahead ? queue.possibleNextPieces() : EnumSet.allOf(Piece.class);
        return ObservationBuilder.of(rules).board(board).queue(current, preview).hold(state.held())
                .bagRemaining(remaining)
                .progress(state.score(), state.lines(), state.combo(), state.backToBack())
                .backToBackChain(state.backToBackChain())
                .piecesPlaced(state.piecesPlaced())
                .timeBudgetNanos(TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis()))
                .placements(legal.toList(), holdLegal.toList()).build();
    }

    private void onPlay() {
        TbpCodec.TbpMove move;
        try {
            move = message.move();
        } catch (TbpCodec.MalformedMessageException e) {
            return;
        }
        if (state == null || state.current() == null || state.isOver()) {
            return;
        }
        Placement p = move.placement();
        boolean viaHold = move.hold() != null ? move.hold() : p.piece() != state.current();
        try {
            state.lock(p, viaHold, lock);
        } catch (IllegalArgumentException e) {
            // A move of another piece than the position deals: the frontend is out of step; a later start resets.
        }
    }

    /**
     * Garbage rows risen under the stack (TBP's garbage proposal), the highest first: each is raised under
     * the position as the kernel raises garbage (a row with one hole; a row of another shape is raised with
     * its first empty cell as the hole).
     */
    private void onGarbage(JsonNode body) {
        if (state == null || state.isOver()) {
            return;
        }
        for (JsonNode row : body.path("rows")) {
            int hole = 0;
            while (hole < row.size() && !row.get(hole).isNull()) {
                hole++;
            }
            if (hole >= rules.width() || !state.receiveGarbage(hole)) {
                return;
            }
        }
    }

    private void onNewPiece(Piece p) {
        if (p == null) {
            return;
        }
        queue.append(p);
    }
}
