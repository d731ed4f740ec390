package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game the arena cut short ({@link Outcome#ARENA_FAULT}: its bot's sandbox killed from outside, see
 * {@code SpawnedBotsTest}) is not the bot's: it counts for nothing in the bot's standing, and
 * {@code run --resume} plays it again.
 */
class ArenaFaultBotsTest {
    @TempDir
    Path work;

    private static String run(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = io.tetrisarena.arena.cli.Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        assertEquals(0, code, e.toString(StandardCharsets.UTF_8));
        return o.toString(StandardCharsets.UTF_8);
    }

    private static List<GameRecord> games(Path out) throws Exception {
        List<GameRecord> games = new ArrayList<>(ResultsFile.read(out.resolve("results.jsonl")).games());
        games.sort(Comparator.comparing(GameRecord::seedIndex));
        return games;
    }

    @Test
    void aGameEndedByAnArenaFaultIsPlayedAgainOnResume() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good"));
        Path event = TestBots.writeTinyEvent(work.resolve("tiny.json"), 250);
        Path out = work.resolve("out");
        String[] args = {"run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet", "--events",
            event.toString(), "--seeds", "quick", "--games", "2", "--threads", "1", "--no-versus"};
        run(args);
        List<GameRecord> played = games(out);
        assertEquals(List.of(Outcome.PIECE_CAP, Outcome.PIECE_CAP), played.stream().map(GameRecord::outcome).toList());

        // The first game as the arena records a sandbox killed from outside during it.
        Path file = out.resolve("results.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int first = -1;
        for (int i = 0; i < lines.size() && first < 0; i++) {
            if (lines.get(i).contains("\"PIECE_CAP\"") && lines.get(i).contains("\"seedIndex\":0")) {
                first = i;
            }
        }
        assertTrue(first > 0, String.join("\n", lines));
        lines.set(first, lines.get(first).replace("\"PIECE_CAP\"", "\"ARENA_FAULT\""));
        // The arena writes such a record itself; here it is made by hand, so the file's chain is made again too.
        Files.write(file, io.tetrisarena.arena.testkit.ResultsLines.rechained(lines));
        assertEquals(Outcome.ARENA_FAULT, games(out).get(0).outcome());
        var faulty = ResultsFile.read(file);
        io.tetrisarena.arena.leaderboard.Leaderboard.Standing standing = io.tetrisarena.arena.leaderboard
                .LeaderboardBuilder.build(faulty.header(), faulty.games(), 1).events().get(0).standings().get(0);
        assertEquals(1, standing.games(), "the game the arena cut short counts for nothing in the bot's standing");
        assertEquals(played.get(1).score(), standing.mean().value(), 1e-9);

        String resumed = run("run", "--resume", "--out", out.toString(), "--plugins", plugins.toString(), "--quiet");
        assertTrue(resumed.contains("1 played in this resume"), resumed);
        List<GameRecord> after = games(out);
        assertEquals(List.of(Outcome.PIECE_CAP, Outcome.PIECE_CAP), after.stream().map(GameRecord::outcome).toList());
        assertEquals(played.get(0).moves(), after.get(0).moves(), "the game played again is the same game");
    }
}
