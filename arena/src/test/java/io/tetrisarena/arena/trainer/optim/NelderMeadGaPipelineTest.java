package io.tetrisarena.arena.trainer.optim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NelderMeadGaPipelineTest {

    @Test
    void runsSimplexThenGeneticAlgorithmSeededWithTheSimplexThenSimplexAgain() {
        SearchSpace space = SearchSpace.cube(2, -2, 3);
        NelderMeadGaPipeline pipeline = new NelderMeadGaPipeline(new NelderMeadGaPipeline.Settings(20, 5, 10, 0.1),
                space, 4);
        BatchFitness fitness = TestFunctions.batch((x, g) -> TestFunctions.rosenbrock(x));
        for (int g = 0; g < 20; g++) {
            assertEquals(0, pipeline.stage());
            pipeline.tell(fitness.evaluate(pipeline.ask(), g));
        }
        assertEquals(1, pipeline.stage());
        List<double[]> population = pipeline.ask();
        assertEquals(10, population.size());
        Candidate bestOfSimplex = pipeline.best().orElseThrow();
        assertArrayEquals(bestOfSimplex.values(), population.get(0), "the simplex's best vertex seeds the GA");
        for (int g = 20; g < 25; g++) {
            pipeline.tell(fitness.evaluate(pipeline.ask(), g));
        }
        assertEquals(2, pipeline.stage());
        assertEquals(3, pipeline.ask().size(), "a fresh simplex in two dimensions");
        assertArrayEquals(pipeline.best().orElseThrow().values(), pipeline.ask().get(0));
        assertTrue(pipeline.best().orElseThrow().fitness() >= bestOfSimplex.fitness());
    }

    @Test
    void nelderMeadMeasuresTheStartingSimplexFirst() {
        NelderMead method = new NelderMead(new SearchSpace(new double[] {0, 0}, new double[] {10, 20},
                new double[] {1, 2}), 0.1);
        List<double[]> simplex = method.ask();
        assertEquals(3, simplex.size());
        assertArrayEquals(new double[] {1, 2}, simplex.get(0));
        assertArrayEquals(new double[] {2, 2}, simplex.get(1));
        assertArrayEquals(new double[] {1, 4}, simplex.get(2));
        assertTrue(method.comparesAcrossGenerations());
    }
}
