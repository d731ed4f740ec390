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
 * it ends. Bot processes are therefore started from one long-lived thread. A sandbox killed from outside ends
 * the game as an arena fault, not the bot's failure; a bot that kills itself fails its game as before.
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

    /** A sandboxed jar that sleeps 100 ms a move and, when told, kills its own JVM with SIGKILL at move 3. */
    private ProcessBot sleeper(String id, boolean killsItself) throws Exception {
        Path plugins = Files.createDirectories(work.resolve(id));
        String body = "if (o.timeBudgetNanos() > 0) { " + (killsItself ? "if (o.piecesPlaced() == 2) { try {"
                + " new ProcessBuilder(\"/bin/kill\", \"-9\", Long.toString(ProcessHandle.current().pid())).start()"
                + ".waitFor(); } catch (Exception e) { } } " : "")
                + "try { Thread.sleep(100); } catch (InterruptedException e) { } } return lowest(o);";
        Path classes = io.tetrisarena.arena.testkit.PluginJars.compile(work,
                java.util.Map.of(TestBots.className(id), TestBots.source(id, body, null)));
        Path jar = io.tetrisarena.arena.testkit.PluginJars.jar(plugins.resolve(id + ".jar"),
                io.tetrisarena.arena.testkit.PluginJars.manifest(id, ">=1.0.0 & <2.0.0"), classes,
                List.of(TestBots.className(id)), java.util.Map.of());
        return new ProcessBot(new BotInfo(id, id, "1", "tests", ""), IsolatedJars.launch(jar, id),
                Confinements.available());
    }

    private static String commandLine(ProcessHandle h) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(h.pid()), "cmdline")),
                    java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    @Test
    void aSandboxKilledFromOutsideEndsTheGameAsAnArenaFault() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        ProcessBot bot = sleeper("victim", false);
        Event classic = TbpGamesTest.shortened("classic", 20);
        String marker = work.resolve("victim").toString();
        try (TbpConnector connector = (TbpConnector) bot.connector(work)) {
            // A first game, so that the second runs on a child that is up: it lasts two seconds.
            assertEquals(Outcome.PIECE_CAP, TbpGamesTest.play(connector, classic, 1).get(0).outcome());
            AtomicReference<GameRecord> game = new AtomicReference<>();
            Thread player = new Thread(() -> game.set(TbpGamesTest.play(connector, classic, 1).get(0)), "player");
            player.start();
            Thread.sleep(700);
            // This test's own child: the bubblewrap whose command line names this test's jar.
            ProcessHandle sandbox = ProcessHandle.current().descendants()
                    .filter(h -> commandLine(h).contains("bwrap") && commandLine(h).contains(marker))
                    .findFirst().orElseThrow();
            sandbox.destroyForcibly();
            player.join(30_000);
            assertEquals(Outcome.ARENA_FAULT, game.get().outcome(), game.get().detail());
            org.junit.jupiter.api.Assertions.assertTrue(game.get().detail().contains("from outside"),
                    game.get().detail());
        }
    }

    @Test
    void aBotThatKillsItselfFailsItsOwnGame() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        ProcessBot bot = sleeper("suicide", true);
        try (TbpConnector connector = (TbpConnector) bot.connector(work)) {
            GameRecord game = TbpGamesTest.play(connector, TbpGamesTest.shortened("classic", 20), 1).get(0);
            assertEquals(Outcome.EXCEPTION, game.outcome(), game.detail());
            org.junit.jupiter.api.Assertions.assertTrue(game.detail().contains("killed by signal 9"), game.detail());
        }
    }
}
