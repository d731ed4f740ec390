package io.tetrisarena.benchmarks;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.engine.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.bots.heuristic.DellacherieBot;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The referee's overhead per piece in thread CPU time, a figure that a busy shared machine disturbs far
 * less than wall time: on one thread, whole {@code classic} games of {@code dellacherie} alternate between
 * the kernel loop (engine and bot alone) and {@link Referee#play} (the tournament's path), each game timed
 * with the thread's CPU clock; after a warm-up of a quarter as many games, it prints the minimum and median
 * CPU nanoseconds per piece of each and their difference.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.tetrisarena.benchmarks.RefereeOverhead 200}
 * (the argument: games of each kind).
 */
public final class RefereeOverhead {
    private RefereeOverhead() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        TetrisBot bot = new DellacherieBot();
        Event event = Events.load("classic");
        Rules rules = event.rules();
        Referee referee = new Referee(log -> { });
        double[] kernel = new double[games];
        double[] refereed = new double[games];
        for (int g = -games / 4; g < games; g++) {
            long seed = 1000 + Math.floorMod(g, 50);
            long start = clock.getCurrentThreadCpuTime();
            Game game = new Game(rules, seed, false);
            BotPlayer player = bot.newPlayer(rules);
            while (!game.isOver()) {
                game.apply(player.decide(game.observation(0)));
            }
            long middle = clock.getCurrentThreadCpuTime();
            GameRecord record = referee.play(new GameSpec("dellacherie", "1", "", event, "-", 0, seed),
                    new InProcessConnection(bot, "overhead"));
            long end = clock.getCurrentThreadCpuTime();
            if (g >= 0) {
                kernel[g] = (middle - start) / (double) game.piecesPlaced();
                refereed[g] = (end - middle) / (double) record.pieces();
            }
        }
        Arrays.sort(kernel);
        Arrays.sort(refereed);
        System.out.printf("thread CPU ns per piece, %d classic games each: kernel loop min %.0f median %.0f;"
                + " through the referee min %.0f median %.0f; overhead min %.0f median %.0f%n", games, kernel[0],
                kernel[games / 2], refereed[0], refereed[games / 2], refereed[0] - kernel[0],
                refereed[games / 2] - kernel[games / 2]);
    }
}
