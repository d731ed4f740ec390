package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Measures each candidate of a generation independently on a fixed-size thread pool and gathers the
 * results by index, so the thread count never changes a result. Close it to stop the pool.
 */
public final class ParallelBatchFitness implements BatchFitness, AutoCloseable {

    /** The fitness of one candidate in one generation; must be a pure function of its arguments. */
    @FunctionalInterface
    public interface Single {
        double evaluate(double[] candidate, int generation);
    }

    private final Single single;
    private final ExecutorService pool;

    public ParallelBatchFitness(Single single, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.single = single;
        this.pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "fitness");
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public double[] evaluate(List<double[]> candidates, int generation) {
        List<Future<Double>> futures = new ArrayList<>(candidates.size());
        for (double[] candidate : candidates) {
            futures.add(pool.submit(() -> single.evaluate(candidate, generation)));
        }
        double[] fitness = new double[candidates.size()];
        for (int i = 0; i < fitness.length; i++) {
            fitness[i] = await(futures.get(i));
        }
        return fitness;
    }

    private static double await(Future<Double> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring fitness", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(cause);
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
