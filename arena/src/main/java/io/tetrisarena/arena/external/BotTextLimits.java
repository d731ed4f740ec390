package io.tetrisarena.arena.external;

import io.tetrisarena.arena.results.BotText;

/**
 * Bounds on the text a bot's process supplies that the arena keeps beyond one move: its identity (name,
 * version, author, description) and the problem lines a listing child reports. A protocol line is bounded
 * by {@link TbpBot#MAX_LINE_BYTES} and standard error by {@link DefaultBotProcess#STDERR_CAP_BYTES}; the text
 * itself is made valid by {@link BotText}.
 */
final class BotTextLimits {
    /** The longest name, version or author kept. */
    static final int SHORT_CHARS = 100;
    /** The longest description kept. */
    static final int DESCRIPTION_CHARS = 1000;
    /** The longest problem line kept. */
    static final int PROBLEM_CHARS = 500;
    /** The most bots and problem lines together that a listing child may report. */
    static final int LISTED_ENTRIES = 256;

    private BotTextLimits() {
    }

    /** The text made valid and cut to at most {@code max} characters, a cut marked with an ellipsis. */
    static String cap(String text, int max) {
        BotText.Cleaned whole = BotText.clean(text, Integer.MAX_VALUE);
        if (whole.text().length() <= max) {
            return whole.text();
        }
        return BotText.of(whole.text(), max - 1) + "\u2026";
    }
}
