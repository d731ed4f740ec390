package io.tetrisarena.arena.bench;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.engine.Game;
import io.tetrisarena.arena.event.SeedSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Measures how many pieces per second a bot plays in a full game loop: the engine builds each
 * observation (legal placements included), the bot decides, the engine checks and applies the move.
 * Games run back to back on consecutive seeds, on the calling thread or on several threads at once,
 * with no referee thread in between, so the figure is the bot's and the engine's own cost.
 */
public final class SpeedProbe {
    private final Rules rules;
    private final SeedSet seeds;

    public SpeedProbe(Rules rules, SeedSet seeds) {
        this.rules = rules;
        this.seeds = seeds;
    }

    /** Pieces per second and milliseconds per decision of one measurement. */
    public record Speed(long pieces, double seconds) {
        public double piecesPerSecond() {
            return pieces / seconds;
        }

        public double millisPerPiece() {
            return pieces == 0 ? Double.NaN : seconds * 1000.0 / pieces;
        }
    }

    /**
     * Plays for {@code warmupSeconds} untimed (for the JIT), then for {@code seconds} on {@code threads}
     * threads at once, and reports the pieces all threads placed in the timed part.
     */
    public Speed measure(TetrisBot bot, int threads, double warmupSeconds, double seconds) throws InterruptedException {
        AtomicInteger nextSeed = new AtomicInteger();
        if (warmupSeconds > 0) {
            runFor(bot, threads, warmupSeconds, nextSeed);
        }
        long start = System.nanoTime();
        long pieces = runFor(bot, threads, seconds, nextSeed);
        return new Speed(pieces, (System.nanoTime() - start) / 1e9);
    }

    private long runFor(TetrisBot bot, int threads, double seconds, AtomicInteger nextSeed)
            throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        long[] counts = new long[threads];
        RuntimeException[] failures = new RuntimeException[threads];
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int slot = t;
            Thread worker = new Thread(() -> {
                try {
                    while (!stop.get()) {
                        counts[slot] += playOneGame(bot, seeds.seed(nextSeed.getAndIncrement() % seeds.size()), stop);
                    }
                } catch (RuntimeException e) {
                    failures[slot] = e;
                }
            }, "bench-" + t);
            workers.add(worker);
            worker.start();
        }
        Thread.sleep((long) (seconds * 1000));
        stop.set(true);
        for (Thread w : workers) {
            w.join();
        }
        for (RuntimeException e : failures) {
            if (e != null) {
                throw e;
            }
        }
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        return total;
    }

    private long playOneGame(TetrisBot bot, long seed, AtomicBoolean stop) {
        Game game = new Game(rules, seed, false);
        BotPlayer player = bot.newPlayer(rules);
        long pieces = 0;
        while (!game.isOver() && !stop.get()) {
            game.apply(player.decide(game.observation(0)));
            pieces++;
        }
        return pieces;
    }
}
