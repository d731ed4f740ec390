package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.ResultsStore.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JSON-lines store: the store's contract, and what it writes where. */
class JsonLinesStoreTest extends ResultsStoreContract {
    @TempDir
    Path dir;

    @Override
    protected ResultsStore store() {
        return JsonLinesStore.in(dir);
    }

    @Override
    protected void tearLastRecord(Kind<?> kind) throws IOException {
        Path file = JsonLinesStore.in(dir).path(kind);
        String text = Files.readString(file);
        int lastLine = text.lastIndexOf('\n', text.length() - 2) + 1;
        Files.writeString(file, text.substring(0, lastLine + (text.length() - lastLine) / 2));
    }

    static VersusRecord versus(int seedIndex, boolean swapped) {
        return new VersusRecord("versus", "quick", seedIndex, 7 + seedIndex, swapped, List.of(
                new VersusRecord.Side("a", "1", "aa", Outcome.TOPPED_OUT, "", 2, 0, 0, 0, 0, 4, 0, 0, 0.5, 1, "T24,1f hI01,0"),
                new VersusRecord.Side("b", "1", "bb", Outcome.PIECE_CAP, "", 2, 4, 4, 0, 4, 0, 0, 1, 0.5, 1, "I01,0 T24,1f")),
                1, "topped out", 2);
    }

    @Test
    void keepsTheGamesAndTheVersusGamesInTheirOwnFilesOfTheFolder() throws Exception {
        JsonLinesStore store = JsonLinesStore.in(dir);
        assertFalse(store.has(Kind.GAMES));
        assertFalse(store.has(Kind.VERSUS));
        try (ResultsStore.Writer<GameRecord> w = store.create(Kind.GAMES, ResultsFileTest.HEADER, null,
                List.of(ResultsFileTest.game(0)))) {
            w.append(ResultsFileTest.game(1));
            w.footer(2.5);
        }
        store.write(Kind.VERSUS, ResultsFileTest.HEADER, "a", List.of(versus(0, false), versus(0, true)),
                ResultsStore.Footer.of(1.5));
        assertEquals(dir.resolve("results.jsonl"), store.path(Kind.GAMES));
        assertEquals(dir.resolve("versus.jsonl"), store.path(Kind.VERSUS));
        assertTrue(store.has(Kind.GAMES));
        assertTrue(store.has(Kind.VERSUS));
        assertEquals(List.of("results.jsonl", "versus.jsonl"), Files.list(dir).map(p -> p.getFileName().toString())
                .sorted().toList());

        ResultsStore.Contents<GameRecord> games = store.read(Kind.GAMES);
        assertEquals(List.of(ResultsFileTest.game(0), ResultsFileTest.game(1)), games.games());
        assertNull(games.challenger());
        assertEquals(2.5, games.wallSeconds());
        ResultsStore.Contents<VersusRecord> versus = store.read(Kind.VERSUS);
        assertEquals(List.of(versus(0, false), versus(0, true)), versus.games());
        assertEquals("a", versus.challenger());
        assertEquals(1.5, versus.wallSeconds());
        assertFalse(versus.truncated());
    }

    @Test
    void writesTheVersusLinesAsTheVersusFileAlwaysHad() throws Exception {
        JsonLinesStore store = JsonLinesStore.in(dir);
        store.write(Kind.VERSUS, ResultsFileTest.HEADER, "a", List.of(versus(1, false)), ResultsStore.Footer.of(1.5));
        List<String> lines = Files.readAllLines(store.path(Kind.VERSUS));
        assertEquals(3, lines.size());
        assertTrue(lines.get(0).startsWith("{\"header\":{\"arenaVersion\":\"dev\""), lines.get(0));
        assertTrue(lines.get(0).endsWith("},\"gauntlet\":\"a\"}"), lines.get(0));
        assertTrue(lines.get(1).matches("\\{\"versus\":\\{\"prev\":\"[0-9a-f]{64}\",\"event\":\"versus\",\"seedSet\":\"quick\",\"seedIndex\":1,.*"),
                lines.get(1));
        assertTrue(lines.get(2).matches("\\{\"footer\":\\{\"wallSeconds\":1.5,\"records\":1,\"last\":\"[0-9a-f]{64}\",\"check\":\"[0-9a-f]{64}\"}}"),
                lines.get(2));
    }

    @Test
    void aResultsFileGivenByNameFindsTheVersusGamesBesideIt() throws Exception {
        Path file = dir.resolve("shard-1.jsonl");
        JsonLinesStore.in(dir).write(Kind.VERSUS, ResultsFileTest.HEADER, null, List.of(versus(0, false)),
                ResultsStore.Footer.of(1));
        JsonLinesStore store = JsonLinesStore.of(file);
        assertEquals(file.toString(), store.where(Kind.GAMES));
        assertFalse(store.has(Kind.GAMES));
        assertEquals(1, store.read(Kind.VERSUS).games().size());
        assertEquals(dir.resolve("results.jsonl").toString(), JsonLinesStore.given(dir, Kind.GAMES).where(Kind.GAMES));
        assertEquals(file.toString(), JsonLinesStore.given(file, Kind.GAMES).where(Kind.GAMES));
        assertEquals(file.toString(), JsonLinesStore.given(file, Kind.VERSUS).where(Kind.VERSUS));
    }

