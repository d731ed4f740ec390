package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.cli.CliRun;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot reached over TCP ({@code "connect"} in a descriptor) is a new channel and nothing more: the Python
 * bot of docs/external-bots.md, served on 127.0.0.1 by a small wrapper that runs it for each connection,
 * plays exactly the games it plays as a program the arena starts, and is listed and recorded as
 * {@code remote}.
 */
class SocketBotTest {
    /** Serves bot.py over TCP on an ephemeral port of 127.0.0.1 (printed first): one bot process per connection. */
    private static final String SERVER = String.join("\n",
            "import socket, subprocess, sys, threading",
            "server = socket.create_server(('127.0.0.1', 0))",
            "print(server.getsockname()[1], flush=True)",
            "def serve(connection):",
            "    with connection:",
            "        subprocess.run([sys.executable, 'bot.py'], stdin=connection.fileno(), stdout=connection.fileno())",
            "while True:",
            "    connection, _ = server.accept()",
            "    threading.Thread(target=serve, args=(connection,), daemon=True).start()",
            "");

    @TempDir
    static Path work;
    static Path plugins;
    static Process server;
    static int port;

    @BeforeAll
    static void serveThePythonBotOverTcp() throws Exception {
        assumeTrue(PythonExampleBotTest.pythonRuns(), "python3 is not installed here");
        String doc = Files.readString(Path.of("..", "docs", "external-bots.md"));
        int start = doc.indexOf("```python\n") + "```python\n".length();
        plugins = Files.createDirectories(work.resolve("plugins"));
        Path folder = Files.createDirectories(plugins.resolve("py-drop"));
        Files.writeString(folder.resolve("bot.py"), doc.substring(start, doc.indexOf("```\n", start)));
        Files.writeString(plugins.resolve("py-drop.bot.json"),
                "{\"id\": \"py-drop\", \"command\": [\"python3\", \"bot.py\"]}");
        Files.writeString(folder.resolve("serve.py"), SERVER);
        server = new ProcessBuilder("python3", "serve.py").directory(folder.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        port = Integer.parseInt(out.readLine().strip());
        Files.writeString(plugins.resolve("py-far.bot.json"),
                "{\"id\": \"py-far\", \"connect\": \"127.0.0.1:" + port + "\"}");
    }

    @AfterAll
    static void stopTheServer() throws Exception {
        if (server != null) {
            List<ProcessHandle> bots = server.descendants().toList();
            server.destroyForcibly();
            bots.forEach(ProcessHandle::destroyForcibly);
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static LoadedBot bot(LoadedPlugins loaded, String id) {
        return loaded.bots().stream().filter(b -> b.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void theBotOverTcpPlaysTheSameGamesMoveForMoveAsTheSameBotStartedAsAProcess() {
        LoadedPlugins loaded = new DefaultBotLoader().load(plugins);
        assertEquals(List.of(), loaded.problems());
        LoadedBot process = bot(loaded, "py-drop");
        LoadedBot remote = bot(loaded, "py-far");
        assertEquals(Hosting.REMOTE, remote.hosting());
        assertTrue(process.hosting() == Hosting.SANDBOXED || process.hosting() == Hosting.PROCESS);
        assertEquals("1.1", remote.info().version(), "it introduced itself over the connection");
        for (String name : List.of("marathon", "classic")) {
            // A generous move limit: the bot over TCP is timed by the wall clock, and this machine may be busy.
            Event shortened = TbpGamesTest.shortened(name, 60);
            Event event = new Event(shortened.name(), shortened.description(), shortened.metric(),
                    shortened.higherIsBetter(), shortened.rules().withMoveTimeMillis(10_000));
            List<GameRecord> started;
            try (BotConnector c = process.connector(work)) {
                started = TbpGamesTest.play(c, event, 3);
            }
            List<GameRecord> reached;
            try (BotConnector c = remote.connector(work)) {
                reached = TbpGamesTest.play(c, event, 3);
            }
            TbpGamesTest.assertSameGames(started, reached);
            assertTrue(reached.stream().noneMatch(r -> r.outcome().isFailure()) && reached.stream()
                    .mapToInt(GameRecord::pieces).sum() > 150, reached.toString());
        }
    }

    @Test
    void aRunListsAndRecordsTheBotAsRemote() throws Exception {
        Path only = Files.createDirectories(work.resolve("only-remote"));
        Files.copy(plugins.resolve("py-far.bot.json"), only.resolve("py-far.bot.json"));
        CliRun bots = CliRun.of("bots", "--plugins", only.toString());
        assertTrue(bots.out().lines().anyMatch(l -> l.startsWith("py-far ") && l.contains(" remote ")), bots.out());
        Path out = work.resolve("run");
        Path tiny = io.tetrisarena.arena.testkit.TestBots.writeTinyEvent(work.resolve("tiny.json"), 10_000);
        CliRun run = CliRun.of("run", "--plugins", only.toString(), "--events", tiny.toString(), "--seeds", "quick",
                "--games", "1", "--out", out.toString(), "--quiet");
        assertEquals(0, run.code(), run.err());
        ResultsStore.Contents<GameRecord> results = ResultsFile.read(out.resolve("results.jsonl"));
        assertEquals("remote", results.header().bots().get(0).hosting());
        assertEquals(Outcome.PIECE_CAP, results.games().get(0).outcome(), results.games().get(0).detail());
    }

    @Test
    void aRefusedConnectionIsAStartFailureAndTheSecondEndsTheBotsRun() throws Exception {
        int closed;
        try (ServerSocket probe = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = probe.getLocalPort();
        }
        Path folder = Files.createDirectories(work.resolve("refused"));
        Files.writeString(folder.resolve("nobody.bot.json"), "{\"id\": \"nobody\", \"connect\": \"127.0.0.1:" + closed
                + "\"}");
        LoadedPlugins loaded = new DefaultBotLoader().load(folder);
        assertEquals(List.of(), loaded.problems());
        List<GameRecord> games;
        try (BotConnector c = bot(loaded, "nobody").connector(work)) {
            games = TbpGamesTest.play(c, TbpGamesTest.shortened("marathon", 10), 3);
        }
        for (GameRecord g : games) {
            assertEquals(Outcome.EXCEPTION, g.outcome(), g.detail());
            assertTrue(g.detail().contains("cannot connect to 127.0.0.1:" + closed), g.detail());
        }
        assertTrue(games.get(2).detail().contains("failed to start 2 times"), games.get(2).detail());
    }

    @Test
    void aRemoteBotIsTimedByTheWallClock() throws Exception {
        // A bot that introduces itself and accepts the rules, then never answers: it uses no CPU time here.
        try (ServerSocket silent = new ServerSocket(0, 4, java.net.InetAddress.getLoopbackAddress())) {
            Thread serving = new Thread(() -> {
                try (java.net.Socket s = silent.accept()) {
                    java.io.PrintStream out = new java.io.PrintStream(s.getOutputStream(), true,
                            StandardCharsets.UTF_8);
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(),
                            StandardCharsets.UTF_8));
                    out.println("{\"type\":\"info\",\"name\":\"Silent\",\"version\":\"1\",\"author\":\"t\","
                            + "\"features\":[]}");
                    String line;
                    while ((line = in.readLine()) != null) {
                        if (line.contains("\"type\":\"rules\"")) {
                            out.println("{\"type\":\"ready\"}");
                        }
                    }
                } catch (java.io.IOException e) {
                    // the arena closed the connection
                }
            }, "silent-bot");
            serving.setDaemon(true);
            serving.start();
            RemoteBot bot = new RemoteBot(new io.tetrisarena.api.BotInfo("silent", "Silent", "1", "t", "t"),
                    "127.0.0.1", silent.getLocalPort(), 10_000);
            Event shortened = TbpGamesTest.shortened("marathon", 10);
            Event event = new Event(shortened.name(), shortened.description(), shortened.metric(),
                    shortened.higherIsBetter(), shortened.rules().withMoveTimeMillis(200));
            GameRecord r;
            try (BotConnector c = bot.connector(work)) {
                r = TbpGamesTest.play(c, event, 1).get(0);
            }
            assertEquals(Outcome.TIMEOUT, r.outcome(), r.detail());
            assertTrue(r.detail().contains("ms of wall time (limit 200 ms; this bot is timed by the wall clock)"),
                    r.detail());
        }
    }

    @Test
    void aBadConnectFieldIsRefusedInOneLineNamingTheDescriptor() throws Exception {
        Path folder = Files.createDirectories(work.resolve("bad"));
        Files.createDirectories(folder.resolve("both"));
        List<String> descriptors = List.of(
                "{\"id\": \"a\", \"connect\": \"localhost\"}",
                "{\"id\": \"b\", \"connect\": \"localhost:0\"}",
                "{\"id\": \"c\", \"connect\": \"localhost:65536\"}",
                "{\"id\": \"d\", \"connect\": \":9000\"}",
                "{\"id\": \"e\", \"connect\": \"two words:9000\"}",
                "{\"id\": \"f\", \"connect\": \"[::1]:9000\", \"command\": [\"python3\"]}",
                "{\"id\": \"g\", \"connect\": \"127.0.0.1:9000\", \"workingDir\": \"both\"}",
                "{\"id\": \"h\", \"connect\": 9000}");
        for (String d : descriptors) {
            String id = d.substring(8, 9);
            Files.writeString(folder.resolve(id + ".bot.json"), d);
        }
        LoadedPlugins loaded = new DefaultBotLoader().load(folder);
        assertEquals(List.of(), loaded.bots());
        List<String> sources = loaded.problems().stream().map(PluginProblem::source).toList();
        assertEquals(List.of("a.bot.json", "b.bot.json", "c.bot.json", "d.bot.json", "e.bot.json", "f.bot.json",
                "g.bot.json", "h.bot.json"), sources);
        for (PluginProblem p : loaded.problems()) {
            assertTrue(!p.cause().contains("\n") && p.cause().startsWith("malformed bot descriptor: "), p.cause());
        }
        assertTrue(loaded.problems().get(0).cause().contains("connect must be HOST:PORT"),
                loaded.problems().get(0).cause());
        assertTrue(loaded.problems().get(5).cause().contains("not both"), loaded.problems().get(5).cause());
        assertTrue(loaded.problems().get(6).cause().contains("workingDir applies only to a program"),
                loaded.problems().get(6).cause());
    }

    @Test
    void anIpv6AddressIsWrittenInBrackets() throws Exception {
        Path folder = Files.createDirectories(work.resolve("v6"));
        Path file = Files.writeString(folder.resolve("six.bot.json"), "{\"id\": \"six\", \"connect\": \"[::1]:9000\"}");
        BotDescriptor d = BotDescriptor.read(file);
        assertEquals(new BotDescriptor.Address("::1", 9000), d.connect());
        assertEquals("[::1]:9000", d.connect().toString());
    }
}
