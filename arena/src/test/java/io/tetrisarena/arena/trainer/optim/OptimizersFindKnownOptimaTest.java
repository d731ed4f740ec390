package io.tetrisarena.arena.trainer.optim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every optimizer reaches the minimum of the sphere (at 0, three dimensions) and of Rosenbrock's valley
 * (at 1, two dimensions) from the box [-2, 3], within the distance stated per algorithm: the genetic
 * algorithms are coarse (0.5), the cross-entropy method finer, CMA-ES and Nelder-Mead close to exact.
 * Population 30 (CMA-ES: its default), 100 generations (Nelder-Mead and the pipeline: 300 small ones).
 */
class OptimizersFindKnownOptimaTest {

    private static final long SEED = 1;

    @ParameterizedTest(name = "{0} within {1} of the sphere's minimum")
    @CsvSource({
        "ga-mzmousa, 0.5", "ga-tetris4j, 0.5", "ga-nus, 0.5", "ga-rw, 0.5",
        "cem, 0.02", "cmaes, 1e-6", "nelder-mead, 1e-9", "nm-ga-nm, 1e-3"
    })
    void findsTheSphereMinimum(String algorithm, double tolerance) {
        Candidate best = TestFunctions.optimize(create(algorithm, 3), (x, g) -> TestFunctions.sphere(x),
                generations(algorithm));
        double distance = TestFunctions.distance(best.values(), 0);
        assertTrue(distance <= tolerance, algorithm + " ended " + distance + " away");
    }

    @ParameterizedTest(name = "{0} within {1} of Rosenbrock's minimum")
    @CsvSource({
        "ga-mzmousa, 0.5", "ga-tetris4j, 0.5", "ga-nus, 0.5", "ga-rw, 0.5",
        "cem, 0.2", "cmaes, 0.01", "nelder-mead, 1e-6", "nm-ga-nm, 1e-3"
    })
    void findsTheRosenbrockMinimum(String algorithm, double tolerance) {
        Candidate best = TestFunctions.optimize(create(algorithm, 2), (x, g) -> TestFunctions.rosenbrock(x),
                generations(algorithm));
        double distance = TestFunctions.distance(best.values(), 1);
        assertTrue(distance <= tolerance, algorithm + " ended " + distance + " away");
    }

    private static Optimizer create(String algorithm, int dimension) {
        return Algorithms.create(algorithm, SearchSpace.cube(dimension, -2, 3),
                algorithm.equals("cmaes") ? 0 : 30, generations(algorithm), SEED);
    }

    private static int generations(String algorithm) {
        return algorithm.startsWith("n") ? 300 : 100;
    }
}
