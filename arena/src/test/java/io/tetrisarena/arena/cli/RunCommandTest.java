package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.ResultsLines;
import io.tetrisarena.arena.testkit.TestBots;
import io.tetrisarena.arena.tournament.GameKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tournaments run through the command line with real plugin jars of good and misbehaving test bots. */
class RunCommandTest {
    @TempDir
    static Path work;
    static Path plugins;
    static Path tinyEvent;

    @BeforeAll
    static void buildTestBotJarsAndATinyEvent() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.copyOf(TestBots.BODIES.keySet()));
        tinyEvent = TestBots.writeTinyEvent(work.resolve("tiny.json"), 50);
    }

    /**
     * Runs a tournament of the test bots, trusted: these tests pin the in-process referee. In a child JVM a
     * bot's first move also pays for the child's start-up CPU, which can pass the tiny event's 50 ms limit,
     * and a child never gets a backstop under 5 s; isolated bots have their own tests (MisbehavingBotsTest).
     */
    static List<GameRecord> run(Path out, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out", out.toString(),
                "--quiet", "--trust", String.join(",", TestBots.BODIES.keySet())));
        args.addAll(List.of(extra));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.code(), run.err());
        return sorted(ResultsFile.read(out.resolve("results.jsonl")).games());
    }

    static List<GameRecord> sorted(List<GameRecord> games) {
        return games.stream().sorted(Comparator.comparing(GameKey::of)).toList();
    }

    /** A record without its timings, which legitimately differ between runs. */
    static GameRecord untimed(GameRecord g) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(), g.seed(),
                g.outcome(), g.detail().replaceAll("\\d+ ms", "N ms"), g.pieces(), g.lines(), g.score(), g.tetrises(),
                g.tSpins(), g.garbageReceived(), g.highestStack(), 0, 0, g.moves());
    }

    @Test
    void recordsTheOutcomeOfEveryKindOfBot() throws Exception {
        // The wall backstop is ten minutes away, so only the CPU limit can end the burner, however busy
        // the machine; the sleeper, which only the backstop can end, has its own test.
        Path out = work.resolve("outcomes");
        List<String> bots = TestBots.BODIES.keySet().stream().filter(b -> !b.equals("sleeper")).toList();
        List<GameRecord> games = run(out, "--bots", String.join(",", bots), "--events", tinyEvent.toString(),
                "--seeds", "quick", "--games", "1", "--threads", "2", "--wall-backstop", "600000");
        Map<String, GameRecord> byBot = games.stream().collect(Collectors.toMap(GameRecord::botId, g -> g));
        assertEquals(Set.copyOf(bots), byBot.keySet());
        assertEquals(Outcome.PIECE_CAP, byBot.get("good").outcome());
        assertEquals(20, byBot.get("good").pieces());
        assertEquals(Outcome.EXCEPTION, byBot.get("thrower").outcome(), byBot.get("thrower").detail());
        assertEquals(3, byBot.get("thrower").pieces());
        assertTrue(byBot.get("thrower").detail().contains("IllegalStateException: boom"), byBot.get("thrower").detail());
        assertEquals(Outcome.ILLEGAL_MOVE, byBot.get("cheater").outcome());
        assertTrue(byBot.get("cheater").detail().contains("not among"), byBot.get("cheater").detail());
        assertEquals(Outcome.ILLEGAL_MOVE, byBot.get("silent").outcome());
        assertTrue(byBot.get("silent").detail().contains("null"), byBot.get("silent").detail());
        assertEquals(Outcome.TIMEOUT, byBot.get("burner").outcome());
        assertEquals(0, byBot.get("burner").pieces());
        assertTrue(byBot.get("burner").detail().matches("move 1: still thinking after \\d+ ms of CPU time \\(limit 50 ms\\)"),
                byBot.get("burner").detail());
        for (GameRecord g : games) {
            assertTrue(!g.detail().contains("\n"), "details are one line");
        }
        String log = Files.readString(out.resolve("arena.log"));
        assertTrue(log.contains("java.lang.IllegalStateException: boom") && log.contains("\tat "), log);
    }

    @Test
    void aBotThatNeverAnswersIsEndedByTheWallBackstopAndTheRunGoesOn() throws Exception {
        // The sleeper sleeps from its first move on and ignores interrupts: on one worker thread, each of its
        // games leaves that thread behind and a fresh one plays the next game. Nothing else runs under the
        // short backstop, so no honest move can be caught by it on a busy machine.
        List<GameRecord> games = run(work.resolve("sleeper"), "--bots", "sleeper", "--events",
                tinyEvent.toString(), "--seeds", "quick", "--games", "3", "--threads", "1", "--wall-backstop", "1000");
        assertEquals(3, games.size());
        for (GameRecord g : games) {
            assertEquals(Outcome.TIMEOUT, g.outcome());
            assertEquals(0, g.pieces());
            assertEquals("move 1: no answer within 1000 ms of wall time (the backstop)", g.detail());
        }
    }

    @Test
    void aWallBackstopOfZeroIsOneLineAndExitCodeTwo() {
        CliRun zero = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "good", "--event",
                tinyEvent.toString(), "--quiet", "--wall-backstop", "0");
        assertEquals(Main.USAGE, zero.code());
        assertEquals("arena play: --wall-backstop must be 1..2147483647, got 0 (see 'arena play --help')",
                zero.err().strip());
    }

    @Test
    void oneAndTwoThreadsGiveIdenticalRecords() throws Exception {
        String[] common = {"--bots", "good,thrower,cheater,silent", "--events", tinyEvent + ",classic",
                "--pieces", "25", "--seeds", "quick", "--games", "3"};
        List<GameRecord> one = run(work.resolve("t1"), concat(common, "--threads", "1"));
        List<GameRecord> two = run(work.resolve("t2"), concat(common, "--threads", "2"));
        assertEquals(24, one.size());
        assertEquals(one.stream().map(RunCommandTest::untimed).toList(),
                two.stream().map(RunCommandTest::untimed).toList());
    }

    @Test
    void resumingAfterATruncatedResultsFileEqualsAnUninterruptedRun() throws Exception {
        String[] common = {"--bots", "good,cheater", "--events", tinyEvent + ",classic", "--pieces", "30",
                "--seeds", "quick", "--games", "3", "--threads", "2"};
        List<GameRecord> whole = run(work.resolve("whole"), common);

        Path killed = Files.createDirectories(work.resolve("killed"));
        List<String> lines = Files.readAllLines(work.resolve("whole/results.jsonl"));
        List<String> kept = new ArrayList<>(lines.subList(0, 4));
        String cut = lines.get(4).substring(0, lines.get(4).length() / 2);
        Files.writeString(killed.resolve("results.jsonl"), String.join("\n", kept) + "\n" + cut);

        List<GameRecord> resumed = run(killed, concat(common, "--resume"));
        assertEquals(whole.stream().map(RunCommandTest::untimed).toList(),
                resumed.stream().map(RunCommandTest::untimed).toList());
        List<String> after = Files.readAllLines(killed.resolve("results.jsonl"));
        assertEquals(ResultsLines.unlinked(kept.subList(1, 4)), ResultsLines.unlinked(after.subList(1, 4)),
                "finished games are kept, not replayed");
        assertTrue(after.get(0).contains("\"resumed\":{\"at\":"), "the header says the file was resumed");
    }

    @Test
    void refusesToResumeAnotherTournamentsResults() throws Exception {
        Path out = work.resolve("other");
        run(out, "--bots", "good", "--events", tinyEvent.toString(), "--seeds", "quick", "--games", "1");
        CliRun again = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet",
                "--bots", "good", "--events", tinyEvent.toString(), "--seeds", "quick", "--games", "2", "--resume");
        assertEquals(Main.USAGE, again.code());
        String[] lines = again.errLines();
        String last = lines[lines.length - 1];
        assertEquals("arena run: --games 2 differs from " + out.resolve("results.jsonl") + ", which holds 1; leave"
                + " --games out to resume it, or use another --out folder (see 'arena run --help')", last);
        assertTrue(!again.err().contains("\tat "), "no stack trace");
    }

    @Test
    void playEndsEachSeedsGameAsTheTournamentRecordsIt() throws Exception {
        // play keeps no move list; what it prints of the game must still be the record's game, seed by seed.
        List<GameRecord> games = run(work.resolve("play-vs-run"), "--bots", "good", "--events", tinyEvent.toString(),
                "--seeds", "quick", "--games", "3", "--threads", "1");
        assertEquals(3, games.size());
        for (GameRecord g : games) {
            CliRun play = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "good", "--event",
                    tinyEvent.toString(), "--seeds", "quick", "--seed", Integer.toString(g.seedIndex()), "--quiet");
            assertEquals(0, play.code(), play.err());
            String expected = "good on tiny, seed #" + g.seedIndex() + " of quick: " + g.outcome() + " after "
                    + Flags.count(g.pieces(), "piece") + ", " + Flags.count(g.lines(), "line") + ", score " + g.score()
                    + " (";
            assertTrue(play.out().contains(expected), expected + " in " + play.out());
        }
    }

    @Test
    void playsReplaysAndSuggestsWithATestBot() throws Exception {
        CliRun play = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "good", "--event",
                tinyEvent.toString(), "--seed", "5", "--quiet");
        assertEquals(0, play.code(), play.err());
        assertTrue(play.out().contains("PIECE_CAP after 20 pieces"), play.out());

        Path out = work.resolve("replay");
        run(out, "--bots", "good", "--events", tinyEvent.toString(), "--seeds", "quick", "--games", "2");
        CliRun replay = CliRun.of("replay", "--results", out.resolve("results.jsonl").toString(), "--bot", "good",
                "--event", "tiny", "--seed", "1");
        assertEquals(0, replay.code(), replay.out() + replay.err());
        assertTrue(replay.out().contains("seed #1"), replay.out());

        Path board = work.resolve("board.txt");
        Files.writeString(board, "..........\n#########.\n#########.\n#########.\n#########.\n");
        CliRun suggest = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--board", board.toString(), "--queue", "I", "--json");
        assertEquals(0, suggest.code(), suggest.err());
        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(suggest.out());
        assertEquals(20, json.get("board").size());
        assertTrue(json.get("placement").asText().startsWith("I "), suggest.out());
        assertEquals("..........", json.get("board").get(19).asText(), "the upright I fills the well: a tetris");
        assertEquals(4, json.get("linesCleared").asInt());

        // The burner spends 400 ms of CPU on its move; classic allows 200 ms.
        CliRun burner = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "burner", "--event", "classic",
                "--board", board.toString(), "--queue", "I");
        assertEquals(1, burner.code(), burner.out());
        assertTrue(burner.err().matches("arena suggest: bot burner gave no move: still thinking after \\d+ ms of CPU"
                + " time \\(limit 200 ms\\)\\R"), burner.err());
    }

    @Test
    void readsTheTournamentFromAConfigFileWithFlagsWinning() throws Exception {
        Path config = work.resolve("tournament.json");
        Files.writeString(config, "{\"bots\": [\"good\", \"silent\"], \"events\": [\"" + tinyEvent.toString().replace("\\", "/")
                + "\"], \"seeds\": \"quick\", \"games\": 2, \"threads\": 1}");
        List<GameRecord> games = run(work.resolve("config"), "--config", config.toString(), "--games", "3");
        assertEquals(6, games.size());
        assertEquals(List.of("good", "silent"), games.stream().map(GameRecord::botId).distinct().sorted().toList());
    }

    @Test
    void listsLoadedBots() {
        CliRun bots = CliRun.of("bots", "--plugins", plugins.toString());
        assertEquals(0, bots.code());
        for (String id : TestBots.BODIES.keySet()) {
            assertTrue(bots.out().contains(id + ".jar"), bots.out());
        }
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(String[]::new);
    }
}