    @Test
    void tellsAVersusFileFromAGamesFileByItsNameOrItsSecondLine() throws Exception {
        JsonLinesStore store = JsonLinesStore.in(dir);
        store.write(Kind.VERSUS, ResultsFileTest.HEADER, null, List.of(versus(0, false)), ResultsStore.Footer.of(1));
        store.write(Kind.GAMES, ResultsFileTest.HEADER, null, List.of(ResultsFileTest.game(0)),
                ResultsStore.Footer.of(1));
        Path renamed = dir.resolve("copy.jsonl");
        Files.copy(store.path(Kind.VERSUS), renamed);
        assertEquals(Kind.VERSUS, JsonLinesStore.kindOf(store.path(Kind.VERSUS)));
        assertEquals(Kind.VERSUS, JsonLinesStore.kindOf(renamed));
        assertEquals(Kind.GAMES, JsonLinesStore.kindOf(store.path(Kind.GAMES)));
    }

    @Test
    void aVersusRunStartedAgainAppendsAfterTheGamesItKeeps() throws Exception {
        JsonLinesStore store = JsonLinesStore.in(dir);
        try (ResultsStore.Writer<VersusRecord> w = store.create(Kind.VERSUS, ResultsFileTest.HEADER, null,
                List.of(versus(0, false)))) {
            w.append(versus(0, true));
            w.checkIntact();
        }
        ResultsStore.Contents<VersusRecord> c = store.read(Kind.VERSUS);
        assertEquals(List.of(versus(0, false), versus(0, true)), c.games());
        assertTrue(Double.isNaN(c.wallSeconds()), "no footer yet");
        String text = Files.readString(store.path(Kind.VERSUS));
        Files.writeString(store.path(Kind.VERSUS), text.substring(0, text.length() - 20));
        ResultsStore.Contents<VersusRecord> cut = store.read(Kind.VERSUS);
        assertEquals(List.of(versus(0, false)), cut.games());
        assertTrue(cut.truncated());
    }

    @Test
    void aFollowerReadsTheGamesAsTheyAreAddedAndStartsOverOnANewHeader() throws Exception {
        JsonLinesStore store = JsonLinesStore.in(dir);
        ResultsStore.Follower<GameRecord> follower = store.follow(Kind.GAMES);
        assertNull(follower.poll(), "no log yet");
        Files.writeString(store.path(Kind.GAMES), "{\"header\":");
        assertNull(follower.poll().header(), "the header line is not complete yet");
        try (ResultsStore.Writer<GameRecord> w = store.create(Kind.GAMES, ResultsFileTest.HEADER, null,
                List.of(ResultsFileTest.game(0)))) {
            assertEquals(List.of(ResultsFileTest.game(0)), follower.poll().games());
            w.append(ResultsFileTest.game(1));
            ResultsStore.Contents<GameRecord> two = follower.poll();
            assertEquals(List.of(ResultsFileTest.game(0), ResultsFileTest.game(1)), two.games());
            assertTrue(Double.isNaN(two.wallSeconds()), "still running");
            String line = Files.readAllLines(store.path(Kind.GAMES)).get(1).replace("\"seedIndex\":0",
                    "\"seedIndex\":2").replace("\"seed\":100", "\"seed\":102");
            Files.writeString(store.path(Kind.GAMES), line.substring(0, 30), StandardOpenOption.APPEND);
            assertEquals(2, follower.poll().games().size(), "a line still being written waits for its newline");
            Files.writeString(store.path(Kind.GAMES), line.substring(30) + "\n", StandardOpenOption.APPEND);
            assertEquals(ResultsFileTest.game(2), follower.poll().games().get(2));
        }
        Files.writeString(store.path(Kind.GAMES), "{\"footer\":{\"wallSeconds\":3.5}}\n", StandardOpenOption.APPEND);
        assertEquals(3.5, follower.poll().wallSeconds());
        store.write(Kind.GAMES, ResultsFileTest.HEADER.withRun("another", null), null, List.of(),
                ResultsStore.Footer.of(1));
        ResultsStore.Contents<GameRecord> again = follower.poll();
        assertEquals("another", again.header().tournamentId());
        assertEquals(List.of(), again.games(), "a new header is read from the start");
    }

    @Test
    void aFollowerReadsTheVersusGamesAgainWhenTheRunRewritesThem() throws Exception {
        JsonLinesStore store = JsonLinesStore.in(dir);
        ResultsStore.Follower<VersusRecord> follower = store.follow(Kind.VERSUS);
        try (ResultsStore.Writer<VersusRecord> w = store.create(Kind.VERSUS, ResultsFileTest.HEADER, null,
                List.of(versus(1, false)))) {
            assertEquals(List.of(versus(1, false)), follower.poll().games());
            w.append(versus(0, false));
        }
        store.write(Kind.VERSUS, ResultsFileTest.HEADER, null, List.of(versus(0, false), versus(1, false)),
                ResultsStore.Footer.of(2));
        ResultsStore.Contents<VersusRecord> done = follower.poll();
        assertEquals(List.of(versus(0, false), versus(1, false)), done.games(), "in the finished run's order");
        assertEquals(2, done.wallSeconds());
    }
}
