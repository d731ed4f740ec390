package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.Trust;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tbp.TbpServer;
import io.tetrisarena.arena.versus.VersusReferee;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hosting never changes the game: every bundled bot plays every bundled event (each solo event, and each versus
 * profile against an in-process opponent) in the arena's JVM, isolated in a child JVM from a copy of its jar
 * (sandboxed wherever bubblewrap exists, and always under CI), and over TCP, and every hosting plays the same
 * moves to the same end. Short games keep it to a couple of minutes; a versus game's record holds both sides'
 * moves, so the opponent's answers to the hosted bot are compared too.
 */
class HostingEquivalenceTest {
    private static final Path BUNDLED = Path.of("..", "plugins");
    /** Pieces per solo game, and per side in versus: enough for clears, holds, spins and garbage to happen. */
    private static final int PIECES = 24;
    /** The in-process opponent of every versus game. */
    private static final String OPPONENT = "attacker";
    private static final long MOVE_LIMIT_MILLIS = 5_000;

    @TempDir
    static Path work;
    static LoadedPlugins inProcess;
    static LoadedPlugins isolated;
    static LoadedPlugins remote;
    static final List<ServerSocket> SERVERS = new ArrayList<>();

    @BeforeAll
    static void loadEveryBundledBotThreeWays() throws Exception {
        List<Path> jars;
        try (Stream<Path> files = Files.isDirectory(BUNDLED) ? Files.list(BUNDLED) : Stream.empty()) {
            jars = files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
        }
        assumeTrue(!jars.isEmpty(), "no plugin jars in ../plugins: build them with ./mvnw package");
        inProcess = new DefaultBotLoader().load(BUNDLED);
        Path copies = Files.createDirectories(work.resolve("copies"));
        for (Path jar : jars) {
            Files.copy(jar, copies.resolve(jar.getFileName()));
        }
        // Trusting nothing: the copies are the bundled builds, but hosted as any jar the arena did not build.
        isolated = new DefaultBotLoader().load(copies, new Trust(Set.of(), Set.of(), false));
        Path far = Files.createDirectories(work.resolve("far"));
        for (LoadedBot bot : inProcess.bots()) {
            ServerSocket server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
            SERVERS.add(server);
            Thread accept = new Thread(() -> serve(server, bot), "tcp-" + bot.id());
            accept.setDaemon(true);
            accept.start();
            Files.writeString(far.resolve(bot.id() + ".bot.json"), "{\"id\": \"" + bot.id()
                    + "\", \"connect\": \"127.0.0.1:" + server.getLocalPort() + "\"}");
        }
        remote = new DefaultBotLoader().load(far);
    }

