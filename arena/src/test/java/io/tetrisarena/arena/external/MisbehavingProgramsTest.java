package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile programs declared by descriptors, in a plugins folder of their own: a memory hog and a fork hog
 * each lose their own game with the bound they met, and descriptors that reach for code outside the sandbox
 * (a loader variable) or for another bot's files (its folder as {@code workingDir}) are refused at load. Every
 * hog is a bounded loop whose processes live in its own sandbox; nothing else on the machine is touched.
 */
class MisbehavingProgramsTest {
    private static final String NO_MOVE = "out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[]}\");";

    @TempDir
    static Path work;
    static Path plugins;
    static Path event;

    @BeforeAll
    static void writeTheKit() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        Path scripts = Files.createDirectories(work.resolve("scripts"));
        // Holds 16 MiB more every 20 ms, up to 1 GiB.
        ScriptBots.descriptor(plugins, "grower", ScriptBots.write(scripts, "Grower", ScriptBots.ready(),
                "if (n == 1) { java.util.List<byte[]> keep = new java.util.ArrayList<>(); for (int i = 0; i < 64; i++) {"
                        + " byte[] b = new byte[16 << 20]; java.util.Arrays.fill(b, (byte) 1); keep.add(b);"
                        + " Thread.sleep(20); } System.err.println(\"HELD \" + keep.size()); } " + NO_MOVE),
                ", \"startupTimeoutMillis\": 30000, \"memoryMb\": 256");
        // Starts up to 300 sleeping processes, stopping at the first the system refuses.
        ScriptBots.descriptor(plugins, "forker", ScriptBots.write(scripts, "Forker", ScriptBots.ready(),
                "if (n == 1) { int started = 0; for (int i = 0; i < 300; i++) { try {"
                        + " new ProcessBuilder(\"/bin/sleep\", \"30\").start(); started++; } catch (Exception e) {"
                        + " break; } } System.err.println(\"STARTED \" + started); } " + NO_MOVE),
                ", \"startupTimeoutMillis\": 30000, \"processes\": 64");
        // Reaches for code outside the sandbox, and for another bot's folder.
        ScriptBots.descriptor(plugins, "preloader", ScriptBots.write(scripts, "Preloader", ScriptBots.ready(), NO_MOVE),
                ", \"env\": {\"LD_PRELOAD\": \"./evil.so\"}");
        Files.createDirectories(plugins.resolve("competitor"));
        Files.writeString(plugins.resolve("competitor.bot.json"), "{\"id\": \"competitor\", \"command\": [\""
                + ScriptBots.JAVA + "\", \"Grower.java\"], \"workingDir\": \"grower\"}");
        // Two seconds a move: the hogs meet their bounds, not the clock.
        event = TestBots.writeTinyEvent(work.resolve("tiny.json"), 2000);
    }

    @Test
    void descriptorsThatReachOutsideTheirSandboxOrIntoAnotherBotsFolderAreRefusedAtLoad() {
        LoadedPlugins loaded = new DefaultBotLoader().load(plugins);
        Map<String, String> problems = loaded.problems().stream()
                .collect(Collectors.toMap(PluginProblem::source, PluginProblem::cause));
        assertTrue(problems.get("preloader.bot.json").startsWith("malformed bot descriptor: env.LD_PRELOAD is"
                + " refused: it would load code into the programs that start the bot"), problems.toString());
        assertTrue(problems.get("competitor.bot.json").contains("workingDir must be the bot's own folder"
                + " plugins/competitor/"), problems.toString());
        assertEquals(List.of("forker", "grower"), loaded.bots().stream().map(b -> b.id()).sorted().toList());
    }

    @Test
    void aMemoryHogAndAForkHogEachLoseTheirOwnGameWithTheBoundTheyMet() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        Path out = work.resolve("out");
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = io.tetrisarena.arena.cli.Main.run(new String[] {"run", "--plugins", plugins.toString(), "--out",
            out.toString(), "--quiet", "--events", event.toString(), "--seeds", "quick", "--games", "1",
            "--threads", "2", "--no-versus"}, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        assertEquals(0, code, e.toString(StandardCharsets.UTF_8));
        Map<String, GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games().stream()
                .collect(Collectors.toMap(GameRecord::botId, g -> g));
        assertEquals(List.of("forker", "grower"), games.keySet().stream().sorted().toList());

        GameRecord grower = games.get("grower");
        assertEquals(Outcome.EXCEPTION, grower.outcome(), grower.detail());
        assertTrue(grower.detail().contains("over its limit of 256 MiB"), grower.detail());
        GameRecord forker = games.get("forker");
        assertEquals(Outcome.EXCEPTION, forker.outcome(), forker.detail());
        assertTrue(forker.detail().contains("it reached its limit of 64 processes and threads"), forker.detail());
    }
}
