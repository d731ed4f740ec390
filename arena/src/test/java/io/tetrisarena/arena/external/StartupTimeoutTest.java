package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The startup timeout is apart from the per-move budget: a bot that never introduces itself loses its game. */
class StartupTimeoutTest {
    @TempDir
    Path work;

    @Test
    void aBotThatNeverSendsInfoLosesTheGameAfterItsStartupTimeout() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Path script = Files.writeString(work.resolve("Mute.java"),
                "public class Mute { public static void main(String[] a) throws Exception { Thread.sleep(600_000); } }");
        ScriptBots.descriptor(plugins, "mute", script, ", \"startupTimeoutMillis\": 2500");
        LoadedBot mute = new DefaultBotLoader().load(plugins).bots().get(0);
        try (BotConnector c = mute.connector(work)) {
            assertTrue(c.accepts(TbpGamesTest.shortened("marathon", 10).rules()).accepted(),
                    "only the bot's own error declines an event");
            GameRecord r = TbpGamesTest.play(c, TbpGamesTest.shortened("marathon", 10), 1).get(0);
            assertEquals(Outcome.EXCEPTION, r.outcome(), r.detail());
            assertEquals(0, r.pieces());
            assertTrue(r.detail().contains("no info message within 2500 ms of starting (the startup timeout)"),
                    r.detail());
        }
    }

    @Test
    void aBotThatFailsToStartTwiceIsNotStartedAgainInThatRun() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        // Burns CPU for ever before it would introduce itself: a start-up that never ends.
        Path script = Files.writeString(work.resolve("Burner.java"),
                "public class Burner { public static void main(String[] a) { long x = 0; while (true) { x += x * 31 + 7; } } }");
        ScriptBots.descriptor(plugins, "burner", script, ", \"startupTimeoutMillis\": 1500");
        LoadedBot burner = new DefaultBotLoader().load(plugins).bots().get(0);
        try (BotConnector c = burner.connector(work)) {
            List<GameRecord> games = TbpGamesTest.play(c, TbpGamesTest.shortened("marathon", 10), 5);
            assertEquals(2, ((TbpConnector) c).processesStarted(), "two starts, then none");
            for (GameRecord r : games) {
                assertEquals(Outcome.EXCEPTION, r.outcome(), r.detail());
                assertEquals(0, r.pieces());
            }
            for (GameRecord r : games.subList(2, 5)) {
                assertTrue(r.detail().contains("it failed to start 2 times in this run and is not started again; the"
                        + " first time: no info message within 1500 ms of starting (the startup timeout)"), r.detail());
            }
        }
    }
}
