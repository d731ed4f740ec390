package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A generational genetic algorithm configured by {@link GaSettings}. Every generation the whole
 * population is measured (survivors again too, so all individuals of a generation are compared on the
 * same fitness draw), then survivors are kept and the rest replaced by mutated offspring.
 */
public final class GeneticAlgorithm extends AskTellOptimizer {

    private final GaSettings settings;
    private final SearchSpace space;
    private final SplittableRandom random;
    private List<double[]> population;

    /** A population drawn from {@code space} as the settings say. */
    public GeneticAlgorithm(GaSettings settings, SearchSpace space, long seed) {
        this(settings, space, seed, List.of());
    }

    /**
     * A population that starts with {@code seeds} (at most the population size; scaled to unit length if
     * the settings ask for it) and is filled up with individuals drawn from {@code space}.
     */
    public GeneticAlgorithm(GaSettings settings, SearchSpace space, long seed, List<double[]> seeds) {
        if (seeds.size() > settings.populationSize()) {
            throw new IllegalArgumentException("more seed individuals than the population holds");
        }
        this.settings = settings;
        this.space = space;
        this.random = new SplittableRandom(seed);
        this.population = new ArrayList<>();
        for (double[] individual : seeds) {
            if (individual.length != space.dimension()) {
                throw new IllegalArgumentException("a seed individual has the wrong dimension");
            }
            population.add(finish(individual.clone()));
        }
        while (population.size() < settings.populationSize()) {
            population.add(finish(fresh()));
        }
        propose(population);
    }

    @Override
    protected void advance(List<double[]> measured, double[] fitness) {
        int[] ranked = Ranking.bestFirst(fitness);
        List<Integer> survivors = survivors(ranked, fitness);
        List<Integer> parentPool = switch (settings.replacement()) {
            case KEEP_BEST_HALF, PAIRWISE_DUEL -> survivors;
            case REPLACE_WEAKEST, ELITE_ONLY -> boxed(ranked);
        };
        List<double[]> next = new ArrayList<>(population.size());
        for (int index : survivors) {
            next.add(population.get(index));
        }
        while (next.size() < population.size()) {
            int[] parents = parents(parentPool, fitness);
            double[] child = crossover(population.get(parents[0]), population.get(parents[1]),
                    fitness[parents[0]], fitness[parents[1]], shiftBase(parentPool, fitness));
            mutate(child);
            next.add(finish(child));
        }
        population = next;
        propose(population);
    }

    private List<Integer> survivors(int[] ranked, double[] fitness) {
        int size = population.size();
        return switch (settings.replacement()) {
            case REPLACE_WEAKEST -> {
                int offspring = Math.max(1, (int) Math.round(settings.replacedFraction() * size));
                yield boxed(Arrays.copyOf(ranked, size - offspring));
            }
            case KEEP_BEST_HALF -> boxed(Arrays.copyOf(ranked, size / 2));
            case ELITE_ONLY -> List.of(ranked[0]);
            case PAIRWISE_DUEL -> {
                int[] order = shuffled(size);
                List<Integer> winners = new ArrayList<>();
                for (int i = 0; i + 1 < size; i += 2) {
                    int a = order[i];
                    int b = order[i + 1];
                    winners.add(fitness[a] > fitness[b] || (fitness[a] == fitness[b] && a < b) ? a : b);
                }
                if (size % 2 == 1) {
                    winners.add(order[size - 1]);
                }
                yield winners;
            }
        };
    }

    private int[] parents(List<Integer> pool, double[] fitness) {
        return switch (settings.selection()) {
            case RANDOM -> {
                int[] picked = distinctSample(pool, 2);
                yield new int[] {picked[0], picked[1]};
            }
            case TOURNAMENT -> {
                int count = Math.max(2, (int) Math.round(settings.tournamentFraction() * population.size()));
                int[] sample = distinctSample(pool, Math.min(count, pool.size()));
                double[] sampleFitness = new double[sample.length];
                for (int i = 0; i < sample.length; i++) {
                    sampleFitness[i] = fitness[sample[i]];
                }
                int[] order = Ranking.bestFirst(sampleFitness);
                yield new int[] {sample[order[0]], sample[order[1]]};
            }
            case ROULETTE -> {
                int first = roulette(pool, fitness, -1);
                yield new int[] {first, roulette(pool, fitness, first)};
            }
        };
    }

