package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.Trust;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The child that lists an untrusted jar's bots is the JVM that plays that jar's first game: no second JVM
 * starts for it, it plays as the bot does in-process, and what it writes to standard error from then on
 * lands in the bot's own log.
 */
class ListingChildTest {
    @TempDir
    Path work;

    @Test
    void theChildThatListedAJarPlaysItsFirstGameAsTheBotPlaysInProcess() throws Exception {
        assumeTrue(Confinements.mayRun(false), "untrusted jars run only in a sandbox, and there is none here");
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        String body = "System.err.println(\"MOVE \" + o.piecesPlaced()); return lowest(o);";
        Path classes = PluginJars.compile(work, Map.of(TestBots.className("talker"), TestBots.source("talker", body,
                null)));
        PluginJars.jar(plugins.resolve("talker.jar"), PluginJars.manifest("talker", ">=1.0.0 & <2.0.0"), classes,
                List.of(TestBots.className("talker")), Map.of());
        Event classic = TbpGamesTest.shortened("classic", 30);
        List<GameRecord> here;
        try (BotConnector c = new DefaultBotLoader().load(plugins, Trust.everything()).bots().get(0).connector()) {
            here = TbpGamesTest.play(c, classic, 1);
        }

        LoadedBot isolated = new DefaultBotLoader().load(plugins, Trust.standard()).bots().get(0);
        assertTrue(isolated.bot() instanceof ProcessBot, "an untrusted jar runs in a child");
        Set<Long> afterListing = children();
        List<GameRecord> there;
        try (BotConnector c = isolated.connector(work)) {
            assertTrue(c.accepts(classic.rules()).accepted());
            Set<Long> now = children();
            assertTrue(afterListing.containsAll(now), "the listing child took the game, no other process started: "
                    + afterListing + " then " + now);
            there = TbpGamesTest.play(c, classic, 1);
        }
        assertEquals(here.get(0).moves(), there.get(0).moves());
        String log = Files.readString(work.resolve("bots").resolve("talker.stderr.log"));
        assertTrue(log.contains("MOVE 29"), "the game's stderr lands in the bot's log: " + log);
    }

    @Test
    void aListingChildIsTakenByOneGameOnly() throws Exception {
        assumeTrue(Confinements.mayRun(false), "untrusted jars run only in a sandbox, and there is none here");
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Path classes = PluginJars.compile(work, Map.of(TestBots.className("good"), TestBots.source("good",
                "return lowest(o);", null)));
        Path jar = PluginJars.jar(plugins.resolve("good.jar"), PluginJars.manifest("good", ">=1.0.0 & <2.0.0"),
                classes, List.of(TestBots.className("good")), Map.of());
        IsolatedJars.Listing listing = IsolatedJars.list(jar, "sha-of-this-test");
        assertEquals(List.of("good"), listing.bots().stream().map(b -> b.id()).toList());
        ProcessBot.Launch launch = IsolatedJars.launch(jar, "good");
        BotProcess first = IsolatedJars.claim(launch, work.resolve("good.log"));
        try {
            assertNotNull(first);
            assertNull(IsolatedJars.claim(launch, work.resolve("good.log")));
        } finally {
            first.kill();
        }
    }

    private static Set<Long> children() {
        return ProcessHandle.current().children().map(ProcessHandle::pid).collect(Collectors.toSet());
    }
}
