package io.tetrisarena.arena.tournament;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.RecordVerifier;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.BufferedWriter;
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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Runs a {@link TournamentSpec}: its independent game tasks on {@link GameWorkers} (a fixed number of
 * threads; one stuck in a bot is replaced), each finished game
 * appended and flushed to {@code <out>/results.jsonl} at once (one synchronized writer). With
 * {@code resume}, games already in the file are kept and not replayed; the file's header must describe the
 * same events and seeds, and every bot in it must be entered again; bots may be added (only their games are
 * played) and a bot whose version or jar changed has its games replayed. Every game is deterministic and independent, so the records do not depend on the thread
 * count or scheduling (only the file's line order does). Stack traces of failing bots go to
 * {@code <out>/arena.log}.
 */
public final class Tournament {
    /** The results file's name inside the output folder. */
    public static final String RESULTS_FILE = "results.jsonl";
    /** The log file's name inside the output folder. */
    public static final String LOG_FILE = "arena.log";

    private final TournamentSpec spec;
    private final PrintStream messages;

    /** @param messages where warnings (declined events) go, one line each */
    public Tournament(TournamentSpec spec, PrintStream messages) {
        this.spec = spec;
        this.messages = messages;
    }

    /**
     * What a run produced.
     *
     * @param header      the results file's header
     * @param games       every game of the tournament (resumed ones included), sorted by key
     * @param wallSeconds the wall time of this run
     * @param resultsFile the results file
     */
    public record Result(TournamentHeader header, List<GameRecord> games, double wallSeconds, Path resultsFile) {
    }

    /** The header describing this tournament. */
    public TournamentHeader header() {
        List<TournamentHeader.EventInfo> events = new ArrayList<>();
        for (Event e : spec.events()) {
            events.add(new TournamentHeader.EventInfo(e.name(), e.description(), e.metric().jsonName(),
                    e.higherIsBetter(), Events.toJson(e), Events.sha256(e)));
        }
        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (LoadedBot b : spec.bots()) {
            bots.add(new TournamentHeader.BotEntry(b.id(), b.info().name(), b.info().version(), b.info().author(),
                    b.pluginId(), b.jarSha256(), b.hosting().label()));
        }
        return new TournamentHeader(arenaVersion(), ApiVersion.VERSION, events, spec.seeds().name(),
                spec.seeds().checksum(), spec.games(), bots, spec.threads(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    }

    /** The arena's version, from the jar manifest ("dev" when run from classes). */
    public static String arenaVersion() {
        String v = Tournament.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /**
     * Plays every game not yet in the results file.
     *
     * @throws InputFileException when resuming a results file of another tournament
     */
    public Result run(Progress progress) throws IOException {
        long start = System.nanoTime();
        Path resultsPath = spec.outDir().resolve(RESULTS_FILE);
        TournamentHeader header = header();
        Map<String, BotConnector> connectors = new LinkedHashMap<>();
        for (LoadedBot b : spec.bots()) {
            connectors.put(b.id(), b.connector(spec.outDir()));
        }
        try {
            return run(progress, start, resultsPath, header, connectors);
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
    }

    private Result run(Progress progress, long start, Path resultsPath, TournamentHeader header,
                       Map<String, BotConnector> connectors) throws IOException {
        List<GameTask> tasks = acceptedTasks(connectors);
        Map<GameKey, GameRecord> done = new LinkedHashMap<>();
        if (spec.resume() && Files.exists(resultsPath)) {
            ResultsFile.Contents previous = ResultsFile.read(resultsPath);
            String mismatch = mismatch(previous.header(), header);
            if (mismatch != null) {
                throw new InputFileException(resultsPath + " belongs to another tournament (" + mismatch
                        + "); use another --out folder or run without --resume");
            }
            Set<String> unchanged = unchangedBots(previous.header(), header, resultsPath);
            Set<GameKey> wanted = new HashSet<>();
            tasks.forEach(t -> wanted.add(t.key()));
            RecordVerifier verifier = new RecordVerifier(previous.header());
            for (GameRecord g : previous.games()) {
                GameKey key = GameKey.of(g);
                if (wanted.contains(key) && unchanged.contains(g.botId())) {
                    // Only a record whose replay confirms it is kept; anything else is played again.
                    java.util.Optional<String> refused = verifier.check(g);
                    if (refused.isPresent()) {
                        messages.println("record " + g.botId() + "/" + g.event() + "/#" + g.seedIndex() + " of "
                                + resultsPath + " is refused (" + refused.get() + "); playing it again");
                    } else {
                        done.putIfAbsent(key, g);
                    }
                }
            }
            if (unchanged.size() == header.bots().size()) {
                header = previous.header();
            }
        }
        List<GameTask> todo = tasks.stream().filter(t -> !done.containsKey(t.key())).toList();
        List<GameRecord> all = new ArrayList<>(done.values());
        try (ResultsFile.Writer writer = ResultsFile.create(resultsPath, header, all);
             GameLog log = new GameLog(spec.outDir().resolve(LOG_FILE))) {
            progress.start(tasks.size(), done.size());
            Referee referee = new Referee(log::write);
            GameRecord[] played = new GameRecord[todo.size()];
            try {
                GameWorkers.run("arena-worker", spec.threads(), todo.size(),
                        (i, abandoned) -> play(referee, todo.get(i), connectors.get(todo.get(i).bot().id()), abandoned),
                        (i, record) -> {
                            writer.append(record);
                            progress.gameDone(record);
                            played[i] = record;
                        });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            } finally {
                progress.close();
            }
            all.addAll(List.of(played));
            double wall = (System.nanoTime() - start) / 1e9;
            writer.footer(wall);
            writer.checkIntact();
            all.sort((a, b) -> GameKey.of(a).compareTo(GameKey.of(b)));
            return new Result(header, List.copyOf(all), wall, resultsPath);
        }
    }

    private GameRecord play(Referee referee, GameTask task, BotConnector connector, Consumer<GameRecord> abandoned) {
        LoadedBot bot = task.bot();
        long seed = spec.seeds().seed(task.seedIndex());
        GameSpec game = new GameSpec(bot.id(), bot.info().version(), bot.jarSha256(), task.event(),
                spec.seeds().name(), task.seedIndex(), seed);
        return referee.play(game, connector.open(task.event().name() + "-" + task.seedIndex()), g -> { }, abandoned);
    }

    private List<GameTask> acceptedTasks(Map<String, BotConnector> connectors) {
        Map<String, Boolean> accepted = new LinkedHashMap<>();
        for (Event e : spec.events()) {
            for (LoadedBot b : spec.bots()) {
                Acceptance a = connectors.get(b.id()).accepts(e.rules());
                accepted.put(b.id() + "\u0000" + e.name(), a.accepted());
                if (!a.accepted()) {
                    messages.println("bot " + b.id() + " declines event " + e.name() + ": " + a.reason());
                }
            }
        }
        return spec.tasks().stream().filter(t -> accepted.get(t.bot().id() + "\u0000" + t.event().name())).toList();
    }

    /** Why two headers describe different tournaments, or null when they describe the same one. */
    static String mismatch(TournamentHeader old, TournamentHeader now) {
        if (!old.seedSet().equals(now.seedSet()) || !old.seedChecksum().equals(now.seedChecksum())) {
            return "seed set " + old.seedSet() + " there, " + now.seedSet() + " now";
        }
        if (old.seedCount() != now.seedCount()) {
            return old.seedCount() + " games per event there, " + now.seedCount() + " now";
        }
        List<String> oldEvents = old.events().stream().map(e -> e.name() + "@" + e.sha256()).toList();
        List<String> newEvents = now.events().stream().map(e -> e.name() + "@" + e.sha256()).toList();
        if (!oldEvents.equals(newEvents)) {
            return "events " + old.events().stream().map(TournamentHeader.EventInfo::name).toList()
                    + " there, " + now.events().stream().map(TournamentHeader.EventInfo::name).toList()
                    + " now, or their rules differ";
        }
        return null;
    }

    /**
     * The ids of the bots whose games a resumed run keeps: those entered in both headers with the same version
     * and jar. Added bots and changed bots (their games are replayed) are announced; a bot of the old header
     * that this run leaves out is an error, so resuming never drops finished games.
     */
    private Set<String> unchangedBots(TournamentHeader old, TournamentHeader now, Path resultsPath) {
        Map<String, String> before = new LinkedHashMap<>();
        old.bots().forEach(b -> before.put(b.id(), b.version() + "@" + b.jarSha256()));
        Set<String> entered = new HashSet<>();
        now.bots().forEach(b -> entered.add(b.id()));
        List<String> left = before.keySet().stream().filter(id -> !entered.contains(id)).toList();
        if (!left.isEmpty()) {
            throw new InputFileException(resultsPath + " has games of " + String.join(", ", left)
                    + ", which this run does not enter; enter every bot it has (adding new ones is fine) or use"
                    + " another --out folder");
        }
        Set<String> unchanged = new HashSet<>();
        for (TournamentHeader.BotEntry b : now.bots()) {
            String was = before.get(b.id());
            if (was == null) {
                messages.println("bot " + b.id() + " is new: playing its games");
            } else if (!was.equals(b.version() + "@" + b.jarSha256())) {
                messages.println("bot " + b.id() + " changed (version or jar) since " + resultsPath
                        + " was written: replaying its games");
            } else {
                unchanged.add(b.id());
            }
        }
        return unchanged;
    }

    /** The log of failing games: opened on first use, one report at a time. */
    private static final class GameLog implements AutoCloseable {
        private final Path file;
        private BufferedWriter out;

        GameLog(Path file) {
            this.file = file;
        }

        synchronized void write(String report) {
            try {
                if (out == null) {
                    out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                            StandardOpenOption.APPEND);
                }
                out.write(Instant.now().truncatedTo(ChronoUnit.SECONDS) + " " + report);
                out.newLine();
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public synchronized void close() throws IOException {
            if (out != null) {
                out.close();
            }
        }
    }
}
