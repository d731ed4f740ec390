package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** External programs declared by descriptors: loading, declining rules, and answers that are not moves. */
class ExternalBotsTest {
    @TempDir
    static Path work;
    static LoadedPlugins result;
    static Path secret;
    static java.net.ServerSocket listener;

    @BeforeAll
    static void writeAPluginsFolderOfScriptBots() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Path scripts = Files.createDirectories(work.resolve("scripts"));
        ScriptBots.descriptor(plugins, "decliner", ScriptBots.write(scripts, "Decliner", ScriptBots.unsupported(), ""));
        ScriptBots.descriptor(plugins, "floater", ScriptBots.write(scripts, "Floater", ScriptBots.ready(),
                "out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[{\\\"location\\\":{\\\"type\\\":\\\"T\\\","
                        + "\\\"orientation\\\":\\\"north\\\",\\\"x\\\":4,\\\"y\\\":10},\\\"spin\\\":\\\"none\\\"}]}\");"));
        ScriptBots.descriptor(plugins, "babbler", ScriptBots.write(scripts, "Babbler", ScriptBots.ready(),
                "out.println(\"I think the T goes left\");"));
        ScriptBots.descriptor(plugins, "offboard", ScriptBots.write(scripts, "Offboard", ScriptBots.ready(),
                "out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[{\\\"location\\\":{\\\"type\\\":\\\"T\\\","
                        + "\\\"orientation\\\":\\\"north\\\",\\\"x\\\":400,\\\"y\\\":1}}]}\");"));
        secret = Files.writeString(Files.createDirectories(work.resolve("results")).resolve("secret.txt"), "s3cret");
        listener = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
        ScriptBots.descriptor(plugins, "prober", ScriptBots.write(scripts, "Prober", ScriptBots.ready(),
                "try { System.err.println(\"READ \" + new String(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(\""
                        + secret.toString().replace("\\", "\\\\") + "\")))); } catch (Exception e) {"
                        + " System.err.println(\"NO-READ \" + e); }"
                        + " try (java.net.Socket s = new java.net.Socket(\"127.0.0.1\", " + listener.getLocalPort()
                        + ")) { System.err.println(\"CONNECTED\"); } catch (Exception e) {"
                        + " System.err.println(\"NO-NET \" + e); }"
                        + " out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[]}\");"));
        Files.writeString(plugins.resolve("broken.bot.json"), "{\"id\": \"broken\", \"name\": \"B\"}");
        Files.writeString(plugins.resolve("garbled.bot.json"), "{\"id\": ");
        Files.writeString(plugins.resolve("misnamed.bot.json"), "{\"id\": \"other\", \"command\": [\"x\"]}");
        result = new DefaultBotLoader().load(plugins);
    }

    private static LoadedBot bot(String id) {
        return result.bots().stream().filter(b -> b.id().equals(id)).findFirst().orElseThrow();
    }

    private static PluginProblem problemOf(String source) {
        return result.problems().stream().filter(p -> p.source().equals(source)).findFirst().orElseThrow();
    }

    @Test
    void descriptorsBecomeBotsThatRunInAChildProcess() {
        assertEquals(List.of("babbler", "decliner", "floater", "offboard", "prober"),
                result.bots().stream().map(LoadedBot::id).toList());
        assertEquals(Confinements.available().hosting(), bot("floater").hosting());
        assertEquals("1", bot("floater").info().version(), "the version the program sent in its info");
    }

    @Test
    void aMalformedDescriptorIsRefusedByName() {
        assertEquals(3, result.problems().size(), result.problems().toString());
        assertTrue(problemOf("broken.bot.json").cause().contains("command"), problemOf("broken.bot.json").line());
        assertTrue(problemOf("garbled.bot.json").cause().startsWith("malformed bot descriptor: malformed JSON"),
                problemOf("garbled.bot.json").line());
        assertTrue(problemOf("misnamed.bot.json").cause().contains("must be named after the bot's id (other.bot.json)"),
                problemOf("misnamed.bot.json").line());
    }

    @Test
    void aBotThatAnswersUnsupportedRulesDeclinesTheEvent() {
        try (BotConnector c = bot("decliner").connector(work)) {
            Acceptance a = c.accepts(TbpGamesTest.shortened("marathon", 10).rules());
            assertFalse(a.accepted());
            assertEquals("the bot does not support these rules (unsupported_rules)", a.reason());
        }
    }

    private static GameRecord oneGame(String id) {
        Event event = TbpGamesTest.shortened("marathon", 10);
        try (BotConnector c = bot(id).connector(work)) {
            return TbpGamesTest.play(c, event, 1).get(0);
        }
    }

    @Test
    void aSuggestionOfAPlacementThatIsNotLegalIsAnIllegalMove() {
        GameRecord r = oneGame("floater");
        assertEquals(Outcome.ILLEGAL_MOVE, r.outcome());
        assertEquals(0, r.pieces());
        assertTrue(r.detail().startsWith("move 1: "), r.detail());
        assertTrue(r.detail().contains("not among the") || r.detail().contains("wrong piece"), r.detail());
    }

    @Test
    void anUnparsableSuggestionIsAnIllegalMove() {
        GameRecord garbage = oneGame("babbler");
        assertEquals(Outcome.ILLEGAL_MOVE, garbage.outcome());
        assertTrue(garbage.detail().contains("answered garbage: not JSON: I think the T goes left"), garbage.detail());
        GameRecord offBoard = oneGame("offboard");
        assertEquals(Outcome.ILLEGAL_MOVE, offBoard.outcome());
        assertTrue(offBoard.detail().contains("unreadable suggestion"), offBoard.detail());
    }

    @Test
    void aSandboxedBotSeesNeitherTheResultsNorTheNetwork() throws Exception {
        boolean sandboxed = Confinements.available().hosting() == Hosting.SANDBOXED;
        assumeTrue(sandboxed || "true".equals(System.getenv("CI")), "bubblewrap is not installed here");
        assertEquals(Hosting.SANDBOXED, bot("prober").hosting(), "CI installs bubblewrap");
        GameRecord r = oneGame("prober");
        assertEquals(Outcome.ILLEGAL_MOVE, r.outcome(), r.detail());
        String log = Files.readString(work.resolve("bots").resolve("prober.stderr.log"));
        assertTrue(log.contains("NO-READ java.nio.file.NoSuchFileException"), log);
        assertTrue(log.contains("NO-NET java.net.ConnectException"), log);
        assertFalse(log.contains("s3cret") || log.contains("CONNECTED"), log);
    }
}
