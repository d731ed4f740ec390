package io.tetrisarena.arena.trainer.optim;

import java.util.List;

/** Known test functions, negated so that the optimizers' maximum is the functions' minimum. */
final class TestFunctions {

    private TestFunctions() {
    }

    static double sphere(double[] x) {
        double sum = 0;
        for (double value : x) {
            sum += value * value;
        }
        return -sum;
    }

    static double rosenbrock(double[] x) {
        double sum = 0;
        for (int i = 0; i + 1 < x.length; i++) {
            double valley = x[i + 1] - x[i] * x[i];
            sum += 100 * valley * valley + (1 - x[i]) * (1 - x[i]);
        }
        return -sum;
    }

    static BatchFitness batch(ParallelBatchFitness.Single single) {
        return (List<double[]> candidates, int generation) -> {
            double[] fitness = new double[candidates.size()];
            for (int i = 0; i < fitness.length; i++) {
                fitness[i] = single.evaluate(candidates.get(i), generation);
            }
            return fitness;
        };
    }

    /** Runs {@code generations} generations without a checkpoint and returns the best candidate. */
    static Candidate optimize(Optimizer optimizer, ParallelBatchFitness.Single single, int generations) {
        BatchFitness fitness = batch(single);
        for (int g = 0; g < generations; g++) {
            optimizer.tell(fitness.evaluate(optimizer.ask(), g));
        }
        return optimizer.best().orElseThrow();
    }

    static double distance(double[] x, double target) {
        double sum = 0;
        for (double value : x) {
            sum += (value - target) * (value - target);
        }
        return Math.sqrt(sum);
    }
}
