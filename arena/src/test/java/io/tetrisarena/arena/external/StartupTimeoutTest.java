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
}
