package io.tetrisarena.arena.cli;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.arena.external.RunCost;
import io.tetrisarena.arena.bench.SpeedProbe;
import io.tetrisarena.arena.bench.TbpOverhead;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.WantedBots;
import io.tetrisarena.arena.app.Benchmark;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena bench}: a quick whole-program benchmark. For each bot, pieces per second in a full game
 * loop (the kernel loop) on one thread and on every core, and the same games through the referee on one
 * thread with the referee's cost per piece; then the same small tournament on one thread and on every
 * core, to show how tournaments scale.
 */
final class BenchCommand implements Command {
    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String description() {
        return "measure each bot's pieces per second on one thread and on all cores, and tournament scaling";
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("bots", "IDS", "comma-separated bots (default: every loaded bot)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "the event whose rules the bots play (default: classic)"))
                .addOption(Flags.withArg("seconds", "S", "about how long a bot's one-thread measurements take in all (two rounds; default: 2)"))
                .addOption(Flags.withArg("threads", "N", "threads for the all-cores columns (default: all cores)"))
                .addOption(Flags.withArg("games", "N", "games per bot in the scaling tournament (default: 8; 0 skips it)"))
                .addOption(Flags.withArg("cluster", "N", "instead: the scaling tournament on a local cluster of 1..N"
                        + " members (worker JVMs of this arena.jar, one game thread each), with the coordinator's cost"
                        + " per game"))
                .addOption(Flags.flag("isolation", "only what isolation costs: a bundled bot in-process and a"
                        + " sandboxed copy of its jar, whole process, the TBP path's cost per move, and a whole run"
                        + " with a sandboxed jar and a Python bot added, per game"))
                .addOption(Flags.withArg("seeds", "NAME|FILE", "with --isolation: the seed set of the two whole"
                        + " runs (default: run's)"))
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        if (line.hasOption("seeds") && !line.hasOption("isolation")) {
            throw new UsageException("--seeds goes with --isolation");
        }
        LoadedPlugins plugins = Flags.loadPlugins(line, err, true, line.hasOption("bots") && !line.hasOption("isolation")
                ? WantedBots.of(Flags.list(line.getOptionValue("bots"))) : WantedBots.ALL);
        if (line.hasOption("isolation")) {
            isolation(line, out);
            return 0;
        }
        Event event = Flags.event(line.getOptionValue("event", "classic"));
        double seconds = Flags.parseInt("--seconds", line.getOptionValue("seconds", "2"), 1, 3600);
        int cores = Runtime.getRuntime().availableProcessors();
        int threads = Flags.integer(line, "threads", cores, 1, 1024);
        int games = Flags.integer(line, "games", 8, 0, 1000);
        List<LoadedBot> bots;
        try {
            BotRegistry registry = new BotRegistry(plugins.bots());
            bots = line.hasOption("bots") ? registry.resolveAll(Flags.list(line.getOptionValue("bots")))
                    : registry.all();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (bots.isEmpty()) {
            throw new UsageException("no bots to measure in " + Flags.folders(line.getOptionValue("plugins")).describe());
        }
        if (line.hasOption("cluster")) {
            int members = Flags.parseInt("--cluster", line.getOptionValue("cluster"), 1, 16);
            List<LoadedBot> players = bots.stream().filter(b -> b.bot().accepts(event.rules()).accepted()).toList();
            ClusterBench.run(players, event, Math.max(1, Math.min(games, SeedSet.load("official").size())), members,
                    Flags.folders(line.getOptionValue("plugins")).primary(), out);
            return 0;
        }
        speeds(bots, event, threads, seconds, out);
        if (games > 0) {
            int scalingGames = Math.min(games, SeedSet.load("official").size());
            List<LoadedBot> players = bots.stream().filter(b -> b.bot().accepts(event.rules()).accepted()).toList();
            double[] seconds1AndN = Benchmark.tournamentScaling(players, event, scalingGames, threads);
            double oneThread = seconds1AndN[0];
            double allThreads = seconds1AndN[1];
            out.printf("tournament (%d bots x %d games of %s): 1 thread %.2f s, %d threads %.2f s, speedup %.2fx%n",
                    players.size(), scalingGames, event.name(), oneThread, threads, allThreads, oneThread / allThreads);
        }
        io.tetrisarena.arena.external.IsolationCost.print(out, Flags.folders(line.getOptionValue("plugins")).primary());
        TbpOverhead.print(out);
        return 0;
    }

    /** The isolation costs: an isolated bot's start, the protocol's cost per move, a sandboxed run's. */
    private static void isolation(CommandLine line, PrintStream out) throws Exception {
        io.tetrisarena.arena.external.IsolationCost.print(out, Flags.folders(line.getOptionValue("plugins")).primary());
        TbpOverhead.print(out);
        Path bundled = PluginFolders.bundledFolder();
        if (bundled == null) {
            out.println("run cost: skipped (no bundled plugins folder)");
        } else {
            RunCost.print(out, bundled, line.getOptionValue("seeds"));
        }
    }

    /** The table of each bot's speeds on {@code event}. */
    private static void speeds(List<LoadedBot> bots, Event event, int threads, double seconds, PrintStream out)
            throws InterruptedException {
        int cores = Runtime.getRuntime().availableProcessors();
        SeedSet seeds = SeedSet.load("training");
        SpeedProbe probe = new SpeedProbe(event.rules(), seeds);
        out.printf("bench: event %s (piece cap %d), the same games on 1 and on %d threads, %d cores, %s %s%n",
                event.name(), event.rules().pieceCap(), threads, cores, System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        out.printf("%-22s %14s %14s %12s %14s %9s %12s%n", "bot", "kernel loop", "thru referee", "referee",
                "kernel loop", "speedup", "us/piece");
        out.printf("%-22s %14s %14s %12s %14s %9s %12s%n", "", "pieces/s 1thr", "pieces/s 1thr", "us/piece",
                "pieces/s " + threads + "thr", "", "1thr");
        for (LoadedBot bot : bots) {
            Acceptance acceptance = bot.bot().accepts(event.rules());
            if (!acceptance.accepted()) {
                out.printf("%-22s declined: %s%n", bot.id(), acceptance.reason());
                continue;
            }
            Benchmark.Speeds speeds = Benchmark.measure(probe, bot.bot(), threads, seconds);
            SpeedProbe.Speed one = speeds.one();
            SpeedProbe.Speed all = speeds.all();
            out.printf("%-22s %,14.0f %,14.0f %12.2f %,14.0f %8.2fx %12.2f%n", bot.id(), one.piecesPerSecond(),
                    speeds.refereed().piecesPerSecond(), speeds.refereeMicrosPerPiece(), all.piecesPerSecond(),
                    all.piecesPerSecond() / one.piecesPerSecond(), one.millisPerPiece() * 1000);
        }
    }
}
