package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Text a bot supplies is kept up to a bound, the cut marked, never splitting a character. */
class BotTextTest {
    @Test
    void aTextWithinItsBoundIsKeptWhole() {
        assertEquals("dellacherie", BotText.cap("dellacherie", BotText.SHORT_CHARS));
    }

    @Test
    void aLongerTextIsCutToItsBoundWithAnEllipsis() {
        String cut = BotText.cap("x".repeat(10_000), BotText.SHORT_CHARS);
        assertEquals(BotText.SHORT_CHARS, cut.length());
        assertEquals("x".repeat(99) + "\u2026", cut);
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String text = "a".repeat(8) + "\uD83D\uDE00" + "b".repeat(10);
        assertEquals("a".repeat(8) + "\u2026", BotText.cap(text, 10));
    }
}
