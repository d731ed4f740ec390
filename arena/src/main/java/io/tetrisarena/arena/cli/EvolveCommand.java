package io.tetrisarena.arena.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.cluster.ClusterFlags;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.WantedBots;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.trainer.Evolution;
import io.tetrisarena.arena.trainer.EvolutionSettings;
import io.tetrisarena.arena.trainer.StartValues;
import io.tetrisarena.arena.trainer.TrainingGames;
import io.tetrisarena.arena.trainer.optim.Algorithms;
import io.tetrisarena.arena.trainer.optim.Candidate;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/**
 * {@code arena evolve}: tunes a tunable bot's parameters on training games (see {@link Evolution}).
 * The bot is {@code --bot}, configured by {@code --features}: a feature set ({@code --bot linear
 * --features lee} tunes {@code linear:features=lee}) or a weights file to start from
 * ({@code linear:FILE}); a bot with its own argument is named whole ({@code --bot mine:arg}).
 */
public final class EvolveCommand implements Command {

    @Override
    public String name() {
        return "evolve";
    }

    @Override
    public String description() {
        return "tune a tunable bot's parameters on training games (GA presets, CEM, CMA-ES, Nelder-Mead)";
    }

    @Override
    public Options options() {
        return ClusterFlags.add(new Options())
                .addOption(withArg("bot", "ID", "the tunable bot (default: linear)"))
                .addOption(withArg("features", "SET|FILE", "a feature set such as lee or bcts (the bot becomes"
                        + " ID:features=SET, starting from the set's published weights) or a weights file to start"
                        + " from (ID:FILE, keeping its search depth)"))
                .addOption(withArg("algorithm", "NAME", "one of " + String.join(", ", Algorithms.NAMES)
                        + " (default: cem)"))
                .addOption(withArg("population", "N", "candidates per generation (default: the algorithm's own)"))
                .addOption(withArg("generations", "N", "generations to run (default: 20)"))
                .addOption(withArg("games", "K", "training games per candidate per generation (default: 10)"))
                .addOption(withArg("event", "NAME|FILE", "the training event (default: classic)"))
                .addOption(withArg("pieces", "N", "override the event's piece cap for training (0 = no cap)"))
                .addOption(BackstopFlag.option())
                .addOption(withArg("seeds", "NAME|FILE", "the seed set to train on (default: training; never official)"))
                .addOption(withArg("trim", "F", "drop this fraction of each candidate's games at each end (its best"
                        + " and worst) before the mean: 0.333 for the trimmed mean of the literature's CEM runs"
                        + " (default: 0)"))
                .addOption(withArg("start", "zero|FILE", "start the search from every parameter at 0 (zero: a"
                        + " search that knows nothing of the bot's values) or from a best.json's values, instead of"
                        + " the bot's own; needs --range"))
                .addOption(withArg("range", "R", "with --start: each parameter ranges over its start plus or minus R"
                        + " (an optimizer's first spread is drawn from the range: CEM's deviation is R / 2)"))
                .addOption(withArg("validate-event", "NAME|FILE", "after training, play the best candidate and"
                        + " the starting values on this event (e.g. literature-10x10 after training on"
                        + " literature-10x8) and write validation.json"))
                .addOption(withArg("validate-games", "N", "games of --validate-event, training seeds 0..N-1"
                        + " (default: 100)"))
                .addOption(withArg("seed", "S", "the optimizer's seed (default: 1)"))
                .addOption(withArg("threads", "N", "game threads (default: all cores); never changes the result"))
                .addOption(withArg("out", "DIR", "output folder: checkpoint, history.jsonl, best.json, fitness.svg"))
                .addOption(withArg("name", "NAME", "the name written into best.json (default: evolved-<features or bot>-<algorithm>, e.g. evolved-lee-ga)"))
                .addOption(Option.builder().longOpt("resume").desc("continue the run in --out from its checkpoint")
                        .build())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        String botId = line.getOptionValue("bot", "linear");
        String features = line.getOptionValue("features", "");
        boolean featuresFile = !features.isEmpty() && Files.isRegularFile(Path.of(features));
        String spec = features.isEmpty() ? botId : botId + ":" + (featuresFile ? features : "features=" + features);
        String algorithm = line.getOptionValue("algorithm", "cem");
        if (!Algorithms.NAMES.contains(algorithm)) {
            throw new UsageException("unknown algorithm '" + algorithm + "' (known: "
                    + String.join(", ", Algorithms.NAMES) + ")");
        }
        int population = Flags.integer(line, "population", 0, 4, 100_000);
        int generations = Flags.integer(line, "generations", 20, 1, 1_000_000);
        SeedSet seeds = SeedSet.load(line.getOptionValue("seeds", "training"));
        if (seeds.name().equals(SeedSet.Standard.OFFICIAL.setName)) {
            throw new UsageException("evolve never trains on the official seeds; use --seeds training");
        }
        if (seeds.name().equals(SeedSet.Standard.VALIDATION.setName) || seeds.name().startsWith("heldout")) {
            throw new UsageException("evolve never trains on the " + seeds.name() + " seeds (held out to confirm a"
                    + " tuned bot); use --seeds training");
        }
        int games = Flags.integer(line, "games", 10, 1, seeds.size());
        double trim = trimOf(line.getOptionValue("trim", "0"));
        String startText = line.getOptionValue("start", "");
        double range = rangeOf(line, !startText.isEmpty());
        Event event = Events.load(line.getOptionValue("event", "classic"));
        if (line.hasOption("pieces")) {
            event = event.withPieceCap(Flags.integer(line, "pieces", 0, 0, Integer.MAX_VALUE));
        }
        event = BackstopFlag.apply(line, event);
        long seed = seedOf(line.getOptionValue("seed", "1"));
        int threads = Flags.integer(line, "threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
        if (!line.hasOption("out")) {
            throw new UsageException("missing --out DIR (where the checkpoint and the results go)");
        }
        Path outDir = Flags.outFolder(line.getOptionValue("out"));
        String weightsName = line.getOptionValue("name", defaultName(botId, features, algorithm));
        if (!weightsName.matches("[a-z0-9][a-z0-9._-]*")) {
            throw new UsageException("--name must match [a-z0-9][a-z0-9._-]*, got '" + weightsName + "'");
        }
        PluginFolders folders = Flags.folders(line.getOptionValue("plugins"));
        Path pluginsDir = folders.primary();
        LoadedBot loaded = tunable(folders, spec, err);
        TunableBot bot = (TunableBot) loaded.bot();

        Event validateEvent = line.hasOption("validate-event") ? Events.load(line.getOptionValue("validate-event"))
                : null;
        int validateGames = Flags.integer(line, "validate-games", 100, 1, seeds.size());
        List<String> names = bot.parameters().stream().map(TunableBot.Parameter::name).toList();
        double[] startValues = null;
        String start = "";
        if (startText.equals(EvolutionSettings.ZERO)) {
            startValues = StartValues.zero(names);
            start = EvolutionSettings.ZERO;
        } else if (!startText.isEmpty()) {
            try {
                StartValues.Read read = StartValues.read(Path.of(startText), names);
                startValues = read.values();
                start = StartValues.sha256(Path.of(startText));
                if (!read.missing().isEmpty()) {
                    out.println("start: " + String.join(", ", read.missing()) + " not in " + startText
                            + ": starting at 0");
                }
            } catch (IllegalArgumentException unreadable) {
                throw new UsageException(unreadable.getMessage());
            }
        }
        EvolutionSettings settings = new EvolutionSettings(spec, features, algorithm, population, generations, games,
                event.name(), event.rules().pieceCap(), seeds.name(), seed, trim, start, range);
        out.printf(Locale.US, "evolve %s with %s on %s (%d games per candidate, %s seeds, %d threads) into %s%n",
                spec, algorithm, event.name(), games, seeds.name(), threads, outDir);
        LinearWeights.SearchDepth search = featuresFile ? readWeights(features).search()
                : LinearWeights.SearchDepth.ONE_PIECE;
        // best.json plays as the bot was trained: with the starting file's rule, or the feature set's.
        boolean gameEndingLast = featuresFile ? readWeights(features).gameEndingLast() : ratesGameEndingLast(features);
        Evolution evolution = new Evolution(settings, bot, event, seeds, threads, outDir, weightsName, search,
                gameEndingLast, out);
        if (startValues != null) {
            evolution.startingAt(startValues);
        }
        Candidate best;
        try (GameExecutor executor = ClusterFlags.executor(line, "evolve-game", threads, pluginsDir, err)) {
            best = evolution.on(executor, spec, loaded.jarSha256()).run(line.hasOption("resume"));
        } catch (IllegalArgumentException unusable) {
            throw new UsageException(unusable.getMessage());
        }
        out.printf(Locale.US, "best fitness %.3f (generation %d); wrote %s%n", best.fitness(), best.generation(),
                outDir.resolve(Evolution.BEST));
        if (validateEvent != null) {
            validate(bot, best, evolution.startValues(), evolution.centre().orElse(null), validateEvent, seeds,
                    validateGames, threads, outDir, out);
        }
        return 0;
    }

    /**
     * Plays the best candidate, the starting values and the search's centre (if it has one) on the same
     * {@code games} training seeds of the validation event (plain means) and writes them to validation.json:
     * whether what was learnt on the training event carries over.
     */
    private static void validate(TunableBot bot, Candidate best, double[] start, double[] centre, Event event,
                                 SeedSet seeds, int games, int threads, Path outDir, PrintStream out)
            throws IOException {
        double[] means;
        long pieces;
        long began = System.nanoTime();
        try (TrainingGames validation = new TrainingGames(bot, event, seeds, games, false, threads)) {
            means = validation.evaluate(centre == null ? List.of(best.values(), start)
                    : List.of(best.values(), start, centre), 0);
            pieces = validation.lastPieces();
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        if (!event.higherIsBetter()) {
            for (int i = 0; i < means.length; i++) {
                means[i] = -means[i];
            }
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("event", event.name());
        doc.put("metric", event.metric().jsonName());
        doc.put("seedSet", seeds.name());
        doc.put("seedIndices", "0.." + (games - 1));
        doc.put("best", means[0]);
        doc.put("start", means[1]);
        if (centre != null) {
            doc.put("centre", means[2]);
            doc.put("centreValues", centre);
        }
        doc.put("bestValues", best.values());
        doc.put("pieces", pieces);
        doc.put("seconds", seconds);
        Files.writeString(outDir.resolve("validation.json"), new ObjectMapper()
                .writerWithDefaultPrettyPrinter().writeValueAsString(doc) + "\n");
        out.printf(Locale.US, "validation on %s (%d games, %s seeds 0..%d): best %.2f, start %.2f%s mean %s; "
                + "wrote %s%n", event.name(), games, seeds.name(), games - 1, means[0], means[1],
                centre == null ? "" : String.format(Locale.US, ", centre %.2f", means[2]),
                event.metric().jsonName(), outDir.resolve("validation.json"));
    }

    private static double rangeOf(CommandLine line, boolean started) {
        if (!line.hasOption("range")) {
            if (started) {
                throw new UsageException("--start needs --range R (each parameter's start plus or minus R)");
            }
            return 0;
        }
        if (!started) {
            throw new UsageException("--range only goes with --start");
        }
        String text = line.getOptionValue("range");
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            value = Double.NaN;
        }
        if (!(value > 0 && Double.isFinite(value))) {
            throw new UsageException("--range must be a positive number, got '" + text + "'");
        }
        return value;
    }

    private static double trimOf(String text) {
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new UsageException("--trim must be a number in [0, 0.5), got '" + text + "'");
        }
        if (!(value >= 0 && value < 0.5)) {
            throw new UsageException("--trim must be a number in [0, 0.5), got '" + text + "'");
        }
        return value;
    }

    /**
     * The run's default weights name, after what was tuned and how: {@code evolved-<features>-<algorithm>}, the
     * features being a feature set's id, a weights file's base name, or else the bot's id.
     */
    static String defaultName(String botId, String features, String algorithm) {
        String what = features.isEmpty() ? botId : Path.of(features).getFileName().toString().replaceFirst("\\.json$", "");
        String slug = ("evolved-" + what + "-" + algorithm).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]+", "-");
        return slug.replaceAll("-{2,}", "-");
    }

