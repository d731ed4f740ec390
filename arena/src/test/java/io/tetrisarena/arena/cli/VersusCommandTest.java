package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.testkit.TestBots;
import io.tetrisarena.arena.versus.VersusRecord;
import io.tetrisarena.arena.versus.VersusResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code versus} between a bot that plays the lowest placement and one that cheats on its first move. */
class VersusCommandTest {
    @TempDir
    static Path work;
    static Path plugins;

    @BeforeAll
    static void buildBots() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater"));
    }

    @Test
    void theCheaterLosesEveryGameOfBothSidesAndTheFileVerifies() throws Exception {
        Path out = work.resolve("run");
        CliRun run = CliRun.of("versus", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "quick",
                "--games", "3", "--pieces", "40", "--threads", "2", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("good vs cheater: 6-0-0, score 1.000 [0.610, 1.000] (decided)"), run.out());
        VersusResults.Contents contents = VersusResults.read(out.resolve(VersusResults.FILE));
        assertEquals(6, contents.games().size());
        for (int i = 0; i < 6; i++) {
            VersusRecord g = contents.games().get(i);
            assertEquals(i / 2, g.seedIndex());
            assertEquals(i % 2 == 1, g.swapped(), "each seed twice, the second with sides swapped");
            assertEquals("good", g.sides().get(g.winner()).botId());
        }
        assertTrue(Files.readString(out.resolve("versus.md")).contains("| good | "));
        CliRun verify = CliRun.of("verify", out.resolve(VersusResults.FILE).toString());
        assertEquals(0, verify.code(), verify.out() + verify.err());
        assertTrue(verify.out().contains("6 of 6 versus games verified"), verify.out());

        Path single = work.resolve("single");
        CliRun oneThread = CliRun.of("versus", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds",
                "quick", "--games", "3", "--pieces", "40", "--threads", "1", "--out", single.toString());
        assertEquals(0, oneThread.code(), oneThread.err());
        List<VersusRecord> again = VersusResults.read(single.resolve(VersusResults.FILE)).games();
        for (int i = 0; i < 6; i++) {
            VersusRecord a = contents.games().get(i);
            VersusRecord b = again.get(i);
            assertEquals(a.winner(), b.winner());
            assertEquals(a.sides().get(0).moves() + a.sides().get(1).moves(), b.sides().get(0).moves()
                    + b.sides().get(1).moves(), "the same games whatever the thread count");
        }
    }

    @Test
    void theStandardTournamentAddsAVersusRoundToItsLeaderboardUnlessToldNot() throws Exception {
        Path out = work.resolve("standard");
        CliRun run = CliRun.of("run", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "official",
                "--games", "1", "--pieces", "20", "--threads", "2", "--quiet", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals(4, VersusResults.read(out.resolve(VersusResults.FILE)).games().size(),
                "no attacker entered: a round robin of two seeds, both sides");
        assertTrue(Files.readString(out.resolve("leaderboard.md")).contains("## Versus: versus"));

        Path plain = work.resolve("plain");
        CliRun without = CliRun.of("run", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "official",
                "--games", "1", "--pieces", "20", "--quiet", "--no-versus", "--out", plain.toString());
        assertEquals(0, without.code(), without.err());
        assertTrue(Files.notExists(plain.resolve(VersusResults.FILE)));
        assertTrue(!Files.readString(plain.resolve("leaderboard.md")).contains("## Versus"));
        Path quick = work.resolve("quick");
        CliRun firstLook = CliRun.of("run", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "quick",
                "--games", "1", "--pieces", "20", "--quiet", "--out", quick.toString());
        assertEquals(0, firstLook.code(), firstLook.err());
        assertTrue(Files.notExists(quick.resolve(VersusResults.FILE)), "only the standard seed set adds the round");
    }

    @Test
    void runRefusesAVersusEventInOneLine() {
        CliRun run = CliRun.of("run", "--events", "versus", "--plugins", plugins.toString());
        assertEquals(Main.USAGE, run.code());
        assertTrue(run.err().contains("event 'versus' is a two-player event: play it with 'arena versus'"), run.err());
    }

    @Test
    void aSoloEventIsAUsageErrorInOneLine() {
        CliRun run = CliRun.of("versus", "--event", "marathon", "--plugins", plugins.toString());
        assertEquals(Main.USAGE, run.code());
        assertEquals("arena versus: event 'marathon' has no versus block: play it with 'arena run' (see 'arena versus"
                + " --help')", run.err().strip());
    }
}
