package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
    static Path marker;

    @BeforeAll
    static void buildAJarThatReportsWhichJvmLoadedIt() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        marker = work.resolve("loaded-by.txt");
        String source = TestBots.source("spy", "return lowest(o);", null).replace("public BotInfo info() {",
                "static { try { java.nio.file.Files.writeString(java.nio.file.Path.of(\""
                        + marker.toString().replace("\\", "\\\\") + "\"), Long.toString(ProcessHandle.current().pid()),"
                        + " java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);"
                        + " java.nio.file.Files.writeString(java.nio.file.Path.of(\""
                        + marker.toString().replace("\\", "\\\\") + "\"), \"\\n\", java.nio.file.StandardOpenOption.APPEND);"
                        + " } catch (Exception e) { throw new RuntimeException(e); } }\n    public BotInfo info() {");
        Path classes = PluginJars.compile(work, Map.of("testbots.SpyBot", source));
        PluginJars.jar(plugins.resolve("spy.jar"), PluginJars.manifest("spy-plugin", ">=1.0.0 & <2.0.0"), classes,
                List.of("testbots.SpyBot"), Map.of());
    }

    @Test
    void aJarTheArenaDidNotBuildRunsInAChildAndItsClassesNeverLoadHere() throws Exception {
        Files.deleteIfExists(marker);
        PluginLoader.Result result = PluginLoader.load(plugins, Trust.standard());
        assertEquals(List.of(), result.problems());
        LoadedBot spy = result.bots().get(0);
        assertEquals("spy", spy.id());
        assertEquals("SpyBot", spy.info().name());
        assertNotEquals(Hosting.IN_PROCESS, spy.hosting());
        List<String> loaders = Files.readAllLines(marker);
        assertEquals(1, loaders.size(), "only the listing child loaded the class");
        assertNotEquals(Long.toString(ProcessHandle.current().pid()), loaders.get(0));
    }

    @Test
    void trustingABotByIdRunsItsJarInProcess() {
        for (String name : List.of("spy", "spy-plugin", "spy.jar")) {
            LoadedBot spy = PluginLoader.load(plugins, Trust.standard().with(List.of(name))).bots().get(0);
            assertEquals(Hosting.IN_PROCESS, spy.hosting(), name);
        }
    }

    @Test
    void aJarWhoseChecksumWasRecordedAtBuildTimeRunsInProcess() {
        String sha = PluginLoader.sha256(plugins.resolve("spy.jar"));
        Trust bundled = new Trust(Set.of(sha), Set.of(), false);
        assertEquals(Hosting.IN_PROCESS, PluginLoader.load(plugins, bundled).bots().get(0).hosting());
    }

    @Test
    void theBuildRecordsTheChecksumsOfTheBundledPluginJars() throws Exception {
        Path heuristic = Path.of("..", "plugins", "heuristic-bots.jar");
        assumeTrue(Files.isRegularFile(heuristic), "the bundled plugins are not built");
        assertTrue(Trust.standard().isBundled(PluginLoader.sha256(heuristic)));
        assertEquals(4, Trust.standard().bundledSha256().size());
    }
}
