package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A runtime that dies for want of memory under the address-space cap prints its fatal lines where the arena
 * reads answers (the JVM does, on standard output): that is the bot's memory bound met, not a garbage answer;
 * any other garbage is the bot's own answer.
 */
class OutOfMemoryReportTest {
    /** What the JVM prints on standard output when it cannot map memory, then it aborts. */
    private static final String DIES = "out.println(\"#\"); out.println(\"# There is insufficient memory for the Java"
            + " Runtime Environment to continue.\"); out.println(\"# Native memory allocation (mmap) failed to map"
            + " 16777216 bytes\"); System.exit(1);";

    @TempDir
    Path work;

    @Test
    void aRuntimeDyingForWantOfMemoryIsOverItsBoundAndOtherGarbageIsTheBotsOwnAnswer() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Path scripts = Files.createDirectories(work.resolve("scripts"));
        ScriptBots.descriptor(plugins, "bounded", ScriptBots.write(scripts, "Bounded", ScriptBots.ready(), DIES),
                ", \"startupTimeoutMillis\": 30000, \"memoryMb\": 256");
        ScriptBots.descriptor(plugins, "garbler", ScriptBots.write(scripts, "Garbler", ScriptBots.ready(),
                "out.println(\"#\"); out.println(\"# not a move\"); System.exit(1);"),
                ", \"startupTimeoutMillis\": 30000, \"memoryMb\": 256");
        Path event = TestBots.writeTinyEvent(work.resolve("tiny.json"), 2000);
        Path out = work.resolve("out");
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = io.tetrisarena.arena.cli.Main.run(new String[] {"run", "--plugins", plugins.toString(), "--out",
            out.toString(), "--quiet", "--events", event.toString(), "--seeds", "quick", "--games", "1",
            "--threads", "2", "--no-versus"}, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        assertEquals(0, code, e.toString(StandardCharsets.UTF_8));
        Map<String, GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games().stream()
                .collect(Collectors.toMap(GameRecord::botId, g -> g));

        GameRecord bounded = games.get("bounded");
        assertEquals(Outcome.EXCEPTION, bounded.outcome(), bounded.detail());
        assertTrue(bounded.detail().contains("it ran out of memory, over its limit of 256 MiB (it printed: # There is"
                + " insufficient memory for the Java Runtime Environment to continue.)"), bounded.detail());
        GameRecord garbler = games.get("garbler");
        assertEquals(Outcome.ILLEGAL_MOVE, garbler.outcome(), garbler.detail());
        assertTrue(garbler.detail().contains("answered garbage: not JSON: #"), garbler.detail());
    }
}