    private static LoadedBot tunable(PluginFolders folders, String spec, PrintStream err) {
        LoadedPlugins plugins = Flags.load(folders, List.of(), WantedBots.of(spec));
        plugins.problems().forEach(problem -> err.println("warning: plugin " + problem.line()));
        LoadedBot loaded = Flags.bot(plugins, spec);
        TetrisBot bot = loaded.bot();
        if (!(bot instanceof TunableBot tunable)) {
            throw new UsageException("bot '" + spec + "' is not tunable (it does not implement TunableBot)");
        }
        return loaded;
    }

    /** Whether a feature set's published controller rates game-ending placements last; false for other names. */
    private static boolean ratesGameEndingLast(String set) {
        for (FeatureSet known : FeatureSet.values()) {
            if (known.id().equals(set)) {
                return known.gameEndingLast();
            }
        }
        return false;
    }

    private static LinearWeights readWeights(String file) {
        try {
            return LinearWeights.read(Path.of(file));
        } catch (IOException | IllegalArgumentException unreadable) {
            throw new UsageException("cannot read weights file " + file + ": " + unreadable.getMessage());
        }
    }

    private static Option withArg(String name, String argument, String description) {
        return Option.builder().longOpt(name).hasArg().argName(argument).desc(description).build();
    }

    private static long seedOf(String raw) {
        try {
            return Long.parseLong(raw.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a 64-bit whole number, got '" + raw + "'");
        }
    }
}
