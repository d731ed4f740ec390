package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sandboxed bot's child outlives the thread that first needed it: games move between worker threads, and
 * a worker thread ends when its work does, while bubblewrap kills the sandbox when the thread that started
 * it ends. Bot processes are therefore started from one long-lived thread.
 */
class SpawnedBotsTest {
    @TempDir
    Path work;

    @Test
    void aChildStartedForAThreadThatEndedPlaysOnFromAnotherThread() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good"));
        BotInfo info = new BotInfo("good", "good", "1", "tests", "");
        ProcessBot bot = new ProcessBot(info, IsolatedJars.launch(plugins.resolve("good.jar"), "good"),
                Confinements.available());
        Event classic = TbpGamesTest.shortened("classic", 10);
        try (TbpConnector connector = (TbpConnector) bot.connector(work)) {
            AtomicReference<GameRecord> first = new AtomicReference<>();
            Thread worker = new Thread(() -> first.set(TbpGamesTest.play(connector, classic, 1).get(0)), "worker-a");
            worker.start();
            worker.join();
            // The parent-death signal would have ended the sandbox with the thread: give it time to arrive.
            Thread.sleep(500);
            GameRecord second = TbpGamesTest.play(connector, classic, 1).get(0);
            assertEquals(Outcome.PIECE_CAP, first.get().outcome(), first.get().detail());
            assertEquals(Outcome.PIECE_CAP, second.outcome(), second.detail());
            assertEquals(1, connector.processesStarted(), "the second game played on the first game's child");
        }
    }
}
