package io.tetrisarena.arena.trainer;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.LocalGameExecutor;
import io.tetrisarena.arena.trainer.optim.BatchFitness;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The trainer's fitness: each candidate plays the same {@code games} seeds of a seed set (common random
 * numbers) under an event's rules, and its fitness is the mean of the event's metric (negated when lower
 * is better, so the optimizers always maximize). The seed window moves on by {@code games} seeds every
 * generation (wrapping around the set) unless it is fixed. With a trim fraction t, a candidate's fitness is
 * the mean of its games after dropping the floor(t x games) best and as many worst (Thiery and Scherrer's,
 * and Misakamm's, cross-entropy protocol with t = 1/3), which a game's exponential spread of lengths would
 * otherwise let a lucky seed dominate. Games are {@link SoloOrder}s played by a
 * {@link GameExecutor} ({@code GameWorkers} threads here, or a cluster) and gathered by index, so neither the
 * thread count nor the machines change a fitness.
 *
 * <p>Games take the tournament's path: the referee calls the candidate's player inline on the worker
 * thread under the event's time limits, and the watchdog ends a candidate stuck in a move. A player that
 * throws, answers an illegal move or runs out of time ends its game with what it had achieved.
 */
public final class TrainingGames implements BatchFitness, AutoCloseable {

    private final TunableBot bot;
    private final Event event;
    private final SeedSet seeds;
    private final int games;
    private final boolean movingWindow;
    private final Referee referee = new Referee(log -> { }, false);
    private final String eventJson;
    private GameExecutor executor;
    private String botSpec;
    private String pluginJar = "";
    private double trim;
    private long lastPieces;

    public TrainingGames(TunableBot bot, Event event, SeedSet seeds, int games, boolean movingWindow, int threads) {
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games per candidate must be 1.." + seeds.size() + ", got " + games);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.bot = bot;
        this.event = event;
        this.seeds = seeds;
        this.games = games;
        this.movingWindow = movingWindow;
        this.eventJson = Events.toJson(event);
        this.executor = new LocalGameExecutor("evolve-game", threads);
        this.botSpec = bot.info().id();
    }

    /**
     * Plays the games on {@code executor} (a cluster) instead of this JVM's threads; members find the bot by
     * {@code botSpec} and load it from the jar with sha256 {@code pluginJar}.
     */
    public TrainingGames on(GameExecutor executor, String botSpec, String pluginJar) {
        this.executor = executor;
        this.botSpec = botSpec;
        this.pluginJar = pluginJar;
        return this;
    }

    /** Drops this fraction of each candidate's games at each end before taking the mean (0 to 0.5). */
    public TrainingGames trimmed(double fraction) {
        if (!(fraction >= 0 && fraction < 0.5)) {
            throw new IllegalArgumentException("trim must be in [0, 0.5), got " + fraction);
        }
        this.trim = fraction;
        return this;
    }

    /** Pieces placed in all the games of the last {@link #evaluate} call. */
    @Override
    public long lastWork() {
        return lastPieces;
    }

    public long lastPieces() {
        return lastPieces;
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
        double[] metrics = new double[candidates.size() * games];
        int[] pieces = new int[metrics.length];
        List<SoloOrder> orders = new ArrayList<>(metrics.length);
        for (int i = 0; i < metrics.length; i++) {
            int seedIndex = indices[i % games];
            orders.add(new SoloOrder("evolve-" + generation, botSpec, bot.info().id(), bot.info().version(), "",
                    pluginJar, false, eventJson, event.name(), seeds.name(), seedIndex, seeds.seed(seedIndex),
                    candidates.get(i / games).clone()));
        }
        try {
            executor.<SoloOrder, GameRecord>execute(orders, (order, abandoned) -> play(order.values(), order.seedIndex(), abandoned),
                    (i, record) -> {
                        metrics[i] = event.metric().of(record);
                        pieces[i] = record.pieces();
                    });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while playing training games", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long placed = 0;
        for (int p : pieces) {
            placed += p;
        }
        lastPieces = placed;
        double[] fitness = new double[candidates.size()];
        int dropped = (int) Math.floor(trim * games);
        double[] own = new double[games];
        for (int c = 0; c < fitness.length; c++) {
            System.arraycopy(metrics, c * games, own, 0, games);
            double mean = trimmedMean(own, dropped);
            fitness[c] = event.higherIsBetter() ? mean : -mean;
        }
        return fitness;
    }

    /** The mean of {@code values} without its {@code dropped} smallest and {@code dropped} largest (sorts it). */
    static double trimmedMean(double[] values, int dropped) {
        if (dropped > 0) {
            java.util.Arrays.sort(values);
        }
        double sum = 0;
        for (int k = dropped; k < values.length - dropped; k++) {
            sum += values[k];
        }
        return sum / (values.length - 2 * dropped);
    }

    /** Plays one game with these parameter values on the calling thread and returns the event's metric. */
    public double metric(double[] values, long seed) {
        GameSpec spec = new GameSpec(bot.info().id(), bot.info().version(), "", event, seeds.name(), 0, seed);
        return event.metric().of(referee.play(spec, connection(values, "metric")));
    }

    private GameRecord play(double[] values, int seedIndex, Consumer<GameRecord> abandoned) {
        GameSpec spec = new GameSpec(bot.info().id(), bot.info().version(), "", event, seeds.name(), seedIndex,
                seeds.seed(seedIndex));
        return referee.play(spec, connection(values, "evolve-" + seedIndex), game -> { }, abandoned);
    }

    /**
     * Plays a candidate's game as the trainer does (no move list, nothing logged): what a cluster member runs
     * for an evolve order.
     */
    public static GameRecord playCandidate(TunableBot bot, GameSpec spec, double[] values,
                                           Consumer<GameRecord> abandoned) {
        return new Referee(log -> { }, false).play(spec, connection(bot, values, "evolve-" + spec.seedIndex()),
                game -> { }, abandoned);
    }

    private InProcessConnection connection(double[] values, String label) {
        return connection(bot, values, label);
    }

    /** The candidate as a bot of its own: the tunable bot with these values. */
    private static InProcessConnection connection(TunableBot bot, double[] values, String label) {
        TetrisBot candidate = new TetrisBot() {
            @Override
            public BotInfo info() {
                return bot.info();
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return bot.newPlayer(rules, values);
            }
        };
        return new InProcessConnection(candidate, label);
    }

    /** Nothing to free: the game threads end with each generation. */
    @Override
    public void close() {
    }
}
