package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command naming only bundled bots loads only the bundled jars that hold them, once an earlier load listed
 * every bundled jar, and plays the same bots as a load of everything.
 */
class WantedBotsLoadTest {
    private static final String REQUIRES = ">=1.0.0 & <2.0.0";

    @TempDir
    static Path work;
    static Path bundled;
    static Path user;
    static Trust trust;

    @TempDir
    Path listingDir;

    @BeforeAll
    static void buildBundledAndUserJars() throws Exception {
        Map<String, String> sources = new LinkedHashMap<>();
        for (String id : List.of("alpha", "beta", "gamma", "twin", "user")) {
            sources.put(TestBots.className(id), TestBots.source(id, "return lowest(o);", null));
        }
        // A user's bot that takes a bundled bot's id: refused when everything loads, the bundled one kept.
        sources.put("testbots.ImposterBot", TestBots.source("alpha", "return null;", null)
                .replace("class AlphaBot", "class ImposterBot"));
        Path classes = PluginJars.compile(work, sources);
        bundled = Files.createDirectories(work.resolve("bundled"));
        user = Files.createDirectories(work.resolve("user"));
        Path one = PluginJars.jar(bundled.resolve("a-one.jar"), PluginJars.manifest("one", REQUIRES), classes,
                List.of(TestBots.className("alpha"), TestBots.className("twin")), Map.of());
        Path two = PluginJars.jar(bundled.resolve("b-two.jar"), PluginJars.manifest("two", REQUIRES), classes,
                List.of(TestBots.className("beta")), Map.of());
        Path three = PluginJars.jar(bundled.resolve("c-three.jar"), PluginJars.manifest("three", REQUIRES), classes,
                List.of(TestBots.className("gamma"), TestBots.className("twin")), Map.of());
        PluginJars.jar(user.resolve("d-user.jar"), PluginJars.manifest("mine", REQUIRES), classes,
                List.of(TestBots.className("user"), "testbots.ImposterBot"), Map.of());
        // Every jar in this JVM (no child JVMs in this test); the first three are the bundled ones.
        trust = new Trust(Set.of(JarScanner.sha256(one), JarScanner.sha256(two), JarScanner.sha256(three)), Set.of(),
                true);
    }

    private BotListing listing() {
        return new BotListing(listingDir.resolve(BotListing.FILE_NAME));
    }

    private LoadedPlugins load(WantedBots wanted) {
        return load(wanted, trust);
    }

    private LoadedPlugins load(WantedBots wanted, Trust withTrust) {
        return new DefaultBotLoader(listing()).load(List.of(bundled, user), withTrust, wanted);
    }

    private static List<String> ids(LoadedPlugins plugins) {
        return plugins.bots().stream().map(LoadedBot::id).toList();
    }

    private static final List<String> EVERY_BOT = List.of("alpha", "twin", "beta", "gamma", "user");

    @BeforeEach
    void listTheBundledJarsAsAnEarlierCommandDid() {
        LoadedPlugins everything = load(WantedBots.of("beta"));
        assertEquals(EVERY_BOT, ids(everything), "nothing listed yet: everything loads");
        assertEquals(List.of("alpha", "twin"), listing().ids(JarScanner.sha256(bundled.resolve("a-one.jar"))));
        assertEquals(null, listing().ids(JarScanner.sha256(user.resolve("d-user.jar"))), "only bundled jars are listed");
    }

    @Test
    void aCommandNamingBundledBotsLoadsOnlyTheBundledJarsThatHoldThem() {
        assertEquals(List.of("beta"), ids(load(WantedBots.of("beta"))));
        assertEquals(List.of("alpha", "twin", "beta"), ids(load(WantedBots.of(List.of("beta", "alpha")))));
        LoadedPlugins gamma = load(WantedBots.of("gamma"));
        assertEquals(List.of("gamma", "twin"), ids(gamma));
        assertEquals(List.of(), gamma.problems(), "no jar left out is reported");
    }

    @Test
    void theWantedBotsAreTheOnesALoadOfEverythingGives() {
        LoadedPlugins everything = load(WantedBots.ALL);
        assertEquals(EVERY_BOT, ids(everything));
        assertTrue(everything.problems().stream().anyMatch(p -> p.source().equals("d-user.jar")
                && p.cause().contains("bot id 'alpha'")), everything.problems().toString());
        for (String id : List.of("alpha", "twin", "beta", "gamma")) {
            LoadedBot wanted = new BotRegistry(load(WantedBots.of(id)).bots()).resolve(id);
            LoadedBot fromAll = new BotRegistry(everything.bots()).resolve(id);
            assertEquals(fromAll.jar(), wanted.jar(), id);
            assertEquals(fromAll.bot().getClass().getName(), wanted.bot().getClass().getName(), id);
            assertEquals(fromAll.jarSha256(), wanted.jarSha256(), id);
        }
    }

    @Test
    void everythingLoadsWhenANamedBotIsNotABundledOneOrCarriesAnArgument() {
        assertEquals(EVERY_BOT, ids(load(WantedBots.of("user"))));
        assertEquals(EVERY_BOT, ids(load(WantedBots.of(List.of("beta", "user")))));
        assertEquals(EVERY_BOT, ids(load(WantedBots.of("bet"))), "a misspelt name is suggested from every bot");
        assertEquals(EVERY_BOT, ids(load(WantedBots.of("beta:weights.json"))));
        assertEquals(EVERY_BOT, ids(load(WantedBots.ALL)));
    }

    @Test
    void everythingLoadsWhenTheTrustNamesABotOrAJar() {
        assertEquals(EVERY_BOT, ids(load(WantedBots.of("beta"), trust.with(List.of("d-user.jar")))));
    }

    @Test
    void everythingLoadsWhileABundledJarIsNotListedAndTheLoadListsIt() throws IOException {
        Path file = listingDir.resolve(BotListing.FILE_NAME);
        String three = JarScanner.sha256(bundled.resolve("c-three.jar"));
        List<String> lines = Files.readAllLines(file);
        Files.write(file, lines.stream().filter(l -> !l.startsWith(three)).toList());

        assertEquals(EVERY_BOT, ids(load(WantedBots.of("beta"))), "c-three.jar might hold beta too");
        assertEquals(List.of("gamma", "twin"), listing().ids(three));
        assertEquals(List.of("beta"), ids(load(WantedBots.of("beta"))));
    }
}
