package io.tetrisarena.arena.versus;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.FailureLog;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.LocalGameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.VersusOrder;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * A versus run: every pairing (a round robin of all bots, or a gauntlet of one challenger against each of
 * the others) plays each of the first {@code games} seeds twice, sides swapped. It goes the way a tournament
 * goes: its plan ({@link TournamentPlan#versus}: {@link VersusOrder}s, the run's id, the shard's share), a
 * {@link GameExecutor} that plays them (this JVM's threads, or a cluster), and the
 * {@link ResultsSink} every kind of game goes through (with {@link VersusRecords}), the one writer of the versus
 * games in the results store of {@code outDir}, which appends each game as it finishes and, at the end,
 * writes them in plan order (pairing, seed, mirrored game last) whatever the threads or members. A resumed
 * run keeps the games of the file already there whose replay confirms them (same event, seeds, game count and
 * shard; bots of the same version and jar) and plays only the others. A bot that declines the event is left
 * out with a message; a bot that fails loses only the game it failed in.
 *
 * @param bots       the bots, in entry order
 * @param event      a versus event
 * @param seeds      the seed set
 * @param games      seeds per pairing: the first {@code games} of the set
 * @param threads    worker threads
 * @param challenger null for a round robin, else the id of the gauntlet's challenger
 * @param outDir     where the results store and arena.log are
 * @param shard      the share of the games this run plays ({@link Shard#ALL} for all)
 */
public record VersusTournament(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                               String challenger, Path outDir, Shard shard) {
    /** The log file stack traces of failing bots are appended to. */
    public static final String LOG_FILE = Tournament.LOG_FILE;

    public VersusTournament {
        bots = List.copyOf(bots);
        if (!event.isVersus()) {
            throw new IllegalArgumentException("event " + event.name() + " is not a versus event");
        }
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games must be 1.." + seeds.size() + ", got " + games);
        }
    }

    /** The whole run. */
    public VersusTournament(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                            String challenger, Path outDir) {
        this(bots, event, seeds, games, threads, challenger, outDir, Shard.ALL);
    }

    /**
     * What a run produced: its header, its records in file order, its wall time, its file and how many of the
     * games it played itself (the others were kept from the file it resumed).
     */
    public record Result(TournamentHeader header, List<VersusRecord> games, double wallSeconds, Path file,
                         int played) {
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
     * Plays every game, or with {@code resume} those the folder's results file lacks, on this JVM's threads,
     * telling {@code progress} of each as it ends, and writes the results file.
     *
     * @throws InputFileException when resuming a results file of another versus run
     */
    public Result run(PrintStream messages, Progress progress, boolean resume)
            throws IOException, InterruptedException {
        try (GameExecutor local = new LocalGameExecutor("versus", Math.max(1, threads))) {
            return run(messages, progress, resume, local);
        }
    }

    /**
     * Plays this shard's games on {@code executor}, or with {@code resume} those the folder's results file
     * lacks, telling {@code progress} of each as it ends, and writes the results file.
     *
     * @throws InputFileException when resuming a results file of another versus run
     */
    public Result run(PrintStream messages, Progress progress, boolean resume, GameExecutor executor)
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
            header = header.withRun(TournamentPlan.versusIdOf(header, challenger), shard.isAll() ? null
                    : shard.toString());
            TournamentPlan<VersusOrder> planned = TournamentPlan.versus(header.tournamentId(), playing, event, seeds,
                    games, challenger, shard);
            Set<String> wanted = new HashSet<>();
            planned.orders().forEach(o -> wanted.add(VersusRecords.keyOf(o)));
            try (ResultsSink<VersusRecord> sink = ResultsSink.open(VersusRecords.KIND, ResultsStore.in(outDir), header,
                    challenger, wanted, resume, messages);
                 FailureLog log = new FailureLog(outDir.resolve(LOG_FILE))) {
                TournamentPlan<VersusOrder> plan = planned.id().equals(sink.header().tournamentId()) ? planned
                        : TournamentPlan.versus(sink.header().tournamentId(), playing, event, seeds, games,
                        challenger, shard);
                Set<Object> done = sink.done();
                List<VersusOrder> todo = plan.orders().stream().filter(o -> !done.contains(VersusRecords.keyOf(o)))
                        .toList();
                VersusReferee referee = new VersusReferee(log::write);
                progress.start(plan.orders().size(), sink.kept());
                // On GameWorkers (locally): a worker left stuck in a bot retires after its game and a fresh one
                // goes on.
                executor.<VersusOrder, VersusRecord>execute(todo, (order, abandoned) -> play(referee, order,
                        connectors, abandoned), (i, record) -> {
                            if (sink.accept(record)) {
                                progress.versusGameDone(record.sides().get(0).pieces()
                                        + record.sides().get(1).pieces());
                            }
                        });
                double wall = Math.round((System.nanoTime() - start) / 1e7) / 100.0;
                List<VersusRecord> all = sink.finish(wall, executor.workers());
                return new Result(sink.header(), all, wall, sink.file(), todo.size());
            }
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
    }

    private VersusRecord play(VersusReferee referee, VersusOrder order, Map<String, BotConnector> connectors,
                              Consumer<VersusRecord> abandoned) {
        String label = event.name() + "-" + order.seedIndex() + (order.swapped() ? "b" : "a");
        return referee.play(event, seeds.name(), order.seedIndex(), order.seed(), order.swapped(),
                List.of(entrant(order.first()), entrant(order.second())),
                connectors.get(order.first().botId()).open(label, order.dealtKey()),
                connectors.get(order.second().botId()).open(label, order.dealtKey()),
                abandoned);
    }

    /** The side a seat plays, as the record names it. */
    public static VersusReferee.Entrant entrant(GameOrder.Seat seat) {
        return new VersusReferee.Entrant(seat.botId(), seat.botVersion(), seat.jarSha256());
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
                seeds.checksum(), games, entries, threads, Instant.now().truncatedTo(ChronoUnit.MILLIS).toString(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"))
                .withSealedCommitment(seeds.sealedCommitment());
    }
}
