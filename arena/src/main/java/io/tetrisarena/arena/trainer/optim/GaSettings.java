package io.tetrisarena.arena.trainer.optim;

/**
 * How a {@link GeneticAlgorithm} builds each next population. The presets reproduce the genetic
 * algorithms of the classic Tetris write-ups; every field can also be set by hand.
 *
 * @param populationSize    individuals per generation (at least 4)
 * @param initialization    how generation 0 is drawn from the search space
 * @param replacement       which individuals survive into the next generation unchanged
 * @param replacedFraction  for {@link Replacement#REPLACE_WEAKEST}: the fraction of weakest replaced by offspring
 * @param selection         how the two parents of each child are chosen
 * @param tournamentFraction for {@link Selection#TOURNAMENT}: the fraction of the population sampled
 * @param crossover         how two parents make a child
 * @param mutation          how a child is mutated
 * @param mutationRate      the probability of the mutation (per child or per gene, see {@link Mutation})
 * @param mutationStep      the mutation's size (absolute or relative, see {@link Mutation})
 * @param unitLength        whether every individual is scaled to length 1 (for scale-free evaluations)
 */
public record GaSettings(int populationSize, Initialization initialization, Replacement replacement,
                         double replacedFraction, Selection selection, double tournamentFraction,
                         Crossover crossover, Mutation mutation, double mutationRate, double mutationStep,
                         boolean unitLength) {

    /** How generation 0 is drawn. */
    public enum Initialization {
        /** Uniform in the search space's box. */
        UNIFORM,
        /** Normal around the box's centre with a quarter of its width as standard deviation. */
        GAUSSIAN
    }

    /** Who survives unchanged; everyone else is replaced by offspring. */
    public enum Replacement {
        /** The best survive; the {@code replacedFraction} weakest are replaced. Parents come from everyone. */
        REPLACE_WEAKEST,
        /** The better half survives (the best among them: elitism). Parents come from that half. */
        KEEP_BEST_HALF,
        /** Random pairs duel and each winner survives. Parents come from the winners. */
        PAIRWISE_DUEL,
        /** Only the best survives. Parents come from everyone. */
        ELITE_ONLY
    }

    /** How the two parents of a child are chosen from the parent pool. */
    public enum Selection {
        /** A random sample of {@code tournamentFraction} of the population; its two fittest breed. */
        TOURNAMENT,
        /** Two distinct individuals at random. */
        RANDOM,
        /** Fitness-proportional (fitness shifted so the weakest of the pool has weight zero). */
        ROULETTE
    }

    /** How two parents make one child. */
    public enum Crossover {
        /** Each gene from either parent with equal chance. */
        UNIFORM,
        /** The parents' average weighted by their (shifted) fitness. */
        FITNESS_WEIGHTED_AVERAGE
    }

    /** How a child is mutated. */
    public enum Mutation {
        /** With probability {@code mutationRate}, one random gene moves by up to +-{@code mutationStep}. */
        ONE_GENE_ADD,
        /** Each gene with probability {@code mutationRate} moves by up to +-{@code mutationStep}. */
        EACH_GENE_ADD,
        /** With probability {@code mutationRate}, one random gene is scaled by up to +-{@code mutationStep}. */
        ONE_GENE_SCALE,
        /** Each gene with probability {@code mutationRate} is drawn afresh as in generation 0. */
        EACH_GENE_RESET
    }

    public GaSettings {
        if (populationSize < 4) {
            throw new IllegalArgumentException("a genetic algorithm needs a population of at least 4");
        }
        if (replacedFraction <= 0 || replacedFraction >= 1 || tournamentFraction <= 0 || tournamentFraction > 1) {
            throw new IllegalArgumentException("fractions must lie in (0, 1)");
        }
        if (mutationRate < 0 || mutationRate > 1 || mutationStep < 0) {
            throw new IllegalArgumentException("mutation rate must lie in [0, 1] and its step be non-negative");
        }
    }

    /** The preset's name for {@code evolve --algorithm ga-NAME}. */
    public static GaSettings preset(String name, int populationSize) {
        return switch (name) {
            case "lee" -> lee(populationSize);
            case "mzmousa" -> mzmousa(populationSize);
            case "tetris4j" -> tetris4j(populationSize);
            case "nus" -> nus(populationSize);
            case "rw" -> rollinsonWagner(populationSize);
            default -> throw new IllegalArgumentException("unknown genetic algorithm preset: " + name
                    + " (known: lee, mzmousa, tetris4j, nus, rw)");
        };
    }

    /**
     * The "near perfect bot" GA: unit-length vectors, tournaments of 10% whose two fittest breed by
     * fitness-weighted average, 5% chance to move one gene by up to 0.2, the weakest 30% replaced.
     * The write-up used 1000 individuals.
     */
    public static GaSettings lee(int populationSize) {
        return new GaSettings(populationSize, Initialization.UNIFORM, Replacement.REPLACE_WEAKEST, 0.3,
                Selection.TOURNAMENT, 0.1, Crossover.FITNESS_WEIGHTED_AVERAGE, Mutation.ONE_GENE_ADD, 0.05, 0.2,
                true);
    }

    /**
     * The evolved-genome bot's GA: keep the better half (elitism), children take each gene from one of
     * two random survivors, each gene mutates with probability 0.05 by up to 0.2. The write-up used 50.
     */
    public static GaSettings mzmousa(int populationSize) {
        return new GaSettings(populationSize, Initialization.UNIFORM, Replacement.KEEP_BEST_HALF, 0.5,
                Selection.RANDOM, 1, Crossover.UNIFORM, Mutation.EACH_GENE_ADD, 0.05, 0.2, false);
    }

    /**
     * The tetris4j GA: normally distributed genes, random pairs whose winners survive and breed by uniform
     * crossover, each gene redrawn with probability 0.1. The write-up used 16.
     */
    public static GaSettings tetris4j(int populationSize) {
        return new GaSettings(populationSize, Initialization.GAUSSIAN, Replacement.PAIRWISE_DUEL, 0.5,
                Selection.RANDOM, 1, Crossover.UNIFORM, Mutation.EACH_GENE_RESET, 0.1, 0, false);
    }

    /**
     * The parallel-GA (NUS) bot's GA: tournaments of 10% whose two fittest breed by uniform crossover,
     * 10% chance to scale one gene by up to +-10%, offspring replace the weakest 30%. The write-up used 200.
     */
    public static GaSettings nus(int populationSize) {
        return new GaSettings(populationSize, Initialization.UNIFORM, Replacement.REPLACE_WEAKEST, 0.3,
                Selection.TOURNAMENT, 0.1, Crossover.UNIFORM, Mutation.ONE_GENE_SCALE, 0.1, 0.1, false);
    }

    /**
     * The GA stage of the 16-feature write-up: fitness-proportional parents, uniform crossover, each gene
     * redrawn with probability 0.01; the best individual survives. The write-up used 700 samples.
     */
    public static GaSettings rollinsonWagner(int populationSize) {
        return new GaSettings(populationSize, Initialization.UNIFORM, Replacement.ELITE_ONLY, 0.5,
                Selection.ROULETTE, 1, Crossover.UNIFORM, Mutation.EACH_GENE_RESET, 0.01, 0, false);
    }
}
