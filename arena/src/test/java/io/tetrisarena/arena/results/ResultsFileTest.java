package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsFileTest {
    @TempDir
    Path dir;

    static final TournamentHeader HEADER = new TournamentHeader("dev", "1.0.0",
            List.of(new TournamentHeader.EventInfo("e", "d", "score", true, "{}", "ab")), "quick", "cc", 2,
            List.of(new TournamentHeader.BotEntry("b", "B", "1", "me", "p", "ff", "in-process")), 2, "2026-01-01T00:00:00Z", "jvm");

    static GameRecord game(int seedIndex) {
        return new GameRecord("b", "1", "ff", "e", "quick", seedIndex, 100 + seedIndex, Outcome.PIECE_CAP, "", 10, 4,
                800, 1, 0, 0, 6, 0.5, 1.25, "T24,1f hI01,0");
    }

    @Test
    void writesHeaderGamesAndFooterAndReadsThemBack() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, HEADER, List.of(game(0)))) {
            w.append(game(1));
            w.footer(12.5);
        }
        ResultsStore.Contents<GameRecord> c = ResultsFile.read(file);
        assertEquals(HEADER, c.header());
        assertEquals(List.of(game(0), game(1)), c.games());
        assertEquals(12.5, c.wallSeconds());
        assertFalse(c.truncated());
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.get(1).startsWith("{\"game\":{\"prev\":\"" + ResultsFile.sha256(lines.get(0).getBytes(
                java.nio.charset.StandardCharsets.UTF_8)) + "\",\"botId\":\"b\""), lines.get(1));
        assertTrue(c.chained());
        assertEquals(List.of(), c.problems());
    }

    @Test
    void skipsACutShortLastLine() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, HEADER, List.of(game(0), game(1)))) {
            w.append(game(2));
        }
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 40));
        ResultsStore.Contents<GameRecord> c = ResultsFile.read(file);
        assertEquals(List.of(game(0), game(1)), c.games());
        assertTrue(c.truncated());
        assertTrue(Double.isNaN(c.wallSeconds()));
    }

    @Test
    void refusesABadLineInTheMiddle() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, HEADER, List.of(game(0)))) {
            w.append(game(1));
        }
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
        lines.set(1, "{oops");
        Files.write(file, lines);
        ResultsStore.FormatException e = assertThrows(ResultsStore.FormatException.class,
                () -> ResultsFile.read(file));
        assertTrue(e.getMessage().endsWith("line 2 is not valid JSON"), e.getMessage());
    }

    @Test
    void writesEachRecordAsTheCleanedUtf8OfItsJsonTextLinkedToTheLineBefore() throws Exception {
        String plainMoves = "T24,1f hI01,0 ".repeat(400).strip();
        String emoji = "\uD83D\uDE00";
        List<GameRecord> games = List.of(
                record("", plainMoves),
                record("lone \uD83D and \uDE00 halves, a pair " + emoji + ", caf\u00E9", plainMoves),
                // Long texts that need escaping or are not ASCII take the generator's own path.
                record("short", plainMoves.replace('f', '"')),
                record("short", plainMoves + " \u00E9" + emoji),
                record("x".repeat(9_000) + "\uD83D" + emoji.repeat(5_000) + "\uDE00", "T24,1f"),
                record(null, plainMoves));
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, HEADER, games.subList(0, 2))) {
            for (GameRecord g : games.subList(2, games.size())) {
                w.append(g);
            }
        }
        byte[] written = Files.readAllBytes(file);
        int lineEnd = indexOf(written, 0);
        int at = lineEnd + 1;
        byte[] previous = java.util.Arrays.copyOfRange(written, 0, lineEnd);
        for (GameRecord g : games) {
            com.fasterxml.jackson.databind.node.ObjectNode body = io.tetrisarena.arena.text.JsonTrees.object();
            body.put("prev", ResultsFile.sha256(previous));
            body.setAll(RecordTrees.of(g));
            com.fasterxml.jackson.databind.node.ObjectNode node = io.tetrisarena.arena.text.JsonTrees.object();
            node.set("game", body);
            byte[] expected = BotText.of(io.tetrisarena.arena.text.JsonTrees.write(node))
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8);
            lineEnd = indexOf(written, at);
            byte[] line = java.util.Arrays.copyOfRange(written, at, lineEnd);
            org.junit.jupiter.api.Assertions.assertArrayEquals(expected, line, "the record of " + g.detail());
            previous = line;
            at = lineEnd + 1;
        }
        assertEquals(written.length, at);
        assertEquals(games.size(), ResultsFile.read(file).games().size());
    }

    private static GameRecord record(String detail, String moves) {
        return new GameRecord("b", "1", "ff", "e", "quick", 0, 100, Outcome.TOPPED_OUT, detail, 10, 4, 800, 1, 0, 0,
                6, 0.5, 1.25, moves);
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    @Test
    void readsBackAGameWhoseMovesAreLongerThanJacksonsDefaultStringLimit() throws Exception {
        // A game of millions of pieces (the 10x20 research game) writes one move string of tens of megabytes.
        String moves = "T24,1f ".repeat(3_000_000).strip();
        GameRecord longGame = new GameRecord("b", "1", "ff", "e", "quick", 0, 100, Outcome.PIECE_CAP, "", 3_000_000,
                1_200_000, 0, 0, 0, 0, 6, 0.01, 1.25, moves);
        assertTrue(moves.length() > 20_000_000, "longer than Jackson's default limit of 20,000,000 characters");
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, HEADER, List.of(game(0)))) {
            w.append(longGame);
        }
        ResultsStore.Contents<GameRecord> contents = ResultsFile.read(file);
        // Compared without printing: a failure message holding the move string would be 21 MB long.
        assertEquals(2, contents.games().size(), "the long game was dropped as if cut short");
        assertFalse(contents.truncated());
        assertTrue(longGame.equals(contents.games().get(1)), "the long game read back differs");
    }
}
