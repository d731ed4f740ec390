package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.Trust;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same jar is charged alike in the arena's JVM and isolated, and an isolated jar is charged for all its
 * child does, its collector included, beyond the idle JVM's allowance.
 */
class EqualChargingTest {
    @TempDir
    Path work;

    /**
     * A bot that holds a large live set and asks for a full collection twice a move: its own thread only waits
     * while the child's collector (the VM thread, under the serial collector) marks and compacts the heap,
     * so the CPU time is the collector's, and the bot is charged for it.
     */
    @Test
    void aJarThatKeepsItsCollectorBusyIsChargedForIt() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        Path plugins = Files.createDirectories(work.resolve("collector-plugins"));
        String body = "if (o.timeBudgetNanos() > 0) { if (LIVE.isEmpty()) { for (int i = 0; i < 1_500_000; i++) {"
                + " LIVE.add(new long[4]); } } System.gc(); System.gc(); } return lowest(o);";
        String source = TestBots.source("collector", body, null).replace("static Move decide(Observation o) {",
                "static final java.util.List<long[]> LIVE = new java.util.ArrayList<>();\n"
                        + "    static Move decide(Observation o) {");
        Path classes = PluginJars.compile(work, Map.of(TestBots.className("collector"), source));
        Path jar = PluginJars.jar(plugins.resolve("collector.jar"), PluginJars.manifest("collector", ">=1.0.0 & <2.0.0"),
                classes, List.of(TestBots.className("collector")), Map.of());
        BotInfo info = new BotInfo("collector", "collector", "1", "tests", "");
        ProcessBot isolated = new ProcessBot(info, IsolatedJars.launch(jar, "collector"), Confinements.available());
        GameRecord game;
        try (BotConnector c = isolated.connector(work)) {
            game = TbpGamesTest.play(c, TbpGamesTest.shortened("classic", 12), 1).get(0);
        }
        // Two full collections over a live set of a million and a half arrays cost tens of milliseconds a move.
        assertTrue(game.outcome() == Outcome.TIMEOUT || game.meanMoveMillis() >= 20,
                "the collector's work is charged: " + game.outcome() + ", " + game.meanMoveMillis() + " ms a move, "
                        + game.detail());
    }

    @Test
    void aCpuHeavyBotIsChargedAlikeInProcessAndIsolated() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        // 30 ms of CPU time on its own thread at every move of a real game.
        String body = "if (o.timeBudgetNanos() > 0) { long end = cpu() + 30_000_000L; long x = 0;"
                + " while (cpu() < end) { x += x * 31 + 7; } if (x == 42) { return null; } } return lowest(o);";
        Path classes = PluginJars.compile(work, Map.of(TestBots.className("heavy"), TestBots.source("heavy", body, null)));
        Path jar = PluginJars.jar(plugins.resolve("heavy.jar"), PluginJars.manifest("heavy", ">=1.0.0 & <2.0.0"),
                classes, List.of(TestBots.className("heavy")), Map.of());
        Event classic = TbpGamesTest.shortened("classic", 40);
        LoadedBot inProcess = new DefaultBotLoader().load(plugins, Trust.everything()).bots().get(0);
        GameRecord here;
        try (BotConnector c = inProcess.connector()) {
            here = TbpGamesTest.play(c, classic, 1).get(0);
        }
        BotInfo info = inProcess.info();
        ProcessBot isolated = new ProcessBot(info, IsolatedJars.launch(jar, info.id()), Confinements.available());
        GameRecord there;
        try (BotConnector c = isolated.connector(work)) {
            there = TbpGamesTest.play(c, classic, 1).get(0);
        }
        assertEquals(Outcome.PIECE_CAP, here.outcome(), here.detail());
        assertEquals(here.moves(), there.moves());
        assertTrue(there.meanMoveMillis() >= 25, "the bot's own work is charged: " + there.meanMoveMillis());
        assertTrue(there.meanMoveMillis() <= here.meanMoveMillis() * 1.25 + 10, "isolated " + there.meanMoveMillis()
                + " ms a move, in-process " + here.meanMoveMillis() + " ms");
    }
}
