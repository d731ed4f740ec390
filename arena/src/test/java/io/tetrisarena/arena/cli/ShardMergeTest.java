package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.results.JsonLinesStore;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.testkit.ResultsLines;
import io.tetrisarena.arena.testkit.TestBots;
import io.tetrisarena.arena.testkit.UntimedVersus;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.GameKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --shard K/N} and {@code merge}: the batch-scheduler path, with real test-bot jars. */
class ShardMergeTest {
    @TempDir
    static Path work;
    static Path plugins;
    static Path tinyEvent;

    @BeforeAll
    static void buildTestBotJars() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater", "thrower"));
        tinyEvent = TestBots.writeTinyEvent(work.resolve("tiny.json"), 50);
    }

    /** Runs the test tournament; a flag given in {@code extra} replaces the default one. */
    private static List<GameRecord> run(Path out, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out", out.toString(),
                "--quiet", "--trust", "good,cheater,thrower"));
        args.addAll(List.of(extra));
        String[] defaults = {"--events", tinyEvent + ",classic", "--bots", "good,cheater,thrower", "--pieces", "25",
            "--seeds", "quick", "--games", "3", "--threads", "2"};
        for (int i = 0; i < defaults.length; i += 2) {
            if (!args.contains(defaults[i])) {
                args.addAll(List.of(defaults[i], defaults[i + 1]));
            }
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.code(), run.err());
        return RunCommandTest.sorted(ResultsFile.read(out.resolve("results.jsonl")).games());
    }

    private static List<GameRecord> untimed(List<GameRecord> games) {
        return games.stream().map(RunCommandTest::untimed).toList();
    }

    @Test
    void threeShardsHoldEachGameOnceAndMergeIntoTheWholeTournament() throws Exception {
        List<GameRecord> whole = run(work.resolve("whole"));
        assertEquals(18, whole.size()); // 3 bots x 2 events x 3 seeds
        Set<GameKey> seen = new HashSet<>();
        List<Path> shards = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Path out = work.resolve("shard" + k);
            List<GameRecord> games = run(out, "--shard", k + "/3");
            // plan order is event, seed, bot: 18 positions, so each shard of 3 holds 6 games
            assertEquals(6, games.size(), "shard " + k);
            games.forEach(g -> assertTrue(seen.add(GameKey.of(g)), "game " + GameKey.of(g) + " in two shards"));
            assertEquals(k + "/3", ResultsFile.read(out.resolve("results.jsonl")).header().shard());
            shards.add(out);
        }
        String id = ResultsFile.read(work.resolve("whole/results.jsonl")).header().tournamentId();
        assertEquals(16, id.length());
        assertTrue(whole.stream().allMatch(g -> id.equals(g.tournament())), "every record names its tournament");

        Path merged = work.resolve("merged");
        CliRun merge = CliRun.of("merge", merged.toString(), shards.get(2).toString(),
                shards.get(0).resolve("results.jsonl").toString(), shards.get(1).toString());
        assertEquals(0, merge.code(), merge.err());
        ResultsStore.Contents<GameRecord> joined = ResultsFile.read(merged.resolve("results.jsonl"));
        assertEquals(id, joined.header().tournamentId());
        assertEquals(null, joined.header().shard());
        assertEquals(untimed(whole), untimed(RunCommandTest.sorted(joined.games())));
        assertTrue(Files.isRegularFile(merged.resolve("leaderboard.md")));
    }

    @Test
    void theFirstShardOfTwoPlaysTheEvenPlanPositions() throws Exception {
        List<GameRecord> first = run(work.resolve("half"), "--shard", "1/2", "--bots", "good", "--events",
                tinyEvent.toString());
        // one bot, one event: plan position = seed index, so shard 1/2 plays seeds 0 and 2
        assertEquals(List.of(0, 2), first.stream().map(GameRecord::seedIndex).toList());
    }

    @Test
    void mergeRefusesShardsOfDifferentTournamentsInOneLineWithExitTwo() throws Exception {
        Path a = work.resolve("a");
        Path b = work.resolve("b");
        run(a, "--shard", "1/2");
        run(b, "--shard", "2/2", "--pieces", "26"); // another piece cap: another tournament
        CliRun merge = CliRun.of("merge", work.resolve("ab").toString(), a.toString(), b.toString());
        assertEquals(Main.USAGE, merge.code());
        assertEquals(1, merge.errLines().length, merge.err());
        assertTrue(merge.err().contains("merge joins shards of one tournament"), merge.err());
        assertTrue(!Files.exists(work.resolve("ab/results.jsonl")), "nothing written");
    }

    @Test
    void mergeRefusesAMissingShardByName() throws Exception {
        Path a = work.resolve("only");
        run(a, "--shard", "1/2");
        CliRun merge = CliRun.of("merge", work.resolve("lonely").toString(), a.toString());
        assertEquals(Main.USAGE, merge.code());
        assertTrue(merge.err().contains("shard 2/2 missing"), merge.err());
    }

    @Test
    void aMalformedShardIsOneLineAndExitTwo() {
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--out", work.resolve("bad").toString(),
                "--shard", "3/2");
        assertEquals(Main.USAGE, run.code());
        assertTrue(run.err().contains("1 <= K <= N"), run.err());
    }

    /** The standard events on one official seed: a standard tournament, so it plays its versus round. */
    private static final String[] STANDARD = {"--events", "marathon,survival,classic", "--seeds", "official",
        "--games", "1"};

    private static List<VersusRecord> versusGames(Path out) throws Exception {
        return ResultsStore.in(out).read(ResultsStore.Kind.VERSUS).games().stream().map(UntimedVersus::of).toList();
    }

    @Test
    void theStandardRunsVersusRoundIsShardedWithItAndMergeJoinsBothIntoOneLeaderboard() throws Exception {
        Path whole = work.resolve("standard-whole");
        List<GameRecord> all = run(whole, STANDARD);
        List<VersusRecord> allVersus = versusGames(whole);
        assertEquals(12, allVersus.size(), "three pairings (no attacker: a round robin), two seeds, both sides");

        List<Path> shards = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            Path out = work.resolve("standard-shard" + k);
            run(out, with(STANDARD, "--shard", k + "/2"));
            assertEquals(6, versusGames(out).size(), "shard " + k + " plays half the versus round");
            assertEquals(k + "/2", ResultsStore.in(out).read(ResultsStore.Kind.VERSUS).header().shard());
            shards.add(out);
        }
        Path merged = work.resolve("standard-merged");
        CliRun merge = CliRun.of("merge", merged.toString(), shards.get(1).toString(), shards.get(0).toString());
        assertEquals(0, merge.code(), merge.err());
        assertEquals(all.stream().map(RunCommandTest::untimed).toList(), RunCommandTest.sorted(ResultsFile.read(
                merged.resolve("results.jsonl")).games()).stream().map(RunCommandTest::untimed).toList());
        assertEquals(allVersus, versusGames(merged));
        assertTrue(Files.readString(merged.resolve("leaderboard.md")).contains("## Versus"),
                "the merged leaderboard has its versus section");
    }

    @Test
    void runResumeFinishesAVersusRoundCutShortWithoutReplayingItsGames() throws Exception {
        Path whole = work.resolve("round-whole");
        run(whole, STANDARD);
        Path file = whole.resolve(JsonLinesStore.VERSUS_FILE);
        List<String> lines = Files.readAllLines(file);
        List<VersusRecord> expected = versusGames(whole);
        // killed after 5 versus games, in the middle of the 6th
        Files.writeString(file, String.join("\n", lines.subList(0, 6)) + "\n" + lines.get(6).substring(0, 30));
        List<String> args = new ArrayList<>(List.of("run", "--resume", "--out", whole.toString(), "--plugins",
                plugins.toString(), "--quiet", "--trust", "good,cheater,thrower", "--pieces", "25"));
        CliRun resumed = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.out().contains("12 versus games, 7 played in this resume"), resumed.out());
        assertEquals(ResultsLines.unlinked(lines.subList(1, 6)), ResultsLines.unlinked(Files.readAllLines(file).subList(1, 6)),
                "the 5 finished games are kept");
        assertEquals(expected, versusGames(whole));
    }

    private static String[] with(String[] args, String... more) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
