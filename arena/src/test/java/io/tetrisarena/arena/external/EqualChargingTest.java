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
 * The same jar is charged alike in the arena's JVM and isolated: the child JVM's compiler and collector
 * threads, noted before any bot code runs in it, are not the bot's.
 */
class EqualChargingTest {
    @TempDir
    Path work;

    @Test
    void aJvmsServiceThreadsAreFoundByTheirNames() {
        assumeTrue(ProcessTree.available(), "needs /proc");
        List<ProcessTree.Stat> service = ProcessTree.jvmServiceThreads(ProcessHandle.current().pid());
        try {
            assertTrue(service.size() >= 2, "at least a compiler thread and the VM thread: " + service.size());
        } finally {
            service.forEach(ProcessTree.Stat::close);
        }
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
