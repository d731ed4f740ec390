package io.tetrisarena.arena.tbp;

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
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.external.TbpCodec;
import io.tetrisarena.arena.external.TbpMessage;
import io.tetrisarena.arena.external.TbpMove;
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
 * <p>It costs the frontend little per move: every message is read from jackson-core's token stream, never as
 * a tree ({@link TbpCodec}), and each answer leaves in one write.
 */
public final class TbpServer {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
    private final TetrisBot bot;
    private final BotInfo info;
    private final OutputStream out;
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
        send(TbpMessage.Info.of(info));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            TbpMessage message;
            try {
                Rules field = rules == null ? Rules.guideline() : rules;
                message = TbpCodec.decode(line, field.width(), field.height());
            } catch (TbpCodec.MalformedMessageException e) {
                if (e.type() != null) {
                    onMalformed(e.type(), e.getMessage());
                }
                continue;
            }
            if (message instanceof TbpMessage.Rules m) {
                onRules(m.rules());
            } else if (message instanceof TbpMessage.Start m) {
                onStart(m);
            } else if (message instanceof TbpMessage.Suggest m) {
                onSuggest(m.versus(), null);
            } else if (message instanceof TbpMessage.Play m) {
                onPlay(m.move());
            } else if (message instanceof TbpMessage.NewPiece m) {
                queue.append(m.piece());
            } else if (message instanceof TbpMessage.Garbage m) {
                onGarbage(m);
            } else if (message instanceof TbpMessage.Stop) {
                player = null;
            } else if (message instanceof TbpMessage.Quit) {
                return;
            }
            // other messages are ignored, as the protocol asks
        }
    }

    /**
     * A message of a known type that lacks what it needs: rules the arena cannot read are unsupported, a broken
     * start leaves no player (its suggestions say why), a broken versus extension is the suggestion's error;
     * anything else is ignored.
     */
    private void onMalformed(String type, String reason) throws IOException {
        switch (type) {
            case "rules" -> send(new TbpMessage.Error(TbpCodec.UNSUPPORTED_RULES, null));
            case "start" -> {
                if (rules == null) {
                    rules = Rules.guideline();
                    generator = MoveGenerator.forRules(rules);
                }
                player = null;
                failedStart = "the start message was malformed: " + reason;
            }
            case "suggest" -> onSuggest(null, "the versus extension is malformed: " + reason);
            default -> {
                // a move or piece the bot cannot read: the frontend is out of step; a later start resets
            }
        }
    }

    private void send(TbpMessage message) throws IOException {
        out.write(TbpCodec.encode(message).getBytes(StandardCharsets.UTF_8));
        out.write('\n');
        out.flush();
    }

    private void onRules(Rules r) throws IOException {
        Acceptance a;
        try {
            a = bot.accepts(r);
        } catch (RuntimeException e) {
            a = Acceptance.decline("accepts threw");
        }
        if (a == null || a.accepted()) {
            rules = r;
            generator = MoveGenerator.forRules(r);
            send(new TbpMessage.Ready());
        } else {
            send(new TbpMessage.Error(TbpCodec.UNSUPPORTED_RULES, a.reason()));
        }
    }

    private void onStart(TbpMessage.Start start) {
        if (rules == null) {
            rules = Rules.guideline();
            generator = MoveGenerator.forRules(rules);
        }
        queue.load(start.queue(), start.bagState() != null ? start.bagState() : EnumSet.allOf(Piece.class),
                rules.randomizer());
        state = PlayState.of(rules, start.board(), queue).reset(queue, start.hold(), start.combo(),
                start.backToBack(), start.score(), start.lines(), start.piecesPlaced());
        int chain = start.backToBackChain();
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

    /**
     * {@code suggest}: the bot's move in the position (with the versus view when not null), or, when
     * {@code malformed} says why the message could not be read, that as the suggestion's error.
     */
    private void onSuggest(io.tetrisarena.api.VersusView versus, String malformed) throws IOException {
        Move move = null;
        String error = null;
        io.tetrisarena.arena.results.MoveInfo info = null;
        if (player == null) {
            error = failedStart;
        } else if (state != null && state.current() != null) {
            try {
                Observation o = observation();
                if (malformed != null) {
                    throw new MalformedVersus(malformed);
                }
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
            } catch (MalformedVersus e) {
                error = e.getMessage();
            } catch (RuntimeException e) {
                error = describe(e);
            }
        }
        List<TbpMove> moves = move == null || move.placement() == null ? List.of()
                : List.of(new TbpMove(move.placement(), move.useHold()));
        send(new TbpMessage.Suggestion(moves, error, info));
    }

    /** A versus extension the bot side could not read, answered as the suggestion's error. */
    private static final class MalformedVersus extends Exception {
        MalformedVersus(String message) {
            super(message, null, false, false);
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

    private void onPlay(TbpMove move) {
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
    private void onGarbage(TbpMessage.Garbage garbage) {
        if (state == null || state.isOver()) {
            return;
        }
        for (int row : garbage.rows()) {
            int hole = Integer.numberOfTrailingZeros(~row);
            if (hole >= rules.width() || !state.receiveGarbage(hole)) {
                return;
            }
        }
    }
}
