package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bookkeeping every optimizer shares: the candidates on offer, the generation count and the best
 * candidate so far. A subclass offers candidates with {@link #propose} and learns from each measured
 * generation in {@link #advance}, which must propose the next candidates.
 */
abstract class AskTellOptimizer implements Optimizer {

    private List<double[]> candidates = List.of();
    private int generation;
    private Candidate best;

    @Override
    public final List<double[]> ask() {
        return copies(candidates);
    }

    @Override
    public final void tell(double[] fitness) {
        Ranking.requireSize(fitness, candidates.size());
        List<double[]> measured = candidates;
        best = Ranking.improve(best, measured, fitness, generation);
        advance(measured, fitness);
        generation++;
    }

    /** Learns from the generation just measured (numbered {@link #generation()}) and proposes the next. */
    protected abstract void advance(List<double[]> measured, double[] fitness);

    /** Offers these candidates to the next {@link #ask()}. */
    protected final void propose(List<double[]> next) {
        candidates = copies(next);
    }

    @Override
    public final int generation() {
        return generation;
    }

    @Override
    public final Optional<Candidate> best() {
        return Optional.ofNullable(best);
    }

    static List<double[]> copies(List<double[]> vectors) {
        List<double[]> copy = new ArrayList<>(vectors.size());
        for (double[] vector : vectors) {
            copy.add(vector.clone());
        }
        return copy;
    }
}
