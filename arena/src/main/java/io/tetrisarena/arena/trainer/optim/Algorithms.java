package io.tetrisarena.arena.trainer.optim;

import java.util.List;

/** The optimizers by the names {@code evolve --algorithm} accepts. */
public final class Algorithms {

    /** Every accepted name, in the order help lists them. */
    public static final List<String> NAMES = List.of("ga-lee", "ga-mzmousa", "ga-tetris4j", "ga-nus", "ga-rw",
            "cem", "cmaes", "nelder-mead", "nm-ga-nm");

    private Algorithms() {
    }

    /**
     * A fresh optimizer.
     *
     * @param population  candidates per generation; 0 for the algorithm's default (ignored by Nelder-Mead)
     * @param generations the run's total generations (the pipeline splits them between its stages)
     * @throws IllegalArgumentException for an unknown name
     */
    public static Optimizer create(String name, SearchSpace space, int population, int generations, long seed) {
        return switch (name) {
            case "ga-lee", "ga-mzmousa", "ga-tetris4j", "ga-nus", "ga-rw" ->
                    new GeneticAlgorithm(GaSettings.preset(name.substring(3), orDefault(population, 100)), space, seed);
            case "cem" -> new CrossEntropyMethod(CrossEntropyMethod.Settings.standard(orDefault(population, 100)),
                    space, seed);
            case "cmaes" -> new CmaEs(space, population, seed);
            case "nelder-mead" -> new NelderMead(space, 0.1);
            case "nm-ga-nm" -> new NelderMeadGaPipeline(
                    NelderMeadGaPipeline.Settings.forBudget(generations, orDefault(population, 50)), space, seed);
            default -> throw new IllegalArgumentException("unknown algorithm: " + name + " (known: "
                    + String.join(", ", NAMES) + ")");
        };
    }

    private static int orDefault(int population, int fallback) {
        return population > 0 ? population : fallback;
    }
}
