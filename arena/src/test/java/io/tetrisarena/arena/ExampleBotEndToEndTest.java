package io.tetrisarena.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.cli.Main;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What docs/writing-a-bot.md tells a new author to do, done as they would: the example bot's built jar
 * is dropped into an otherwise empty plugins folder, {@code bots} lists it, and {@code run} plays it in a
 * short tournament that writes a leaderboard. Skipped when plugins/example-bot.jar has not been built.
 */
class ExampleBotEndToEndTest {
    private static final Path EXAMPLE_JAR = Path.of("..", "plugins", "example-bot.jar");

    @TempDir
    Path work;

    @Test
    void theExampleJarDroppedIntoAPluginsFolderPlaysATournamentFromTheCommandLine() throws IOException {
        assumeTrue(Files.isRegularFile(EXAMPLE_JAR), "build the example first: ./mvnw -pl plugins/example-bot -am package");
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Files.copy(EXAMPLE_JAR, plugins.resolve("my-first-bot.jar"));

        Captured bots = cli("bots", "--plugins", plugins.toString());
        assertEquals(0, bots.code, bots.err);
        assertTrue(bots.out.lines().anyMatch(l -> l.startsWith("example ") && l.endsWith("my-first-bot.jar")), bots.out);

        Path out = work.resolve("leaderboard");
        Captured run = cli("run", "--bots", "example", "--events", "classic", "--seeds", "quick", "--games", "2",
                "--pieces", "60", "--threads", "1", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet");
        assertEquals(0, run.code, run.err);
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        assertEquals(2, games.size());
        for (GameRecord game : games) {
            assertEquals("example", game.botId());
            assertEquals(60, game.pieces(), game.outcome() + " " + game.detail());
        }
        assertTrue(Files.readString(out.resolve("leaderboard.md")).contains("| example |"));
    }

    private static Captured cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, o, e);
        }
        return new Captured(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Captured(int code, String out, String err) {
    }
}
