package io.tetrisarena.arena.trainer;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.trainer.optim.Algorithms;
import io.tetrisarena.arena.trainer.optim.Candidate;
import io.tetrisarena.arena.trainer.optim.Checkpoint;
import io.tetrisarena.arena.trainer.optim.GenerationReport;
import io.tetrisarena.arena.trainer.optim.OptimizationRun;
import io.tetrisarena.arena.trainer.optim.Optimizer;
import io.tetrisarena.arena.trainer.optim.SearchSpace;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One evolve run: tunes a {@link TunableBot}'s parameters with an optimizer whose fitness is the bot's
 * mean metric in training games ({@link TrainingGames}). Its output folder holds {@value #CHECKPOINT}
 * (rewritten every generation; {@code resume} continues from it with exactly the uninterrupted result),
 * {@value #HISTORY} (one JSON object per generation), {@value #BEST} (the best parameters so far, as a
 * linear weights file when the parameters are features), {@value #CENTRE} (where an optimizer with a search
 * distribution has it centred, in the same format) and {@value #CHART} (fitness over generations).
 */
public final class Evolution {

    public static final String CHECKPOINT = "checkpoint.json";
    public static final String HISTORY = "history.jsonl";
    public static final String BEST = "best.json";
    public static final String CENTRE = "centre.json";
    public static final String CHART = "fitness.svg";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final EvolutionSettings settings;
    private final TunableBot bot;
    private final Event event;
    private final SeedSet seeds;
    private final int threads;
    private final Path out;
    private final String weightsName;
    private final LinearWeights.SearchDepth search;
    private final boolean gameEndingLast;
    private final PrintStream progress;
    private final List<FitnessChart.Point> points = new ArrayList<>();
    private List<String> names;
    private TrainingGames games;
    private GameExecutor executor;
    private String botSpec;
    private String pluginJar;
    private double[] startValues;
    private Optimizer optimizer;

    /**
     * @param event       the training event, its piece cap already applied
     * @param weightsName the name written into {@value #BEST}
     * @param search      the search depth written into {@value #BEST} (the bot's own)
     * @param progress    receives one line per generation
     */
    public Evolution(EvolutionSettings settings, TunableBot bot, Event event, SeedSet seeds, int threads, Path out,
                     String weightsName, LinearWeights.SearchDepth search, PrintStream progress) {
        this(settings, bot, event, seeds, threads, out, weightsName, search, false, progress);
    }

    /**
     * As {@link #Evolution(EvolutionSettings, TunableBot, Event, SeedSet, int, Path, String,
     * LinearWeights.SearchDepth, PrintStream)}, and {@code gameEndingLast}: whether the bot rates
     * game-ending placements last, written into {@value #BEST} so that it plays as trained.
     */
    public Evolution(EvolutionSettings settings, TunableBot bot, Event event, SeedSet seeds, int threads, Path out,
                     String weightsName, LinearWeights.SearchDepth search, boolean gameEndingLast,
                     PrintStream progress) {
        this.settings = settings;
        this.gameEndingLast = gameEndingLast;
        this.bot = bot;
        this.event = event;
        this.seeds = seeds;
        this.threads = threads;
        this.out = out;
        this.weightsName = weightsName;
        this.search = search;
        this.progress = progress;
    }

    /**
     * Plays the training games on {@code executor} (a cluster; by default this JVM's threads), whose members
     * find the bot by {@code botSpec} in the jar with sha256 {@code pluginJar}.
     */
    public Evolution on(GameExecutor executor, String botSpec, String pluginJar) {
        this.executor = executor;
        this.botSpec = botSpec;
        this.pluginJar = pluginJar;
        return this;
    }

    /**
     * Starts the search at {@code values} (in the bot's parameter order) instead of the bot's own starting
     * values, each parameter ranging over the value plus or minus the settings' range. The settings must name
     * a start.
     */
    public Evolution startingAt(double[] values) {
        if (settings.start().isEmpty()) {
            throw new IllegalArgumentException("the settings name no start");
        }
        this.startValues = values.clone();
        return this;
    }

    /** Where the search starts: the values given to {@link #startingAt}, else the bot's own. */
    public double[] startValues() {
        return startValues != null ? startValues.clone()
                : bot.parameters().stream().mapToDouble(TunableBot.Parameter::initial).toArray();
    }

    /**
     * Runs (or, with {@code resume}, continues) to the settings' number of generations.
     *
     * @return the best candidate found
     * @throws IllegalArgumentException with a one-line reason for a folder that cannot be used
     */
    public Candidate run(boolean resume) throws IOException {
        List<TunableBot.Parameter> parameters = bot.parameters();
        if (parameters.isEmpty()) {
            throw new IllegalArgumentException("bot " + bot.info().id() + " exposes no parameters to tune");
        }
        names = parameters.stream().map(TunableBot.Parameter::name).toList();
        if (!settings.start().isEmpty() && (startValues == null || startValues.length != parameters.size())) {
            throw new IllegalArgumentException("the start needs one value per parameter (" + parameters.size() + ")");
        }
        SearchSpace space = startValues == null ? spaceOf(parameters) : around(startValues, settings.range());
        optimizer = Algorithms.create(settings.algorithm(), space, settings.population(),
                settings.generations(), settings.seed());
        Checkpoint checkpoint = openCheckpoint(resume);
        Files.createDirectories(out);
        Files.writeString(out.resolve(HISTORY), "", StandardCharsets.UTF_8);
        try (TrainingGames training = new TrainingGames(bot, event, seeds, settings.games(),
                !optimizer.comparesAcrossGenerations(), threads).trimmed(settings.trim())) {
            if (executor != null) {
                training.on(executor, botSpec, pluginJar);
            }
            games = training;
            return new OptimizationRun(optimizer, training, checkpoint, this::record).run(settings.generations());
        } catch (IllegalStateException mismatch) {
            if (mismatch.getMessage() != null && mismatch.getMessage().contains("does not match")) {
                throw new IllegalArgumentException("cannot resume " + out + ": " + mismatch.getMessage());
            }
            throw mismatch;
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private Checkpoint openCheckpoint(boolean resume) {
        Path file = out.resolve(CHECKPOINT);
        if (resume) {
            Checkpoint stored = Checkpoint.load(file);
            String why = settings.incompatibility(stored.settings());
            if (why != null) {
                throw new IllegalArgumentException("cannot resume " + out + ": " + why);
            }
            return stored;
        }
        if (Files.exists(file)) {
            throw new IllegalArgumentException(out + " already holds a run (" + CHECKPOINT
                    + "): add --resume to continue it, or choose another --out");
        }
        return Checkpoint.start(file, settings.toJson());
    }

    private static SearchSpace spaceOf(List<TunableBot.Parameter> parameters) {
        int n = parameters.size();
        double[] lower = new double[n];
        double[] upper = new double[n];
        double[] initial = new double[n];
        for (int i = 0; i < n; i++) {
            TunableBot.Parameter p = parameters.get(i);
            lower[i] = p.min();
            upper[i] = p.max();
            initial[i] = p.initial();
        }
        return new SearchSpace(lower, upper, initial);
    }

    private static SearchSpace around(double[] start, double range) {
        double[] lower = new double[start.length];
        double[] upper = new double[start.length];
        for (int i = 0; i < start.length; i++) {
            lower[i] = start[i] - range;
            upper[i] = start[i] + range;
        }
        return new SearchSpace(lower, upper, start);
    }

    private void record(GenerationReport report) {
        try {
            int[] window = games.seedIndices(report.generation());
            Candidate best = report.bestSoFar();
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("generation", report.generation());
            line.put("best", report.best());
            line.put("mean", report.mean());
            line.put("spread", report.spread());
            line.put("seconds", report.seconds());
            line.put("seedIndices", window);
            // Speed of the generation when it was played (a checkpoint keeps its pieces and seconds): pieces per
            // second of all the game threads, and per thread (per core when the threads are the machine's cores).
            long pieces = report.work();
            int gameThreads = gameThreads();
            double perSecond = pieces == 0 || report.seconds() <= 0 ? 0 : pieces / report.seconds();
            line.put("pieces", pieces);
            line.put("piecesPerSecond", Math.round(perSecond));
            line.put("piecesPerSecondPerCore", Math.round(perSecond / gameThreads));
            Map<String, Object> bestSoFar = new LinkedHashMap<>();
            bestSoFar.put("fitness", best.fitness());
            bestSoFar.put("generation", best.generation());
            bestSoFar.put("values", named(best.values()));
            line.put("bestSoFar", bestSoFar);
            Files.writeString(out.resolve(HISTORY), JSON.writeValueAsString(line) + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.APPEND);
            points.add(new FitnessChart.Point(report.generation(), report.best(), report.mean(), report.spread()));
            Files.writeString(out.resolve(CHART), FitnessChart.svg(points, settings.algorithm() + " on "
                    + event.name() + ": " + bot.info().id(), "mean " + event.metric().jsonName() + " per game"),
                    StandardCharsets.UTF_8);
            writeBest(best, report.generation() + 1);
            java.util.Optional<double[]> centre = optimizer.centre();
            if (centre.isPresent()) {
                writeValues(CENTRE, centre.get(), "the centre of the search distribution after generation "
                        + report.generation(), null, report.generation() + 1);
            }
            progress.printf(Locale.US, "generation %d (%d of %d)  best %.2f  mean %.2f  spread %.2f  best so far"
                    + " %.2f  %.1f s%s%n", report.generation(), report.generation() + 1, settings.generations(),
                    report.best(), report.mean(),
                    report.spread(), best.fitness(), report.seconds(), report.replayed() ? "  (from checkpoint)"
                            : String.format(Locale.US, "  %,d pieces/s on %d game threads, %,d per core",
                                    Math.round(perSecond), gameThreads, Math.round(perSecond / gameThreads)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The game threads that play the generations: this JVM's, or every cluster member's. */
    private int gameThreads() {
        List<TournamentHeader.WorkerInfo> members = executor == null ? null : executor.workers();
        if (members == null || members.isEmpty()) {
            return threads;
        }
        int sum = 0;
        for (TournamentHeader.WorkerInfo member : members) {
            sum += member.threads();
        }
        return Math.max(sum, 1);
    }

    private Map<String, Object> named(double[] values) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            map.put(names.get(i), values[i]);
        }
        return map;
    }

    private void writeBest(Candidate best, int generationsDone) throws IOException {
        writeValues(BEST, best.values(), "the best single measurement of the run", best, generationsDone);
    }

    /** The centre after the last completed generation, if the optimizer has one. */
    public java.util.Optional<double[]> centre() {
        return optimizer == null ? java.util.Optional.empty() : optimizer.centre();
    }

    private void writeValues(String file, double[] values, String point, Candidate measured, int generationsDone)
            throws IOException {
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("trainer", "tetris-arena evolve");
        provenance.put("algorithm", settings.algorithm());
        provenance.put("settings", settings.toMap());
        provenance.put("event", event.name());
        provenance.put("metric", event.metric().jsonName());
        provenance.put("seedSet", seeds.name());
        provenance.put("seeds", settings.games() + " per candidate, every candidate of a generation the same; "
                + (games.seedIndices(1)[0] == 0 ? "always indices 0.." + (settings.games() - 1)
                : "generation g plays indices g*" + settings.games() + " onwards, wrapping around"));
        provenance.put("generations", generationsDone);
        provenance.put("point", point);
        if (measured != null) {
            provenance.put("fitness", measured.fitness());
            provenance.put("fitnessGeneration", measured.generation());
        }
        provenance.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        String description = "Evolved by " + settings.algorithm() + " on " + event.name() + " ("
                + settings.games() + " training games per candidate, " + generationsDone + " generations)";
        List<Feature> features = featuresOrNull();
        String text;
        if (features != null) {
            text = new LinearWeights(weightsName, description, search, gameEndingLast, features, values,
                    provenance).toJson();
        } else {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("name", weightsName);
            doc.put("description", description);
            doc.put("parameters", named(values));
            doc.put("provenance", provenance);
            text = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(doc) + "\n";
        }
        Files.writeString(out.resolve(file), text, StandardCharsets.UTF_8);
    }

    /** The parameters as features when every name is a feature id, else null. */
    private List<Feature> featuresOrNull() {
        List<Feature> features = new ArrayList<>();
        for (String name : names) {
            try {
                features.add(Feature.byId(name));
            } catch (IllegalArgumentException notAFeature) {
                return null;
            }
        }
        return features;
    }
}
