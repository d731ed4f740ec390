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
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.referee.MoveJudge;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.Reply;
import io.tetrisarena.arena.results.VersusRecord;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Plays one {@link VersusGame} between two bots through their {@link BotConnection}s, with the solo referee's
 * limits and judge ({@link MoveJudge}, one per seat): the event's per-move CPU limit, its wall backstop, five
 * moves' worth for starting, and the game's wall budget ({@link Referee#gameWallBudgetNanos} over both seats'
 * moves). Each turn both bots are asked in turn (side 0, then side 1), each shown its own observation of the
 * position at the start of the turn, so neither answer can depend on the other's. A bot that throws, overruns
 * its limit, gives no move or an illegal one loses the game (both in the same turn: a draw); a stack trace goes
 * to the log. A game past its wall budget ends at the next turn: the bot that was waited for longer loses by
 * timeout, so a bot that sleeps under its backstop at every move cannot hold a run.
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
     * @param swapped   whether this is the second game of its pair, the bots seated the other way round (recorded
     *                  as is; side {@code s} plays the seed's deal {@code s} either way, {@link VersusGame})
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
        MoveJudge[] judges = {new MoveJudge(log, sides.get(0).botId(), event, seedIndex),
            new MoveJudge(log, sides.get(1).botId(), event, seedIndex)};
        long[] total = new long[2];
        long[] max = new long[2];
        long[] waited = new long[2];
        int[] decisions = new int[2];
        InlineConnection[] inline = {first instanceof InlineConnection a ? a : null,
            second instanceof InlineConnection b ? b : null};
        List<List<MoveInfo>> infos = java.util.Arrays.asList(null, null);
        try (first; second) {
            for (int s = 0; s < 2; s++) {
                int side = s;
                if (inline[s] != null) {
                    inline[s].onAbandoned(reply -> { });
                }
                Reply started = call(gaveUp, () -> bots[side].start(rules, START_ALLOWANCE * limit,
                        Math.max(backstop, START_ALLOWANCE * limit)));
                forfeit(game, s, judges[s].start(started));
            }
            if (game.failure(0) != null || game.failure(1) != null) {
                game.exchange();
            }
            long wallStart = System.nanoTime();
            while (!game.isOver()) {
                long wall = System.nanoTime() - wallStart;
                long budget = Referee.gameWallBudgetNanos(limit, decisions[0] + decisions[1]);
                if (wall > budget) {
                    // the game ends in a turn of its own; the bot that held it longer loses (both when even)
                    for (int s = 0; s < 2; s++) {
                        if (waited[s] >= waited[1 - s]) {
                            MoveJudge.Fault over = judges[s].overBudget("after turn " + game.turns(), wall, budget);
                            game.forfeit(s, over.outcome(), over.detail() + "; " + TimeUnit.NANOSECONDS.toMillis(
                                    waited[s]) + " ms of it waiting for this bot");
                        }
                    }
                    game.exchange();
                    break;
                }
                var observations = List.of(game.observation(0, limit), game.observation(1, limit));
                for (int s = 0; s < 2; s++) {
                    int side = s;
                    long asked = System.nanoTime();
                    Move move;
                    Reply failed;
                    long cpu;
                    String emptyDetail = "";
                    if (inline[s] != null) {
                        // in-process: the referee's allocation-free call, as in a solo game
                        try {
                            move = inline[s].decideMove(observations.get(side), limit, backstop);
                            failed = inline[s].lastFailure();
                            cpu = inline[s].lastCpuNanos();
                        } catch (AbandonedCallException e) {
                            gaveUp[0] = true;
                            move = null;
                            failed = ABANDONED;
                            cpu = 0;
                        }
                    } else {
                        Reply reply = call(gaveUp, () -> bots[side].decide(observations.get(side), limit, backstop));
                        infos.set(s, MoveInfo.append(infos.get(s), decisions[s], bots[s].lastMoveInfo()));
                        move = reply.move();
                        failed = reply.status() == Reply.Status.ANSWERED ? null : reply;
                        cpu = reply.cpuNanos();
                        emptyDetail = reply.detail();
                    }
                    waited[s] += System.nanoTime() - asked;
                    decisions[s]++;
                    total[s] += cpu;
                    max[s] = Math.max(max[s], cpu);
                    int pieces = game.game(s).piecesPlaced();
                    MoveJudge.Fault fault = judges[s].answer(pieces, failed, cpu, move, emptyDetail);
                    if (fault == null) {
                        try {
                            game.apply(s, move);
                        } catch (IllegalMoveException e) {
                            fault = MoveJudge.illegal(pieces, e);
                        }
                    }
                    forfeit(game, s, fault);
                }
                game.exchange();
            }
        }
        VersusRecord.Side[] out = new VersusRecord.Side[2];
        for (int s = 0; s < 2; s++) {
            Entrant e = sides.get(s);
            double mean = decisions[s] == 0 ? 0 : total[s] / 1e6 / decisions[s];
            out[s] = game.side(s, e.botId(), e.botVersion(), e.jarSha256(), round3(mean), round3(max[s] / 1e6))
                    .withMoveInfo(infos.get(s));
        }
        VersusRecord record = new VersusRecord(event.name(), seedSet, seedIndex, seed, swapped, List.of(out),
                game.winner(), game.reason(), game.turns());
        if (gaveUp[0] && abandoned != null) {
            abandoned.accept(record);
            throw new AbandonedCallException(event.name() + "-" + seedIndex);
        }
        return record;
    }

    /** What a call the watchdog gave up on returns: no answer, charged nothing more. */
    private static final Reply ABANDONED = Reply.noAnswer("no answer within the limit (the watchdog ended the move)", 0);

    /** A call whose in-process bot the watchdog gave up on ends as a timeout of that bot. */
    private static Reply call(boolean[] gaveUp, java.util.function.Supplier<Reply> request) {
        try {
            return request.get();
        } catch (AbandonedCallException e) {
            gaveUp[0] = true;
            return ABANDONED;
        }
    }

    private static void forfeit(VersusGame game, int side, MoveJudge.Fault fault) {
        if (fault != null) {
            game.forfeit(side, fault.outcome(), fault.detail());
        }
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
