package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Text a bot supplies is kept up to a bound, the cut marked, never splitting a character. */
class BotTextLimitsTest {
    @Test
    void aTextWithinItsBoundIsKeptWhole() {
        assertEquals("dellacherie", BotTextLimits.cap("dellacherie", BotTextLimits.SHORT_CHARS));
    }

    @Test
    void aLongerTextIsCutToItsBoundWithAnEllipsis() {
        String cut = BotTextLimits.cap("x".repeat(10_000), BotTextLimits.SHORT_CHARS);
        assertEquals(BotTextLimits.SHORT_CHARS, cut.length());
        assertEquals("x".repeat(99) + "\u2026", cut);
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String text = "a".repeat(8) + "\uD83D\uDE00" + "b".repeat(10);
        assertEquals("a".repeat(8) + "\u2026", BotTextLimits.cap(text, 10));
    }
}
