package io.tetrisarena.arena.trainer.optim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeneticAlgorithmPresetsTest {

    private static final double[] DIRECTION = {0.48, -0.6, 0.64};

    private static double alignment(double[] x) {
        double dot = 0;
        for (int i = 0; i < x.length; i++) {
            dot += x[i] * DIRECTION[i];
        }
        return dot;
    }

    @Test
    void leeKeepsEveryIndividualAtUnitLengthAndFindsTheBestDirection() {
        GeneticAlgorithm ga = new GeneticAlgorithm(GaSettings.lee(100), SearchSpace.cube(3, -1, 1), 7);
        BatchFitness fitness = TestFunctions.batch((x, g) -> alignment(x));
        for (int g = 0; g < 60; g++) {
            List<double[]> population = ga.ask();
            for (double[] individual : population) {
                assertEquals(1, Math.sqrt(dot(individual, individual)), 1e-12);
            }
            ga.tell(fitness.evaluate(population, g));
        }
        double[] best = ga.best().orElseThrow().values();
        double angle = Math.acos(Math.min(1, alignment(best)));
        assertTrue(angle < 0.05, "angle to the best direction: " + angle);
    }

    @Test
    void replaceWeakestPresetsKeepTheFittestSeventyPercentUnchanged() {
        for (GaSettings settings : List.of(GaSettings.lee(20), GaSettings.nus(20))) {
            GeneticAlgorithm ga = new GeneticAlgorithm(settings, SearchSpace.cube(4, -1, 1), 3);
            List<double[]> before = ga.ask();
            double[] fitness = new double[20];
            for (int i = 0; i < 20; i++) {
                fitness[i] = i;
            }
            ga.tell(fitness);
            List<double[]> after = ga.ask();
            for (int rank = 0; rank < 14; rank++) {
                assertArrayEquals(before.get(19 - rank), after.get(rank), "survivor " + rank);
            }
            for (int i = 14; i < 20; i++) {
                double[] child = after.get(i);
                assertTrue(before.stream().noneMatch(parent -> Arrays.equals(parent, child)),
                        "offspring " + i + " is a new vector");
            }
        }
    }

    @Test
    void mzmousaKeepsTheBetterHalfWithTheBestFirst() {
        GeneticAlgorithm ga = new GeneticAlgorithm(GaSettings.mzmousa(10), SearchSpace.cube(3, -1, 1), 5);
        List<double[]> before = ga.ask();
        double[] fitness = {5, 1, 9, 3, 7, 0, 8, 2, 6, 4};
        ga.tell(fitness);
        List<double[]> after = ga.ask();
        int[] betterHalf = {2, 6, 4, 8, 0};
        for (int rank = 0; rank < 5; rank++) {
            assertArrayEquals(before.get(betterHalf[rank]), after.get(rank));
        }
    }

    @Test
    void tetris4jKeepsOneWinnerOfEachDuelAndBreedsOnlyFromWinnersGenes() {
        GeneticAlgorithm ga = new GeneticAlgorithm(
                new GaSettings(8, GaSettings.Initialization.GAUSSIAN, GaSettings.Replacement.PAIRWISE_DUEL, 0.5,
                        GaSettings.Selection.RANDOM, 1, GaSettings.Crossover.UNIFORM,
                        GaSettings.Mutation.EACH_GENE_RESET, 0, 0, false),
                SearchSpace.cube(3, -1, 1), 11);
        List<double[]> before = ga.ask();
        ga.tell(new double[] {0, 1, 2, 3, 4, 5, 6, 7});
        List<double[]> after = ga.ask();
        List<double[]> winners = after.subList(0, 4);
        assertTrue(winners.stream().allMatch(w -> before.stream().anyMatch(b -> Arrays.equals(b, w))));
        assertTrue(winners.stream().noneMatch(w -> Arrays.equals(w, before.get(0))), "the weakest never wins");
        for (double[] child : after.subList(4, 8)) {
            for (int gene = 0; gene < 3; gene++) {
                int g = gene;
                assertTrue(winners.stream().anyMatch(w -> w[g] == child[g]), "gene from a winner");
            }
        }
    }

    @Test
    void rejectsAnUnknownPreset() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> GaSettings.preset("darwin", 10));
        assertTrue(error.getMessage().startsWith("unknown genetic algorithm preset: darwin"));
    }

    private static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
