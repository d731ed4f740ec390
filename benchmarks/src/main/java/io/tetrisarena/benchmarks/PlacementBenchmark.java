package io.tetrisarena.benchmarks;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
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
 * Measures what a search does at every node: copy a board into a scratch board, lock a piece and clear
 * full rows ({@code copyFrom} + {@code placeAndClear}). The score is per placement, averaged over every
 * straight-drop placement of every piece on the position (on "flat", many of them clear lines).
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar Placement -prof gc} (expect about 0 B/op).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PlacementBenchmark {
    @Param({"empty", "flat", "messy"})
    public String position;

    private Board board;
    private Board scratch;
    private Placement[] placements;

    @Setup
    public void setUp() {
        board = Positions.named(position);
        scratch = board.copy();
        MoveGenerator generator = MoveGenerator.forRules(Rules.classic());
        PlacementList list = new PlacementList();
        java.util.List<Placement> all = new java.util.ArrayList<>();
        for (Piece piece : Piece.values()) {
            generator.generate(board, piece, list);
            for (int i = 0; i < list.size(); i++) {
                all.add(list.get(i));
            }
        }
        placements = all.toArray(new Placement[0]);
        if (placements.length != 162 && "empty".equals(position)) {
            throw new IllegalStateException("expected 162 placements on the empty board");
        }
    }

    @Benchmark
    @OperationsPerInvocation(162)
    public void placeAndClearEveryPlacement(Blackhole bh) {
        int n = placements.length;
        for (int i = 0; i < 162; i++) {
            scratch.copyFrom(board);
            bh.consume(scratch.placeAndClear(placements[i % n]));
        }
    }
}
