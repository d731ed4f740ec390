package io.tetrisarena.arena.versus;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.referee.AbandonedCallException;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.InlineConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.Reply;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.VersusRecord;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Plays one {@link VersusGame} between two bots through their {@link BotConnection}s, with the solo referee's
 * limits: the event's per-move CPU limit, its wall backstop, five moves' worth for starting. Each turn both
 * bots are asked in turn (side 0, then side 1), each shown its own observation of the position at the start
 * of the turn, so neither answer can depend on the other's. A bot that throws, overruns its limit, gives no
 * move or an illegal one loses the game (both in the same turn: a draw); a stack trace goes to the log.
 */
public final class VersusReferee {
    private static final int START_ALLOWANCE = 5;

    private final Consumer<String> log;

    /** @param log receives stack traces of bots that threw */
    public VersusReferee(Consumer<String> log) {
        this.log = log;
    }

    /**
     * One side of a game to play: the bot's identity as the record names it.
     *
     * @param botId      the bot's id
     * @param botVersion its version
     * @param jarSha256  its jar's sha256
     */
    public record Entrant(String botId, String botVersion, String jarSha256) {
    }

    /**
     * Plays the game to its end and closes both connections.
     *
     * @param sides     side 0 and side 1
     * @param swapped   whether this is the mirrored game of its pairing (recorded as is)
     */
    public VersusRecord play(Event event, String seedSet, int seedIndex, long seed, boolean swapped,
                             List<Entrant> sides, BotConnection first, BotConnection second) {
        return play(event, seedSet, seedIndex, seed, swapped, sides, first, second, null);
    }

    /**
     * Plays the game to its end on a {@link GameWorkers} thread: when the watchdog gave up on a call of this
     * game, the record goes to {@code abandoned} and the thread, which the watchdog may still stop, retires by
     * throwing {@link AbandonedCallException}; otherwise the record is returned.
     */
    public VersusRecord play(Event event, String seedSet, int seedIndex, long seed, boolean swapped,
                             List<Entrant> sides, BotConnection first, BotConnection second,
                             Consumer<VersusRecord> abandoned) {
        BotConnection[] bots = {first, second};
        boolean[] gaveUp = new boolean[1];
        Rules rules = event.rules();
        long limit = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
        long backstop = Referee.backstopNanos(event);
        VersusGame game = new VersusGame(event, seed, true);
        long[] total = new long[2];
        long[] max = new long[2];
        int[] decisions = new int[2];
        try (first; second) {
            for (int s = 0; s < 2; s++) {
                int side = s;
                if (bots[s] instanceof InlineConnection inline) {
                    inline.onAbandoned(reply -> { });
                }
                Reply started = call(gaveUp, () -> bots[side].start(rules, START_ALLOWANCE * limit,
                        Math.max(backstop, START_ALLOWANCE * limit)));
                if (started.status() != Reply.Status.ANSWERED) {
                    game.forfeit(s, failureOf(started), "while starting the game: "
                            + describe(sides.get(s), event, started, 0));
                }
            }
            if (game.failure(0) != null || game.failure(1) != null) {
                game.exchange();
            }
            while (!game.isOver()) {
                var observations = List.of(game.observation(0, limit), game.observation(1, limit));
                for (int s = 0; s < 2; s++) {
                    int side = s;
                    Reply reply = call(gaveUp, () -> bots[side].decide(observations.get(side), limit, backstop));
                    decisions[s]++;
                    total[s] += reply.cpuNanos();
                    max[s] = Math.max(max[s], reply.cpuNanos());
                    int pieces = game.game(s).piecesPlaced();
                    String move = "move " + (pieces + 1) + ": ";
                    if (reply.status() != Reply.Status.ANSWERED) {
                        game.forfeit(s, failureOf(reply), move + describe(sides.get(s), event, reply, pieces));
                    } else if (limit > 0 && reply.cpuNanos() > limit) {
                        game.forfeit(s, Outcome.TIMEOUT, move + "used " + TimeUnit.NANOSECONDS.toMillis(reply.cpuNanos())
                                + " ms of CPU time, the limit is " + rules.moveTimeMillis() + " ms");
                    } else if (reply.move() == null) {
                        game.forfeit(s, Outcome.ILLEGAL_MOVE, move + "no answer ("
                                + (reply.detail().isEmpty() ? "the bot returned null" : reply.detail()) + ")");
                    } else {
                        try {
                            game.apply(s, reply.move());
                        } catch (IllegalMoveException e) {
                            game.forfeit(s, Outcome.ILLEGAL_MOVE, move + e.getMessage());
                        }
                    }
                }
                game.exchange();
            }
        }
        VersusRecord.Side[] out = new VersusRecord.Side[2];
        for (int s = 0; s < 2; s++) {
            Entrant e = sides.get(s);
            double mean = decisions[s] == 0 ? 0 : total[s] / 1e6 / decisions[s];
            out[s] = game.side(s, e.botId(), e.botVersion(), e.jarSha256(), round3(mean), round3(max[s] / 1e6));
        }
        VersusRecord record = new VersusRecord(event.name(), seedSet, seedIndex, seed, swapped, List.of(out),
                game.winner(), game.reason(), game.turns());
        if (gaveUp[0] && abandoned != null) {
            abandoned.accept(record);
            throw new AbandonedCallException(event.name() + "-" + seedIndex);
        }
        return record;
    }

    /** A call whose in-process bot the watchdog gave up on ends as a timeout of that bot. */
    private static Reply call(boolean[] gaveUp, java.util.function.Supplier<Reply> request) {
        try {
            return request.get();
        } catch (AbandonedCallException e) {
            gaveUp[0] = true;
            return Reply.noAnswer("no answer within the limit (the watchdog ended the move)", 0);
        }
    }

    private static Outcome failureOf(Reply reply) {
        return reply.status() == Reply.Status.THREW ? Outcome.EXCEPTION : Outcome.TIMEOUT;
    }

    private String describe(Entrant bot, Event event, Reply reply, int piecesPlaced) {
        if (reply.status() == Reply.Status.NO_ANSWER) {
            return reply.detail();
        }
        Throwable error = reply.error();
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        log.accept("bot " + bot.botId() + " threw in versus event " + event.name() + " after " + piecesPlaced
                + " pieces:\n" + trace);
        String message = error.getMessage() == null ? "" : ": " + error.getMessage();
        return ("threw " + error.getClass().getName() + message).replaceAll("\\s*\\R\\s*", " ");
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
