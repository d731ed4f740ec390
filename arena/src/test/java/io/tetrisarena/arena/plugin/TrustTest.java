package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which jars run in the arena's JVM: bundled ones and those the user trusts; every other jar in a child. */
class TrustTest {
    @TempDir
    static Path work;
    static Path plugins;
    static final String MARK = "tetris-arena.test.spy-loaded";

    @BeforeAll
    static void buildAJarThatReportsWhichJvmLoadedIt() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        // The class marks the JVM that loads it; an isolated jar must never mark the arena's.
        String source = TestBots.source("spy", "return lowest(o);", null).replace("public BotInfo info() {",
                "static { System.setProperty(\"" + MARK + "\", \"loaded\"); }\n    public BotInfo info() {");
        Path classes = PluginJars.compile(work, Map.of("testbots.SpyBot", source));
        PluginJars.jar(plugins.resolve("spy.jar"), PluginJars.manifest("spy-plugin", ">=1.0.0 & <2.0.0"), classes,
                List.of("testbots.SpyBot"), Map.of());
    }

    @Test
    void aJarTheArenaDidNotBuildRunsInAChildAndItsClassesNeverLoadHereUnlessTrusted() {
        LoadedPlugins result = new DefaultBotLoader().load(plugins, Trust.standard());
        assertEquals(List.of(), result.problems());
        LoadedBot spy = result.bots().get(0);
        assertEquals("spy", spy.id());
        assertEquals("SpyBot", spy.info().name(), "its identity comes from the child");
        assertNotEquals(Hosting.IN_PROCESS, spy.hosting());
        assertNull(System.getProperty(MARK), "the arena's JVM never loaded the jar's class");

        for (String name : List.of("spy", "spy-plugin", "spy.jar")) {
            LoadedBot trusted = new DefaultBotLoader().load(plugins, Trust.standard().with(List.of(name))).bots().get(0);
            assertEquals(Hosting.IN_PROCESS, trusted.hosting(), name);
        }
        assertEquals("loaded", System.getProperty(MARK), "trusted, it loads here");
    }

    @Test
    void aJarWhoseChecksumWasRecordedAtBuildTimeRunsInProcess() {
        String sha = JarScanner.sha256(plugins.resolve("spy.jar"));
        Trust bundled = new Trust(Set.of(sha), Set.of(), false);
        assertEquals(Hosting.IN_PROCESS, new DefaultBotLoader().load(plugins, bundled).bots().get(0).hosting());
    }

    @Test
    void theBuildRecordsTheChecksumsOfTheBundledPluginJars() throws Exception {
        Path heuristic = Path.of("..", "plugins", "heuristic-bots.jar");
        assumeTrue(Files.isRegularFile(heuristic), "the bundled plugins are not built");
        assertTrue(Trust.standard().isBundled(JarScanner.sha256(heuristic)));
        assertEquals(5, Trust.standard().bundledSha256().size());
    }
}
