package io.tetrisarena.arena.trainer.optim;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Drives an optimizer for a number of generations: asks, measures through a {@link BatchFitness},
 * tells, records every generation in a {@link Checkpoint} and reports it. A resumed run first replays
 * the checkpoint's generations (without measuring) and then continues, so its result equals the
 * uninterrupted run's.
 */
public final class OptimizationRun {

    private final Optimizer optimizer;
    private final BatchFitness fitness;
    private final Checkpoint checkpoint;
    private final Consumer<GenerationReport> listener;

    /**
     * @param optimizer  a fresh optimizer built from the same settings and seed as the checkpoint's run
     * @param checkpoint where generations are recorded; its existing entries are replayed first
     * @param listener   told about every generation, replayed ones included
     */
    public OptimizationRun(Optimizer optimizer, BatchFitness fitness, Checkpoint checkpoint,
                           Consumer<GenerationReport> listener) {
        this.optimizer = optimizer;
        this.fitness = fitness;
        this.checkpoint = checkpoint;
        this.listener = listener;
    }

    /**
     * Runs until {@code generations} generations are complete and returns the best candidate.
     *
     * @throws IllegalStateException when the checkpoint was not made by this optimizer and seed
     */
    public Candidate run(int generations) {
        List<Checkpoint.Entry> recorded = checkpoint.entries();
        for (Checkpoint.Entry entry : recorded) {
            if (optimizer.generation() >= generations) {
                break;
            }
            List<double[]> asked = optimizer.ask();
            if (!sameVectors(asked, entry.candidates())) {
                throw new IllegalStateException("the checkpoint's generation " + optimizer.generation()
                        + " does not match these settings; start a new run instead of resuming");
            }
            complete(asked, entry.fitness(), entry.seconds(), entry.work(), true);
        }
        while (optimizer.generation() < generations) {
            List<double[]> asked = optimizer.ask();
            long start = System.nanoTime();
            double[] measured = fitness.evaluate(asked, optimizer.generation());
            double seconds = (System.nanoTime() - start) / 1e9;
            long work = fitness.lastWork();
            checkpoint.append(new Checkpoint.Entry(asked, measured, seconds, work));
            complete(asked, measured, seconds, work, false);
        }
        return optimizer.best().orElseThrow(() -> new IllegalStateException("no generation was run"));
    }

    private void complete(List<double[]> asked, double[] measured, double seconds, long work, boolean replayed) {
        int generation = optimizer.generation();
        optimizer.tell(measured);
        listener.accept(GenerationReport.of(generation, asked, measured, optimizer.best().orElseThrow(), seconds,
                work, replayed));
    }

    private static boolean sameVectors(List<double[]> a, List<double[]> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!Arrays.equals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }
}
