package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a bot ran is visible in 'bots' and in the results header; --trust and the config's "trust" choose it. */
class TrustFlagsTest {
    @TempDir
    static Path work;
    static Path plugins;
    static Path tiny;

    @BeforeAll
    static void buildATestJar() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good"));
        tiny = TestBots.writeTinyEvent(work.resolve("tiny.json"), 200);
    }

    private static String hostingIn(Path out) throws Exception {
        TournamentHeader header = ResultsFile.read(out.resolve("results.jsonl")).header();
        return header.bots().get(0).hosting();
    }

    @Test
    void aJarTheArenaDidNotBuildRunsIsolatedUnlessTrusted() throws Exception {
        CliRun bots = CliRun.of("bots", "--plugins", plugins.toString());
        assertTrue(bots.out().lines().anyMatch(l -> l.startsWith("good ") && (l.contains(" process ")
                || l.contains(" sandboxed "))), bots.out());
        CliRun trusted = CliRun.of("bots", "--plugins", plugins.toString(), "--trust", "good");
        assertTrue(trusted.out().lines().anyMatch(l -> l.startsWith("good ") && l.contains(" in-process ")),
                trusted.out());

        Path isolated = work.resolve("isolated");
        assertEquals(0, CliRun.of("run", "--plugins", plugins.toString(), "--events", tiny.toString(), "--seeds",
                "quick", "--games", "1", "--out", isolated.toString(), "--quiet").code());
        assertTrue(List.of("unconfined", "sandboxed").contains(hostingIn(isolated)), hostingIn(isolated));

        Path config = Files.writeString(work.resolve("t.json"), "{\"trust\": [\"good\"], \"games\": 1, \"seeds\": \"quick\"}");
        Path inProcess = work.resolve("in-process");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--events", tiny.toString(), "--config",
                config.toString(), "--out", inProcess.toString(), "--quiet");
        assertEquals(0, run.code(), run.err());
        assertEquals("in-process", hostingIn(inProcess));
        assertEquals(ResultsFile.read(isolated.resolve("results.jsonl")).games().get(0).moves(),
                ResultsFile.read(inProcess.resolve("results.jsonl")).games().get(0).moves());
    }
}
