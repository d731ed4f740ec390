package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.api.Stability;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.testkit.PluginJars;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pf4j.ExtensionPoint;

/**
 * A bot declared the Java way: compiled against the four API jars alone (no PF4J on its class path), its
 * class named in META-INF/services/io.tetrisarena.api.TetrisBot, it loads; a jar that names its bot in that
 * file and in a PF4J extension index (as a bot may while moving from one to the other) yields it once.
 */
class ServiceDeclaredBotsTest {
    private static final String SERVICES = "META-INF/services/io.tetrisarena.api.TetrisBot";
    private static final String REQUIRES = ">=1.5.0 & <2.0.0";

    private static final String SOURCE = """
            package plain;

            import io.tetrisarena.api.BotInfo;
            import io.tetrisarena.api.BotPlayer;
            import io.tetrisarena.api.Move;
            import io.tetrisarena.api.TetrisBot;
            import io.tetrisarena.api.rules.Rules;

            public class PlainBot implements TetrisBot {
                public BotInfo info() {
                    return new BotInfo("plain", "Plain", "1.0.0", "tests", "declared in META-INF/services");
                }

                public BotPlayer newPlayer(Rules rules) {
                    return observation -> Move.place(observation.placements().get(0));
                }
            }
            """;

    @TempDir
    Path work;

    @Test
    void aBotCompiledWithoutPf4jAndListedInItsServicesFileLoads() throws Exception {
        assertFalse(ExtensionPoint.class.isAssignableFrom(TetrisBot.class), "the contract knows no PF4J");
        Path classes = PluginJars.compile(work, Map.of("plain.PlainBot", SOURCE), apiClassPath());
        PluginJars.jar(work.resolve("plugins/plain.jar"), PluginJars.manifest("plain", REQUIRES), classes, null,
                Map.of(SERVICES, "# one class a line\nplain.PlainBot\n".getBytes(StandardCharsets.UTF_8)));

        LoadedPlugins loaded = new DefaultBotLoader().load(work.resolve("plugins"), Trust.everything());

        assertEquals(List.of(), loaded.problems());
        assertEquals(List.of("plain"), loaded.bots().stream().map(LoadedBot::id).toList());
        assertEquals("plain.PlainBot", loaded.bots().get(0).bot().getClass().getName());
    }

    @Test
    void aBotListedInBothFilesIsLoadedOnce() throws Exception {
        Path classes = PluginJars.compile(work, Map.of("plain.PlainBot", SOURCE), apiClassPath());
        PluginJars.jar(work.resolve("plugins/both.jar"), PluginJars.manifest("both", REQUIRES), classes,
                List.of("plain.PlainBot"), Map.of(SERVICES, "plain.PlainBot\n".getBytes(StandardCharsets.UTF_8)));

        LoadedPlugins loaded = new DefaultBotLoader().load(work.resolve("plugins"), Trust.everything());

        assertEquals(List.of(), loaded.problems());
        assertEquals(List.of("plain"), loaded.bots().stream().map(LoadedBot::id).toList());
    }

    @Test
    void theApiJarsAloneDoNotCompileABotThatNamesPf4j() throws Exception {
        String annotated = SOURCE.replace("public class PlainBot", "@org.pf4j.Extension public class PlainBot");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> PluginJars.compile(work, Map.of("plain.PlainBot", annotated), apiClassPath()));
        assertTrue(e.getMessage().contains("package org.pf4j does not exist"), e.getMessage());
    }

    /** The four API artifacts (stability, kernel, contract, kit), as the build hands them to the tests. */
    private static String apiClassPath() {
        return Stream.of(Stability.class, Rules.class, ApiVersion.class, LinearWeights.class)
                .map(ServiceDeclaredBotsTest::location).distinct().collect(Collectors.joining(File.pathSeparator));
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
