package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.testkit.ResultsLines;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Adding bots to an existing results file, and never overwriting one by accident. */
class IncrementalRunTest {
    @TempDir
    static Path work;
    static Path plugins;

    @BeforeAll
    static void buildTestBots() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater", "thrower"));
    }

    private static CliRun run(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out", out.toString(),
                "--quiet", "--events", "classic", "--pieces", "12", "--seeds", "quick", "--games", "3",
                "--threads", "2"));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static List<String> gameLines(Path out) throws Exception {
        return Files.readAllLines(out.resolve("results.jsonl")).stream().filter(l -> l.startsWith("{\"game\"")).toList();
    }

    @Test
    void resumingWithAnAddedBotPlaysOnlyItsGamesAndRebuildsTheLeaderboard() throws Exception {
        Path out = work.resolve("added");
        assertEquals(0, run(out, "--bots", "good").code());
        List<String> before = gameLines(out);
        assertEquals(3, before.size());

        CliRun added = run(out, "--bots", "good,cheater", "--resume");
        assertEquals(0, added.code(), added.err());
        assertTrue(added.err().contains("bot cheater is new: playing its games"), added.err());
        List<String> after = gameLines(out);
        assertEquals(6, after.size());
        assertEquals(ResultsLines.unlinked(before), ResultsLines.unlinked(after.subList(0, 3)),
                "good's games are kept byte for byte (but for the link to the rewritten header), timings included");
        ResultsStore.Contents<GameRecord> contents = ResultsFile.read(out.resolve("results.jsonl"));
        assertEquals(List.of("good", "cheater"), contents.header().bots().stream().map(b -> b.id()).toList());
        assertEquals(3, contents.games().stream().filter(g -> g.botId().equals("cheater")).count());
        String board = Files.readString(out.resolve("leaderboard.md"));
        assertTrue(board.contains("cheater") && board.contains("good"), board);

        Path fresh = work.resolve("fresh");
        assertEquals(0, run(fresh, "--bots", "good,cheater").code());
        assertEquals(untimed(ResultsFile.read(fresh.resolve("results.jsonl")).games()), untimed(contents.games()),
                "the same games as one run with both bots");
    }

    @Test
    void resumingWithoutABotOfTheResultsRefusesAndKeepsTheFile() throws Exception {
        Path out = work.resolve("dropped");
        assertEquals(0, run(out, "--bots", "good,thrower").code());
        String file = Files.readString(out.resolve("results.jsonl"));
        CliRun dropped = run(out, "--bots", "good", "--resume");
        assertEquals(Main.USAGE, dropped.code());
        String[] lines = dropped.errLines();
        assertTrue(lines[lines.length - 1].contains("has games of thrower, which this run does not enter"),
                dropped.err());
        assertEquals(file, Files.readString(out.resolve("results.jsonl")));
    }

    @Test
    void aPlainRunOntoEarlierResultsRefusesUnlessForced() throws Exception {
        Path out = work.resolve("again");
        assertEquals(0, run(out, "--bots", "good").code());
        String file = Files.readString(out.resolve("results.jsonl"));
        CliRun again = run(out, "--bots", "good,cheater");
        assertEquals(Main.USAGE, again.code());
        assertEquals(List.of("arena run: " + out.resolve("results.jsonl") + " exists (an earlier run); add --resume to"
                + " keep its games and play only the missing ones, or --force to start over (see 'arena run --help')"),
                List.of(again.errLines()));
        assertEquals(file, Files.readString(out.resolve("results.jsonl")), "nothing is overwritten");

        CliRun forced = run(out, "--bots", "cheater", "--force");
        assertEquals(0, forced.code(), forced.err());
        assertEquals(List.of("cheater"), ResultsFile.read(out.resolve("results.jsonl")).games().stream()
                .map(GameRecord::botId).distinct().toList());
    }

    private static List<GameRecord> untimed(List<GameRecord> games) {
        return games.stream().map(RunCommandTest::untimed)
                .sorted(java.util.Comparator.comparing(io.tetrisarena.arena.tournament.GameKey::of)).toList();
    }
}
