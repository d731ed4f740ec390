package io.tetrisarena.arena.external;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.referee.ArenaFault;
import io.tetrisarena.arena.referee.Reply;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * The arena's side of a conversation with one TBP bot, over many games, through a {@link LineChannel}: it
 * waits for the bot's {@code info}, offers rules ({@code rules} -> {@code ready} / {@code error}), and plays games with
 * {@code start}, {@code suggest}, {@code play}, {@code new_piece} and {@code stop}.
 *
 * <p>The bot is shown exactly what the arena's {@link Observation} shows. Between moves the session keeps
 * the position the bot must have reached by itself (the board after the played move, hold, the queue it
 * knows); when the observation matches it, only the newly shown pieces are sent ({@code new_piece}: in an
 * event without preview, the piece to place now, which TBP allows after {@code play} emptied the queue),
 * otherwise (garbage rose) the game is restarted from the observation ({@code stop}, {@code start}); so a
 * bot keeps its player for the whole game. In a
 * versus game each {@code suggest} carries the arena's versus extension (incoming garbage, the opponent's
 * board; {@link TbpMessage.Suggest}).
 *
 * <p>Everything sent for one move ({@code play}, {@code new_piece}, {@code suggest}, ...) goes out in one write.
 * Where the channel has a {@link CpuMeter}, a move's time is the bot's CPU time (a process tree's), from the
 * end of one answer to the end of the next (across games; only answering {@code rules} restarts the clock),
 * so whatever the bot does between requests is charged to the next move. A channel without one is timed by
 * the wall clock, from the request sent to the answer read. A session that fails in any way (no answer in
 * time, garbage, a crash, an over-long line) is closed and never used again. The meter is read at an
 * answer only when the move may have been slow; {@link MoveCharger} says why that charges every move fairly.
 */
final class TbpSession {
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
    private static final long MAX_SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    /** The shortest wall-clock backstop for a move of a bot timed by its CPU time (a child process). */
    static final long MIN_BACKSTOP_NANOS = TimeUnit.SECONDS.toNanos(5);

    private final LineChannel channel;
    /** The bot's CPU clock, or null when it is timed by the wall clock. */
    private final CpuMeter meter;
    /** The text of the next write, kept from one move to the next. */
    private final StringBuilder out = new StringBuilder(256);
    private final TbpMessage.Info info;
    private Rules offered;
    private Acceptance offeredAnswer;
    private boolean broken;
    private String brokenReason = "";

    private boolean inGame;
    /** The position as the bot's own bookkeeping has it: the kernel's play state over the pieces it was sent. */
    private final ObservedQueue knownQueue = new ObservedQueue();
    private PlayState known;
    private final LockResult knownLock = new LockResult();
    private Board scratch;
    private Placement pending;
    private boolean pendingHold;
    private final MoveCharger charger;
    /** The move in flight, as its patience sees it (asked on the channel's watch thread, see {@link LineChannel.Patience}). */
    private long wallStart;
    private long moveLimitNanos;
    private long moveBackstopNanos;
    private long nextCpuCheck;
    private String overdue;
    private final LineChannel.Patience movePatience = this::moveOverdue;
    private io.tetrisarena.arena.results.MoveInfo lastMoveInfo;

    private TbpSession(LineChannel channel, TbpMessage.Info info) {
        this.channel = channel;
        this.meter = channel.cpuMeter();
        this.charger = MoveCharger.of(meter);
        this.info = info;
    }

    /**
     * Starts a session on an open channel: waits for the bot's {@code info} within {@code startupNanos}.
     *
     * @throws IOException with a one-line reason when the bot does not introduce itself (the channel is closed)
     */
    /** How the message of a bot that sent no info in time begins. */
    static final String NO_INFO = "no info message within ";

    static TbpSession open(LineChannel channel, long startupNanos) throws IOException {
        return open(channel, startupNanos, false);
    }

    /**
     * Starts a session as {@link #open(LineChannel, long)} does; for the arena's own isolated child
     * ({@code jvmChild}), first waits for its word that its JVM is up and no bot code has run yet, has the
     * meter allow for what an idle JVM costs ({@link CpuMeter#allowIdleJvm}), and lets the child go on.
     */
    static TbpSession open(LineChannel channel, long startupNanos, boolean jvmChild) throws IOException {
        long deadline = System.nanoTime() + startupNanos;
        try {
            if (jvmChild) {
                String first = null;
                while (first == null && deadline - System.nanoTime() > 0) {
                    first = channel.readLine(deadline - System.nanoTime());
                }
                if (first == null || !TbpCodec.JVM_READY.equals(first)) {
                    throw new IOException("the isolated child did not start as the arena's own child does");
                }
                if (channel.cpuMeter() != null) {
                    channel.cpuMeter().allowIdleJvm();
                }
                channel.writeLine(TbpCodec.JVM_GO);
            }
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new IOException(NO_INFO + TimeUnit.NANOSECONDS.toMillis(startupNanos)
                            + " ms of starting (the startup timeout)");
                }
                String line = channel.readLine(left);
                if (line == null) {
                    continue;
                }
                if (TbpCodec.decode(line) instanceof TbpMessage.Info info) {
                    TbpSession session = new TbpSession(channel, info);
                    session.charger.mark();
                    return session;
                }
            }
        } catch (TbpCodec.MalformedMessageException e) {
            channel.close();
            throw new IOException("answered garbage while starting: " + e.getMessage());
        } catch (IOException e) {
            channel.close();
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            channel.close();
            throw new IOException("interrupted while starting");
        }
    }

    /** Whether the bot listed the {@code garbage} feature: it is told of garbage rows, never restarted by them. */
    boolean takesGarbage() {
        return info.takesGarbage();
    }

    /** What the bot said about the move of its last suggestion ({@code move_info}), or null. */
    io.tetrisarena.arena.results.MoveInfo lastMoveInfo() {
        return lastMoveInfo;
    }

    /** The bot's info message: its name, version, author and features. */
    TbpMessage.Info info() {
        return info;
    }

    boolean usable() {
        return !broken && channel.alive();
    }

    /**
     * Whether the bot wrote a line nobody asked for (a second answer, a late one, or one another process
     * injected): the conversation is out of step, so the session is ended and must be replaced.
     */
    boolean outOfStep() {
        if (usable() && channel.hasPendingLine()) {
            fail("wrote a line it was not asked for");
            return true;
        }
        return false;
    }

    LineChannel channel() {
        return channel;
    }

    /** The other end in words: a process the arena watches (it has a CPU meter), or a connection. */
    private String end() {
        return meter == null ? "connection" : "process";
    }

    /**
     * What ended the bot's channel, as the referee records it: an {@link ArenaFault} when it was killed from
     * outside (not the bot's doing), else the end of its process or connection. Asked before the arena closes
     * the channel itself.
     */
    private Throwable ended(String why) {
        String message = "the bot's " + end() + " ended: " + why;
        return channel.endedFromOutside() ? new ArenaFault(message) : new LineChannel.ExitedException(message);
    }

    /** The time charged to the move in flight: CPU time since the last reading, or wall time since the request. */
    private long used(long wallStart) {
        return charger.usedSoFar(wallStart);
    }

    /**
     * Offers rules: {@code rules}, then {@code ready} accepts and {@code error} declines (with its reason).
     * The answer for the rules last offered is remembered, so offering them again costs nothing.
     */
    Acceptance offer(Rules rules, long wallNanos) {
        if (rules.equals(offered) && offeredAnswer != null) {
            return offeredAnswer;
        }
        endGame();
        offered = rules;
        offeredAnswer = null;
        try {
            channel.writeLine(TbpCodec.encode(new TbpMessage.Rules(rules, false)));
            long deadline = System.nanoTime() + wallNanos;
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    fail("did not answer the rules within " + TimeUnit.NANOSECONDS.toMillis(wallNanos) + " ms");
                    return Acceptance.decline(brokenReason);
                }
                String line = channel.readLine(left);
                if (line == null) {
                    continue;
                }
                TbpMessage m = TbpCodec.decode(line);
                if (m instanceof TbpMessage.Ready) {
                    offeredAnswer = Acceptance.accept();
                } else if (m instanceof TbpMessage.Error error) {
                    String reason = error.reason() == null ? "error" : error.reason();
                    String detail = error.detail() == null ? "" : error.detail();
                    offeredAnswer = Acceptance.decline(!detail.isBlank() ? detail
                            : reason.equals(TbpCodec.UNSUPPORTED_RULES)
                            ? "the bot does not support these rules (unsupported_rules)"
                            : "the bot answered error: " + reason);
                } else {
                    continue;
                }
                charger.mark();
                return offeredAnswer;
            }
        } catch (TbpCodec.MalformedMessageException e) {
            fail("answered garbage to the rules: " + e.getMessage());
        } catch (IOException e) {
            fail("failed while offered the rules: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
        }
        return Acceptance.decline(brokenReason);
    }

    /**
     * Readies the session for a new game. The CPU clock runs on from the last answer: whatever the process
     * burnt while idle between games (threads it left running) is charged to the next game's first move.
     */
    void newGame() {
        endGame();
    }

    /**
     * Asks for one move, within the limit (when positive) and the wall backstop. For a bot with a CPU meter
     * the limit is on CPU time and the backstop is at least {@link #MIN_BACKSTOP_NANOS}: a separate process
     * waits for the scheduler on a busy machine, and the CPU limit, not the wall clock, is what judges it.
     * For a bot without one, the limit is on the wall time from the request to the answer.
     */
    Reply decide(Observation o, long cpuLimitNanos, long requestedBackstopNanos) {
        long wallBackstopNanos = meter == null ? requestedBackstopNanos
                : Math.max(requestedBackstopNanos, MIN_BACKSTOP_NANOS);
        lastMoveInfo = null;
        if (!usable()) {
            if (!broken) {
                // It ended between two moves (past one of its bounds, or killed): its game ends as a crash does.
                Throwable ended = ended(channel.status());
                fail(channel.status());
                return Reply.threw(ended, 0);
            }
            return Reply.noAnswer("the bot's " + end() + " is gone: " + brokenReason, 0);
        }
        StringBuilder out = this.out;
        out.setLength(0);
        if (pending != null) {
            TbpCodec.encode(new TbpMessage.Play(new TbpMove(pending, pendingHold)), out);
            out.append('\n');
            advance(pending, pendingHold);
            pending = null;
        }
        if (inGame && known != null && !known.isOver() && known.current() == null) {
            // No preview: the bot learns the piece it must place now by new_piece after the play.
            TbpCodec.encode(new TbpMessage.NewPiece(o.current()), out);
            out.append('\n');
            knownQueue.append(o.current());
        }
        if (inGame && takesGarbage() && !inStep(o)) {
            int risen = garbageRisen(o);
            if (risen > 0) {
                TbpCodec.encode(TbpMessage.Garbage.of(scratch, risen), out);
                out.append('\n');
            }
        }
        if (inGame && inStep(o)) {
            List<Piece> preview = o.preview();
            for (int i = knownAhead(); i < preview.size(); i++) {
                TbpCodec.encode(new TbpMessage.NewPiece(preview.get(i)), out);
                out.append('\n');
                knownQueue.append(preview.get(i));
            }
        } else {
            if (inGame) {
                TbpCodec.encode(new TbpMessage.Stop(), out);
                out.append('\n');
            }
            Board board = o.board();
            Piece hold = o.hold().orElse(null);
            List<Piece> queue = new ArrayList<>(1 + o.preview().size());
            queue.add(o.current());
            queue.addAll(o.preview());
            knownQueue.load(queue, o.bagRemaining(), o.rules().randomizer());
            known = PlayState.of(o.rules(), board, knownQueue).reset(knownQueue, hold, o.combo(), o.backToBack(),
                    o.score(), o.lines(), o.piecesPlaced()).backToBackChain(o.backToBackChain())
                    .attackTable(o.versus().map(VersusView::attackTable).orElse(null));
            TbpCodec.encode(TbpMessage.Start.of(o.rules(), board, hold, queue, o.bagRemaining(), o.combo(),
                    o.backToBackChain(), o.piecesPlaced(), o.lines(), o.score()), out);
            out.append('\n');
            inGame = true;
        }
        TbpCodec.encode(new TbpMessage.Suggest(o.versus().orElse(null)), out);
        long wallStart = System.nanoTime();
        this.wallStart = wallStart;
        moveLimitNanos = cpuLimitNanos;
        moveBackstopNanos = wallBackstopNanos;
        nextCpuCheck = wallStart + slice(cpuLimitNanos);
        overdue = null;
        try {
            channel.writeLine(out);
            while (true) {
                String line = channel.readLine(movePatience);
                if (line == null) {
                    String reason = overdue != null ? overdue : "no answer in time";
                    fail(reason);
                    return Reply.noAnswer(brokenReason, used(wallStart));
                }
                TbpMessage message;
                try {
                    message = TbpCodec.decode(line);
                } catch (TbpCodec.MalformedMessageException e) {
                    String memory = outOfMemory(line);
                    if (memory == null) {
                        throw e;
                    }
                    fail(memory);
                    return Reply.threw(new LineChannel.ExitedException(memory), used(wallStart));
                }
                if (message instanceof TbpMessage.Suggestion suggestion) {
                    return choose(o, suggestion, charger.charge(wallStart, cpuLimitNanos));
                }
            }
        } catch (TbpCodec.MalformedMessageException e) {
            fail("answered garbage: " + e.getMessage());
            return answeredNothing(brokenReason, used(wallStart));
        } catch (LineChannel.LineTooLongException e) {
            fail(e.getMessage());
            return answeredNothing(brokenReason, used(wallStart));
        } catch (IOException e) {
            Throwable ended = ended(e.getMessage());
            fail(e.getMessage());
            return Reply.threw(ended, used(wallStart));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
            return Reply.noAnswer("the arena was interrupted", 0);
        }
    }

    /**
     * Why the move in flight has waited too long, or null: past its wall backstop, or (read every
     * {@link #slice}) over its limit of CPU time, or of wall time for a bot without a meter.
     */
    private String moveOverdue(long now) {
        long waited = now - wallStart;
        if (waited >= moveBackstopNanos) {
            return overdue = "no answer within " + millis(moveBackstopNanos) + " ms of wall time (the backstop)";
        }
        if (moveLimitNanos > 0 && now - nextCpuCheck >= 0) {
            nextCpuCheck = now + slice(moveLimitNanos);
            long used = used(wallStart);
            if (used > moveLimitNanos) {
                return overdue = meter == null ? "no answer after " + millis(used) + " ms of wall time (limit "
                        + millis(moveLimitNanos) + " ms; this bot is timed by the wall clock)"
                        : "still thinking after " + millis(used) + " ms of CPU time (limit " + millis(moveLimitNanos)
                        + " ms)";
            }
        }
        return null;
    }

    /** How often a move's time is checked against its limit while it waits: an eighth of it, 2 to 20 ms. */
    private static long slice(long limitNanos) {
        return Math.max(SLICE_NANOS, Math.min(MAX_SLICE_NANOS, limitNanos > 0 ? limitNanos / 8 : MAX_SLICE_NANOS));
    }

    /** An answer the referee records as an illegal move, with the reason as its detail. */
    private static Reply answeredNothing(String reason, long cpu) {
        return new Reply(Reply.Status.ANSWERED, null, Math.max(0, cpu), null, reason);
    }

    /** Whether a suggested move goes through hold: as it says, else when it places another piece than the current. */
    private static boolean viaHold(Observation o, TbpMove move) {
        return move.hold() != null ? move.hold() : move.placement().piece() != o.current();
    }

    /**
     * The legal move a suggested one stands for (the kernel's placement with its cells), which becomes the
     * move to tell the bot it played; null when it is not legal.
     */
    private Move legalMove(Observation o, TbpMove move) {
        boolean hold = viaHold(o, move);
        Placement legal = legal(hold ? o.holdPlacements() : o.placements(), move.placement());
        if (legal == null) {
            return null;
        }
        pending = legal;
        pendingHold = hold;
        return new Move(hold, legal);
    }

    /** The first valid move of a suggestion; the first readable one when none is valid (the referee refuses it). */
    private Reply choose(Observation o, TbpMessage.Suggestion m, long cpu) {
        lastMoveInfo = m.moveInfo();
        if (m.error() != null) {
            return Reply.threw(new RemoteBotException(m.error()), cpu);
        }
        Move fallback = null;
        for (TbpMove move : m.moves()) {
            Move legal = legalMove(o, move);
            if (legal != null) {
                return Reply.answered(legal, cpu);
            }
            if (fallback == null) {
                fallback = new Move(viaHold(o, move), move.placement());
            }
        }
        if (fallback != null) {
            return Reply.answered(fallback, cpu);
        }
        return answeredNothing(m.unreadable() == null ? "the suggestion holds no move: the bot returned null or forfeits"
                : "unreadable suggestion: " + m.unreadable(), cpu);
    }

    /** The legal placement with these cells: the same spin if listed, else the one the kernel lists. */
    private static Placement legal(List<Placement> legal, Placement p) {
        Placement sameCells = null;
        for (Placement q : legal) {
            if (q.piece() == p.piece() && q.rotation() == p.rotation() && q.x() == p.x() && q.y() == p.y()) {
                if (q.spin() == p.spin()) {
                    return q;
                }
                sameCells = sameCells == null ? q : sameCells;
            }
        }
        return sameCells;
    }

    /** Whether the observation is where the bot's own bookkeeping has the game. */
    private boolean inStep(Observation o) {
        int ahead = knownAhead();
        if (known == null || known.isOver() || !Objects.equals(known.held(), o.hold().orElse(null))
                || known.current() != o.current() || ahead < 0 || ahead > o.preview().size()
                || known.combo() != o.combo() || known.backToBackChain() != o.backToBackChain()
                || known.score() != o.score() || known.lines() != o.lines()
                || known.piecesPlaced() != o.piecesPlaced()) {
            return false;
        }
        for (int i = 0; i < ahead; i++) {
            if (known.upcoming(i) != o.preview().get(i)) {
                return false;
            }
        }
        Board knownBoard = known.board();
        if (scratch == null || scratch.width() != knownBoard.width() || scratch.height() != knownBoard.height()) {
            scratch = new Board(knownBoard.width(), knownBoard.height());
        }
        o.copyBoardTo(scratch);
        return scratch.equals(knownBoard);
    }

    /**
     * How many garbage rows rose under the bot's known position to give the observed board (copied into
     * {@link #scratch}, where {@link TbpMessage.Garbage#of} reads the new rows), each with one hole; they are raised on the known position too. 0 when the
     * board is not the known one with such rows under it.
     */
    private int garbageRisen(Observation o) {
        if (known == null || known.isOver() || known.current() != o.current()
                || !Objects.equals(known.held(), o.hold().orElse(null))) {
            return 0;
        }
        Board before = known.board();
        if (scratch == null || scratch.width() != before.width() || scratch.height() != before.height()) {
            scratch = new Board(before.width(), before.height());
        }
        o.copyBoardTo(scratch);
        int full = (1 << before.width()) - 1;
        for (int k = 1; k <= before.stackHeight() + 1 && k < before.height(); k++) {
            boolean fits = true;
            for (int y = 0; y < k && fits; y++) {
                int holes = full & ~scratch.row(y);
                fits = holes != 0 && (holes & (holes - 1)) == 0;
            }
            for (int y = 0; y + k < before.height() && fits; y++) {
                fits = scratch.row(y + k) == before.row(y);
            }
            if (fits) {
                for (int y = k - 1; y >= 0; y--) {
                    if (!known.receiveGarbage(Integer.numberOfTrailingZeros(full & ~scratch.row(y)))) {
                        return 0;
                    }
                }
                return k;
            }
        }
        return 0;
    }

    /** How many pieces after the current one the bot has been sent. */
    private int knownAhead() {
        return known == null ? -1 : knownQueue.known() - known.queueIndex() - 1;
    }

    /** Plays a move on the bot's known position, as the bot itself does on {@code play}. */
    private void advance(Placement p, boolean hold) {
        if (known == null || known.isOver()) {
            return;
        }
        try {
            known.lock(p, hold, knownLock);
        } catch (IllegalArgumentException e) {
            // Out of step: the next decision finds the position elsewhere and starts the bot over.
        }
    }

    /** Ends the game in progress, if any ({@code stop}). */
    void endGame() {
        if (inGame && usable()) {
            try {
                channel.writeLine(TbpCodec.encode(new TbpMessage.Stop()));
            } catch (IOException e) {
                fail(e.getMessage());
            }
        }
        inGame = false;
        pending = null;
    }

    /** What a runtime prints as it dies for want of memory (the JVM, Python, C++'s allocator, the C library). */
    private static final java.util.regex.Pattern OUT_OF_MEMORY = java.util.regex.Pattern.compile(
            ".*(insufficient memory|OutOfMemoryError|MemoryError|bad_alloc|Cannot allocate memory).*");

    /**
     * Why a bot under a memory bound that answered {@code garbage} lost its game, when the garbage (or the few
     * lines after it) is its runtime dying for want of memory: the address-space cap stopped it before the
     * arena's reading of its memory did. Null otherwise: then the garbage is the bot's own.
     */
    private String outOfMemory(String garbage) {
        String bound = channel.memoryBound();
        if (bound == null) {
            return null;
        }
        List<String> seen = new ArrayList<>(List.of(garbage));
        try {
            for (int i = 0; i < 8; i++) {
                String more = channel.readLine(TimeUnit.MILLISECONDS.toNanos(100));
                if (more == null) {
                    break;
                }
                seen.add(more);
            }
        } catch (IOException e) {
            // the process ended: what it printed before is all there is
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (String s : seen) {
            if (OUT_OF_MEMORY.matcher(s).matches()) {
                return "it ran out of memory, over its limit of " + bound + " (it printed: "
                        + io.tetrisarena.arena.results.BotText.of(s.strip(), 120) + ")";
            }
        }
        return null;
    }

    private void fail(String reason) {
        broken = true;
        brokenReason = reason;
        channel.close();
    }

    /** Says goodbye ({@code quit}) and closes the channel. */
    void quit() {
        if (usable()) {
            try {
                endGame();
                channel.writeLine(TbpCodec.encode(new TbpMessage.Quit()));
                // A polite bot exits on quit; closing the channel below ends it either way.
                long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(200);
                while (channel.alive() && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
            } catch (IOException e) {
                // it is gone already
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        channel.close();
    }

    /** What a bot in a child process threw, as the child reported it (class, message and where). */
    static final class RemoteBotException extends RuntimeException {
        RemoteBotException(String report) {
            super(report);
        }
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }
}
