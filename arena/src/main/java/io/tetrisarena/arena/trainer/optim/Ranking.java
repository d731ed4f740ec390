package io.tetrisarena.arena.trainer.optim;

import java.util.Comparator;
import java.util.stream.IntStream;

/** Orders candidates by fitness, best first; equal fitness keeps the earlier candidate first. */
final class Ranking {

    private Ranking() {
    }

    /** Indices of {@code fitness}, best first. */
    static int[] bestFirst(double[] fitness) {
        return IntStream.range(0, fitness.length).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> fitness[i]).reversed()
                        .thenComparingInt(i -> i))
                .mapToInt(Integer::intValue).toArray();
    }

    static void requireSize(double[] fitness, int expected) {
        if (fitness.length != expected) {
            throw new IllegalArgumentException("expected " + expected + " fitness values, got " + fitness.length);
        }
        for (double value : fitness) {
            if (Double.isNaN(value)) {
                throw new IllegalArgumentException("a fitness value is NaN");
            }
        }
    }

    /** The better of {@code best} and the best of this generation (the earlier one on a tie). */
    static Candidate improve(Candidate best, java.util.List<double[]> candidates, double[] fitness, int generation) {
        int top = bestFirst(fitness)[0];
        if (best == null || fitness[top] > best.fitness()) {
            return new Candidate(candidates.get(top), fitness[top], generation);
        }
        return best;
    }
}
