package io.tetrisarena.arena.trainer;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.engine.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.trainer.optim.BatchFitness;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The trainer's fitness: each candidate plays the same {@code games} seeds of a seed set (common random
 * numbers) under an event's rules, and its fitness is the mean of the event's metric (negated when lower
 * is better, so the optimizers always maximize). The seed window moves on by {@code games} seeds every
 * generation (wrapping around the set) unless it is fixed. Games run on a fixed-size pool and are
 * gathered by index, so the thread count never changes a fitness.
 *
 * <p>Games take the trusted in-process path: the player is called directly, without the referee's
 * thread and time limits (the trainer's bots are trusted). A player that throws or answers an illegal
 * move ends its game with what it had achieved.
 */
public final class TrainingGames implements BatchFitness, AutoCloseable {

    private final TunableBot bot;
    private final Event event;
    private final SeedSet seeds;
    private final int games;
    private final boolean movingWindow;
    private final ExecutorService pool;

    public TrainingGames(TunableBot bot, Event event, SeedSet seeds, int games, boolean movingWindow, int threads) {
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games per candidate must be 1.." + seeds.size() + ", got " + games);
        }
        this.bot = bot;
        this.event = event;
        this.seeds = seeds;
        this.games = games;
        this.movingWindow = movingWindow;
        this.pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "evolve-game");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** The positions in the seed set that every candidate of this generation plays. */
    public int[] seedIndices(int generation) {
        long start = movingWindow ? (long) generation * games : 0;
        int[] indices = new int[games];
        for (int k = 0; k < games; k++) {
            indices[k] = (int) ((start + k) % seeds.size());
        }
        return indices;
    }

    @Override
    public double[] evaluate(List<double[]> candidates, int generation) {
        int[] indices = seedIndices(generation);
        List<Future<Double>> results = new ArrayList<>(candidates.size() * games);
        for (double[] candidate : candidates) {
            for (int index : indices) {
                long seed = seeds.seed(index);
                results.add(pool.submit(() -> metric(candidate, seed)));
            }
        }
        double[] fitness = new double[candidates.size()];
        for (int c = 0; c < fitness.length; c++) {
            double sum = 0;
            for (int k = 0; k < games; k++) {
                sum += await(results.get(c * games + k));
            }
            double mean = sum / games;
            fitness[c] = event.higherIsBetter() ? mean : -mean;
        }
        return fitness;
    }

    /** Plays one game with these parameter values and returns the event's metric. */
    public double metric(double[] values, long seed) {
        Rules rules = event.rules();
        Game game = new Game(rules, seed, false);
        BotPlayer player = bot.newPlayer(rules, values);
        long budget = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
        try {
            while (!game.isOver()) {
                Move move = player.decide(game.observation(budget));
                if (move == null) {
                    break;
                }
                game.apply(move);
            }
        } catch (RuntimeException stopped) {
            // An illegal move or a failing player ends the game; its metric counts what it reached.
        }
        GameRecord record = new GameRecord(bot.info().id(), bot.info().version(), "", event.name(), seeds.name(),
                0, seed, game.isOver() ? game.outcome() : Outcome.ILLEGAL_MOVE, "", game.piecesPlaced(), game.lines(), game.score(), game.tetrises(),
                game.tSpins(), game.garbageReceived(), game.highestStack(), 0, 0, "");
        return event.metric().of(record);
    }

    private static double await(Future<Double> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while playing training games", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a training game failed: " + e.getCause(), e.getCause());
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
