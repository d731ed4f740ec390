package io.tetrisarena.arena.versus;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A versus run: every pairing (a round robin of all bots, or a gauntlet of one challenger against each of
 * the others) plays each of the first {@code games} seeds twice, sides swapped. Games run on
 * {@code threads} workers; the records come out in a fixed order (pairing, seed, mirrored game last)
 * whatever the threads, and go to {@code <outDir>/versus.jsonl}. A bot that declines the event is left out
 * with a message; a bot that fails loses only the game it failed in.
 *
 * @param bots       the bots, in entry order
 * @param event      a versus event
 * @param seeds      the seed set
 * @param games      seeds per pairing: the first {@code games} of the set
 * @param threads    worker threads
 * @param challenger null for a round robin, else the id of the gauntlet's challenger
 * @param outDir     where versus.jsonl and arena.log go
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

    /** What a run produced: its header, its records in file order, its wall time and its file. */
    public record Result(TournamentHeader header, List<VersusRecord> games, double wallSeconds, Path file) {
    }

    /** One game to play. */
    private record Task(LoadedBot first, LoadedBot second, int seedIndex, boolean swapped) {
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
            Path log = outDir.resolve(LOG_FILE);
            VersusReferee referee = new VersusReferee(text -> appendLog(log, text));
            VersusRecord[] records = new VersusRecord[tasks.size()];
            progress.start(tasks.size(), 0);
            // On GameWorkers: a worker left stuck in a bot retires after its game and a fresh one goes on.
            GameWorkers.<VersusRecord>run("versus", Math.max(1, threads), tasks.size(),
                    (i, abandoned) -> play(referee, tasks.get(i), connectors, abandoned),
                    (i, record) -> {
                        records[i] = record;
                        progress.versusGameDone(record.sides().get(0).pieces() + record.sides().get(1).pieces());
                    });
            double wall = Math.round((System.nanoTime() - start) / 1e7) / 100.0;
            Path file = outDir.resolve(VersusResults.FILE);
            VersusResults.write(file, header, List.of(records), wall);
            return new Result(header, List.of(records), wall, file);
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
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
