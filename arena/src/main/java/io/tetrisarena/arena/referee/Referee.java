package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.results.Outcome;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Plays one game for one bot: it owns the {@link Game}, shows the bot only observations through a
 * {@link BotConnection}, and checks every answer. The per-move limit is the event's {@code moveTimeMillis}
 * of CPU time (measured as {@link MoveWatchdog} describes for in-process bots). A wall-clock backstop ends
 * a bot that never answers: the event's {@code wallBackstopMillis}, by default {@link #backstopNanos} of
 * the limit; it is a safety net far above any honest move. Making the game's player ({@code newPlayer})
 * may take five times the per-move limit. Any failure ends the game with {@link Outcome#ILLEGAL_MOVE},
 * {@link Outcome#EXCEPTION} or {@link Outcome#TIMEOUT} and a one-line detail, as {@link MoveJudge} judges it
 * (the same judge as each seat of a versus game); a stack trace goes to the log.
 *
 * <p>A record's {@code meanMoveMillis}/{@code maxMoveMillis} are the time charged per decision: its wall
 * time, which bounds its CPU time, or its CPU time when the wall time passed the limit.
 */
public final class Referee {
    private static final long NO_LIMIT_BACKSTOP_NANOS = TimeUnit.SECONDS.toNanos(60);
    private static final long MIN_BACKSTOP_NANOS = TimeUnit.SECONDS.toNanos(10);
    private static final int BACKSTOP_FACTOR = 20;
    private static final int START_ALLOWANCE = 5;
    /** A game's wall budget: this much, plus {@link #GAME_WALL_FACTOR} times the move limit per move played. */
    static final long GAME_WALL_BASE_NANOS = TimeUnit.SECONDS.toNanos(10);
    /** The move limits per move in a game's wall budget ({@link #gameWallBudgetNanos}). */
    public static final int GAME_WALL_FACTOR = 3;

    private final Consumer<String> log;
    private final boolean recordMoves;

    /** @param log receives multi-line reports (stack traces) of failed games */
    public Referee(Consumer<String> log) {
        this(log, true);
    }

    /**
     * @param log         receives multi-line reports (stack traces) of failed games
     * @param recordMoves whether records carry the move list (trainers that never replay can skip it)
     */
    public Referee(Consumer<String> log, boolean recordMoves) {
        this.log = log;
        this.recordMoves = recordMoves;
    }

    /**
     * The default wall-clock backstop for a per-move CPU limit (0 = none): twenty times the limit, at least
     * ten seconds; a minute without a limit.
     */
    public static long backstopNanos(long limitNanos) {
        return limitNanos <= 0 ? NO_LIMIT_BACKSTOP_NANOS
                : Math.max(MIN_BACKSTOP_NANOS, BACKSTOP_FACTOR * limitNanos);
    }

    /** The wall-clock backstop of a move in this event: its own setting, else the default for its limit. */
    public static long backstopNanos(Event event) {
        return event.wallBackstopMillis() > 0 ? TimeUnit.MILLISECONDS.toNanos(event.wallBackstopMillis())
                : backstopNanos(TimeUnit.MILLISECONDS.toNanos(event.rules().moveTimeMillis()));
    }

    /**
     * The wall time a game may have taken after {@code moves} moves with this per-move CPU limit (0 = none,
     * no budget): {@value #GAME_WALL_FACTOR} times the limit per move, plus ten seconds. Past it the game ends
     * as a timeout, so that a bot that sleeps under its backstop at every move cannot hold a run for hours.
     */
    public static long gameWallBudgetNanos(long limitNanos, int moves) {
        return limitNanos <= 0 ? Long.MAX_VALUE : GAME_WALL_BASE_NANOS + GAME_WALL_FACTOR * limitNanos * moves;
    }

    /** Plays the game to its end and closes the connection. */
    public GameRecord play(GameSpec spec, BotConnection bot) {
        return play(spec, bot, game -> { });
    }

    /**
     * Plays the game to its end and closes the connection, showing {@code afterMove} the game (read only)
     * after every accepted move, e.g. to draw it. A move that never returns is ended by the watchdog and the
     * game's TIMEOUT record is returned once the move does return.
     */
    public GameRecord play(GameSpec spec, BotConnection bot, Consumer<Game> afterMove) {
        return play(spec, bot, afterMove, null);
    }

    /**
     * Like {@link #play(GameSpec, BotConnection, Consumer)}, but when the watchdog gives up on a move of an
     * {@link InlineConnection}, the game's TIMEOUT record goes to {@code abandoned} at once, on the
     * watchdog's thread, and the stuck thread, should it ever come back, gets an
     * {@link AbandonedCallException} out of this method instead of a record.
     */
    public GameRecord play(GameSpec spec, BotConnection bot, Consumer<Game> afterMove,
                           Consumer<GameRecord> abandoned) {
        Match match = new Match(spec, abandoned);
        try (bot) {
            if (bot instanceof InlineConnection inline) {
                inline.onAbandoned(match::abandon);
            }
            match.play(bot, afterMove);
        } catch (AbandonedCallException e) {
            if (abandoned != null) {
                throw e;
            }
            return match.awaitAbandonedRecord();
        }
        return match.record();
    }

    /** One game's state; after an abandoned move the watchdog's thread reads it to write the record. */
    private final class Match {
        private final GameSpec spec;
        private final Rules rules;
        private final long limit;
        private final long backstop;
        private final Game game;
        private final Consumer<GameRecord> abandoned;
        private long totalCpu;
        private long maxCpu;
        private int decisions;
        private List<MoveInfo> moveInfos;
        private boolean starting = true;
        private Outcome failure;
        private String detail = "";
        private final CountDownLatch abandonedDone = new CountDownLatch(1);
        private GameRecord abandonedRecord;
        private final MoveJudge judge;

        Match(GameSpec spec, Consumer<GameRecord> abandoned) {
            this.spec = spec;
            this.judge = new MoveJudge(log, spec.botId(), spec.event(), spec.seedIndex());
            this.rules = spec.event().rules();
            this.limit = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
            this.backstop = backstopNanos(spec.event());
            this.game = new Game(rules, spec.seed(), recordMoves);
            this.abandoned = abandoned;
        }

        void play(BotConnection bot, Consumer<Game> afterMove) {
            // Making a player may load tables or weights, so it gets a few moves' worth of time.
            long startLimit = START_ALLOWANCE * limit;
            Reply started = bot.start(rules, startLimit, Math.max(backstop, START_ALLOWANCE * limit));
            starting = false;
            fail(judge.start(started));
            InlineConnection inline = bot instanceof InlineConnection i ? i : null;
            long wallStart = System.nanoTime();
            while (failure == null && !game.isOver()) {
                playMove(bot, inline, afterMove);
                // An in-process call's end was read by its watchdog slot: one clock read a move the fewer.
                long wall = (inline != null ? inline.lastEndNanos() : System.nanoTime()) - wallStart;
                if (failure == null && !game.isOver() && wall > gameWallBudgetNanos(limit, decisions)) {
                    fail(judge.overBudget("after move " + decisions, wall, gameWallBudgetNanos(limit, decisions)));
                }
            }
        }

        /**
         * One move: the observation, the bot's answer, the checks and the lock. A method of its own so that
         * the JIT compiles it after a few thousand moves instead of waiting to replace the loop on the stack.
         */
        private void playMove(BotConnection bot, InlineConnection inline, Consumer<Game> afterMove) {
            Observation observation = game.observation(limit);
            Move move;
            Reply failed;
            long cpu;
            String emptyDetail = "";
            if (inline != null) {
                move = inline.decideMove(observation, limit, backstop);
                failed = inline.lastFailure();
                cpu = inline.lastCpuNanos();
            } else {
                Reply reply = bot.decide(observation, limit, backstop);
                moveInfos = MoveInfo.append(moveInfos, decisions, bot.lastMoveInfo());
                move = reply.move();
                failed = reply.status() == Reply.Status.ANSWERED ? null : reply;
                cpu = reply.cpuNanos();
                emptyDetail = reply.detail();
            }
            decisions++;
            totalCpu += cpu;
            maxCpu = Math.max(maxCpu, cpu);
            MoveJudge.Fault fault = judge.answer(game.piecesPlaced(), failed, cpu, move, emptyDetail);
            if (fault == null) {
                try {
                    game.apply(move);
                    afterMove.accept(game);
                } catch (IllegalMoveException e) {
                    fault = MoveJudge.illegal(game.piecesPlaced(), e);
                }
            }
            fail(fault);
        }

        private void fail(MoveJudge.Fault fault) {
            if (fault != null) {
                failure = fault.outcome();
                detail = fault.detail();
            }
        }

        /** The watchdog gave up on the call in flight: the game ends here, by timeout. */
        void abandon(Reply reply) {
            if (starting) {
                detail = "while starting the game: " + reply.detail();
            } else {
                decisions++;
                totalCpu += reply.cpuNanos();
                maxCpu = Math.max(maxCpu, reply.cpuNanos());
                detail = "move " + (game.piecesPlaced() + 1) + ": " + reply.detail();
            }
            failure = Outcome.TIMEOUT;
            GameRecord record = record();
            abandonedRecord = record;
            abandonedDone.countDown();
            if (abandoned != null) {
                abandoned.accept(record);
            }
        }

        /** The record the watchdog wrote, once it has (the stuck call may return while it writes). */
        GameRecord awaitAbandonedRecord() {
            boolean interrupted = false;
            while (true) {
                try {
                    abandonedDone.await();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return abandonedRecord;
        }

        GameRecord record() {
            Outcome outcome = failure != null ? failure : game.outcome();
            String why = failure == null && outcome == Outcome.TOPPED_OUT ? game.endReason() : detail;
            double meanMs = decisions == 0 ? 0 : totalCpu / 1e6 / decisions;
            return new GameRecord(spec.botId(), spec.botVersion(), spec.jarSha256(), spec.event().name(),
                    spec.seedSet(), spec.seedIndex(), spec.seed(), outcome, why, game.piecesPlaced(), game.lines(),
                    game.score(), game.tetrises(), game.tSpins(), game.garbageReceived(), game.highestStack(),
                    round3(meanMs), round3(maxCpu / 1e6), game.moves()).withMoveInfo(moveInfos);
        }
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
