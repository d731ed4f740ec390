package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Python bot of docs/external-bots.md, exactly as printed there, plays through the arena. */
class PythonExampleBotTest {
    @TempDir
    Path work;

    private static boolean pythonRuns() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }

    @Test
    void theDocumentedPythonBotPlaysWholeGamesUnderBothMovementModels() throws Exception {
        assumeTrue(pythonRuns(), "python3 is not installed here");
        String doc = Files.readString(Path.of("..", "docs", "external-bots.md"));
        int start = doc.indexOf("```python\n") + "```python\n".length();
        String source = doc.substring(start, doc.indexOf("```\n", start));
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Files.writeString(Files.createDirectories(plugins.resolve("py-drop")).resolve("bot.py"), source);
        Files.writeString(plugins.resolve("py-drop.bot.json"),
                "{\"id\": \"py-drop\", \"command\": [\"python3\", \"bot.py\"], \"workingDir\": \"py-drop\"}");
        LoadedPlugins result = new DefaultBotLoader().load(plugins);
        assertEquals(List.of(), result.problems());
        LoadedBot bot = result.bots().get(0);
        for (String event : List.of("marathon", "classic")) {
            try (BotConnector c = bot.connector(work)) {
                GameRecord r = TbpGamesTest.play(c, TbpGamesTest.shortened(event, 30), 1).get(0);
                assertEquals(Outcome.PIECE_CAP, r.outcome(), event + ": " + r.detail());
                assertEquals(30, r.pieces());
            }
        }
    }
}