    /** A fitness-proportional pick from the pool, never {@code excluded} (unless nothing else is left). */
    private int roulette(List<Integer> pool, double[] fitness, int excluded) {
        double base = shiftBase(pool, fitness);
        double total = 0;
        for (int index : pool) {
            total += index == excluded ? 0 : fitness[index] - base;
        }
        if (total <= 0) {
            int pick;
            do {
                pick = pool.get(random.nextInt(pool.size()));
            } while (pick == excluded && pool.size() > 1);
            return pick;
        }
        double target = random.nextDouble() * total;
        int last = -1;
        for (int index : pool) {
            if (index == excluded) {
                continue;
            }
            double weight = fitness[index] - base;
            if (weight > 0) {
                last = index;
                target -= weight;
                if (target < 0) {
                    return index;
                }
            }
        }
        return last;
    }

    private static double shiftBase(List<Integer> pool, double[] fitness) {
        double min = Double.POSITIVE_INFINITY;
        for (int index : pool) {
            min = Math.min(min, fitness[index]);
        }
        return min;
    }

    private double[] crossover(double[] a, double[] b, double fitnessA, double fitnessB, double base) {
        double[] child = new double[a.length];
        switch (settings.crossover()) {
            case UNIFORM -> {
                for (int i = 0; i < child.length; i++) {
                    child[i] = random.nextBoolean() ? a[i] : b[i];
                }
            }
            case FITNESS_WEIGHTED_AVERAGE -> {
                double weightA = fitnessA - base;
                double weightB = fitnessB - base;
                if (weightA + weightB <= 0) {
                    weightA = 1;
                    weightB = 1;
                }
                for (int i = 0; i < child.length; i++) {
                    child[i] = (weightA * a[i] + weightB * b[i]) / (weightA + weightB);
                }
            }
        }
        return child;
    }

    private void mutate(double[] child) {
        double step = settings.mutationStep();
        switch (settings.mutation()) {
            case ONE_GENE_ADD -> {
                if (random.nextDouble() < settings.mutationRate()) {
                    child[random.nextInt(child.length)] += random.nextDouble(-step, step);
                }
            }
            case EACH_GENE_ADD -> {
                for (int i = 0; i < child.length; i++) {
                    if (random.nextDouble() < settings.mutationRate()) {
                        child[i] += random.nextDouble(-step, step);
                    }
                }
            }
            case ONE_GENE_SCALE -> {
                if (random.nextDouble() < settings.mutationRate()) {
                    int gene = random.nextInt(child.length);
                    child[gene] *= 1 + random.nextDouble(-step, step);
                }
            }
            case EACH_GENE_RESET -> {
                for (int i = 0; i < child.length; i++) {
                    if (random.nextDouble() < settings.mutationRate()) {
                        child[i] = freshGene(i);
                    }
                }
            }
        }
    }

    private double[] fresh() {
        double[] individual = new double[space.dimension()];
        for (int i = 0; i < individual.length; i++) {
            individual[i] = freshGene(i);
        }
        return individual;
    }

    private double freshGene(int i) {
        double low = space.lower()[i];
        double high = space.upper()[i];
        return switch (settings.initialization()) {
            case UNIFORM -> random.nextDouble(low, high);
            case GAUSSIAN -> (low + high) / 2 + random.nextGaussian() * (high - low) / 4;
        };
    }

    private double[] finish(double[] individual) {
        if (settings.unitLength()) {
            double norm = 0;
            for (double value : individual) {
                norm += value * value;
            }
            norm = Math.sqrt(norm);
            if (norm > 0) {
                for (int i = 0; i < individual.length; i++) {
                    individual[i] /= norm;
                }
            }
        }
        return individual;
    }

    private int[] distinctSample(List<Integer> pool, int count) {
        int[] positions = shuffled(pool.size());
        int[] sample = new int[count];
        for (int i = 0; i < count; i++) {
            sample[i] = pool.get(positions[i]);
        }
        return sample;
    }

    private int[] shuffled(int size) {
        int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }

    private static List<Integer> boxed(int[] indices) {
        List<Integer> list = new ArrayList<>(indices.length);
        for (int index : indices) {
            list.add(index);
        }
        return list;
    }
}
