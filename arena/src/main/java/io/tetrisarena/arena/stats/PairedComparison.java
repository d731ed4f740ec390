package io.tetrisarena.arena.stats;

/**
 * Two bots compared on the same seeds: the mean of the per-seed differences (first minus second) with a
 * percentile bootstrap interval over seeds (the differences are resampled as pairs), the Wilcoxon signed-rank
 * test of those differences, and the seed duels.
 *
 * @param seeds      the number of paired seeds
 * @param difference mean per-seed difference, first minus second, with its bootstrap 95% interval
 * @param wilcoxon   the two-sided Wilcoxon signed-rank test of the differences
 * @param duels      seed duels from the first bot's side
 */
public record PairedComparison(int seeds, Estimate difference, WilcoxonSignedRank.Result wilcoxon, Duels duels) {

    /**
     * Compares {@code first[i]} with {@code second[i]} (the same seed at the same index).
     *
     * @param seed the bootstrap's seed
     */
    public static PairedComparison of(double[] first, double[] second, boolean higherIsBetter, long seed) {
        Duels duels = Duels.count(first, second, higherIsBetter);
        double[] differences = new double[first.length];
        for (int i = 0; i < first.length; i++) {
            differences[i] = first[i] - second[i];
        }
        Estimate difference = Bootstrap.meanInterval(differences, seed, Bootstrap.DEFAULT_RESAMPLES, 0.95);
        return new PairedComparison(first.length, difference, WilcoxonSignedRank.test(differences), duels);
    }
}
