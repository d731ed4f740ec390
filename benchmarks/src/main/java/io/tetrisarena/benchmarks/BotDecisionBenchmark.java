package io.tetrisarena.benchmarks;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.bots.heuristic.DellacherieBot;
import io.tetrisarena.bots.heuristic.LeeBot;
import io.tetrisarena.bots.heuristic.MisakammBot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Measures one whole decision of a bundled bot: {@code dellacherie} (one piece, every placement scored
 * with six features), {@code lee} (two pieces: every placement of the current piece, then every
 * placement of the next one on each result) and {@code misakamm} (one piece, bounds first, then the
 * surface terms of the placements the bounds leave in). The observations are the first 64 of a real game under the
 * rules given (classic: straight drop and no preview, so lee sees one piece; classic-preview1: the same
 * with one preview piece, lee's two-piece search), cycled so the branch predictor cannot learn one board.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar BotDecision}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class BotDecisionBenchmark {
    @Param({"dellacherie", "lee", "misakamm"})
    public String bot;

    @Param({"classic", "classic-preview1"})
    public String rules;

    private BotPlayer player;
    private Observation[] observations;
    private int next;

    @Setup
    public void setUp() {
        Rules r = "classic".equals(rules) ? Rules.classic() : Rules.classic().withPreview(1);
        TetrisBot impl = switch (bot) {
            case "lee" -> new LeeBot();
            case "misakamm" -> new MisakammBot();
            default -> new DellacherieBot();
        };
        player = impl.newPlayer(r);
        Game game = new Game(r, 42L, false);
        List<Observation> seen = new ArrayList<>();
        BotPlayer driver = impl.newPlayer(r);
        while (seen.size() < 64 && !game.isOver()) {
            Observation o = game.observation(0);
            seen.add(o);
            game.apply(driver.decide(o));
        }
        observations = seen.toArray(new Observation[0]);
    }

    @Benchmark
    public Object decide() {
        Observation o = observations[next];
        next = (next + 1) % observations.length;
        return player.decide(o);
    }
}
