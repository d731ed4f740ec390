package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import io.tetrisarena.arena.tournament.Shard;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where runs go, resuming a run by its folder alone, the folder's lock and what an interrupted run says. */
class RunFolderTest {
    /** Sleeps through part of each move (no CPU), so a run of it lasts long enough to be interrupted. */
    private static final String SLOW = "try { Thread.sleep(25); } catch (InterruptedException e) { } return lowest(o);";

    @TempDir
    static Path work;
    static Path plugins;

    @BeforeAll
    static void buildAGoodACheatingAndASlowBot() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater"));
        String slow = TestBots.className("slow");
        Path classes = PluginJars.compile(work, Map.of(slow, TestBots.source("slow", SLOW, null)));
        PluginJars.jar(plugins.resolve("slow.jar"), PluginJars.manifest("slow", ">=1.0.0 & <2.0.0"), classes,
                List.of(slow), Map.of());
    }

    /** The arguments of a run of the slow and the good bot: 2 x 30 games of 5 pieces. */
    private static List<String> slowRun(Path out) {
        return List.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet", "--trust",
                "good,slow", "--bots", "good,slow", "--events", "classic", "--pieces", "5", "--seeds", "training",
                "--games", "30", "--threads", "1");
    }

    /** The whole lines of a results file that hold a record under {@code key} ("game" or "versus"). */
    private static int gamesIn(Path results, String key) throws Exception {
        if (!Files.exists(results)) {
            return 0;
        }
        return (int) Files.readAllLines(results, StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("{\"" + key + "\"") && l.endsWith("}")).count();
    }

    /**
     * Starts {@code arena ARGS} in a process of its own, lets {@code whilePlaying} look at it once three games are
     * in {@code results}, stops it as Ctrl-C does, and returns the line it printed on being interrupted.
     */
    private static String stopAfterThreeGames(List<String> args, Path results, String key,
                                              java.util.function.Consumer<Process> whilePlaying) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(args);
        Path err = Files.createTempFile(work, "stopped", ".err");
        Process run = new ProcessBuilder(command).redirectError(err.toFile())
                .redirectOutput(Files.createTempFile(work, "stopped", ".out").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (gamesIn(results, key) < 3 && run.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(run.isAlive(), "the run is still playing when it is stopped");
            whilePlaying.accept(run);
            run.destroy(); // SIGTERM, which runs the shutdown hooks as Ctrl-C does
            assertTrue(run.waitFor(60, TimeUnit.SECONDS));
        } finally {
            run.destroyForcibly();
        }
        return Files.readString(err).lines().filter(l -> l.startsWith("interrupted: ")).findFirst()
                .orElseThrow(() -> new AssertionError("no interrupt message in " + err));
    }

    private static List<GameRecord> untimed(Path out) throws Exception {
        return RunCommandTest.sorted(ResultsFile.read(out.resolve("results.jsonl")).games()).stream()
                .map(RunCommandTest::untimed).toList();
    }

    @Test
    void aRunWithoutOutGoesUnderRunsNamedByItsEventsAndSeeds() {
        List<io.tetrisarena.arena.event.Event> standard = Events.DEFAULT.stream().map(Events::load).toList();
        assertEquals(Path.of("runs", "standard"), RunFolder.defaultFolder(standard, "official", Shard.ALL));
        assertEquals(Path.of("runs", "marathon+survival+classic-quick"),
                RunFolder.defaultFolder(standard, "quick", Shard.ALL));
        assertEquals(Path.of("runs", "classic-official-shard-2-of-3"),
                RunFolder.defaultFolder(List.of(Events.load("classic")), "official", Shard.parse("2/3")));
        assertEquals(Path.of("runs", "literature-sealed-5"),
                RunFolder.defaultFolder(List.of(Events.load("literature")), "sealed:5", Shard.ALL));
    }

    @Test
    void resumingByFolderAfterAnInterruptEqualsAnUninterruptedRun() throws Exception {
        Path whole = work.resolve("whole");
        CliRun uninterrupted = CliRun.of(slowRun(whole).toArray(String[]::new));
        assertEquals(0, uninterrupted.code(), uninterrupted.err());

        Path out = work.resolve("interrupted");
        Path results = out.resolve("results.jsonl");
        String message = stopAfterThreeGames(slowRun(out), results, "game", run -> {
            CliRun second = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--resume",
                    "--quiet");
            assertEquals(Main.USAGE, second.code(), second.err());
            assertEquals("arena run: another run is writing into " + out + " (process " + run.pid() + "); wait for"
                    + " it to end, or give another --out folder (see 'arena run --help')",
                    second.errLines()[second.errLines().length - 1]);
        });
        int kept = gamesIn(results, "game");
        assertTrue(kept >= 3 && kept < 60, kept + " games kept");
        String resume = RunFolder.launcher() + " run --resume --out " + out + " --plugins " + plugins
                + " --trust good,slow --quiet";
        assertTrue(message.matches("interrupted: \\d+ games are kept in " + results + "; resume with: .*"), message);
        assertTrue(message.endsWith("; resume with: " + resume), message);

        // The exact command printed, flags the results header does not hold only: the rest comes from the folder.
        String[] args = resume.substring(RunFolder.launcher().length() + 1).split(" ");
        CliRun resumed = CliRun.of(args);
        assertEquals(0, resumed.code(), resumed.err());
        assertEquals(untimed(whole), untimed(out), "the same games as the run never interrupted");
        String summary = resumed.out().lines().filter(l -> l.startsWith("60 games, ")).findFirst().orElseThrow();
        assertTrue(summary.matches("60 games, " + (60 - kept) + " played in this resume in \\d+\\.\\d s \\(\\d+\\.\\d s in"
                + " total with the earlier runs\\); results in .*"), summary);
        assertTrue(Files.readString(out.resolve("leaderboard.md")).matches("(?s).* · wall time total \\d+\\.\\d s \\(the"
                + " last resume \\d+\\.\\d s\\) · .*"), "the leaderboard labels both");
        ResultsStore.Contents<GameRecord> contents = ResultsFile.read(results);
        assertTrue(contents.header().resumed().earlierWallSeconds() > 0, "the interrupted run's time is counted");
    }

    @Test
    void aVersusRunStoppedAfterSomeGamesAndResumedByTheCommandItPrintsPlaysTheSameGames() throws Exception {
        List<String> slowVersus = List.of("versus", "--plugins", plugins.toString(), "--trust", "good,slow", "--bots",
                "good,slow", "--pieces", "5", "--seeds", "training", "--games", "15", "--threads", "1");
        Path whole = work.resolve("versus-whole");
        List<String> wholeArgs = new ArrayList<>(slowVersus);
        wholeArgs.addAll(List.of("--out", whole.toString()));
        CliRun uninterrupted = CliRun.of(wholeArgs.toArray(String[]::new));
        assertEquals(0, uninterrupted.code(), uninterrupted.err());

        Path out = work.resolve("versus-stopped");
        Path results = out.resolve("versus.jsonl");
        List<String> args = new ArrayList<>(slowVersus);
        args.addAll(List.of("--out", out.toString()));
        String message = stopAfterThreeGames(args, results, "versus", run -> { });
        int kept = gamesIn(results, "versus");
        assertTrue(kept >= 3 && kept < 30, kept + " games kept");
        String resume = RunFolder.launcher() + " versus --resume --out " + out + " --plugins " + plugins
                + " --trust good,slow --threads 1";
        assertTrue(message.matches("interrupted: \\d+ games are kept in " + results + "; resume with: .*"), message);
        assertTrue(message.endsWith("; resume with: " + resume), message);

        CliRun resumed = CliRun.of(resume.substring(RunFolder.launcher().length() + 1).split(" "));
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.out().startsWith("30 versus games, " + (30 - kept) + " played in this resume in "),
                resumed.out());
        assertEquals(VersusCommandTest.games(whole), VersusCommandTest.games(out), "the same games as the run never interrupted");
    }

    @Test
    void aResumeFlagThatDiffersFromTheFolderNamesBothValues() throws Exception {
        Path out = work.resolve("differs");
        List<String> first = List.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet",
                "--bots", "good", "--events", "classic", "--pieces", "6", "--seeds", "quick", "--games", "2");
        assertEquals(0, CliRun.of(first.toArray(String[]::new)).code());
        String file = out.resolve("results.jsonl").toString();
        String before = Files.readString(out.resolve("results.jsonl"));
        Map<List<String>, String> differing = Map.of(
                List.of("--games", "3"), "--games 3 differs from " + file + ", which holds 2; leave --games out to"
                        + " resume it, or use another --out folder",
                List.of("--seeds", "official"), "--seeds official differs from " + file + ", which holds quick; leave"
                        + " --seeds out to resume it, or use another --out folder",
                List.of("--events", "marathon"), "--events marathon differs from " + file + ", which holds classic;"
                        + " leave --events out to resume it, or use another --out folder",
                List.of("--pieces", "7"), "--pieces 7 differs from " + file + ": event classic was played with piece"
                        + " cap 6 there; leave --pieces out to resume it");
        for (Map.Entry<List<String>, String> flag : differing.entrySet()) {
            List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out",
                    out.toString(), "--quiet", "--resume"));
            args.addAll(flag.getKey());
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(Main.USAGE, run.code(), run.err());
            assertEquals(List.of("arena run: " + flag.getValue() + " (see 'arena run --help')"),
                    List.of(run.errLines()));
        }
        assertEquals(before, Files.readString(out.resolve("results.jsonl")), "nothing already done is lost");

        // Flags that agree with the folder are fine; the cap comes from the folder even with --events given.
        CliRun same = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet", "--resume",
                "--games", "2", "--events", "classic", "--seeds", "quick");
        assertEquals(0, same.code(), same.err());
        assertTrue(same.out().startsWith("2 games, 0 played in this resume in "), same.out());
        assertEquals(Events.load("classic").withPieceCap(6), io.tetrisarena.arena.event.Events.parse(ResultsFile.read(
                out.resolve("results.jsonl")).header().events().get(0).definitionJson(), "header"));
    }

    @Test
    void trustingAnUnknownNameIsAnErrorWithASuggestion() {
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--out", work.resolve("trust").toString(),
                "--trust", "goood");
        assertEquals(Main.USAGE, run.code());
        assertEquals(List.of("arena run: --trust goood: no bot, plugin or jar of that name in " + plugins
                + "; did you mean 'good'? (see 'arena run --help')"), List.of(run.errLines()));
        assertFalse(Files.exists(work.resolve("trust")));
        CliRun bots = CliRun.of("bots", "--plugins", plugins.toString(), "--trust", "good.jar,nothing");
        assertEquals(Main.USAGE, bots.code());
        assertTrue(bots.errLines()[0].startsWith("arena bots: --trust nothing: no bot, plugin or jar"), bots.err());
    }

    @Test
    void aFailureSummaryNamesTheLogOnlyWhenThereIsOne() throws Exception {
        Path out = work.resolve("cheats");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet", "--bots",
                "cheater", "--trust", "cheater", "--events", "classic", "--seeds", "quick", "--games", "2");
        assertEquals(0, run.code(), run.err());
        assertFalse(Files.exists(out.resolve("arena.log")));
        String summary = run.out().lines().findFirst().orElseThrow();
        assertTrue(summary.endsWith("; 2 games ended by a bot failure"), summary);
    }

    @Test
    void theInterruptMessageCountsTheGamesInTheResultsFile() {
        Path out = Path.of("runs", "x");
        String cmd = "java -jar arena/target/arena.jar run --resume --out runs/x";
        try (RunFolder.Interrupt interrupt = new RunFolder.Interrupt(out, cmd, System.err)) {
            String nl = System.lineSeparator();
            assertEquals(nl + "interrupted before the games began; resume with: " + cmd, interrupt.message(out, cmd));
            io.tetrisarena.arena.tournament.Progress counting = interrupt.counting(
                    io.tetrisarena.arena.tournament.Progress.SILENT);
            counting.start(10, 0);
            counting.gameDone(null);
            assertEquals(nl + "interrupted: 1 game is kept in " + out.resolve("results.jsonl") + "; resume with: " + cmd,
                    interrupt.message(out, cmd));
            counting.start(10, 3);
            counting.gameDone(null);
            assertEquals(nl + "interrupted: 4 games are kept in " + out.resolve("results.jsonl") + "; resume with: "
                    + cmd, interrupt.message(out, cmd), "the resumed file's games count too");
        }
    }

    @Test
    void theInterruptMessageOfAVersusRunCountsItsGamesInVersusJsonl() {
        Path out = Path.of("runs", "v");
        String cmd = "java -jar arena/target/arena.jar versus --resume --out runs/v";
        try (RunFolder.Interrupt interrupt = new RunFolder.Interrupt(out, ResultsStore.Kind.VERSUS, cmd, System.err)) {
            io.tetrisarena.arena.tournament.Progress counting = interrupt.counting(
                    io.tetrisarena.arena.tournament.Progress.SILENT);
            counting.start(12, 5);
            counting.versusGameDone(40);
            assertEquals(System.lineSeparator() + "interrupted: 6 games are kept in " + out.resolve("versus.jsonl")
                    + "; resume with: " + cmd, interrupt.message(out, cmd));
        }
    }

    @Test
    void aLockLeftByAnEndedRunDoesNotBlockTheNext() throws Exception {
        Path out = work.resolve("locked");
        try (RunFolder.Lock held = RunFolder.lock(out)) {
            CliRun blocked = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet",
                    "--bots", "good", "--events", "classic", "--pieces", "3", "--seeds", "quick", "--games", "1");
            assertEquals(Main.USAGE, blocked.code());
            assertTrue(blocked.errLines()[0].startsWith("arena run: another run is writing into " + out), blocked.err());
        }
        assertTrue(Files.exists(out.resolve(RunFolder.LOCK_FILE)), "the lock file stays; only its lock counts");
        CliRun next = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet",
                "--bots", "good", "--events", "classic", "--pieces", "3", "--seeds", "quick", "--games", "1");
        assertEquals(0, next.code(), next.err());
        assertTrue(Arrays.stream(next.out().split("\n")).anyMatch(l -> l.startsWith("1 game in ")), next.out());
    }

    @Test
    void theResumeCommandNamesTheJarByAnAbsolutePath() {
        String launcher = RunFolder.launcher();
        assertTrue(launcher.startsWith("java -jar /"), launcher);
        assertTrue(launcher.endsWith("/arena.jar"), launcher);
        assertEquals(java.nio.file.Path.of(launcher.substring("java -jar ".length())).normalize().toString(),
                launcher.substring("java -jar ".length()));
    }
}
