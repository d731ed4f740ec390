package io.tetrisarena.arena.tournament;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/**
 * Runs a {@link TournamentSpec} in three parts: the {@link TournamentPlan} (its games as plain orders, the
 * tournament id, the shard's share), a {@link GameExecutor} that plays them (by default
 * {@link LocalGameExecutor}: {@code GameWorkers} threads in this JVM; or a cluster), and the
 * {@link ResultsSink} (with {@link ResultsSink#GAMES}; versus games go the same way), the one writer of the games
 * into the output folder's results store, which appends and flushes each finished game at once. With
 * {@code resume}, games already in the file are kept and not replayed; the file's header must describe the same
 * events and seeds, and every bot in it must be entered again; bots may be added (only their games are played)
 * and a bot whose version or jar changed has its games replayed. Every game is
 * deterministic and independent, so the records do not depend on the executor, thread count or scheduling
 * (only the file's line order does). Stack traces of failing bots go to {@code <out>/arena.log}.
 */
public final class Tournament {
    /** The log file's name inside the output folder. */
    public static final String LOG_FILE = "arena.log";

    private final TournamentSpec spec;
    private final PrintStream messages;
    private final Map<String, Event> events = new LinkedHashMap<>();

    /** @param messages where warnings (declined events) go, one line each */
    public Tournament(TournamentSpec spec, PrintStream messages) {
        this.spec = spec;
        this.messages = messages;
        spec.events().forEach(e -> events.put(e.name(), e));
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
        /** The wall time of every run of the results file together: this run's, plus earlier ones' on resume. */
        public double totalWallSeconds() {
            return header.totalWallSeconds(wallSeconds);
        }
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
        TournamentHeader header = new TournamentHeader(arenaVersion(), ApiVersion.VERSION, events, spec.seeds().name(),
                spec.seeds().checksum(), spec.games(), bots, spec.threads(),
                Instant.now().truncatedTo(ChronoUnit.MILLIS).toString(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        return header.withRun(TournamentPlan.idOf(header), spec.shard().isAll() ? null : spec.shard().toString())
                .withSealedCommitment(spec.seeds().sealedCommitment())
                .withAllBots(spec.allBots());
    }

    /** The arena's version, from the jar manifest ("dev" when run from classes). */
    public static String arenaVersion() {
        String v = Tournament.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /**
     * Plays every game of this run's shard not yet in the results file, on this JVM's threads.
     *
     * @throws InputFileException when resuming a results file of another tournament
     */
    public Result run(Progress progress) throws IOException {
        try (GameExecutor local = new LocalGameExecutor("arena-worker", spec.threads())) {
            return run(progress, local);
        }
    }

    /**
     * Plays every game of this run's shard not yet in the results file on {@code executor}: the plan (the
     * game orders and the tournament id), the executor, and the results sink (the file's one writer).
     *
     * @throws InputFileException when resuming a results file of another tournament
     */
    public Result run(Progress progress, GameExecutor executor) throws IOException {
        long start = System.nanoTime();
        Map<String, LoadedBot> bots = new LinkedHashMap<>();
        Map<String, BotConnector> connectors = new LinkedHashMap<>();
        for (LoadedBot b : spec.bots()) {
            bots.put(b.id(), b);
            connectors.put(b.id(), b.connector(spec.outDir()));
        }
        try {
            TournamentHeader header = header();
            BiPredicate<LoadedBot, Event> accepted = accepted(connectors);
            TournamentPlan<SoloOrder> planned = TournamentPlan.of(spec, header.tournamentId(), accepted, spec.shard());
            Set<GameKey> wanted = new HashSet<>();
            planned.orders().forEach(o -> wanted.add(o.key()));
            try (ResultsSink<GameRecord> sink = ResultsSink.open(ResultsStore.in(spec.outDir()), header, wanted,
                    spec.resume(), messages);
                 FailureLog log = new FailureLog(spec.outDir().resolve(LOG_FILE))) {
                TournamentPlan<SoloOrder> plan = planned.id().equals(sink.header().tournamentId()) ? planned
                        : TournamentPlan.of(spec, sink.header().tournamentId(), accepted, spec.shard());
                Set<Object> done = sink.done();
                List<SoloOrder> todo = plan.orders().stream().filter(o -> !done.contains(o.key())).toList();
                progress.start(plan.orders().size(), sink.kept());
                Referee referee = new Referee(log::write);
                GamePlayer<SoloOrder, GameRecord> player = (order, abandoned) -> play(referee, order, bots.get(order.botId()),
                        connectors.get(order.botId()), abandoned);
                try {
                    executor.execute(todo, player, (i, record) -> {
                        if (sink.accept(record)) {
                            progress.gameDone(record);
                        }
                    });
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                } finally {
                    progress.close();
                }
                double wall = (System.nanoTime() - start) / 1e9;
                List<GameRecord> all = sink.finish(wall, executor.workers());
                return new Result(sink.header().withWorkers(executor.workers()), all, wall, sink.file());
            }
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
    }

    private GameRecord play(Referee referee, SoloOrder order, LoadedBot bot, BotConnector connector,
                            Consumer<GameRecord> abandoned) {
        Event event = events.get(order.eventName());
        GameSpec game = new GameSpec(bot.id(), bot.info().version(), bot.jarSha256(), event, spec.seeds().name(),
                order.seedIndex(), order.seed());
        return referee.play(game, connector.open(event.name() + "-" + order.seedIndex()), g -> { }, abandoned);
    }

    /** Which bot plays which event: asked once per pair; each refusal is announced with its reason. */
    private BiPredicate<LoadedBot, Event> accepted(Map<String, BotConnector> connectors) {
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
        return (b, e) -> accepted.get(b.id() + "\u0000" + e.name());
    }
}
