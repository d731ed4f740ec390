package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
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

    static boolean pythonRuns() {
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
        String source = RunCost.pythonBot(Path.of("..", "docs", "external-bots.md"));
        assertTrue(source.startsWith("import json, sys"), source);
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Files.writeString(Files.createDirectories(plugins.resolve("py-drop")).resolve("bot.py"), source);
        Files.writeString(plugins.resolve("py-drop.bot.json"),
                "{\"id\": \"py-drop\", \"command\": [\"python3\", \"bot.py\"]}");
        LoadedPlugins result = new DefaultBotLoader().load(plugins);
        assertEquals(List.of(), result.problems());
        LoadedBot bot = result.bots().get(0);
        for (String event : List.of("marathon", "classic")) {
            try (BotConnector c = bot.connector(work)) {
                GameRecord r = TbpGamesTest.play(c, TbpGamesTest.shortened(event, 30), 1).get(0);
                assertEquals(Outcome.PIECE_CAP, r.outcome(), event + ": " + r.detail());
                assertEquals(30, r.pieces());
                if (event.equals("marathon")) {
                    assertTrue(io.tetrisarena.arena.results.MoveCodec.decode(r.moves()).stream()
                            .anyMatch(io.tetrisarena.arena.results.MoveCodec.Token::hold), "it holds: " + r.moves());
                }
            }
        }
        Path bundled = Path.of("..", "plugins").toAbsolutePath().normalize();
        if (Files.isRegularFile(bundled.resolve("attack-bots.jar"))) {
            // Under the attacker's garbage it keeps its board through garbage messages: every move stays legal.
            LoadedBot attacker = new DefaultBotLoader().load(bundled).bots().stream()
                    .filter(b -> b.id().equals("attacker")).findFirst().orElseThrow();
            io.tetrisarena.arena.event.Event versus = io.tetrisarena.arena.event.Events.load("versus").withPieceCap(60);
            try (BotConnector c = bot.connector(work)) {
                io.tetrisarena.arena.results.VersusRecord r = new io.tetrisarena.arena.versus.VersusReferee(t -> { })
                        .play(versus, "quick", 0, 3, false, List.of(new io.tetrisarena.arena.versus.VersusReferee.Entrant(
                                "attacker", "1", "x"), new io.tetrisarena.arena.versus.VersusReferee.Entrant("py-drop",
                                "1", "x")), attacker.connector().open("a"), c.open("b"));
                assertTrue(r.sides().get(1).garbageReceived() > 0, r.sides().get(1).toString());
                assertTrue(!r.sides().get(1).outcome().isFailure(),
                        r.sides().get(1).toString());
            }
        }
    }
}
