package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Move;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.results.Outcome;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Judges one seat's answers in a game: the one judge of a solo game ({@link Referee}) and of each of the two
 * seats of a versus game. A failed start or move (the bot threw, gave no answer in time), a move over the CPU
 * limit, no move, or an illegal one is a {@link Fault}: the outcome and a one-line detail that the record carries;
 * a stack trace goes to the log. Allocates nothing for a good answer.
 */
public final class MoveJudge {
    private final Consumer<String> log;
    private final String botId;
    private final Event event;
    private final int seedIndex;
    private final long limitNanos;

    /**
     * Why a seat's game ended.
     *
     * @param outcome {@link Outcome#ILLEGAL_MOVE}, {@link Outcome#EXCEPTION} or {@link Outcome#TIMEOUT}
     * @param detail  one line
     */
    public record Fault(Outcome outcome, String detail) {
    }

    /**
     * @param log       receives stack traces of bots that threw
     * @param botId     the seat's bot, as the log names it
     * @param seedIndex the game's seed index, as the log names it
     */
    public MoveJudge(Consumer<String> log, String botId, Event event, int seedIndex) {
        this.log = log;
        this.botId = botId;
        this.event = event;
        this.seedIndex = seedIndex;
        this.limitNanos = TimeUnit.MILLISECONDS.toNanos(event.rules().moveTimeMillis());
    }

    /** The fault of a failed start, or null when the bot started. */
    public Fault start(Reply started) {
        return started.status() == Reply.Status.ANSWERED ? null
                : new Fault(failureOf(started), "while starting the game: " + describe(started, 0));
    }

    /**
     * The fault of an answer to a move request, or null when the move is to be applied.
     *
     * @param piecesPlaced pieces the seat placed before this move
     * @param failed       the failed reply, or null when the bot answered
     * @param cpuNanos     the time charged for the answer
     * @param move         the move answered (null: none)
     * @param emptyDetail  what the connection said of an answer without a move ("" for nothing)
     */
    public Fault answer(int piecesPlaced, Reply failed, long cpuNanos, Move move, String emptyDetail) {
        if (failed != null) {
            return new Fault(failureOf(failed), "move " + (piecesPlaced + 1) + ": " + describe(failed, piecesPlaced));
        }
        if (limitNanos > 0 && cpuNanos > limitNanos) {
            return new Fault(Outcome.TIMEOUT, "move " + (piecesPlaced + 1) + ": used "
                    + TimeUnit.NANOSECONDS.toMillis(cpuNanos) + " ms of CPU time, the limit is "
                    + event.rules().moveTimeMillis() + " ms");
        }
        if (move == null) {
            return new Fault(Outcome.ILLEGAL_MOVE, "move " + (piecesPlaced + 1) + ": no answer ("
                    + (emptyDetail.isEmpty() ? "the bot returned null" : emptyDetail) + ")");
        }
        return null;
    }

    /** The fault of a move the game refused. */
    public static Fault illegal(int piecesPlaced, IllegalMoveException e) {
        return new Fault(Outcome.ILLEGAL_MOVE, "move " + (piecesPlaced + 1) + ": " + e.getMessage());
    }

    /**
     * The fault of a game past its wall budget ({@link Referee#gameWallBudgetNanos}).
     *
     * @param after where the game is, e.g. {@code "after move 12"}
     */
    public Fault overBudget(String after, long wallNanos, long budgetNanos) {
        return new Fault(Outcome.TIMEOUT, after + ": the game took " + TimeUnit.NANOSECONDS.toMillis(wallNanos)
                + " ms of wall time, over its budget of " + TimeUnit.NANOSECONDS.toMillis(budgetNanos) + " ms (10 s plus "
                + Referee.GAME_WALL_FACTOR + " times the " + event.rules().moveTimeMillis() + " ms move limit per move)");
    }

    private static Outcome failureOf(Reply reply) {
        if (reply.status() == Reply.Status.THREW && reply.error() instanceof ArenaFault) {
            return Outcome.ARENA_FAULT;
        }
        return reply.status() == Reply.Status.THREW ? Outcome.EXCEPTION : Outcome.TIMEOUT;
    }

    /** A failed reply in one line; a throw's stack trace goes to the log. */
    private String describe(Reply reply, int piecesPlaced) {
        if (reply.status() == Reply.Status.NO_ANSWER) {
            return reply.detail();
        }
        Throwable error = reply.error();
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        log.accept("bot " + botId + " threw in event " + event.name() + ", seed #" + seedIndex + " after "
                + piecesPlaced + " pieces:\n" + trace);
        StackTraceElement[] frames = error.getStackTrace();
        String where = frames.length > 0 ? " at " + frames[0] : "";
        String message = error.getMessage() == null ? "" : ": " + error.getMessage();
        return ("threw " + error.getClass().getName() + message + where).replaceAll("\\s*\\R\\s*", " ");
    }
}
