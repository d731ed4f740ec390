package io.tetrisarena.benchmarks;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.bots.heuristic.DellacherieBot;
import io.tetrisarena.bots.heuristic.LeeBot;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Measures a full game loop in pieces per second (throughput mode, one operation = one piece): the
 * engine builds the observation with its legal placements, the bot decides, the engine checks the move
 * and applies it (clears, scoring, next piece). A game that ends is replaced by the next seed's game, so
 * the loop never measures set-up alone.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar GameLoop}. The targets: at least
 * 400,000 pieces per second for {@code dellacherie} under {@code classic} rules, and 20,000 for {@code lee}
 * with its two-piece search ({@code classic-preview1}), on one core.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class GameLoopBenchmark {
    private static final int PIECES_PER_CALL = 100;

    @Param({"dellacherie", "lee"})
    public String bot;

    /** classic: no preview (lee searches one piece); classic-preview1: lee's two-piece search. */
    @Param({"classic", "classic-preview1"})
    public String ruleset;

    private Rules rules;
    private TetrisBot impl;
    private BotPlayer player;
    private Game game;
    private long seed;

    @Setup
    public void setUp() {
        rules = "classic".equals(ruleset) ? Rules.classic() : Rules.classic().withPreview(1);
        impl = "lee".equals(bot) ? new LeeBot() : new DellacherieBot();
        newGame();
    }

    private void newGame() {
        game = new Game(rules, seed++, false);
        player = impl.newPlayer(rules);
    }

    @Benchmark
    @OperationsPerInvocation(PIECES_PER_CALL)
    public int playPieces() {
        int lines = 0;
        for (int i = 0; i < PIECES_PER_CALL; i++) {
            if (game.isOver()) {
                newGame();
            }
            lines += game.apply(player.decide(game.observation(0)));
        }
        return lines;
    }
}
