package io.tetrisarena.benchmarks;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.bots.heuristic.DellacherieBot;
import com.sun.management.OperatingSystemMXBean;
import io.tetrisarena.arena.cli.Main;
import io.tetrisarena.arena.event.SeedSet;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The referee's overhead per piece in thread CPU time, a figure that a busy shared machine disturbs far
 * less than wall time: on one thread, whole {@code classic} games of {@code dellacherie} alternate between
 * the kernel loop (engine and bot alone) and {@link Referee#play} (the tournament's path), each game timed
 * with the thread's CPU clock; after a warm-up of a quarter as many games, it prints the minimum and median
 * CPU nanoseconds per piece of each and their difference.
 *
 * <p>Given a plugins folder as well, it then compares a whole 1-thread tournament
 * ({@code run --bots dellacherie --events classic --seeds training --games N --threads 1}, through the
 * command line's own entry point) with the kernel loop over the same games, three rounds, in process CPU
 * time (all threads: JIT and GC included on both sides) and in wall time.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.tetrisarena.benchmarks.RefereeOverhead 200
 * plugins} (the arguments: games of each kind; the plugins folder, optional).
 */
public final class RefereeOverhead {
    private RefereeOverhead() {
    }

    public static void main(String[] args) throws IOException {
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
        if (args.length > 1) {
            compareTournament(games, args[1]);
        }
    }

    private static void compareTournament(int games, String plugins) throws IOException {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        TetrisBot bot = new DellacherieBot();
        Rules rules = Events.load("classic").rules();
        SeedSet seeds = SeedSet.load("training");
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        for (int round = 0; round < 3; round++) {
            long cpu0 = os.getProcessCpuTime();
            long wall0 = System.nanoTime();
            long pieces = 0;
            for (int g = 0; g < games; g++) {
                Game game = new Game(rules, seeds.seed(g), false);
                BotPlayer player = bot.newPlayer(rules);
                while (!game.isOver()) {
                    game.apply(player.decide(game.observation(0)));
                }
                pieces += game.piecesPlaced();
            }
            long cpu1 = os.getProcessCpuTime();
            long wall1 = System.nanoTime();
            Path out = Files.createTempDirectory("referee-overhead");
            int code = Main.run(new String[] {"run", "--plugins", plugins, "--bots", "dellacherie", "--events",
                "classic", "--seeds", "training", "--games", Integer.toString(games), "--threads", "1", "--quiet",
                "--out", out.toString()}, quiet, quiet);
            long cpu2 = os.getProcessCpuTime();
            long wall2 = System.nanoTime();
            if (code != 0) {
                throw new IllegalStateException("the tournament failed with exit code " + code);
            }
            System.out.printf("round %d, %d pieces: kernel loop %.2f s CPU, %.2f s wall; tournament %.2f s CPU,"
                    + " %.2f s wall; tournament / kernel loop: CPU %.3f, wall %.3f%n", round, pieces,
                    (cpu1 - cpu0) / 1e9, (wall1 - wall0) / 1e9, (cpu2 - cpu1) / 1e9, (wall2 - wall1) / 1e9,
                    (cpu2 - cpu1) / (double) (cpu1 - cpu0), (wall2 - wall1) / (double) (wall1 - wall0));
        }
    }
}
