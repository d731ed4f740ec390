package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.engine.Game;
import io.tetrisarena.arena.engine.IllegalMoveException;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Plays one game for one bot: it owns the {@link Game}, shows the bot only observations through a
 * {@link BotConnection}, and checks every answer. The per-move limit is the event's
 * {@code moveTimeMillis} of the bot thread's CPU time; a wall-clock backstop (ten times the limit, at
 * least one second; 30 seconds without a limit) ends a bot that never answers. Making the game's player
 * ({@code newPlayer}) may take five times the per-move limit. Any failure ends the game
 * with {@link Outcome#ILLEGAL_MOVE}, {@link Outcome#EXCEPTION} or {@link Outcome#TIMEOUT} and a one-line
 * detail; a stack trace goes to the log.
 */
public final class Referee {
    private static final long NO_LIMIT_BACKSTOP_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final long MIN_BACKSTOP_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final int START_ALLOWANCE = 5;

    private final Consumer<String> log;

    /** @param log receives multi-line reports (stack traces) of failed games */
    public Referee(Consumer<String> log) {
        this.log = log;
    }

    /** The wall-clock backstop for a per-move CPU limit (0 = none). */
    public static long backstopNanos(long limitNanos) {
        return limitNanos <= 0 ? NO_LIMIT_BACKSTOP_NANOS : Math.max(MIN_BACKSTOP_NANOS, 10 * limitNanos);
    }

    /** Plays the game to its end and closes the connection. */
    public GameRecord play(GameSpec spec, BotConnection bot) {
        return play(spec, bot, game -> { });
    }

    /**
     * Plays the game to its end and closes the connection, showing {@code afterMove} the game (read only)
     * after every accepted move, e.g. to draw it.
     */
    public GameRecord play(GameSpec spec, BotConnection bot, Consumer<Game> afterMove) {
        Rules rules = spec.event().rules();
        long limit = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
        long backstop = backstopNanos(limit);
        Game game = new Game(rules, spec.seed());
        long totalCpu = 0;
        long maxCpu = 0;
        int decisions = 0;
        Outcome failure = null;
        String detail = "";
        try (bot) {
            // Making a player may load tables or weights, so it gets a few moves' worth of time.
            long startLimit = START_ALLOWANCE * limit;
            Reply started = bot.start(rules, startLimit, backstopNanos(startLimit));
            if (started.status() != Reply.Status.ANSWERED) {
                failure = started.status() == Reply.Status.THREW ? Outcome.EXCEPTION : Outcome.TIMEOUT;
                detail = "while starting the game: " + describe(spec, started, 0);
            }
            while (failure == null && !game.isOver()) {
                Observation observation = game.observation(limit);
                Reply reply = bot.decide(observation, limit, backstop);
                decisions++;
                totalCpu += reply.cpuNanos();
                maxCpu = Math.max(maxCpu, reply.cpuNanos());
                if (reply.status() != Reply.Status.ANSWERED) {
                    failure = reply.status() == Reply.Status.THREW ? Outcome.EXCEPTION : Outcome.TIMEOUT;
                    detail = "move " + (game.piecesPlaced() + 1) + ": " + describe(spec, reply, game.piecesPlaced());
                } else if (limit > 0 && reply.cpuNanos() > limit) {
                    failure = Outcome.TIMEOUT;
                    detail = "move " + (game.piecesPlaced() + 1) + ": used " + millis(reply.cpuNanos())
                            + " ms of CPU time, the limit is " + rules.moveTimeMillis() + " ms";
                } else if (reply.move() == null) {
                    failure = Outcome.ILLEGAL_MOVE;
                    detail = "move " + (game.piecesPlaced() + 1) + ": no answer ("
                            + (reply.detail().isEmpty() ? "the bot returned null" : reply.detail()) + ")";
                } else {
                    try {
                        game.apply(reply.move());
                        afterMove.accept(game);
                    } catch (IllegalMoveException e) {
                        failure = Outcome.ILLEGAL_MOVE;
                        detail = "move " + (game.piecesPlaced() + 1) + ": " + e.getMessage();
                    }
                }
            }
        }
        Outcome outcome = failure != null ? failure : game.outcome();
        if (failure == null && outcome == Outcome.TOPPED_OUT) {
            detail = game.endReason();
        }
        double meanMs = decisions == 0 ? 0 : totalCpu / 1e6 / decisions;
        return new GameRecord(spec.botId(), spec.botVersion(), spec.jarSha256(), spec.event().name(), spec.seedSet(),
                spec.seedIndex(), spec.seed(), outcome, detail, game.piecesPlaced(), game.lines(), game.score(),
                game.tetrises(), game.tSpins(), game.garbageReceived(), game.highestStack(), round3(meanMs),
                round3(maxCpu / 1e6), game.moves());
    }

    private String describe(GameSpec spec, Reply reply, int piecesPlaced) {
        if (reply.status() == Reply.Status.NO_ANSWER) {
            return reply.detail();
        }
        Throwable error = reply.error();
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        log.accept("bot " + spec.botId() + " threw in event " + spec.event().name() + ", seed #" + spec.seedIndex()
                + " after " + piecesPlaced + " pieces:\n" + trace);
        StackTraceElement[] frames = error.getStackTrace();
        String where = frames.length > 0 ? " at " + frames[0] : "";
        String message = error.getMessage() == null ? "" : ": " + error.getMessage();
        return ("threw " + error.getClass().getName() + message + where).replaceAll("\\s*\\R\\s*", " ");
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