    /** One TBP conversation per connection, the bot served by the arena's own bot side in this JVM. */
    private static void serve(ServerSocket server, LoadedBot bot) {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                socket.setTcpNoDelay(true);
                Thread t = new Thread(() -> {
                    try (socket; OutputStream out = socket.getOutputStream()) {
                        new TbpServer(bot.bot(), bot.info(), out).serve(new BufferedReader(
                                new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)));
                    } catch (java.io.IOException e) {
                        // the arena closed the connection
                    }
                }, "tcp-game-" + bot.id());
                t.setDaemon(true);
                t.start();
            } catch (java.io.IOException e) {
                return;
            }
        }
    }

    @AfterAll
    static void closeTheServers() throws Exception {
        for (ServerSocket s : SERVERS) {
            s.close();
        }
    }

    private static LoadedBot bot(LoadedPlugins plugins, String id) {
        return plugins.bots().stream().filter(b -> b.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError(id + " did not load: " + plugins.problems()));
    }

    @Test
    void everyBundledBotLoadsInEveryHosting() {
        assertTrue(inProcess.problems().isEmpty(), inProcess.problems().toString());
        assertTrue(isolated.problems().isEmpty(), isolated.problems().toString());
        assertTrue(remote.problems().isEmpty(), remote.problems().toString());
        List<String> ids = inProcess.bots().stream().map(LoadedBot::id).sorted().toList();
        assertEquals(ids, isolated.bots().stream().map(LoadedBot::id).sorted().toList());
        assertEquals(ids, remote.bots().stream().map(LoadedBot::id).sorted().toList());
        boolean sandbox = Confinements.available().hosting() == Hosting.SANDBOXED;
        assumeTrue(sandbox || "true".equals(System.getenv("CI")), "bubblewrap is not installed here");
        for (LoadedBot b : isolated.bots()) {
            assertEquals(Hosting.SANDBOXED, b.hosting(), b.id() + ": a copied jar is not the arena's build");
        }
        for (LoadedBot b : remote.bots()) {
            assertEquals(Hosting.REMOTE, b.hosting(), b.id());
        }
    }

    @Test
    void everyBotPlaysTheSameSoloGamesInEveryHosting() {
        List<Event> events = new ArrayList<>();
        for (String name : Events.BUNDLED) {
            Event e = Events.load(name);
            if (!e.isVersus()) {
                events.add(generous(e.withPieceCap(PIECES)));
            }
        }
        long seed = SeedSet.load("quick").seed(1);
        Map<String, Integer> compared = new LinkedHashMap<>();
        List<String> declinedEverything = new ArrayList<>();
        List<String> differences = new ArrayList<>();
        for (LoadedBot home : inProcess.bots()) {
            try (BotConnector a = home.connector(work.resolve("logs-in"));
                 BotConnector b = bot(isolated, home.id()).connector(work.resolve("logs-iso"));
                 BotConnector c = bot(remote, home.id()).connector(work.resolve("logs-tcp"))) {
                for (Event event : events) {
                    Acceptance accepts = a.accepts(event.rules());
                    assertEquals(accepts.accepted(), b.accepts(event.rules()).accepted(), home.id() + " " + event.name());
                    assertEquals(accepts.accepted(), c.accepts(event.rules()).accepted(), home.id() + " " + event.name());
                    if (!accepts.accepted()) {
                        continue;
                    }
                    GameRecord expected = solo(a, home, event, seed);
                    assertFalse(expected.outcome().isFailure(), home.id() + " in-process on " + event.name() + ": "
                            + expected.outcome() + " " + expected.detail());
                    for (BotConnector other : List.of(b, c)) {
                        GameRecord actual = solo(other, home, event, seed);
                        if (!sameGame(expected, actual)) {
                            differences.add(home.id() + " " + other.hosting() + " on " + event.name() + ": "
                                    + actual.outcome() + " " + actual.detail() + "\n  in-process: " + expected.moves()
                                    + "\n  " + other.hosting() + ": " + actual.moves());
                        }
                    }
                    compared.merge(home.id(), 1, Integer::sum);
                }
                if (!compared.containsKey(home.id())) {
                    declinedEverything.add(home.id());
                }
            }
        }
        assertEquals(List.of(), differences);
        // The two families that play only with a parameter file (plugins/<id>/) decline on their own.
        assertEquals(List.of("linear", "misakamm-plus"), declinedEverything.stream().sorted().toList());
        assertEquals(inProcess.bots().size() - 2, compared.size(), "every other bot played: " + compared);
    }

    @Test
    void everyBotPlaysTheSameVersusGamesUnderEveryProfileInEveryHosting() {
        List<Event> events = new ArrayList<>();
        for (String name : Events.BUNDLED) {
            Event e = Events.load(name);
            if (e.isVersus()) {
                events.add(generous(e.withPieceCap(PIECES)));
            }
        }
        assertEquals(3, events.size(), "versus, versus-allspin and versus-botris");
        long seed = SeedSet.load("quick").seed(1);
        LoadedBot opponent = bot(inProcess, OPPONENT);
        List<String> differences = new ArrayList<>();
        int games = 0;
        try (BotConnector theirs = opponent.connector(work.resolve("logs-opponent"))) {
            for (LoadedBot home : inProcess.bots()) {
                try (BotConnector a = home.connector(work.resolve("logs-in"));
                     BotConnector b = bot(isolated, home.id()).connector(work.resolve("logs-iso"));
                     BotConnector c = bot(remote, home.id()).connector(work.resolve("logs-tcp"))) {
                    for (Event event : events) {
                        if (!a.accepts(event.rules()).accepted() || !theirs.accepts(event.rules()).accepted()) {
                            continue;
                        }
                        VersusRecord expected = versus(a, theirs, home, opponent, event, seed);
                        for (BotConnector other : List.of(b, c)) {
                            VersusRecord actual = versus(other, theirs, home, opponent, event, seed);
                            for (int side = 0; side < 2; side++) {
                                VersusRecord.Side e = expected.sides().get(side);
                                VersusRecord.Side o = actual.sides().get(side);
                                if (!e.moves().equals(o.moves()) || e.outcome() != o.outcome()) {
                                    differences.add(home.id() + " " + other.hosting() + " on " + event.name()
                                            + ", side " + side + ": " + o.outcome() + " " + o.detail()
                                            + "\n  in-process: " + e.moves() + "\n  " + other.hosting() + ": "
                                            + o.moves());
                                }
                            }
                        }
                        games++;
                    }
                }
            }
        }
        assertEquals(List.of(), differences);
        assertTrue(games >= 3 * 3, "at least three bots played every profile: " + games + " games");
    }

    /**
     * The event with a move limit of {@value #MOVE_LIMIT_MILLIS} ms: a bot over TCP is timed by the wall clock, which
     * a busy machine stretches; every bundled bot's search stops at its node cap long before.
     */
    private static Event generous(Event e) {
        return new Event(e.name(), e.description(), e.metric(), e.higherIsBetter(),
                e.rules().withMoveTimeMillis(MOVE_LIMIT_MILLIS), e.wallBackstopMillis(), e.versus());
    }

    private static GameRecord solo(BotConnector connector, LoadedBot bot, Event event, long seed) {
        GameSpec spec = new GameSpec(bot.id(), bot.info().version(), "sha", event, "quick", 1, seed);
        return new Referee(s -> { }).play(spec, connector.open(event.name()));
    }

    private static VersusRecord versus(BotConnector mine, BotConnector theirs, LoadedBot bot, LoadedBot opponent,
                                       Event event, long seed) {
        return new VersusReferee(s -> { }).play(event, "quick", 1, seed, false,
                List.of(new VersusReferee.Entrant(bot.id(), bot.info().version(), "sha"),
                        new VersusReferee.Entrant(opponent.id() + "-opponent", opponent.info().version(), "sha")),
                mine.open(event.name()), theirs.open(event.name() + "-opponent"));
    }

    private static boolean sameGame(GameRecord a, GameRecord b) {
        return a.outcome() == b.outcome() && a.moves().equals(b.moves()) && a.score() == b.score()
                && a.lines() == b.lines() && a.pieces() == b.pieces();
    }
}
