package io.tetrisarena.benchmarks;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.bots.heuristic.DellacherieBot;
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
 * each; it never tops out) played two ways, one operation = one piece (average time, nanoseconds).
 * <ul>
 *   <li>{@code kernelLoop}: the engine and the bot alone, as {@link GameLoopBenchmark} and {@code bench}'s
 *       "kernel loop" column: observation, decision, checked move.</li>
 *   <li>{@code throughReferee}: the same game as a tournament plays it: {@link Referee#play} with an
 *       {@link InProcessConnection} (the bot called inline, each move timed for the watchdog, the CPU clock
 *       read at most once a millisecond, the reply checked, the move recorded).</li>
 * </ul>
 * The difference of the two scores is the referee's overhead per piece (issue 14's target: at most 1 µs).
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

    @Setup
    public void setUp() {
        rules = Rules.classic().withPieceCap(PIECES);
        event = new Event(rules.name(), "benchmark", Metric.LINES, true, rules);
        bot = new DellacherieBot();
        referee = new Referee(log -> { });
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
        GameSpec spec = new GameSpec("dellacherie", "1", "", event, "bench", 0, seed++);
        GameRecord record = referee.play(spec, new InProcessConnection(bot, "bench"));
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
