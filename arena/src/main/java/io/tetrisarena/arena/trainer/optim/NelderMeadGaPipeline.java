package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The training pipeline of the 16-feature write-up: Nelder-Mead from the starting point, then a genetic
 * algorithm ({@link GaSettings#rollinsonWagner}) whose population is seeded with the final simplex and
 * filled with small perturbations of its best vertex, then Nelder-Mead again from the genetic
 * algorithm's best. Each stage runs a fixed number of generations; the last stage runs as long as asked.
 */
public final class NelderMeadGaPipeline extends AskTellOptimizer {

    /**
     * @param firstSimplexGenerations generations of the first Nelder-Mead stage
     * @param gaGenerations           generations of the genetic algorithm stage
     * @param populationSize          the genetic algorithm's population
     * @param stepFraction            the first simplex's step as a fraction of each range (the second uses half)
     */
    public record Settings(int firstSimplexGenerations, int gaGenerations, int populationSize, double stepFraction) {
        public Settings {
            if (firstSimplexGenerations < 1 || gaGenerations < 1) {
                throw new IllegalArgumentException("every pipeline stage needs at least one generation");
            }
        }

        /** Splits a total budget: 30% first simplex, 40% genetic algorithm, the rest second simplex. */
        public static Settings forBudget(int generations, int populationSize) {
            int first = Math.max(1, (int) Math.round(generations * 0.3));
            int ga = Math.max(1, (int) Math.round(generations * 0.4));
            return new Settings(first, ga, populationSize, 0.1);
        }
    }

    private final Settings settings;
    private final SearchSpace space;
    private final long seed;
    private Optimizer stage;
    private int stageIndex;

    public NelderMeadGaPipeline(Settings settings, SearchSpace space, long seed) {
        this.settings = settings;
        this.space = space;
        this.seed = seed;
        this.stage = new NelderMead(space, settings.stepFraction());
        propose(stage.ask());
    }

    @Override
    protected void advance(List<double[]> measured, double[] fitness) {
        stage.tell(fitness);
        int generation = generation() + 1;
        if (stageIndex == 0 && generation == settings.firstSimplexGenerations()) {
            stage = new GeneticAlgorithm(GaSettings.rollinsonWagner(settings.populationSize()), space, seed,
                    gaSeeds(((NelderMead) stage).simplex()));
            stageIndex = 1;
        } else if (stageIndex == 1 && generation == settings.firstSimplexGenerations() + settings.gaGenerations()) {
            stage = new NelderMead(space.startingAt(bestIncluding(measured, fitness)), settings.stepFraction() / 2);
            stageIndex = 2;
        }
        propose(stage.ask());
    }

    /** Which stage runs now: 0 first simplex, 1 genetic algorithm, 2 second simplex. */
    public int stage() {
        return stageIndex;
    }

    @Override
    public boolean comparesAcrossGenerations() {
        return true;
    }

    /** The best candidate so far, counting the generation being told (not yet in {@link #best()}). */
    private double[] bestIncluding(List<double[]> measured, double[] fitness) {
        return Ranking.improve(best().orElse(null), measured, fitness, generation()).values();
    }

    private List<double[]> gaSeeds(List<double[]> simplex) {
        List<double[]> seeds = new ArrayList<>();
        for (double[] vertex : simplex) {
            if (seeds.size() < settings.populationSize()) {
                seeds.add(vertex);
            }
        }
        SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
        double[] top = simplex.get(0);
        while (seeds.size() < settings.populationSize()) {
            double[] perturbed = top.clone();
            for (int i = 0; i < perturbed.length; i++) {
                perturbed[i] += random.nextGaussian() * 0.05 * space.width(i);
            }
            seeds.add(perturbed);
        }
        return seeds;
    }
}
