package io.tetrisarena.arena.versus;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.Tournament;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A versus run: every pairing (a round robin of all bots, or a gauntlet of one challenger against each of
 * the others) plays each of the first {@code games} seeds twice, sides swapped. Games run on
 * {@code threads} workers; the records come out in a fixed order (pairing, seed, mirrored game last)
 * whatever the threads, and go to the versus games of the results store of {@code outDir}: each game is
 * appended as it finishes, and the
 * finished run rewrites the file in that fixed order with its footer. A resumed run keeps the games of the
 * file already there whose replay confirms them (same event, seeds and game count; bots of the same version
 * and jar) and plays only the others. A bot that declines the event is left out
 * with a message; a bot that fails loses only the game it failed in.
 *
 * @param bots       the bots, in entry order
 * @param event      a versus event
 * @param seeds      the seed set
 * @param games      seeds per pairing: the first {@code games} of the set
 * @param threads    worker threads
 * @param challenger null for a round robin, else the id of the gauntlet's challenger
 * @param outDir     where the results store and arena.log are
 */
public record VersusTournament(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                               String challenger, Path outDir) {
    /** The log file stack traces of failing bots are appended to. */
    public static final String LOG_FILE = "arena.log";

    public VersusTournament {
        bots = List.copyOf(bots);
        if (!event.isVersus()) {
            throw new IllegalArgumentException("event " + event.name() + " is not a versus event");
        }
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games must be 1.." + seeds.size() + ", got " + games);
        }
    }

    /**
     * What a run produced: its header, its records in file order, its wall time, its file and how many of the
     * games it played itself (the others were kept from the file it resumed).
     */
    public record Result(TournamentHeader header, List<VersusRecord> games, double wallSeconds, Path file,
                         int played) {
    }

    /** One game to play. */
    private record Task(LoadedBot first, LoadedBot second, int seedIndex, boolean swapped) {
        String key() {
            return key(first.id(), second.id(), seedIndex, swapped);
        }

        static String key(String first, String second, int seedIndex, boolean swapped) {
            return first + "\n" + second + "\n" + seedIndex + "\n" + swapped;
        }
    }

    /** The pairings in order: each pair of bots once, in entry order (with a challenger: it against each other). */
    static List<LoadedBot[]> pairings(List<LoadedBot> bots, String challenger) {
        List<LoadedBot[]> out = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            for (int j = i + 1; j < bots.size(); j++) {
                LoadedBot a = bots.get(i);
                LoadedBot b = bots.get(j);
                if (challenger == null || a.id().equals(challenger) || b.id().equals(challenger)) {
                    out.add(b.id().equals(challenger) ? new LoadedBot[] {b, a} : new LoadedBot[] {a, b});
                }
            }
        }
        return out;
    }

    /** Plays every game and writes the results file. */
    public Result run(PrintStream messages) throws IOException, InterruptedException {
        return run(messages, Progress.SILENT);
    }

    /** Plays every game, telling {@code progress} of each as it ends, and writes the results file. */
    public Result run(PrintStream messages, Progress progress) throws IOException, InterruptedException {
        return run(messages, progress, false);
    }

    /**
     * Plays every game, or with {@code resume} those the folder's results file lacks, telling {@code progress}
     * of each as it ends, and writes the results file.
     *
     * @throws InputFileException when resuming a results file of another versus run
     */
    public Result run(PrintStream messages, Progress progress, boolean resume)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Files.createDirectories(outDir);
        Map<String, BotConnector> connectors = new LinkedHashMap<>();
        try {
            List<LoadedBot> playing = new ArrayList<>();
            for (LoadedBot b : bots) {
                BotConnector c = b.connector(outDir);
                connectors.put(b.id(), c);
                Acceptance a = c.accepts(event.rules());
                if (a.accepted()) {
                    playing.add(b);
                } else {
                    messages.println("bot " + b.id() + " declines event " + event.name() + ": " + a.reason());
                }
            }
            TournamentHeader header = header(playing);
            List<Task> tasks = new ArrayList<>();
            for (LoadedBot[] pair : pairings(playing, challenger)) {
                for (int seed = 0; seed < games; seed++) {
                    tasks.add(new Task(pair[0], pair[1], seed, false));
                    tasks.add(new Task(pair[1], pair[0], seed, true));
                }
            }
            ResultsStore store = ResultsStore.in(outDir);
            Path file = store.path(ResultsStore.Kind.VERSUS);
            Map<String, VersusRecord> done = new HashMap<>();
            if (resume && store.has(ResultsStore.Kind.VERSUS)) {
                ResultsStore.Contents<VersusRecord> previous = store.read(ResultsStore.Kind.VERSUS);
                done = kept(previous, header, file, messages);
                TournamentHeader old = previous.header();
                header = (old.bots().equals(header.bots()) ? old : header).withResumed(new TournamentHeader.Resumed(
                        Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                        ResultsSink.earlierWallSeconds(file, old, previous.wallSeconds())));
            }
            VersusRecord[] records = new VersusRecord[tasks.size()];
            List<Integer> todo = new ArrayList<>();
            for (int i = 0; i < tasks.size(); i++) {
                records[i] = done.get(tasks.get(i).key());
                if (records[i] == null) {
                    todo.add(i);
                }
            }
            Path log = outDir.resolve(LOG_FILE);
            VersusReferee referee = new VersusReferee(text -> appendLog(log, text));
            try (ResultsStore.Writer<VersusRecord> writer = store.create(ResultsStore.Kind.VERSUS, header,
                    challenger, java.util.Arrays.stream(records).filter(r -> r != null).toList())) {
                progress.start(tasks.size(), tasks.size() - todo.size());
                // On GameWorkers: a worker left stuck in a bot retires after its game and a fresh one goes on.
                GameWorkers.<VersusRecord>run("versus", Math.max(1, threads), todo.size(),
                        (i, abandoned) -> play(referee, tasks.get(todo.get(i)), connectors, abandoned),
                        (i, record) -> {
                            records[todo.get(i)] = record;
                            writer.append(record);
                            progress.versusGameDone(record.sides().get(0).pieces() + record.sides().get(1).pieces());
                        });
            }
            double wall = Math.round((System.nanoTime() - start) / 1e7) / 100.0;
            store.write(ResultsStore.Kind.VERSUS, header, challenger, List.of(records), ResultsStore.Footer.of(wall));
            return new Result(header, List.of(records), wall, file, todo.size());
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
    }

    /**
     * The games of an earlier file this run keeps, by task key: those of this run's pairings and seeds whose
     * replay confirms them against this run's header (a changed bot's games are played again).
     */
    private Map<String, VersusRecord> kept(ResultsStore.Contents<VersusRecord> previous, TournamentHeader header,
                                           Path file, PrintStream messages) {
        String mismatch = ResultsSink.mismatch(previous.header(), header);
        if (mismatch != null) {
            throw new InputFileException(file + " belongs to another versus run (" + mismatch + "); use another"
                    + " --out folder, or --force to start this one over");
        }
        VersusVerifier verifier = new VersusVerifier(header);
        Map<String, VersusRecord> kept = new HashMap<>();
        for (VersusRecord r : previous.games()) {
            boolean ours = r.seedIndex() >= 0 && r.seedIndex() < games && r.seed() == seeds.seed(r.seedIndex());
            Optional<String> refused = ours ? verifier.check(r) : Optional.empty();
            if (refused.isPresent()) {
                messages.println("game " + r.label() + " of " + file + " is refused (" + refused.get()
                        + "); playing it again");
            } else if (ours) {
                kept.putIfAbsent(Task.key(r.sides().get(0).botId(), r.sides().get(1).botId(), r.seedIndex(),
                        r.swapped()), r);
            }
        }
        return kept;
    }

    private VersusRecord play(VersusReferee referee, Task t, Map<String, BotConnector> connectors,
                              Consumer<VersusRecord> abandoned) {
        String label = event.name() + "-" + t.seedIndex() + (t.swapped() ? "b" : "a");
        List<VersusReferee.Entrant> sides = List.of(entrant(t.first()), entrant(t.second()));
        return referee.play(event, seeds.name(), t.seedIndex(), seeds.seed(t.seedIndex()), t.swapped(), sides,
                connectors.get(t.first().id()).open(label), connectors.get(t.second().id()).open(label), abandoned);
    }

    private static VersusReferee.Entrant entrant(LoadedBot b) {
        return new VersusReferee.Entrant(b.id(), b.info().version(), b.jarSha256());
    }

    private TournamentHeader header(List<LoadedBot> playing) {
        List<TournamentHeader.EventInfo> events = List.of(new TournamentHeader.EventInfo(event.name(),
                event.description(), event.metric().jsonName(), event.higherIsBetter(), Events.toJson(event),
                Events.sha256(event)));
        List<TournamentHeader.BotEntry> entries = new ArrayList<>();
        for (LoadedBot b : playing) {
            entries.add(new TournamentHeader.BotEntry(b.id(), b.info().name(), b.info().version(), b.info().author(),
                    b.pluginId(), b.jarSha256(), b.hosting().label()));
        }
        return new TournamentHeader(Tournament.arenaVersion(), ApiVersion.VERSION, events, seeds.name(),
                seeds.checksum(), games, entries, threads, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    }

    private static synchronized void appendLog(Path log, String text) {
        try {
            Files.writeString(log, text + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the log is a convenience; the record carries the one-line reason
        }
    }
}
