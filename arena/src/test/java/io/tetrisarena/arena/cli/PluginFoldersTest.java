package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundled folder is found beside the arena's code, the user's folder outside it: --plugins, then
 * TETRIS_ARENA_PLUGINS, then ~/.tetris-arena/plugins; both are read together.
 */
class PluginFoldersTest {
    @TempDir
    Path work;

    @AfterEach
    void noBundledFolderAgain() {
        System.clearProperty(PluginFolders.BUNDLED_PROPERTY); // the suite's TETRIS_ARENA_BUNDLED=none again
    }

    @Test
    void theUserFolderIsTheFlagThenTheEnvironmentThenTheHomeDefault() {
        Path home = work.resolve("home");
        Path bundled = work.resolve("repo/plugins");
        assertEquals(new PluginFolders(bundled, Path.of("mine"), "--plugins"),
                PluginFolders.of("mine", Map.of(PluginFolders.ENV, "/elsewhere"), home, bundled));
        assertEquals(new PluginFolders(bundled, Path.of("/elsewhere"), PluginFolders.ENV),
                PluginFolders.of(null, Map.of(PluginFolders.ENV, "/elsewhere"), home, bundled));
        assertEquals(new PluginFolders(bundled, home.resolve(".tetris-arena/plugins"), "default"),
                PluginFolders.of(null, Map.of(), home, bundled));
    }

    @Test
    void theBundledFolderIsFoundFromTheJarOrTheClassesFolderOfARepository() throws Exception {
        Path repo = Files.createDirectories(work.resolve("repo"));
        Path plugins = Files.createDirectories(repo.resolve("plugins"));
        Files.createDirectories(repo.resolve("arena/target/classes"));
        assertEquals(plugins, PluginFolders.bundledBeside(repo.resolve("arena/target/arena.jar")));
        assertEquals(plugins, PluginFolders.bundledBeside(repo.resolve("arena/target/classes")));
        Path loose = Files.createDirectories(work.resolve("loose"));
        assertNull(PluginFolders.bundledBeside(loose.resolve("arena.jar")), "no plugins folder beside a lone jar");
        Path beside = Files.createDirectories(loose.resolve("plugins"));
        assertEquals(beside, PluginFolders.bundledBeside(loose.resolve("arena.jar")));
    }

    @Test
    void oneFolderNamedBothWaysIsReadOnce() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        PluginFolders same = new PluginFolders(plugins, work.resolve("x/../plugins"), "--plugins");
        assertEquals(List.of(plugins), same.all());
        assertEquals(List.of(plugins, work.resolve("mine")),
                new PluginFolders(plugins, work.resolve("mine"), "default").all());
    }

    @Test
    void botsListsTheBundledBotsAndTheUsersOwnTogether() throws Exception {
        Path bundled = Files.createDirectories(work.resolve("bundled"));
        Path mine = Files.createDirectories(work.resolve("mine"));
        TestBots.buildJars(work, bundled, List.of("good"));
        TestBots.buildJars(work, mine, List.of("thrower"));
        System.setProperty(PluginFolders.BUNDLED_PROPERTY, bundled.toString());
        CliRun bots = CliRun.of("bots", "--plugins", mine.toString());
        assertEquals(0, bots.code(), bots.out() + bots.err());
        List<String> ids = bots.out().lines().skip(1).map(l -> l.split("\\s+")[0]).toList();
        assertEquals(List.of("good", "thrower"), ids);
    }

    @Test
    void noBotsNamesBothFoldersSearchedAndHowToBuildTheBundledOnes() throws Exception {
        Path repo = Files.createDirectories(work.resolve("repo"));
        Path bundled = Files.createDirectories(repo.resolve("plugins"));
        Files.writeString(repo.resolve("mvnw"), "");
        Path mine = Files.createDirectories(work.resolve("mine"));
        System.setProperty(PluginFolders.BUNDLED_PROPERTY, bundled.toString());
        CliRun run = CliRun.of("run", "--plugins", mine.toString(), "--seeds", "quick", "--out",
                work.resolve("out").toString());
        assertEquals(Main.USAGE, run.code());
        assertEquals(List.of("arena run: no bots to play: none loaded from " + bundled + " (bundled) and " + mine
                + " (your bots; given by --plugins); build the bundled bots: cd " + repo
                + " && ./mvnw -B package -DskipTests (see 'arena run --help')"), List.of(run.errLines()));
    }

    @Test
    void anUnknownBotNamesTheFoldersSearched() throws Exception {
        Path mine = Files.createDirectories(work.resolve("mine"));
        CliRun play = CliRun.of("play", "--plugins", mine.toString(), "--bot", "my-bot", "--quiet");
        assertEquals(Main.USAGE, play.code());
        assertTrue(play.err().contains("unknown bot 'my-bot' in " + mine + " (loaded: none)"), play.err());
    }
}
