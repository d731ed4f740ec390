package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.GameRun;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.app.ArenaRun;
import io.tetrisarena.arena.app.OutputFolder;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.WantedBots;
import io.tetrisarena.arena.cluster.ClusterFlags;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.ConsoleProgress;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.Tournament;
import io.tetrisarena.arena.tournament.TournamentConfig;
import io.tetrisarena.arena.tournament.TournamentSpec;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena run}: a tournament, its results file and its leaderboard. */
final class RunCommand implements Command {
    @Override
    public String name() {
        return "run";
    }

    @Override
    public String description() {
        return "run a tournament: every bot plays every event on the seed set; writes " + JsonLinesStore.GAMES_FILE
                + " and the leaderboard";
    }

    @Override
    public Options options() {
        return ClusterFlags.add(new Options())
                .addOption(Flags.withArg("bots", "IDS", "comma-separated bots, id or id:argument (default: every loaded bot that plays on its own)"))
                .addOption(Flags.withArg("events", "NAMES", "comma-separated events, bundled names or JSON files"
                        + " (default: " + String.join(",", Events.DEFAULT) + ")"))
                .addOption(Flags.withArg("seeds", "NAME|FILE", "the seed set (default: official); sealed[:N] draws"
                        + " N (default " + SealedSeeds.DEFAULT_COUNT + ") seeds from a fresh secret, revealed when every"
                        + " game is in (competitions; seeds/README.md)"))
                .addOption(Flags.withArg("games", "N", "games per bot and event: the first N seeds (default: all)"))
                .addOption(Flags.withArg("threads", "N", "worker threads (default: all cores)"))
                .addOption(Flags.withArg("pieces", "N", "override every event's piece cap (0 = no cap)"))
                .addOption(BackstopFlag.option())
                .addOption(Flags.withArg("out", "DIR", "output folder (default: runs/standard for the default events and"
                        + " seed set, else runs/EVENTS-SEEDS; '--out leaderboard' writes the committed leaderboard)"))
                .addOption(Flags.flag("resume", "continue the results file in the output folder: play only the games"
                        + " it lacks (of a killed run, of added bots, of bots whose jar changed); bots, events, seeds"
                        + " and caps not given are the folder's"))
                .addOption(Flags.flag("force", "replace the results file in the output folder, starting over"))
                .addOption(Flags.flag("quiet", "no progress display"))
                .addOption(Flags.withArg("config", "FILE", "read the tournament from a JSON file; flags win"))
                .addOption(Flags.flag("no-versus", "skip the versus round that the standard tournament (default"
                        + " events, official seeds) adds (a shard plays its share of it)"))
                .addOption(Flags.withArg("shard", "K/N", "play only shard K of N (1 <= K <= N): the games at plan"
                        + " positions K-1, K-1+N, ...; join the shards with 'arena merge' (docs/cluster.md)"))
                .addOption(Flags.trust())
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Settings settings = Settings.of(line, line.hasOption("config")
                ? TournamentConfig.read(Path.of(line.getOptionValue("config"))) : TournamentConfig.empty());
        boolean resume = Flags.resumeOrForce(line);
        List<String> eventNames = settings.list("events");
        if (eventNames != null && eventNames.isEmpty()) {
            throw new UsageException("no events given");
        }
        Integer pieces = settings.integer("pieces", 0, Integer.MAX_VALUE);
        List<Event> named = loadEvents(eventNames != null ? eventNames : Events.DEFAULT);
        // Loaded once: a set may be drawn. A sealed set is drawn (or, on resume, read back) once the folder is known.
        String seedsArg = settings.text("seeds", null);
        SeedSet givenSeeds = seedsArg == null || SealedSeeds.isSealed(seedsArg) ? null : SeedSet.load(seedsArg);
        String outArg = settings.text("out", null);
        Path outDir = Flags.outFolder(outArg != null ? outArg : RunFolder.defaultFolder(named,
                givenSeeds != null ? givenSeeds.name() : seedsArg != null ? seedsArg : "official",
                settings.shard()).toString());
        // A resume takes the tournament from the folder's results header; a flag given must agree with it.
        RunFolder folder = RunFolder.resumed(outDir, resume, ResultsStore.Kind.GAMES);
        settings = settings.resuming(folder);
        List<Event> events = events(line, pieces, folder, named, eventNames != null);
        String seedsName = settings.text("seeds", "official");
        SealedSeeds sealed = OutputFolder.sealedSeeds(seedsName, outDir, resume, ResultsStore.Kind.GAMES);
        SeedSet seeds = sealed != null ? sealed.seeds() : givenSeeds != null ? givenSeeds : SeedSet.load(seedsName);
        settings.agrees("seeds", seeds.name());
        int games = settings.integer("games", 1, seeds.size(), seeds.size());
        settings.agrees("games", Integer.toString(games));
        Entry entry = entry(line, settings, folder, events, err);
        int threads = settings.integer("threads", 1, 1024, Runtime.getRuntime().availableProcessors());
        try {
            OutputFolder.refuseReplacing(outDir, ResultsStore.Kind.GAMES, resume, line.hasOption("force"));
            OutputFolder.keep(sealed, settings.shard(), outDir);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        TournamentSpec spec = new TournamentSpec(entry.bots(), events, seeds, games, threads, outDir, resume,
                settings.shard(), entry.allBots());
        try (RunFolder.Lock lock = RunFolder.lock(outDir)) {
            err.printf("tournament: %s x %s x %s of '%s' on %s%s, into %s%n", Flags.count(entry.bots().size(), "bot"),
                    Flags.count(events.size(), "event"), Flags.count(games, "seed"), seeds.name(),
                    Flags.count(threads, "thread"), spec.shard().isAll() ? "" : ", shard " + spec.shard(), outDir);
            return play(line, spec, entry, out, err,
                    events.stream().map(Event::name).toList().equals(Events.DEFAULT) && seeds.name().equals("official"));
        }
    }

    /**
     * The bots a run enters, with where they were loaded from and what failed to load.
     *
     * @param allBots the bots are every loaded bot (none named)
     */
    private record Entry(List<LoadedBot> bots, boolean allBots, PluginFolders folders, String pluginsFlag,
                         List<String> trusted, List<io.tetrisarena.arena.plugin.PluginProblem> problems) {
    }

    /** The events of the run: named, or on a resume the folder's; each with the caps the flags override. */
    private static List<Event> events(CommandLine line, Integer pieces, RunFolder folder, List<Event> named,
                                      boolean namedGiven) {
        List<Event> events = new ArrayList<>();
        for (Event e : folder == null ? named : folder.events(namedGiven ? named : null)) {
            events.add(BackstopFlag.apply(line, pieces == null ? e : e.withPieceCap(pieces)));
        }
        if (folder != null) {
            folder.checkEvents(events);
        }
        return events;
    }

    /** Loads the plugins and resolves the bots to enter (every loaded bot that plays the events, when none named). */
    private static Entry entry(CommandLine line, Settings settings, RunFolder folder, List<Event> events,
                               PrintStream err) {
        String pluginsFlag = settings.text("plugins", null);
        PluginFolders folders = Flags.folders(pluginsFlag);
        Flags.applyUnconfined(line);
        List<String> trusted = settings.trusted();
        // On a resume of a run that entered every loaded bot, the header names none: they are entered again.
        List<String> botSpecs = settings.list("bots");
        boolean allBots = botSpecs == null;
        LoadedPlugins plugins = Flags.load(folders, trusted, allBots ? WantedBots.ALL : WantedBots.of(botSpecs));
        Flags.checkTrusted(trusted, plugins);
        plugins.problems().forEach(p -> err.println("warning: plugin " + p.line()));
        Flags.refuseUnsandboxed(plugins);
        List<LoadedBot> bots;
        try {
            BotRegistry registry = new BotRegistry(plugins.bots());
            bots = allBots ? entrants(registry.all(), events) : registry.resolveAll(botSpecs);
            List<String> skipped = allBots ? needingAnArgument(registry.all(), events) : List.of();
            if (!skipped.isEmpty()) {
                err.println(skippedLine(skipped));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(Flags.inFolders(e.getMessage(), plugins) + (settings.source("bots")
                    == Settings.Source.HEADER ? " (" + folder.file() + " enters it)" : ""));
        }
        if (bots.isEmpty()) {
            throw new UsageException("no bots to play: none loaded from " + folders.describe() + "; "
                    + folders.buildHint());
        }
        return new Entry(bots, allBots, folders, pluginsFlag, trusted, plugins.problems());
    }

    private static int play(CommandLine line, TournamentSpec spec, Entry entry, PrintStream out, PrintStream err,
                            boolean standard) throws Exception {
        Path outDir = spec.outDir();
        // Until the leaderboard is written, Ctrl-C says what is kept and how to go on.
        try (RunFolder.Interrupt interrupt = new RunFolder.Interrupt(outDir,
                resumeCommand(line, outDir, entry.pluginsFlag(), entry.trusted()), err)) {
            try (GameExecutor executor = ClusterFlags.executor(line, "arena-worker", spec.threads(),
                    entry.folders().primary(),
                    err)) {
                // The standard tournament (default events, official seeds) also rates the bots head to head.
                new ArenaRun(executor, out, err).tournament(spec, interrupt.counting(line.hasOption("quiet")
                        ? Progress.SILENT : new ConsoleProgress(err)), standard && !line.hasOption("no-versus"),
                        result -> summary(result, outDir, interrupt, entry.problems(), out));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
            return 0;
        }
    }

    private static void summary(GameRun.Result<io.tetrisarena.arena.results.GameRecord> result, Path outDir,
                                RunFolder.Interrupt interrupt,
                                List<io.tetrisarena.arena.plugin.PluginProblem> problems, PrintStream out) {
        long failures = result.games().stream().filter(g -> g.outcome().isFailure() && g.outcome().countsForTheBot())
                .count();
        long faults = result.games().stream().filter(g -> !g.outcome().countsForTheBot()).count();
        Path log = outDir.resolve(Tournament.LOG_FILE);
        out.printf("%s; results in %s%s%s%n", RunFolder.summary(result, interrupt.playedHere()),
                result.where(), failures == 0 ? ""
                        : "; " + Flags.count(failures, "game") + " ended by a bot failure"
                        + (java.nio.file.Files.exists(log) ? " (see " + log + " for stack traces)" : ""),
                faults == 0 ? "" : "; " + Flags.count(faults, "game") + " ended by an arena fault, not the bot's"
                        + " (run --resume plays them again)");
        RemoteLatency.notes(result.header(), result.games()).forEach(out::println);
        // What failed to load did not play: said again at the end, where a long run's reader looks.
        for (io.tetrisarena.arena.plugin.PluginProblem p : problems) {
            out.println("not played: " + p.line());
        }
    }

    /** The command that resumes this run: its folder, and what the results header does not hold. */
    private static String resumeCommand(CommandLine line, Path outDir, String pluginsFlag, List<String> trusted) {
        StringBuilder command = new StringBuilder(RunFolder.launcher() + " run --resume --out ")
                .append(RunFolder.quoted(outDir.toString()));
        if (pluginsFlag != null) {
            command.append(" --plugins ").append(RunFolder.quoted(pluginsFlag));
        }
        if (!trusted.isEmpty()) {
            command.append(" --trust ").append(RunFolder.quoted(String.join(",", trusted)));
        }
        for (String flag : List.of("no-versus", "quiet", "unconfined")) {
            if (line.hasOption(flag)) {
                command.append(" --").append(flag);
            }
        }
        if (line.hasOption("cluster")) {
            command.append(" --cluster ").append(RunFolder.quoted(line.getOptionValue("cluster")));
        }
        return command.toString();
    }

    private static List<Event> loadEvents(List<String> names) {
        List<Event> events = new ArrayList<>();
        for (String name : names) {
            Event e = Events.load(name);
            if (e.isVersus()) {
                throw new UsageException("event '" + e.name() + "' is a two-player event: play it with 'arena versus'");
            }
            if (events.stream().anyMatch(x -> x.name().equals(e.name()))) {
                throw new UsageException("event '" + e.name() + "' is listed twice");
            }
            events.add(e);
        }
        return events;
    }

    /** The ids of the loaded bots that play none of {@code events} without an argument (see {@link #entrants}). */
    static List<String> needingAnArgument(List<LoadedBot> loaded, List<Event> events) {
        List<LoadedBot> entered = entrants(loaded, events);
        return loaded.stream().filter(b -> !entered.contains(b)).map(LoadedBot::id).toList();
    }

    /** The line that says which bots a run (or a listing) leaves out for want of an argument. */
    static String skippedLine(List<String> ids) {
        return "skipped: " + String.join(", ", ids) + " (" + (ids.size() == 1 ? "it needs" : "they need")
                + " an argument: enter one as --bots ID:ARGUMENT, e.g. linear:weights.json)";
    }

    /**
     * The bots entered by default: every loaded bot except {@link ConfigurableBot} families that decline every
     * event of the run (such a family, e.g. {@code linear}, is no bot until given an argument).
     */
    static List<LoadedBot> entrants(List<LoadedBot> loaded, List<Event> events) {
        return loaded.stream().filter(b -> !(b.bot() instanceof ConfigurableBot family)
                || events.stream().anyMatch(e -> family.accepts(e.rules()).accepted())).toList();
    }
}
