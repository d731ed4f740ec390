package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.testkit.ResultsLines;
import io.tetrisarena.arena.testkit.TestBots;
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
        TestBots.buildJars(work, plugins, List.of("good", "cheater", "fingerprint"));
    }

    @Test
    void theCheaterLosesEveryGameOfBothSidesAndTheFileVerifies() throws Exception {
        Path out = work.resolve("run");
        CliRun run = CliRun.of("versus", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "quick",
                "--games", "3", "--pieces", "40", "--threads", "2", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        // three pairs, all won: three independent units are not enough for a verdict at 95%
        assertTrue(run.out().contains("good vs cheater: 6-0-0, score 1.000 [0.449, 1.000]\n"), run.out());
        ResultsStore.Contents<VersusRecord> contents = ResultsFile.read(out.resolve(JsonLinesStore.VERSUS_FILE), ResultsStore.Kind.VERSUS);
        assertEquals(6, contents.games().size());
        for (int i = 0; i < 6; i++) {
            VersusRecord g = contents.games().get(i);
            assertEquals(i / 2, g.seedIndex());
            assertEquals(i % 2 == 1, g.swapped(), "each seed twice, the second with sides swapped");
            assertEquals("good", g.sides().get(g.winner()).botId());
        }
        assertTrue(Files.readString(out.resolve("versus.md")).contains("| good | "));
        CliRun verify = CliRun.of("verify", out.resolve(JsonLinesStore.VERSUS_FILE).toString());
        assertEquals(0, verify.code(), verify.out() + verify.err());
        assertTrue(verify.out().contains("6 of 6 versus games verified"), verify.out());

        Path single = work.resolve("single");
        CliRun oneThread = CliRun.of("versus", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds",
                "quick", "--games", "3", "--pieces", "40", "--threads", "1", "--out", single.toString());
        assertEquals(0, oneThread.code(), oneThread.err());
        List<VersusRecord> again = ResultsFile.read(single.resolve(JsonLinesStore.VERSUS_FILE), ResultsStore.Kind.VERSUS).games();
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
        assertEquals(4, ResultsFile.read(out.resolve(JsonLinesStore.VERSUS_FILE), ResultsStore.Kind.VERSUS).games().size(),
                "no attacker entered: a round robin of two seeds, both sides");
        assertTrue(Files.readString(out.resolve("leaderboard.md")).contains("## Versus: versus"));

        Path plain = work.resolve("plain");
        CliRun without = CliRun.of("run", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "official",
                "--games", "1", "--pieces", "20", "--quiet", "--no-versus", "--out", plain.toString());
        assertEquals(0, without.code(), without.err());
        assertTrue(Files.notExists(plain.resolve(JsonLinesStore.VERSUS_FILE)));
        assertTrue(!Files.readString(plain.resolve("leaderboard.md")).contains("## Versus"));
        Path quick = work.resolve("quick");
        CliRun firstLook = CliRun.of("run", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds", "quick",
                "--games", "1", "--pieces", "20", "--quiet", "--out", quick.toString());
        assertEquals(0, firstLook.code(), firstLook.err());
        assertTrue(Files.notExists(quick.resolve(JsonLinesStore.VERSUS_FILE)), "only the standard seed set adds the round");
    }

    /** The arguments of a versus run of three bots: 3 pairings x 2 seeds x 2 sides = 12 games. */
    private static List<String> threeBots(Path out, String threads) {
        return List.of("versus", "--bots", "good,fingerprint,cheater", "--plugins", plugins.toString(), "--seeds",
                "quick", "--games", "2", "--pieces", "30", "--threads", threads, "--out", out.toString());
    }

    /** Each game as its bots, seed, winner and both move lists: all but the timing. */
    static List<String> games(Path out) throws Exception {
        return ResultsFile.read(out.resolve(JsonLinesStore.VERSUS_FILE), ResultsStore.Kind.VERSUS).games().stream().map(g -> g.label() + " "
                + g.sides().get(0).moves() + " " + g.sides().get(1).moves()).toList();
    }

    @Test
    void resumingAVersusFileCutAfterSomeGamesGivesTheGamesOfAnUninterruptedRun() throws Exception {
        Path whole = work.resolve("versus-whole");
        CliRun uninterrupted = CliRun.of(threeBots(whole, "2").toArray(String[]::new));
        assertEquals(0, uninterrupted.code(), uninterrupted.err());
        List<String> lines = Files.readAllLines(whole.resolve(JsonLinesStore.VERSUS_FILE));
        assertEquals(14, lines.size(), "header, 12 games, footer");

        // What a killed run leaves: the header, games in the order they finished, a last line cut short.
        Path cut = Files.createDirectories(work.resolve("versus-cut"));
        List<String> kept = new java.util.ArrayList<>(ResultsLines.unlinked(lines.subList(1, 6))); // as before chaining
        java.util.Collections.reverse(kept);
        Files.writeString(cut.resolve(JsonLinesStore.VERSUS_FILE), lines.get(0) + "\n" + String.join("\n", kept) + "\n"
                + lines.get(6).substring(0, lines.get(6).length() / 2));
        CliRun cutShort = CliRun.of("verify", cut.resolve(JsonLinesStore.VERSUS_FILE).toString());
        assertEquals(1, cutShort.code(), cutShort.out() + cutShort.err());
        assertEquals(List.of("refused line 7: it is cut short (a run ended while writing it); --resume plays its game"
                + " again", "5 of 5 versus games verified in " + cut.resolve(JsonLinesStore.VERSUS_FILE) + "; 0 refused,"
                + " 1 problem in the log"), cutShort.out().lines().toList());
        CliRun resumed = CliRun.of("versus", "--resume", "--out", cut.toString(), "--plugins", plugins.toString(),
                "--threads", "1");
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.out().startsWith("12 versus games, 7 played in this resume in "), resumed.out());
        assertEquals(games(whole), games(cut), "the same games, in the same order, as the run never interrupted");
        assertEquals(uninterrupted.out().lines().filter(l -> l.contains(" vs ")).toList(),
                resumed.out().lines().filter(l -> l.contains(" vs ")).toList(), "the same standings");
        CliRun verify = CliRun.of("verify", cut.resolve(JsonLinesStore.VERSUS_FILE).toString());
        assertEquals(0, verify.code(), verify.out() + verify.err());
        assertTrue(verify.out().contains("12 of 12 versus games verified"), verify.out());
    }

    @Test
    void versusRefusesAnEarlierFileWithoutResumeAndAResumeFlagThatDiffersNamesBothValues() throws Exception {
        Path out = work.resolve("versus-flags");
        List<String> first = List.of("versus", "--bots", "good,cheater", "--plugins", plugins.toString(), "--seeds",
                "quick", "--games", "2", "--pieces", "20", "--gauntlet", "cheater", "--out", out.toString());
        assertEquals(0, CliRun.of(first.toArray(String[]::new)).code());
        Path file = out.resolve(JsonLinesStore.VERSUS_FILE);
        String before = Files.readString(file);

        CliRun again = CliRun.of(first.toArray(String[]::new));
        assertEquals(Main.USAGE, again.code());
        assertEquals("arena versus: " + file + " exists (an earlier run); add --resume to keep its games and play"
                + " only the missing ones, or --force to start over (see 'arena versus --help')", again.err().strip());
        java.util.Map<List<String>, String> differing = java.util.Map.of(
                List.of("--games", "1"), "--games 1 differs from " + file + ", which holds 2",
                List.of("--gauntlet", "good"), "--gauntlet good differs from " + file + ", which holds cheater",
                List.of("--bots", "cheater,good"), "--bots cheater,good differs from " + file + ", which holds"
                        + " good,cheater",
                List.of("--pieces", "21"), "--pieces 21 differs from " + file + ": event versus was played with piece"
                        + " cap 20 there");
        for (var e : differing.entrySet()) {
            List<String> args = new java.util.ArrayList<>(List.of("versus", "--resume", "--out", out.toString(),
                    "--plugins", plugins.toString()));
            args.addAll(e.getKey());
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(Main.USAGE, run.code(), run.err());
            assertTrue(run.err().startsWith("arena versus: " + e.getValue()), run.err());
        }
        assertEquals(before, Files.readString(file), "nothing already done is lost");

        CliRun finished = CliRun.of("versus", "--resume", "--out", out.toString(), "--plugins", plugins.toString());
        assertEquals(0, finished.code(), finished.err());
        assertTrue(finished.out().startsWith("4 versus games, 0 played in this resume in "), finished.out());
        CliRun over = CliRun.of("versus", "--force", "--bots", "good,cheater", "--plugins", plugins.toString(),
                "--seeds", "quick", "--games", "1", "--pieces", "20", "--out", out.toString());
        assertEquals(0, over.code(), over.err());
        assertEquals(2, ResultsFile.read(file, ResultsStore.Kind.VERSUS).games().size(), "--force starts over");
    }

    @Test
    void aVersusRunWritesTheLeaderboardPageWithItsGauntletAndLeaderboardDirWritesTheSameFiles() throws Exception {
        Path out = work.resolve("versus-only");
        CliRun run = CliRun.of("versus", "--bots", "good,fingerprint,cheater", "--gauntlet", "good", "--plugins",
                plugins.toString(), "--seeds", "quick", "--games", "1", "--pieces", "20", "--threads", "2", "--out",
                out.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("\nagainst good:\n"), run.out());
        assertTrue(run.out().contains("leaderboard written to " + out + " (the versus standings)"), run.out());
        String html = Files.readString(out.resolve("leaderboard.html"));
        assertTrue(html.contains("<h2 id=\"versus\">Versus: versus</h2>"));
        assertTrue(html.contains("<h3>Against good</h3>"), "a gauntlet: one row per opponent");
        for (String bot : List.of("fingerprint", "cheater")) {
            assertTrue(html.contains("<tr><td class=\"bot\">" + bot + "</td><td class=\"n\">"), bot);
        }
        assertTrue(html.contains("\"label\":\"good vs cheater, seed #0: good wins (cheater failed: "),
                "games named by bots");
        assertTrue(!html.contains("Overall rating") && !html.contains("id=\"event-"), "no empty solo sections");
        String versusMd = Files.readString(out.resolve("versus.md"));
        assertTrue(versusMd.contains("| bot | W-D-L against good | score | 95% CI | games |"), versusMd);

        List<String> files = List.of("leaderboard.md", "leaderboard.json", "leaderboard.html");
        List<String> written = new java.util.ArrayList<>();
        for (String file : files) {
            written.add(Files.readString(out.resolve(file)));
            Files.delete(out.resolve(file));
        }
        CliRun rebuilt = CliRun.of("leaderboard", out.toString());
        assertEquals(0, rebuilt.code(), rebuilt.err());
        assertEquals("leaderboard written to " + out.toAbsolutePath() + " from 4 versus games", rebuilt.out().strip());
        for (int i = 0; i < files.size(); i++) {
            assertEquals(written.get(i), Files.readString(out.resolve(files.get(i))), files.get(i));
        }
        CliRun nothing = CliRun.of("leaderboard", work.resolve("plugins").toString());
        assertEquals(Main.USAGE, nothing.code());
        assertTrue(nothing.err().startsWith("arena leaderboard: no such results file: "
                + work.resolve("plugins").resolve("results.jsonl") + " (nor a versus.jsonl beside it)"), nothing.err());
        CliRun both = CliRun.of("leaderboard", out.toString(), "--results", out.resolve("results.jsonl").toString());
        assertEquals(Main.USAGE, both.code());
        assertTrue(both.err().startsWith("arena leaderboard: give the results folder or --results FILE, not both"),
                both.err());
        CliRun missing = CliRun.of("leaderboard", work.resolve("no-such-folder").toString());
        assertTrue(missing.err().startsWith("arena leaderboard: no such results folder: "
                + work.resolve("no-such-folder")), missing.err());
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

    @Test
    void twoShardsMergedByTheMergeCommandAreTheFileOfOneRun() throws Exception {
        String[] versus = {"versus", "--bots", "good,cheater,fingerprint", "--plugins", plugins.toString(), "--seeds",
            "quick", "--games", "2", "--pieces", "30", "--threads", "1"};
        Path whole = work.resolve("shards-whole");
        CliRun all = CliRun.of(with(versus, "--out", whole.toString()));
        assertEquals(0, all.code(), all.err());
        for (int k = 1; k <= 2; k++) {
            CliRun shard = CliRun.of(with(versus, "--out", work.resolve("shard" + k).toString(), "--shard", k + "/2"));
            assertEquals(0, shard.code(), shard.err());
            assertTrue(shard.err().contains(", shard " + k + "/2"), shard.err());
        }
        Path merged = work.resolve("shards-merged");
        CliRun merge = CliRun.of("merge", merged.toString(), work.resolve("shard1").toString(),
                work.resolve("shard2").toString());
        assertEquals(0, merge.code(), merge.err());
        assertTrue(merge.out().startsWith("12 versus games of run "), merge.out());
        List<VersusRecord> expected = ResultsStore.in(whole).read(ResultsStore.Kind.VERSUS).games();
        List<VersusRecord> got = ResultsStore.in(merged).read(ResultsStore.Kind.VERSUS).games();
        assertEquals(12, got.size());
        assertEquals(expected.stream().map(io.tetrisarena.arena.testkit.UntimedVersus::of).toList(),
                got.stream().map(io.tetrisarena.arena.testkit.UntimedVersus::of).toList());
        assertEquals(Files.readString(whole.resolve("versus.md")), Files.readString(merged.resolve("versus.md")));
        CliRun verify = CliRun.of("verify", merged.resolve(JsonLinesStore.VERSUS_FILE).toString());
        assertEquals(0, verify.code(), verify.out() + verify.err());
    }

    private static String[] with(String[] args, String... more) {
        List<String> all = new java.util.ArrayList<>(List.of(args));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
