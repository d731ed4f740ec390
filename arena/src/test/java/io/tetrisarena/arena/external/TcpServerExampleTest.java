package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.cli.CliRun;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/examples/tbp_tcp_server.py, as docs/external-bots.md runs it: it serves the documented Python bot over
 * TCP, one bot process per connection, and a run on two threads plays its games through two connections.
 */
class TcpServerExampleTest {
    private static final Path SERVER = Path.of("..", "docs", "examples", "tbp_tcp_server.py");

    @TempDir
    Path work;
    private Process server;

    @AfterEach
    void stopTheServer() throws Exception {
        if (server != null) {
            List<ProcessHandle> bots = server.descendants().toList();
            server.destroyForcibly();
            bots.forEach(ProcessHandle::destroyForcibly);
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void theShippedServerPlaysWholeGamesOverTcpOnSeveralConnections() throws Exception {
        assumeTrue(PythonExampleBotTest.pythonRuns(), "python3 is not installed here");
        String doc = Files.readString(Path.of("..", "docs", "external-bots.md"));
        int start = doc.indexOf("```python\n") + "```python\n".length();
        Path bot = Files.createDirectories(work.resolve("far"));
        Files.writeString(bot.resolve("bot.py"), doc.substring(start, doc.indexOf("```\n", start)));
        server = new ProcessBuilder("python3", SERVER.toAbsolutePath().toString(), "0", "python3", "bot.py")
                .directory(bot.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String listening = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))
                .readLine();
        assertTrue(listening.startsWith("listening on 127.0.0.1:"), listening);
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Files.writeString(plugins.resolve("py-far.bot.json"), "{\"id\": \"py-far\", \"connect\": \""
                + listening.substring("listening on ".length()) + "\"}");

        Path tiny = io.tetrisarena.arena.testkit.TestBots.writeTinyEvent(work.resolve("tiny.json"), 10_000);
        Path out = work.resolve("run");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--events", tiny.toString(), "--seeds",
                "quick", "--games", "4", "--threads", "2", "--out", out.toString(), "--quiet");
        assertEquals(0, run.code(), run.err());
        ResultsStore.Contents<GameRecord> results = ResultsFile.read(out.resolve("results.jsonl"));
        assertEquals("remote", results.header().bots().get(0).hosting());
        assertEquals(4, results.games().size());
        for (GameRecord g : results.games()) {
            assertEquals(Outcome.PIECE_CAP, g.outcome(), g.detail());
        }
        assertTrue(server.descendants().count() <= 2, "one bot process per open connection");
    }
}
