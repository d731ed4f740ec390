package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Text a bot supplies is cut between code points and made valid, and a record of it is written whole. */
class BotTextTest {
    private static final String EMOJI = "\uD83D\uDE00"; // one code point, two UTF-16 units

    @TempDir
    Path dir;

    @Test
    void aLoneSurrogateBecomesTheReplacementCharacterAndIsReported() {
        BotText.Cleaned c = BotText.clean("a\uD800b\uDC00c", 100);
        assertEquals("a\uFFFDb\uFFFDc", c.text());
        assertEquals(2, c.replaced());
        assertFalse(c.cut());
        assertTrue(c.changed());
    }

    @Test
    void anEmojiThatDoesNotFitWholeAtTheLimitIsLeftOutNotSplit() {
        String text = "x".repeat(MoveInfo.MAX_EXTRA - 1) + EMOJI + "tail";
        BotText.Cleaned c = BotText.clean(text, MoveInfo.MAX_EXTRA);
        assertEquals("x".repeat(MoveInfo.MAX_EXTRA - 1), c.text());
        assertTrue(c.cut());
        assertEquals(0, c.replaced());
        assertEquals("x".repeat(MoveInfo.MAX_EXTRA - 1), new MoveInfo(null, null, null, text).extra());
        String fits = "x".repeat(MoveInfo.MAX_EXTRA - 2) + EMOJI + "tail";
        assertEquals("x".repeat(MoveInfo.MAX_EXTRA - 2) + EMOJI, new MoveInfo(null, null, null, fits).extra());
    }

    @Test
    void validTextIsReturnedAsItIs() {
        String text = "ok " + EMOJI;
        BotText.Cleaned c = BotText.clean(text, 100);
        assertTrue(text == c.text(), "the same string, nothing copied");
        assertFalse(c.changed());
    }

    @Test
    void aRecordWithALoneSurrogateInEveryBotTextIsWrittenAsOneValidLine() throws Exception {
        GameRecord g = ResultsFileTest.game(0);
        GameRecord bad = new GameRecord(g.botId(), "1\uD800", g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(),
                g.seed(), Outcome.EXCEPTION, "threw \uDC00", 0, 0, 0, 0, 0, 0, 0, 0, 0, "", null, null,
                List.of(new MoveInfo(1L, null, null, "x".repeat(MoveInfo.MAX_EXTRA - 1) + EMOJI)));
        assertEquals("1\uFFFD", bad.botVersion());
        assertEquals("threw \uFFFD", bad.detail());
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, ResultsFileTest.HEADER, List.of())) {
            w.append(bad);
            w.footer(1.0);
        }
        byte[] bytes = Files.readAllBytes(file);
        StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)); // throws when not UTF-8
        ResultsStore.Contents<GameRecord> c = ResultsFile.read(file);
        assertEquals(List.of(bad), c.games());
        assertEquals(List.of(), c.problems());
        assertEquals(3, new String(bytes, StandardCharsets.UTF_8).lines().count());
    }

    @Test
    void aTornLastLineIsNamedByItsNumber() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(file, ResultsFileTest.HEADER, List.of())) {
            w.append(ResultsFileTest.game(0));
            w.append(ResultsFileTest.game(1));
        }
        byte[] bytes = Files.readAllBytes(file);
        // cut inside the last line, in the middle of a two-byte character if there is one
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 30));
        ResultsStore.Contents<GameRecord> c = ResultsFile.read(file);
        assertEquals(3, c.tornLine());
        assertEquals(List.of(ResultsFileTest.game(0)), c.games());
    }
}
