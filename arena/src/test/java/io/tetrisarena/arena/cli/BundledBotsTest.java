package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundled bot plugins, as the build drops them into plugins/, play a short tournament without a single
 * failure. Skipped when the plugin jars have not been built.
 */
class BundledBotsTest {
    private static final Path PLUGINS = Path.of("..", "plugins");

    @TempDir
    Path out;

    /** Skips the calling test when the build has not dropped the bundled plugin jars into ../plugins. */
    static void assumeBundledJarsBuilt() throws java.io.IOException {
        boolean built;
        try (Stream<Path> files = Files.isDirectory(PLUGINS) ? Files.list(PLUGINS) : Stream.empty()) {
            built = files.anyMatch(p -> p.getFileName().toString().endsWith(".jar"));
        }
        assumeTrue(built, "no plugin jars in ../plugins: build them with ./mvnw package");
    }

    @Test
    void everyBundledBotPlaysEveryDefaultEventWithoutFailing() throws Exception {
        assumeBundledJarsBuilt();

        CliRun bots = CliRun.of("bots", "--plugins", PLUGINS.toString());
        assertEquals(0, bots.code());
        assertFalse(bots.out().contains("plugins that failed"), bots.out());

        CliRun run = CliRun.of("run", "--plugins", PLUGINS.toString(), "--seeds", "quick", "--games", "1",
                "--pieces", "40", "--threads", "2", "--out", out.toString(), "--quiet");
        assertEquals(0, run.code(), run.err());
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        assertFalse(games.isEmpty());
        assertFalse(run.err().contains("declines"), "the linear family is not entered by default: " + run.err());
        assertFalse(games.stream().anyMatch(g -> g.botId().equals("linear")), "linear plays nothing on its own");
        for (GameRecord g : games) {
            assertFalse(g.outcome().isFailure(), g.botId() + " in " + g.event() + ": " + g.outcome() + " " + g.detail());
        }
        assertTrue(Files.exists(out.resolve("leaderboard.md")));
    }
}
