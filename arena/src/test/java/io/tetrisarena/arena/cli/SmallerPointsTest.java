package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The first day's smaller rough edges of the command line, each as a user meets it. */
class SmallerPointsTest {
    @TempDir
    Path work;

    @Test
    void aMistypedCommandGetsADidYouMean() {
        CliRun typo = CliRun.of("bost");
        assertEquals(Main.USAGE, typo.code());
        assertEquals(1, typo.errLines().length, typo.err());
        assertEquals("arena: unknown command 'bost'; did you mean 'bots'? (commands: ", typo.errLines()[0]
                .substring(0, "arena: unknown command 'bost'; did you mean 'bots'? (commands: ".length()));
    }

    @Test
    void versusOnOneThreadSaysOneThread() throws Exception {
        Path plugins = java.nio.file.Files.createDirectories(work.resolve("plugins"));
        io.tetrisarena.arena.testkit.TestBots.buildJars(work, plugins, List.of("good", "cheater"));
        CliRun versus = CliRun.of("versus", "--plugins", plugins.toString(), "--bots", "good,cheater", "--games", "1",
                "--pieces", "5", "--threads", "1", "--out", work.resolve("v").toString());
        assertEquals(0, versus.code(), versus.err());
        assertEquals(List.of("versus: 2 bots, round robin, 1 seed of 'quick' x 2 sides per pairing on 1 thread"),
                versus.err().lines().filter(l -> l.startsWith("versus: ")).toList());
    }

    @Test
    void botsThatNeedAnArgumentAreListedAsSuchAndARunSaysItSkippedThem() throws Exception {
        BundledBotsTest.assumeBundledJarsBuilt();
        CliRun bots = CliRun.of("bots", "--plugins", "../plugins");
        assertEquals(List.of("needing an argument, so never entered by default: linear, misakamm-plus (enter one as"
                + " --bots ID:ARGUMENT, e.g. linear:weights.json)"),
                bots.out().lines().filter(l -> l.startsWith("needing")).toList());
        CliRun run = CliRun.of("run", "--plugins", "../plugins", "--events", "classic", "--seeds", "quick", "--games",
                "1", "--pieces", "5", "--quiet", "--out", work.resolve("skipped").toString());
        assertEquals(0, run.code(), run.err());
        assertEquals("skipped: linear, misakamm-plus (they need an argument: enter one as --bots ID:ARGUMENT, e.g."
                + " linear:weights.json)", run.errLines()[0]);
    }

    @Test
    void theLeaderboardOfAnInterruptedRunSaysItIsIncomplete() throws Exception {
        Path plugins = java.nio.file.Files.createDirectories(work.resolve("plugins"));
        io.tetrisarena.arena.testkit.TestBots.buildJars(work, plugins, List.of("good"));
        Path out = work.resolve("cut");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--events", "classic", "--seeds", "quick",
                "--games", "3", "--pieces", "5", "--quiet", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        Path results = out.resolve("results.jsonl");
        List<String> lines = java.nio.file.Files.readAllLines(results);
        // As a killed run leaves it: the last game and the footer never written.
        java.nio.file.Files.write(results, lines.subList(0, lines.size() - 2));
        CliRun board = CliRun.of("leaderboard", "--results", results.toString());
        assertEquals(0, board.code(), board.err());
        assertEquals("leaderboard written to " + out.toAbsolutePath() + " from 2 games; incomplete: 2 of 3 games (an"
                + " interrupted run: '" + RunFolder.launcher() + " run --resume --out " + out.toAbsolutePath()
                + "' plays the rest)",
                board.out().strip());
        org.junit.jupiter.api.Assertions.assertTrue(java.nio.file.Files.readString(out.resolve("leaderboard.md"))
                .contains("**incomplete: 2 of 3 games** (the run was interrupted; `run --resume` plays the rest)"));
        org.junit.jupiter.api.Assertions.assertTrue(java.nio.file.Files.readString(out.resolve("leaderboard.html"))
                .contains("<strong>incomplete: 2 of 3 games</strong>"));
    }

    @Test
    void aMissingConfigFileIsOneLineSayingNoSuchFileWithItsNameOnce() {
        Path missing = work.resolve("nowhere.json");
        CliRun run = CliRun.of("run", "--config", missing.toString());
        assertEquals(Main.USAGE, run.code());
        assertEquals(List.of("arena run: --config " + missing + ": no such file (see 'arena run --help')"),
                List.of(run.errLines()));
    }
}
