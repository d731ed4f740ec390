package io.tetrisarena.arena.trainer.optim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CheckpointResumeTest {

    private static final int GENERATIONS = 12;
    private static final ObjectNode SETTINGS = JsonNodeFactory.instance.objectNode().put("run", "test");

    @TempDir
    Path folder;

    static List<String> algorithms() {
        return Algorithms.NAMES;
    }

    private static Optimizer fresh(String algorithm) {
        return Algorithms.create(algorithm, SearchSpace.cube(3, -2, 3), 12, GENERATIONS, 99);
    }

    /** Rosenbrock with a per-generation wobble, as a moving seed window would give. */
    private static double noisyRosenbrock(double[] x, int generation) {
        return TestFunctions.rosenbrock(x) + Math.sin(generation * 1.7 + x[0]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void resumingFromACheckpointGivesTheUninterruptedResult(String algorithm) {
        BatchFitness fitness = TestFunctions.batch(CheckpointResumeTest::noisyRosenbrock);
        List<GenerationReport> straight = new ArrayList<>();
        Candidate uninterrupted = new OptimizationRun(fresh(algorithm), fitness,
                Checkpoint.start(folder.resolve("straight.json"), SETTINGS), straight::add).run(GENERATIONS);

        Path file = folder.resolve("interrupted.json");
        new OptimizationRun(fresh(algorithm), fitness, Checkpoint.start(file, SETTINGS), r -> { }).run(5);
        Checkpoint stored = Checkpoint.load(file);
        assertEquals(SETTINGS, stored.settings());
        assertEquals(5, stored.entries().size());
        List<GenerationReport> resumedReports = new ArrayList<>();
        Candidate resumed = new OptimizationRun(fresh(algorithm), fitness, stored, resumedReports::add)
                .run(GENERATIONS);

        assertEquals(uninterrupted, resumed);
        assertEquals(GENERATIONS, resumedReports.size());
        for (int g = 0; g < GENERATIONS; g++) {
            assertEquals(g < 5, resumedReports.get(g).replayed());
            assertArrayEquals(straight.get(g).fitness(), resumedReports.get(g).fitness());
        }
        assertEquals(GENERATIONS, Checkpoint.load(file).entries().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void givesTheSameResultOnOneThreadAndOnThree(String algorithm) {
        ParallelBatchFitness.Single single = CheckpointResumeTest::noisyRosenbrock;
        Candidate[] results = new Candidate[2];
        int[] threads = {1, 3};
        for (int i = 0; i < 2; i++) {
            try (ParallelBatchFitness fitness = new ParallelBatchFitness(single, threads[i])) {
                results[i] = new OptimizationRun(fresh(algorithm), fitness,
                        Checkpoint.start(folder.resolve(i + ".json"), SETTINGS), r -> { }).run(GENERATIONS);
            }
        }
        assertEquals(results[0], results[1]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void refusesToResumeACheckpointOfAnotherSeed(String algorithm) {
        BatchFitness fitness = TestFunctions.batch(CheckpointResumeTest::noisyRosenbrock);
        Path file = folder.resolve("other.json");
        new OptimizationRun(Algorithms.create(algorithm, SearchSpace.cube(3, -1, 2), 12, GENERATIONS, 1), fitness,
                Checkpoint.start(file, SETTINGS), r -> { }).run(3);
        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> new OptimizationRun(fresh(algorithm), fitness, Checkpoint.load(file), r -> { })
                        .run(GENERATIONS));
        assertTrue(error.getMessage().contains("does not match"));
    }

    @org.junit.jupiter.api.Test
    void reportsAMissingCheckpointInOneLine() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Checkpoint.load(folder.resolve("absent.json")));
        assertEquals("no checkpoint to resume at " + folder.resolve("absent.json"), error.getMessage());
    }
}
