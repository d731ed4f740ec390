package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.ConsoleProgress;
import io.tetrisarena.arena.app.ArenaRun;
import io.tetrisarena.arena.app.OutputFolder;
import io.tetrisarena.arena.cluster.ClusterFlags;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.versus.VersusTournament;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena versus}: head-to-head games with garbage, a round robin or a gauntlet, and their standings. */
final class VersusCommand implements Command {
    @Override
    public String name() {
        return "versus";
    }

    @Override
    public String description() {
        return "head-to-head games with garbage exchange (round robin or gauntlet); writes "
                + JsonLinesStore.VERSUS_FILE + " and the standings";
    }

    @Override
    public Options options() {
        return ClusterFlags.add(new Options())
                .addOption(Flags.withArg("bots", "IDS", "comma-separated bots (default: every loaded bot that plays"
                        + " on its own)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "a versus event (default: versus)"))
                .addOption(Flags.seeds("quick"))
                .addOption(Flags.withArg("games", "N", "seeds per pairing, each played twice with sides swapped"
                        + " (default: all of the set)"))
                .addOption(Flags.withArg("gauntlet", "ID", "play this bot against each of the others only"))
                .addOption(Flags.withArg("pieces", "N", "override the piece cap per side (0 = no cap)"))
                .addOption(Flags.withArg("threads", "N", "worker threads (default: all cores)"))
                .addOption(Flags.withArg("out", "DIR", "output folder (default: runs/versus)"))
                .addOption(Flags.flag("resume", "continue the " + JsonLinesStore.VERSUS_FILE
                        + " in the output folder: play only the games it lacks; bots, event, seeds, games, gauntlet"
                        + " and cap not given are the folder's"))
                .addOption(Flags.flag("force", "replace the " + JsonLinesStore.VERSUS_FILE
                        + " in the output folder, starting over"))
                .addOption(Flags.withArg("shard", "K/N", "play only shard K of N (1 <= K <= N): the games at plan"
                        + " positions K-1, K-1+N, ...; join the shards with 'arena merge' (docs/cluster.md)"))
                .addOption(BackstopFlag.option())
                .addOption(Flags.trust())
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Settings settings = Settings.of(line);
        boolean resume = Flags.resumeOrForce(line);
        Path outDir = Flags.outFolder(settings.text("out", "runs/versus"));
        try {
            OutputFolder.refuseReplacing(outDir, ResultsStore.Kind.VERSUS, resume, line.hasOption("force"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        // A resume takes the run from the folder's versus games; a flag given must agree with it.
        RunFolder folder = RunFolder.resumed(outDir, resume, ResultsStore.Kind.VERSUS);
        settings = settings.resuming(folder);
        Event event = event(line, settings, folder);
        String seedsName = settings.text("seeds", "quick");
        // A sealed set is drawn (or, on resume, read back) here; its secret is stored once the run is sure to start.
        SealedSeeds sealed = OutputFolder.sealedSeeds(seedsName, outDir, resume, ResultsStore.Kind.VERSUS);
        SeedSet seeds = sealed != null ? sealed.seeds() : SeedSet.load(seedsName);
        settings.agrees("seeds", seeds.name());
        int games = settings.integer("games", 1, seeds.size(), seeds.size());
        settings.agrees("games", Integer.toString(games));
        int threads = settings.integer("threads", 1, 1024, Runtime.getRuntime().availableProcessors());
        Shard shard = settings.shard();
        List<LoadedBot> bots = bots(line, settings, folder, event, err);
        String gauntlet = settings.text("gauntlet", null);
        settings.agrees("gauntlet", gauntlet, "a round robin");
        if (gauntlet != null && bots.stream().noneMatch(b -> b.id().equals(gauntlet))) {
            throw new UsageException("the gauntlet's bot '" + gauntlet + "' is not among the bots");
        }
        if (bots.size() < 2) {
            throw new UsageException("a versus run needs at least two bots, got " + bots.size());
        }
        try {
            OutputFolder.keep(sealed, shard, outDir);
            VersusTournament run = new VersusTournament(bots, event, seeds, games, threads, gauntlet, outDir, shard);
            try (RunFolder.Lock lock = RunFolder.lock(outDir);
                 RunFolder.Interrupt interrupt = new RunFolder.Interrupt(outDir, ResultsStore.Kind.VERSUS,
                         resumeCommand(line, outDir), err);
                 GameExecutor executor = ClusterFlags.executor(line, "versus", threads,
                         Flags.folders(line.getOptionValue("plugins")).primary(), err);
                 Progress progress = interrupt.counting(new ConsoleProgress(err))) {
                new ArenaRun(executor, out, err).versus(run, resume, progress);
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return 0;
    }

    /** The run's versus event: named (default {@code versus}), or on a resume the folder's; with the caps given. */
    private static Event event(CommandLine line, Settings settings, RunFolder folder) {
        Event event = settings.source("event") == Settings.Source.HEADER ? null
                : Flags.event(settings.text("event", "versus"));
        if (event != null && !event.isVersus()) {
            throw new UsageException("event '" + event.name() + "' has no versus block: play it with 'arena run'");
        }
        if (event != null) {
            settings.agrees("event", event.name());
        }
        if (folder != null) {
            event = folder.events(event == null ? null : List.of(event)).get(0);
        }
        Integer pieces = settings.integer("pieces", 0, Integer.MAX_VALUE);
        if (pieces != null) {
            event = event.withPieceCap(pieces);
        }
        event = BackstopFlag.apply(line, event);
        if (folder != null) {
            folder.checkEvents(List.of(event));
        }
        return event;
    }

    /** The bots named (agreeing with a resumed folder's), or every loaded bot that plays the event. */
    private static List<LoadedBot> bots(CommandLine line, Settings settings, RunFolder folder, Event event,
                                        PrintStream err) {
        LoadedPlugins plugins = Flags.loadPlugins(line, err, true);
        List<String> botSpecs = settings.list("bots");
        try {
            BotRegistry registry = new BotRegistry(plugins.bots());
            if (botSpecs != null) {
                settings.agrees("bots", String.join(",", botSpecs));
            }
            return botSpecs != null ? registry.resolveAll(botSpecs) : RunCommand.entrants(registry.all(), List.of(event));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + (folder != null ? " (" + folder.file() + " enters it)" : ""));
        }
    }

    /** The command that resumes this run: its folder, and what the results header does not hold. */
    private static String resumeCommand(CommandLine line, Path outDir) {
        StringBuilder command = new StringBuilder(RunFolder.launcher() + " versus --resume --out ")
                .append(RunFolder.quoted(outDir.toString()));
        for (String flag : List.of("plugins", "trust", "threads")) {
            if (line.hasOption(flag)) {
                command.append(" --").append(flag).append(' ').append(RunFolder.quoted(line.getOptionValue(flag)));
            }
        }
        if (line.hasOption("unconfined")) {
            command.append(" --unconfined");
        }
        if (line.hasOption("cluster")) {
            command.append(" --cluster ").append(RunFolder.quoted(line.getOptionValue("cluster")));
        }
        return command.toString();
    }
}
