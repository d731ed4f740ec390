package io.tetrisarena.arena.app;

import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.bench.SpeedProbe;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.LocalGameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.TournamentSpec;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What {@code arena bench} measures: a bot's pieces per second in the kernel loop on one thread and on
 * {@code threads}, and through the referee on one thread (best of two rounds after a warm-up, so neither side is
 * caught mid-recompilation); and the wall time of a small tournament, to show how runs scale.
 */
public final class Benchmark {
    private Benchmark() {
    }

    /**
     * A bot's speeds.
     *
     * @param one      the kernel loop on one thread
     * @param refereed the same games through the referee, on one thread
     * @param all      the kernel loop on every thread
     */
    public record Speeds(SpeedProbe.Speed one, SpeedProbe.Speed refereed, SpeedProbe.Speed all) {
        /** The referee's cost per piece, in microseconds. */
        public double refereeMicrosPerPiece() {
            return (refereed.millisPerPiece() - one.millisPerPiece()) * 1000;
        }
    }

    /** Measures {@code bot} for about {@code seconds} on one thread per measurement. */
    public static Speeds measure(SpeedProbe probe, TetrisBot bot, int threads, double seconds)
            throws InterruptedException {
        // Each measurement takes about half of the time on one thread; two rounds, best of each, so neither side
        // is caught mid-recompilation (the JIT re-tunes the shared search code per bot).
        int gameCount = probe.gamesFor(bot, seconds / 2.0, 2 * threads);
        probe.measure(bot, threads, Math.max(2 * threads, gameCount / 2)); // JIT warm-up
        probe.measureThroughReferee(bot, 1, Math.max(2, gameCount / 4));
        SpeedProbe.Speed one = null;
        SpeedProbe.Speed refereed = null;
        SpeedProbe.Speed all = null;
        for (int round = 0; round < 2; round++) {
            one = faster(one, probe.measure(bot, 1, gameCount));
            refereed = faster(refereed, probe.measureThroughReferee(bot, 1, gameCount));
            all = faster(all, probe.measure(bot, threads, gameCount));
        }
        return new Speeds(one, refereed, all);
    }

    private static SpeedProbe.Speed faster(SpeedProbe.Speed best, SpeedProbe.Speed next) {
        return best == null || next.piecesPerSecond() > best.piecesPerSecond() ? next : best;
    }

    /** The wall time of a tournament of {@code bots} on the first {@code games} official seeds, on this JVM. */
    public static double tournamentSeconds(List<LoadedBot> bots, Event event, int games, int threads)
            throws IOException {
        try (GameExecutor local = new LocalGameExecutor("arena-worker", threads)) {
            return tournamentSeconds(bots, event, games, threads, local);
        }
    }

    /** The wall time of a tournament of {@code bots} on the first {@code games} official seeds, on {@code executor}. */
    public static double tournamentSeconds(List<LoadedBot> bots, Event event, int games, int threads,
                                           GameExecutor executor) throws IOException {
        Path dir = Files.createTempDirectory("arena-bench");
        try {
            TournamentSpec spec = new TournamentSpec(bots, List.of(event), SeedSet.load("official"), games, threads,
                    dir, false);
            return GameRun.play(GameKinds.SOLO, spec, new PrintStream(PrintStream.nullOutputStream()), Progress.SILENT,
                    executor).wallSeconds();
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** The best of two rounds after a warm-up: the tournament's wall time on one thread and on {@code threads}. */
    public static double[] tournamentScaling(List<LoadedBot> players, Event event, int games, int threads)
            throws IOException {
        tournamentSeconds(players, event, games, threads); // warm-up: the JIT, not the measurement
        double oneThread = Double.MAX_VALUE;
        double allThreads = Double.MAX_VALUE;
        for (int round = 0; round < 2; round++) {
            oneThread = Math.min(oneThread, tournamentSeconds(players, event, games, 1));
            allThreads = Math.min(allThreads, tournamentSeconds(players, event, games, threads));
        }
        return new double[] {oneThread, allThreads};
    }
}
