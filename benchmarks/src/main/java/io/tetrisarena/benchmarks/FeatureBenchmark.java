package io.tetrisarena.benchmarks;

import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
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
 * Measures each feature of {@link Feature} on its own: the time to read one feature from a
 * {@link PlacementContext} that already holds a placement (an O dropped on the "messy" position, which
 * has holes, wells and overhangs, so no feature takes a shortcut), plus {@code place}, the cost of
 * putting a piece into the context (copy, lock, clear, column heights) that every evaluation pays once.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar FeatureBenchmark}; narrow it with
 * {@code -p feature=HOLES,ROW_TRANSITIONS}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class FeatureBenchmark {
    @Param({"LANDING_HEIGHT", "ERODED_PIECE_CELLS", "ROWS_CLEARED", "COMPLETE_LINES", "AGGREGATE_HEIGHT",
        "BUMPINESS", "HOLES", "ROW_TRANSITIONS", "COLUMN_TRANSITIONS", "CUMULATIVE_WELLS", "WELL_SUMS",
        "HOLE_DEPTH", "ROWS_WITH_HOLES", "BLOCKADES", "CELL_HEIGHT_SUM", "TOUCHING_EDGES", "MAX_PIT_DEPTH",
        "SLOPE", "CONCAVITY"})
    public Feature feature;

    private final PlacementContext context = new PlacementContext();
    private Board board;

    @Setup
    public void setUp() {
        board = Positions.named("messy");
        if (!context.place(board, Piece.O, Rotation.NORTH, 7, 8)) {
            throw new IllegalStateException("benchmark placement does not fit");
        }
    }

    @Benchmark
    public double measureFeature() {
        return feature.value(context);
    }

    @Benchmark
    public boolean place() {
        return context.place(board, Piece.O, Rotation.NORTH, 7, 8);
    }
}
