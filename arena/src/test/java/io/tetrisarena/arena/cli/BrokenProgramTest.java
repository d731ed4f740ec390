package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bots} starts every program it lists: one that does not answer {@code info} (a misspelt script) is
 * shown broken with how it ended and its last stderr line, {@code bots} exits 1, and a run says again at its
 * end that it did not play.
 */
class BrokenProgramTest {
    @TempDir
    static Path work;
    static Path plugins;

    @BeforeAll
    static void aGoodJarAndADescriptorWhoseScriptIsMisspelt() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good"));
        Files.createDirectories(plugins.resolve("typo"));
        Files.writeString(plugins.resolve("typo/bot.sh"), "echo never run\n");
        Files.writeString(plugins.resolve("typo.bot.json"), "{\"id\": \"typo\", \"command\": [\"sh\", \"bott.sh\"]}");
    }

    @Test
    void aProgramThatDoesNotAnswerInfoIsListedBrokenWithItsExitCodeAndLastStderrLine() {
        CliRun bots = CliRun.of("bots", "--plugins", plugins.toString(), "--unconfined");
        assertEquals(1, bots.code(), bots.out() + bots.err());
        assertTrue(bots.out().lines().noneMatch(l -> l.startsWith("typo ")), bots.out());
        String broken = bots.out().lines().filter(l -> l.startsWith("  typo.bot.json: ")).findFirst().orElse("");
        assertTrue(broken.startsWith("  typo.bot.json: its program did not answer 'info': exited with code 2; its"
                + " stderr ends: "), bots.out());
        assertTrue(broken.contains("bott.sh"), broken);
        assertTrue(broken.endsWith("; fix its command in the descriptor (see docs/external-bots.md)"), broken);
    }

    @Test
    void aRunPlaysTheOthersAndRepeatsTheBrokenProgramInItsSummary() {
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--unconfined", "--events", "classic",
                "--seeds", "quick", "--games", "1", "--pieces", "10", "--quiet", "--out", work.resolve("out").toString());
        assertEquals(0, run.code(), run.err());
        List<String> out = run.out().lines().toList();
        assertTrue(out.get(0).startsWith("1 game in "), run.out());
        assertTrue(out.get(1).startsWith("not played: typo.bot.json: its program did not answer 'info': exited with"
                + " code 2; its stderr ends: "), run.out());
        assertTrue(run.err().contains("warning: plugin typo.bot.json: its program did not answer 'info'"), run.err());
    }
}
