package io.tetrisarena.benchmarks;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Measures move generation: the time to list every final placement of ONE piece, averaged over all seven
 * pieces (each invocation generates for I, J, L, O, S, T and Z; the score is per piece), for the SRS
 * search and the straight-drop model, on the boards of {@link Positions}.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar MoveGeneration -prof gc}. The gc profiler's
 * {@code gc.alloc.rate.norm} should be about 0 B/op: generation allocates nothing once warmed up.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MoveGenerationBenchmark {
    private static final Piece[] PIECES = Piece.values();

    @Param({"SRS", "STRAIGHT_DROP"})
    public MovementModel movement;

    @Param({"empty", "flat", "tspin", "messy"})
    public String position;

    private Board board;
    private MoveGenerator generator;
    private final PlacementList out = new PlacementList(256);

    @Setup
    public void setUp() {
        Rules base = movement == MovementModel.SRS ? Rules.guideline() : Rules.classic();
        generator = MoveGenerator.forRules(base);
        board = Positions.named(position);
    }

    @Benchmark
    @OperationsPerInvocation(7)
    public void generateEveryPiece(Blackhole bh) {
        for (Piece piece : PIECES) {
            bh.consume(generator.generate(board, piece, out));
        }
    }
}
