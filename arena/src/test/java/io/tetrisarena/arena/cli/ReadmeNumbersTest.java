package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.app.VersusRound;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.Trust;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The README's game counts are those the bundled bots really play: computed here from the entered bots, the
 * events they accept and the seed sets; only the bundled jars count, whatever else lies in plugins/, and a
 * failure names the bots counted. Skipped when the plugin jars have not been built.
 */
class ReadmeNumbersTest {
    private static final Path PLUGINS = Path.of("..", "plugins");
    private static final Path README = Path.of("..", "README.md");

    @Test
    void theReadmeStatesTheGamesTheFirstLookAndTheStandardRunPlay() throws Exception {
        BundledBotsTest.assumeBundledJarsBuilt();
        List<Event> events = Events.DEFAULT.stream().map(Events::load).toList();
        // Only the bots the repository ships (jars whose sha256 the build recorded as bundled): a jar or a
        // descriptor someone added to plugins/ never changes the README's figures.
        Trust trust = Trust.standard();
        List<LoadedBot> bots = RunCommand.entrants(new BotRegistry(new DefaultBotLoader().load(PLUGINS, trust).bots()
                .stream().filter(b -> trust.isBundled(b.jarSha256())).toList()).all(), events);
        String counted = " (counted the bundled bots " + String.join(", ", bots.stream().map(LoadedBot::id).toList())
                + ")";
        long pairs = 0;
        for (Event e : events) {
            pairs += bots.stream().filter(b -> b.bot().accepts(e.rules()).accepted()).count();
        }
        long firstLook = pairs * SeedSet.load("quick").size();
        long standard = pairs * SeedSet.load("official").size();
        long versus = (bots.size() - 1) * VersusRound.SEEDS * 2L;
        String readme = Files.readString(README).replaceAll("\\s+", " ");

        assertTrue(readme.contains("play every bot on the five `quick` seeds (" + firstLook + " games)"),
                "the first look plays " + firstLook + " games" + counted);
        assertTrue(readme.contains("`attacker` against every other bot on two `quick` seeds, both sides: " + versus
                + " games"), "the versus round plays " + versus + " games" + counted);
        assertTrue(readme.contains(String.format(Locale.ROOT, "%,d solo games in ", standard)),
                "the standard run plays " + standard + " solo games" + counted);
    }
}
