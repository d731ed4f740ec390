package io.tetrisarena.arena.external;

/**
 * Bounds on the text a bot's process supplies that the arena keeps beyond one move: its identity (name,
 * version, author, description) and the problem lines a listing child reports. A protocol line is bounded
 * by {@link TbpBot#MAX_LINE_BYTES} and standard error by {@link DefaultBotProcess#STDERR_CAP_BYTES}.
 */
final class BotText {
    /** The longest name, version or author kept. */
    static final int SHORT_CHARS = 100;
    /** The longest description kept. */
    static final int DESCRIPTION_CHARS = 1000;
    /** The longest problem line kept. */
    static final int PROBLEM_CHARS = 500;
    /** The most bots and problem lines together that a listing child may report. */
    static final int LISTED_ENTRIES = 256;

    private BotText() {
    }

    /** The text, cut to at most {@code max} characters (the cut marked with an ellipsis). */
    static String cap(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = max - 1;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "\u2026";
    }
}
