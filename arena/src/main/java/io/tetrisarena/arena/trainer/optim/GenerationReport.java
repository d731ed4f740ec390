package io.tetrisarena.arena.trainer.optim;

import java.util.List;

/**
 * What one completed generation measured.
 *
 * @param generation the generation (0-based)
 * @param candidates the candidates measured, in ask order
 * @param fitness    their fitness, in the same order
 * @param best       the generation's highest fitness
 * @param mean       the generation's mean fitness
 * @param spread     the generation's fitness standard deviation (population form)
 * @param bestSoFar  the best candidate of the run up to and including this generation
 * @param seconds    wall-clock seconds the measuring took (as recorded when first run)
 * @param work       the work the measuring did (pieces placed), as recorded when first run; 0 if not counted
 * @param replayed   whether this generation was read from a checkpoint rather than measured now
 */
public record GenerationReport(int generation, List<double[]> candidates, double[] fitness, double best,
                               double mean, double spread, Candidate bestSoFar, double seconds, long work,
                               boolean replayed) {

    static GenerationReport of(int generation, List<double[]> candidates, double[] fitness, Candidate bestSoFar,
                               double seconds, long work, boolean replayed) {
        double best = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (double value : fitness) {
            best = Math.max(best, value);
            sum += value;
        }
        double mean = sum / fitness.length;
        double squares = 0;
        for (double value : fitness) {
            squares += (value - mean) * (value - mean);
        }
        return new GenerationReport(generation, candidates, fitness.clone(), best, mean,
                Math.sqrt(squares / fitness.length), bestSoFar, seconds, work, replayed);
    }
}
