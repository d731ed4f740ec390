package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The noisy cross-entropy method, as BCTS's weights were learned: candidates are drawn from independent
 * normal distributions per dimension; the elite fraction's mean and variance become the next
 * distribution, with extra noise added to the variance so it does not collapse too early. The noise is
 * {@code noiseStart * max(0, 1 - generation / noiseGenerations)} times the initial variance (the
 * write-up's schedule max(5 - t/10, 0) on an initial variance of 100 is noiseStart 0.05 over 50
 * generations).
 */
public final class CrossEntropyMethod extends AskTellOptimizer {

    /**
     * @param populationSize   candidates per generation
     * @param eliteFraction    the fraction of best candidates the next distribution is fitted to
     * @param noiseStart       the added variance at generation 0, as a fraction of the initial variance
     * @param noiseGenerations the generation at which the added noise reaches zero
     */
    public record Settings(int populationSize, double eliteFraction, double noiseStart, int noiseGenerations) {
        public Settings {
            if (populationSize < 2 || eliteFraction <= 0 || eliteFraction > 1 || noiseStart < 0
                    || noiseGenerations < 1 || Math.ceil(eliteFraction * populationSize) < 1) {
                throw new IllegalArgumentException("cross-entropy settings out of range");
            }
        }

        /** The write-up's choices: 100 candidates, elite 10%, noise 5% decaying over 50 generations. */
        public static Settings standard(int populationSize) {
            return new Settings(populationSize, 0.1, 0.05, 50);
        }
    }

    private final Settings settings;
    private final SplittableRandom random;
    private final double[] mean;
    private final double[] variance;
    private final double[] initialVariance;

    /** Starts at the space's initial point with a standard deviation of a quarter of each range. */
    public CrossEntropyMethod(Settings settings, SearchSpace space, long seed) {
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        this.mean = space.initial();
        this.variance = new double[mean.length];
        for (int i = 0; i < mean.length; i++) {
            double deviation = space.width(i) / 4;
            variance[i] = deviation * deviation;
        }
        this.initialVariance = variance.clone();
        propose(draw());
    }

    @Override
    protected void advance(List<double[]> samples, double[] fitness) {
        int[] ranked = Ranking.bestFirst(fitness);
        int elite = (int) Math.ceil(settings.eliteFraction() * samples.size());
        double noise = settings.noiseStart()
                * Math.max(0, 1 - (double) generation() / settings.noiseGenerations());
        for (int d = 0; d < mean.length; d++) {
            double sum = 0;
            for (int e = 0; e < elite; e++) {
                sum += samples.get(ranked[e])[d];
            }
            double m = sum / elite;
            double squares = 0;
            for (int e = 0; e < elite; e++) {
                double diff = samples.get(ranked[e])[d] - m;
                squares += diff * diff;
            }
            mean[d] = m;
            variance[d] = squares / elite + noise * initialVariance[d];
        }
        propose(draw());
    }

    @Override
    public java.util.Optional<double[]> centre() {
        return java.util.Optional.of(mean());
    }

    /** The current distribution's mean. */
    public double[] mean() {
        return mean.clone();
    }

    private List<double[]> draw() {
        List<double[]> drawn = new ArrayList<>(settings.populationSize());
        for (int s = 0; s < settings.populationSize(); s++) {
            double[] x = new double[mean.length];
            for (int d = 0; d < x.length; d++) {
                x[d] = mean[d] + Math.sqrt(variance[d]) * random.nextGaussian();
            }
            drawn.add(x);
        }
        return drawn;
    }
}
