package io.tetrisarena.arena.app;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.tournament.FailureLog;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.LocalGameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.Tournament;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.TournamentSpec;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The one skeleton every run goes through, whatever its {@link GameKind}: the bots' connectors and which events
 * they accept, the header and the plan (the kind's orders, the run's id, the shard's share), the
 * {@link ResultsSink} of the kind's log in the output folder's store (which keeps a resumed log's confirmed games),
 * the {@link GameExecutor} that plays what the sink lacks with the kind's player, then the footer, with
 * {@code arena.log} holding failing bots' stack traces. What differs between a tournament and a versus run is asked
 * of the kind; every game is deterministic and independent, so the records do not depend on the executor, thread
 * count or scheduling.
 */
public final class GameRun {
    private GameRun() {
    }

    /**
     * What a run produced.
     *
     * @param header      the log's header (with the cluster members that played, if any)
     * @param games       every game of the run (resumed ones included), in the kind's order
     * @param wallSeconds the wall time of this run
     * @param where       where the log is, for messages
     * @param played      how many games this run played itself (the others were kept from the log it resumed)
     * @param <R>         the record type
     */
    public record Result<R>(TournamentHeader header, List<R> games, double wallSeconds, String where, int played) {
        /** The wall time of every run of the log together: this run's, plus earlier ones' on resume. */
        public double totalWallSeconds() {
            return header.totalWallSeconds(wallSeconds);
        }
    }

    /** Plays {@code spec} on this JVM's threads (named {@code threadName}). */
    public static <O extends GameOrder, R> Result<R> playLocally(GameKind<O, R> kind, TournamentSpec spec,
                                                                 PrintStream messages, Progress progress,
                                                                 String threadName) throws IOException {
        try (GameExecutor local = new LocalGameExecutor(threadName, spec.threads())) {
            return play(kind, spec, messages, progress, local);
        }
    }

    /**
     * Plays every game of the spec's shard that the store of its folder lacks (with {@code resume}; else all of
     * them, replacing the log) on {@code executor}, telling {@code progress} of each as it is written.
     *
     * @param messages where declined events and notes on resumed games go, one line each
     * @throws InputFileException when resuming the log of another run
     * @throws IOException        when the log cannot be written, or the run is interrupted
     */
    public static <O extends GameOrder, R> Result<R> play(GameKind<O, R> kind, TournamentSpec spec,
                                                          PrintStream messages, Progress progress,
                                                          GameExecutor executor) throws IOException {
        long start = System.nanoTime();
        Files.createDirectories(spec.outDir());
        Map<String, LoadedBot> bots = new LinkedHashMap<>();
        Map<String, BotConnector> connectors = new LinkedHashMap<>();
        try {
            for (LoadedBot b : spec.bots()) {
                bots.put(b.id(), b);
                connectors.put(b.id(), b.connector(spec.outDir()));
            }
            BiPredicate<LoadedBot, Event> accepted = accepted(spec, connectors, messages);
            List<LoadedBot> entered = kind.entered(spec, accepted);
            TournamentHeader header = header(spec, entered);
            header = header.withRun(kind.runId(header, spec.challenger()), spec.shard().isAll() ? null
                    : spec.shard().toString());
            TournamentPlan<O> planned = kind.plan(spec, header.tournamentId(), entered, accepted);
            Set<Object> wanted = new HashSet<>();
            planned.orders().forEach(o -> wanted.add(kind.key(o)));
            try (ResultsSink<R> sink = ResultsSink.open(kind.records(), ResultsStore.in(spec.outDir()),
                    spec.outDir(), header,
                    spec.challenger(), wanted, spec.resume(), messages);
                 FailureLog log = new FailureLog(spec.outDir().resolve(Tournament.LOG_FILE))) {
                // a resumed log keeps the id its first run fixed
                TournamentPlan<O> plan = planned.id().equals(sink.header().tournamentId()) ? planned
                        : kind.plan(spec, sink.header().tournamentId(), entered, accepted);
                Set<Object> done = sink.done();
                List<O> todo = plan.orders().stream().filter(o -> !done.contains(kind.key(o))).toList();
                progress.start(plan.orders().size(), sink.kept());
                Map<String, Event> events = new LinkedHashMap<>();
                spec.events().forEach(e -> events.put(e.name(), e));
                // On GameWorkers (locally): a worker left stuck in a bot retires after its game and a fresh one
                // goes on.
                executor.execute(todo, kind.player(new GameKind.Seating() {
                    @Override
                    public Event event(GameOrder order) {
                        return events.get(order.eventName());
                    }

                    @Override
                    public LoadedBot bot(GameOrder.Seat seat) {
                        return bots.get(seat.botId());
                    }

                    @Override
                    public BotConnection open(LoadedBot bot, String label, Object dealt) {
                        return connectors.get(bot.id()).open(label, dealt);
                    }
                }, log::write), (i, record) -> {
                    if (sink.accept(record)) {
                        kind.done(progress, record);
                    }
                });
                double wall = kind.wallSeconds(System.nanoTime() - start);
                List<R> all = sink.finish(wall, executor.workers());
                return new Result<>(sink.header().withWorkers(executor.workers()), all, wall, sink.where(),
                        todo.size());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
    }

    /** Which bot plays which event: asked once per pair; each refusal is announced with its reason. */
    private static BiPredicate<LoadedBot, Event> accepted(TournamentSpec spec, Map<String, BotConnector> connectors,
                                                         PrintStream messages) {
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

    /** The header of a run of {@code spec} entering {@code entered}, before its id is known. */
    static TournamentHeader header(TournamentSpec spec, List<LoadedBot> entered) {
        List<TournamentHeader.EventInfo> events = spec.events().stream().map(e -> new TournamentHeader.EventInfo(
                e.name(), e.description(), e.metric().jsonName(), e.higherIsBetter(), Events.toJson(e),
                Events.sha256(e))).toList();
        List<TournamentHeader.BotEntry> bots = entered.stream().map(b -> new TournamentHeader.BotEntry(b.id(),
                b.info().name(), b.info().version(), b.info().author(), b.pluginId(), b.jarSha256(),
                b.hosting().label())).toList();
        return new TournamentHeader(Tournament.arenaVersion(), ApiVersion.VERSION, events, spec.seeds().name(),
                spec.seeds().checksum(), spec.games(), bots, spec.threads(),
                Instant.now().truncatedTo(ChronoUnit.MILLIS).toString(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"))
                .withSealedCommitment(spec.seeds().sealedCommitment())
                .withAllBots(spec.allBots());
    }
}
