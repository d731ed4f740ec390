package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DefaultBotLoaderTest {
    private static final String REQUIRES = ">=1.0.0 & <2.0.0";

    @TempDir
    static Path work;
    static Path plugins;
    static LoadedPlugins result;

    @BeforeAll
    static void buildAPluginsFolderWithEveryKindOfBrokenJar() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("testbots.GoodBot", TestBots.source("good", "return lowest(o);", null));
        sources.put("testbots.InfoBot", TestBots.source("info", "return null;",
                "throw new IllegalStateException(\"no identity today\");"));
        sources.put("testbots.TwinBot", TestBots.source("twin", "return lowest(o);", null));
        sources.put("testbots.NewerBot", TestBots.source("newer", "return lowest(o);", null));
        sources.put("testbots.ErrorinfoBot", TestBots.source("errorinfo", "return lowest(o);",
                "throw new AssertionError(\"no identity at all\");"));
        sources.put("testbots.Java21Bot", TestBots.source("java21", "return lowest(o);", null));
        sources.put("testbots.ImposterBot", TestBots.source("good", "return null;", null)
                .replace("class GoodBot", "class ImposterBot"));
        sources.put("testbots.ConfBot", """
                package testbots;
                import io.tetrisarena.api.*;
                import io.tetrisarena.api.rules.Rules;
                @org.pf4j.Extension
                public class ConfBot implements ConfigurableBot {
                    private final String name;
                    public ConfBot() { this("conf"); }
                    ConfBot(String name) { this.name = name; }
                    public BotInfo info() { return new BotInfo(name, name, "1.0.0", "tests", "configurable"); }
                    public BotPlayer newPlayer(Rules rules) { return o -> Move.place(o.placements().get(0)); }
                    public TetrisBot configure(String argument) {
                        String file = java.nio.file.Path.of(argument).getFileName().toString();
                        if (file.startsWith("bad")) { throw new IllegalArgumentException("cannot read " + file); }
                        return new ConfBot("conf:" + file.replace(".txt", ""));
                    }
                }
                """);
        Path classes = PluginJars.compile(work, sources);

        PluginJars.jar(plugins.resolve("a-good.jar"), PluginJars.manifest("good", REQUIRES), classes,
                List.of("testbots.GoodBot"), Map.of());
        Files.write(plugins.resolve("b-corrupt.jar"), new byte[] {'P', 'K', 3, 4, 1, 2, 3, 'n', 'o', 't'});
        PluginJars.jar(plugins.resolve("c-no-manifest.jar"), null, classes, List.of("testbots.GoodBot"), Map.of());
        PluginJars.jar(plugins.resolve("d-newer-api.jar"), PluginJars.manifest("newer", ">=9.0.0"), classes,
                List.of("testbots.NewerBot"), Map.of());
        PluginJars.jar(plugins.resolve("e-no-index.jar"), PluginJars.manifest("noindex", REQUIRES), classes, null,
                Map.of());
        PluginJars.jar(plugins.resolve("f-twin1.jar"), PluginJars.manifest("twin1", REQUIRES), classes,
                List.of("testbots.TwinBot"), Map.of());
        PluginJars.jar(plugins.resolve("g-twin2.jar"), PluginJars.manifest("twin2", REQUIRES), classes,
                List.of("testbots.TwinBot"), Map.of());
        PluginJars.jar(plugins.resolve("h-info-throws.jar"), PluginJars.manifest("info", REQUIRES), classes,
                List.of("testbots.InfoBot"), Map.of());
        PluginJars.jar(plugins.resolve("i-bundles-api.jar"), PluginJars.manifest("bundled", REQUIRES), classes,
                List.of("testbots.GoodBot"),
                Map.of("io/tetrisarena/api/TetrisBot.class", PluginJars.classBytes(TetrisBot.class)));
        PluginJars.jar(plugins.resolve("j-conf.jar"), PluginJars.manifest("conf", REQUIRES), classes,
                List.of("testbots.ConfBot"), Map.of());
        PluginJars.jar(plugins.resolve("k-info-error.jar"), PluginJars.manifest("errorinfo", REQUIRES), classes,
                List.of("testbots.ErrorinfoBot"), Map.of());
        Path java21 = Files.createDirectories(work.resolve("java21/testbots"));
        byte[] bytes = Files.readAllBytes(classes.resolve("testbots/Java21Bot.class"));
        bytes[6] = 0;
        bytes[7] = 65;
        Files.write(java21.resolve("Java21Bot.class"), bytes);
        PluginJars.jar(plugins.resolve("l-java21.jar"), PluginJars.manifest("java21", REQUIRES), java21.getParent(),
                List.of("testbots.Java21Bot"), Map.of());
        PluginJars.jar(plugins.resolve("m-imposter.jar"), PluginJars.manifest("imposter", REQUIRES), classes,
                List.of("testbots.ImposterBot"), Map.of());
        PluginJars.jar(plugins.resolve("n-good-again.jar"), PluginJars.manifest("good", REQUIRES), classes,
                List.of("testbots.GoodBot"), Map.of());
        Files.createDirectories(plugins.resolve("conf"));
        Files.writeString(plugins.resolve("conf/one.txt"), "1");
        Files.writeString(plugins.resolve("conf/bad.txt"), "?");
        Files.createDirectories(plugins.resolve("some-source-folder.jar"));
        Files.writeString(plugins.resolve("notes.txt"), "not a plugin");

        result = new DefaultBotLoader().load(plugins, Trust.everything());
    }

    private static PluginProblem problemOf(String source) {
        List<PluginProblem> found = result.problems().stream().filter(p -> p.source().equals(source)).toList();
        assertEquals(1, found.size(), () -> "one problem for " + source + " in " + result.problems());
        PluginProblem problem = found.get(0);
        assertTrue(!problem.line().contains("\n"), "one line");
        return problem;
    }

    @Test
    void loadsTheGoodBotsAndOnlyThose() {
        assertEquals(List.of("good", "twin", "conf", "conf:one"), result.bots().stream().map(LoadedBot::id).toList());
        LoadedBot good = result.bots().get(0);
        assertEquals("good", good.pluginId());
        assertEquals(JarScanner.sha256(plugins.resolve("a-good.jar")), good.jarSha256());
        assertEquals(64, good.jarSha256().length());
    }

    @Test
    void namesACorruptJar() {
        assertTrue(problemOf("b-corrupt.jar").cause().startsWith("corrupt jar"));
    }

    @Test
    void namesAJarWithoutPluginDescriptor() {
        assertTrue(problemOf("c-no-manifest.jar").cause().startsWith("no plugin descriptor"));
    }

    @Test
    void refusesAPluginThatRequiresAnotherApiVersion() {
        PluginProblem p = problemOf("d-newer-api.jar");
        assertTrue(p.cause().contains("requires bot API '>=9.0.0'"), p.line());
        assertTrue(p.cause().contains("provides " + ApiVersion.VERSION), p.line());
    }

    @Test
    void explainsAJarThatDeclaresNoBot() {
        PluginProblem p = problemOf("e-no-index.jar");
        assertTrue(p.cause().contains("no META-INF/services/io.tetrisarena.api.TetrisBot (nor a PF4J"
                + " META-INF/extensions.idx)"), p.line());
        assertTrue(p.fix().contains("src/main/resources/META-INF/services/io.tetrisarena.api.TetrisBot"), p.line());
    }

    @Test
    void aDuplicateBotIdRefusesTheNewcomerAndKeepsTheBotLoadedFirst() {
        assertEquals(Path.of("f-twin1.jar"), bot("twin").jar().getFileName());
        assertTrue(result.problems().stream().noneMatch(p -> p.source().equals("f-twin1.jar")));
        assertTrue(problemOf("g-twin2.jar").cause().startsWith("bot id 'twin' (testbots.TwinBot) is already taken by"
                + " f-twin1.jar (testbots.TwinBot), which was loaded first"), problemOf("g-twin2.jar").line());
    }

    @Test
    void aJarClaimingAnotherBotsIdCannotRemoveIt() {
        assertEquals("testbots.GoodBot", bot("good").bot().getClass().getName());
        assertEquals(Path.of("a-good.jar"), bot("good").jar().getFileName());
        assertTrue(problemOf("m-imposter.jar").cause().startsWith("bot id 'good' (testbots.ImposterBot) is already"
                + " taken by a-good.jar"), problemOf("m-imposter.jar").line());
    }

    @Test
    void aDuplicatePluginIdRefusesTheLaterJarOnly() {
        assertEquals("plugin id 'good' is already taken by a-good.jar, which was loaded first",
                problemOf("n-good-again.jar").cause());
    }

    @Test
    void anErrorFromInfoRefusesThatBotOnly() {
        PluginProblem p = problemOf("k-info-error.jar");
        assertTrue(p.cause().contains("threw while starting: AssertionError: no identity at all"), p.line());
    }

    @Test
    void aJarWithClassesForANewerJavaIsRefusedByNameWhileTheRestLoad() {
        PluginProblem p = problemOf("l-java21.jar");
        assertEquals("class testbots/Java21Bot.class is built for Java 21 (class file version 65), but this arena"
                + " runs on Java " + Runtime.version().feature(), p.cause());
        assertTrue(bot("good") != null);
    }

    @Test
    void readsTheClassVersionsOfAJarUnlessItIsBundled() {
        Path jar = plugins.resolve("l-java21.jar");
        List<PluginProblem> problems = new java.util.ArrayList<>();
        assertEquals(null, JarScanner.pluginId(jar, problems, true));
        assertTrue(problems.get(0).cause().contains("is built for Java 21"), problems.get(0).line());
        problems.clear();
        assertEquals("java21", JarScanner.pluginId(jar, problems, false));
        assertEquals(List.of(), problems);

        // Bundled (by its checksum), the jar is not refused for its classes' version before it loads.
        String sha256 = JarScanner.sha256(jar);
        LoadedPlugins bundled = new DefaultBotLoader().load(List.of(plugins),
                new Trust(java.util.Set.of(sha256), java.util.Set.of(), true));
        assertTrue(bundled.problems().stream().noneMatch(p -> p.cause().contains("is built for Java 21")),
                bundled.problems().toString());
    }

    private static LoadedBot bot(String id) {
        return result.bots().stream().filter(b -> b.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void reportsABotThatThrowsWhileStarting() {
        PluginProblem p = problemOf("h-info-throws.jar");
        assertTrue(p.cause().contains("threw while starting"), p.line());
        assertTrue(p.cause().contains("no identity today"), p.line());
    }

    @Test
    void explainsAPluginThatBundlesTheApi() {
        PluginProblem p = problemOf("i-bundles-api.jar");
        assertTrue(p.cause().contains("bundles the bot API"), p.line());
    }

    @Test
    void entersEachFileOfAConfigurableBotsFolderAndReportsTheOnesItRefuses() {
        PluginProblem p = problemOf("conf:" + plugins.resolve("conf/bad.txt"));
        assertTrue(p.cause().contains("cannot read bad.txt"), p.line());
    }

    @Test
    void ignoresFoldersAndOtherFiles() {
        assertTrue(result.problems().stream().noneMatch(p -> p.source().contains("some-source-folder")
                || p.source().contains("notes.txt")), result.problems().toString());
        assertEquals(12, result.problems().size(), result.problems().toString());
    }

    @Test
    void resolvesConfiguredBotsByArgumentKeepingTheEnteredSpelling() {
        BotRegistry registry = new BotRegistry(result.bots());
        String path = "conf:" + work.resolve("two.txt");
        assertEquals(path, registry.resolve(path).id());
        assertEquals("conf:one", registry.resolve("conf:one").id());
    }
}
