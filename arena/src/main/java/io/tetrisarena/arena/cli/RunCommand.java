package io.tetrisarena.arena.cli;

import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.LeaderboardWriter;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.cluster.ClusterFlags;
import io.tetrisarena.arena.tournament.ConsoleProgress;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.Tournament;
import io.tetrisarena.arena.tournament.TournamentConfig;
import io.tetrisarena.arena.tournament.TournamentSpec;
import io.tetrisarena.arena.versus.VersusRound;
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
        return "run a tournament: every bot plays every event on the seed set; writes results.jsonl and the"
                + " leaderboard";
    }

    @Override
    public Options options() {
        return ClusterFlags.add(new Options())
                .addOption(Flags.withArg("bots", "IDS", "comma-separated bots, id or id:argument (default: every loaded bot that plays on its own)"))
                .addOption(Flags.withArg("events", "NAMES", "comma-separated events, bundled names or JSON files"
                        + " (default: " + String.join(",", Events.DEFAULT) + ")"))
                .addOption(Flags.withArg("seeds", "NAME|FILE", "the seed set (default: official)"))
                .addOption(Flags.withArg("games", "N", "games per bot and event: the first N seeds (default: all)"))
                .addOption(Flags.withArg("threads", "N", "worker threads (default: all cores)"))
                .addOption(Flags.withArg("pieces", "N", "override every event's piece cap (0 = no cap)"))
                .addOption(BackstopFlag.option())
                .addOption(Flags.withArg("out", "DIR", "output folder (default: leaderboard)"))
                .addOption(Flags.flag("resume", "continue the results file in the output folder: play only the games"
                        + " it lacks (of a killed run, of added bots, of bots whose jar changed)"))
                .addOption(Flags.flag("force", "replace the results file in the output folder, starting over"))
                .addOption(Flags.flag("quiet", "no progress display"))
                .addOption(Flags.withArg("config", "FILE", "read the tournament from a JSON file; flags win"))
                .addOption(Flags.flag("no-versus", "skip the versus round that the standard tournament (default"
                        + " events, official seeds) adds"))
                .addOption(Flags.withArg("shard", "K/N", "play only shard K of N (1 <= K <= N): the games at plan"
                        + " positions K-1, K-1+N, ...; join the shards with 'arena merge' (docs/cluster.md)"))
                .addOption(Flags.trust())
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        TournamentConfig config = line.hasOption("config")
                ? TournamentConfig.read(Path.of(line.getOptionValue("config"))) : TournamentConfig.empty();
        List<String> eventNames = line.hasOption("events") ? Flags.list(line.getOptionValue("events"))
                : config.events() != null ? config.events() : Events.DEFAULT;
        if (eventNames.isEmpty()) {
            throw new UsageException("no events given");
        }
        Integer pieces = line.hasOption("pieces")
                ? Integer.valueOf(Flags.parseInt("--pieces", line.getOptionValue("pieces"), 0, Integer.MAX_VALUE))
                : config.pieces();
        List<Event> events = new ArrayList<>();
        for (String name : eventNames) {
            Event e = Events.load(name);
            if (e.isVersus()) {
                throw new UsageException("event '" + e.name() + "' is a two-player event: play it with 'arena versus'");
            }
            if (events.stream().anyMatch(x -> x.name().equals(e.name()))) {
                throw new UsageException("event '" + e.name() + "' is listed twice");
            }
            events.add(BackstopFlag.apply(line, pieces == null ? e : e.withPieceCap(pieces)));
        }
        SeedSet seeds = SeedSet.load(line.getOptionValue("seeds", config.seeds() != null ? config.seeds() : "official"));
        int games = line.hasOption("games") ? Flags.parseInt("--games", line.getOptionValue("games"), 1, seeds.size())
                : config.games() != null ? checked("games", config.games(), 1, seeds.size()) : seeds.size();
        String pluginsDir = line.getOptionValue("plugins", config.plugins() != null ? config.plugins() : Flags.DEFAULT_PLUGINS);
        if ((line.hasOption("plugins") || config.plugins() != null) && !java.nio.file.Files.isDirectory(Path.of(pluginsDir))) {
            throw new UsageException("plugins folder " + pluginsDir + " does not exist");
        }
        Flags.applyUnconfined(line);
        LoadedPlugins plugins = new DefaultBotLoader().load(Path.of(pluginsDir),
                Flags.trust(line, config.trust() != null ? config.trust() : List.of()));
        plugins.problems().forEach(p -> err.println("warning: plugin " + p.line()));
        Flags.refuseUnsandboxed(plugins);

        List<String> botSpecs = line.hasOption("bots") ? Flags.list(line.getOptionValue("bots")) : config.bots();
        List<LoadedBot> bots;
        try {
            BotRegistry registry = new BotRegistry(plugins.bots());
            bots = botSpecs == null ? entrants(registry.all(), events) : registry.resolveAll(botSpecs);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (bots.isEmpty()) {
            throw new UsageException("no bots to play: none loaded from " + pluginsDir
                    + " (build them first: ./mvnw -B -q package -DskipTests)");
        }
        int cores = Runtime.getRuntime().availableProcessors();
        int threads = line.hasOption("threads") ? Flags.parseInt("--threads", line.getOptionValue("threads"), 1, 1024)
                : config.threads() != null ? checked("threads", config.threads(), 1, 1024) : cores;
        Path outDir = Flags.outFolder(line.getOptionValue("out", config.out() != null ? config.out() : "leaderboard"));

        boolean resume = line.hasOption("resume");
        if (resume && line.hasOption("force")) {
            throw new UsageException("give --resume (keep its games) or --force (start over), not both");
        }
        Path existing = outDir.resolve(Tournament.RESULTS_FILE);
        if (!resume && !line.hasOption("force") && java.nio.file.Files.exists(existing)) {
            throw new UsageException(existing + " exists (an earlier run); add --resume to keep its games and play"
                    + " only the missing ones, or --force to start over");
        }
        Shard shard;
        try {
            shard = line.hasOption("shard") ? Shard.parse(line.getOptionValue("shard")) : Shard.ALL;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        TournamentSpec spec = new TournamentSpec(bots, events, seeds, games, threads, outDir, resume, shard);
        err.printf("tournament: %d bots x %d events x %d seeds of '%s' on %d threads%s%n", bots.size(), events.size(),
                games, seeds.name(), threads, shard.isAll() ? "" : ", shard " + shard);
        Tournament.Result result;
        try (GameExecutor executor = ClusterFlags.executor(line, "arena-worker", threads, Path.of(pluginsDir), err);
             Progress progress = line.hasOption("quiet") ? Progress.SILENT : new ConsoleProgress(err)) {
            result = new Tournament(spec, err).run(progress, executor);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        long failures = result.games().stream().filter(g -> g.outcome().isFailure()).count();
        out.printf("%d games in %.1f s; results in %s%s%n", result.games().size(), result.wallSeconds(),
                result.resultsFile(), failures == 0 ? "" : "; " + failures + " games ended by a bot failure (see "
                        + outDir.resolve(Tournament.LOG_FILE) + " for stack traces)");
        // The standard tournament (default events, official seeds, not a shard) also rates the bots head to head.
        if (eventNames.equals(Events.DEFAULT) && seeds.name().equals("official") && shard.isAll()
                && !line.hasOption("no-versus")) {
            VersusRound.play(bots, threads, outDir, out, err);
        }
        LeaderboardWriter writer = new DefaultLeaderboardWriter();
        writer.write(result.header(), result.games(), result.wallSeconds(), outDir);
        out.println("leaderboard written to " + outDir);
        return 0;
    }

    /**
     * The bots entered by default: every loaded bot except {@link ConfigurableBot} families that decline every
     * event of the run (such a family, e.g. {@code linear}, is no bot until given an argument).
     */
    static List<LoadedBot> entrants(List<LoadedBot> loaded, List<Event> events) {
        return loaded.stream().filter(b -> !(b.bot() instanceof ConfigurableBot family)
                || events.stream().anyMatch(e -> family.accepts(e.rules()).accepted())).toList();
    }

    private static int checked(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw new UsageException("config field '" + field + "' must be " + min + ".." + max + ", got " + value);
        }
        return value;
    }
}
