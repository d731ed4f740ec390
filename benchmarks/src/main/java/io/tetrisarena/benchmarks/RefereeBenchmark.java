package io.tetrisarena.benchmarks;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.bots.heuristic.DellacherieBot;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The referee's cost per piece: the same whole {@code classic} games of {@code dellacherie} (2,000 pieces
 * each; it never tops out) played three ways, one operation = one piece (average time, nanoseconds).
 * <ul>
 *   <li>{@code kernelLoop}: the engine and the bot alone, as {@link GameLoopBenchmark} and {@code bench}'s
 *       "kernel loop" column: observation, decision, checked move.</li>
 *   <li>{@code throughReferee}: the same game as a tournament plays it: {@link Referee#play} with an
 *       {@link InProcessConnection} (the bot called inline, each move timed for the watchdog, the CPU clock
 *       read at most once a millisecond, the reply checked, the move recorded).</li>
 *   <li>{@code hostOnly}: the host's whole work per piece and nothing else: {@code throughReferee} for a
 *       bot that answers from a list, the moves {@code dellacherie} chose in one of these games
 *       (observation, legality check, lock, the next legal placements, the watchdog's timing, the move
 *       record).</li>
 * </ul>
 * The difference of the first two scores is the referee's overhead per piece (issue 14's target: at most
 * 1 µs).
 * {@code -prof gc} shows the bytes allocated per piece on each path.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar RefereeBenchmark -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RefereeBenchmark {
    private static final int PIECES = 2000;

    private Rules rules;
    private Event event;
    private TetrisBot bot;
    private Referee referee;
    private long seed;
    private TetrisBot replay;

    @Setup
    public void setUp() {
        rules = Rules.classic().withPieceCap(PIECES);
        event = new Event(rules.name(), "benchmark", Metric.LINES, true, rules);
        bot = new DellacherieBot();
        referee = new Referee(log -> { });
        GameRecord recorded = referee.play(spec(0), new InProcessConnection(bot, "record"));
        List<Move> moves = new ArrayList<>();
        for (MoveCodec.Token token : MoveCodec.decode(recorded.moves())) {
            moves.add(new Move(token.hold(), token.placement()));
        }
        replay = new TetrisBot() {
            @Override
            public BotInfo info() {
                return bot.info();
            }

            @Override
            public BotPlayer newPlayer(Rules gameRules) {
                Iterator<Move> next = moves.iterator();
                return observation -> next.next();
            }
        };
    }

    private GameSpec spec(long gameSeed) {
        return new GameSpec("dellacherie", "1", "", event, "bench", 0, gameSeed);
    }

    @Benchmark
    @OperationsPerInvocation(PIECES)
    public int kernelLoop() {
        Game game = new Game(rules, seed++, false);
        BotPlayer player = bot.newPlayer(rules);
        while (!game.isOver()) {
            game.apply(player.decide(game.observation(0)));
        }
        return checked(game.piecesPlaced()) + game.lines();
    }

    @Benchmark
    @OperationsPerInvocation(PIECES)
    public GameRecord throughReferee() {
        GameRecord record = referee.play(spec(seed++), new InProcessConnection(bot, "bench"));
        checked(record.pieces());
        return record;
    }

    @Benchmark
    @OperationsPerInvocation(PIECES)
    public GameRecord hostOnly() {
        GameRecord record = referee.play(spec(0), new InProcessConnection(replay, "replay"));
        checked(record.pieces());
        return record;
    }

    /** Both loops must play whole 2,000-piece games, or the per-piece scores would be wrong. */
    private static int checked(int pieces) {
        if (pieces != PIECES) {
            throw new IllegalStateException("a game ended after " + pieces + " pieces, not " + PIECES);
        }
        return pieces;
    }
}
