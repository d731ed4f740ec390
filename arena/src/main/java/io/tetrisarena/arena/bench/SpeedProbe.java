package io.tetrisarena.arena.bench;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures how many pieces per second a bot plays in a full game loop: the engine builds each
 * observation (legal placements included), the bot decides, the engine checks and applies the move.
 * A measurement plays a fixed list of whole games (the first seeds of a seed set, under the event's
 * piece cap) on the calling thread or on several threads at once, so one thread and many threads do
 * exactly the same work. {@link #measure} is the kernel loop, the bot's and the engine's own figure;
 * {@link #measureThroughReferee} plays the same games the way tournaments do (referee, timing, watchdog,
 * move records), so the difference is the referee's overhead.
 */
public final class SpeedProbe {
    private final Rules rules;
    private final SeedSet seeds;

    public SpeedProbe(Rules rules, SeedSet seeds) {
        this.rules = rules;
        this.seeds = seeds;
    }

    /** The pieces placed and the wall time one measurement took. */
    public record Speed(long pieces, double seconds) {
        public double piecesPerSecond() {
            return pieces / seconds;
        }

        public double millisPerPiece() {
            return pieces == 0 ? Double.NaN : seconds * 1000.0 / pieces;
        }
    }

    /**
     * How many games (at least {@code minimum}) make one thread busy for about {@code seconds}, judged
     * by playing the first seed once (which also warms up the JIT).
     */
    public int gamesFor(TetrisBot bot, double seconds, int minimum) {
        long start = System.nanoTime();
        playGame(bot, seeds.seed(0));
        double one = Math.max(1e-3, (System.nanoTime() - start) / 1e9);
        return (int) Math.max(minimum, Math.min(seeds.size(), Math.ceil(seconds / one)));
    }

    /** Plays the first {@code games} seeds on {@code threads} threads, each taking the next unplayed game. */
    public Speed measure(TetrisBot bot, int threads, int games) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        long[] counts = new long[threads];
        RuntimeException[] failures = new RuntimeException[threads];
        List<Thread> workers = new ArrayList<>();
        long start = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            int slot = t;
            Thread worker = new Thread(() -> {
                try {
                    for (int g = next.getAndIncrement(); g < games; g = next.getAndIncrement()) {
                        counts[slot] += playGame(bot, seeds.seed(g));
                    }
                } catch (RuntimeException e) {
                    failures[slot] = e;
                }
            }, "bench-" + t);
            workers.add(worker);
            worker.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        for (RuntimeException e : failures) {
            if (e != null) {
                throw e;
            }
        }
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        return new Speed(total, seconds);
    }

    /** Plays the first {@code games} seeds through the referee, as a tournament does, on {@code threads} threads. */
    public Speed measureThroughReferee(TetrisBot bot, int threads, int games) throws InterruptedException {
        Event event = new Event(rules.name(), "bench", Metric.PIECES, true, rules);
        Referee referee = new Referee(log -> { });
        AtomicLong pieces = new AtomicLong();
        long start = System.nanoTime();
        try {
            GameWorkers.<GameRecord>run("bench", threads, games, (i, abandoned) -> referee.play(
                    new GameSpec("bench", "", "", event, seeds.name(), i, seeds.seed(i)),
                    new InProcessConnection(bot, "bench-" + i), game -> { }, abandoned),
                    (i, record) -> pieces.addAndGet(record.pieces()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Speed(pieces.get(), (System.nanoTime() - start) / 1e9);
    }

    private long playGame(TetrisBot bot, long seed) {
        Game game = new Game(rules, seed, false);
        BotPlayer player = bot.newPlayer(rules);
        long pieces = 0;
        while (!game.isOver()) {
            game.apply(player.decide(game.observation(0)));
            pieces++;
        }
        return pieces;
    }
}
