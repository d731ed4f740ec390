package io.tetrisarena.arena.results;

/**
 * Text a bot supplies (a move's note, the words of an error, its version) made safe to keep: cut to a maximum
 * length at a code-point boundary (never between the two halves of a surrogate pair, so an emoji is kept whole
 * or left out) and made valid UTF-16, hence valid UTF-8 once written, with every lone surrogate replaced by
 * U+FFFD. What a bot says is data for a record, never a reason for a results line to fail to encode.
 */
public final class BotText {
    /** The character a lone surrogate becomes. */
    public static final char REPLACEMENT = '\uFFFD';

    private BotText() {
    }

    /**
     * A text as cleaned.
     *
     * @param text     the text kept
     * @param cut      whether it was cut to the maximum length
     * @param replaced how many lone surrogates were replaced by U+FFFD
     */
    public record Cleaned(String text, boolean cut, int replaced) {
        /** Whether cleaning changed anything. */
        public boolean changed() {
            return cut || replaced > 0;
        }
    }

    /** {@code text} (null stays null) without lone surrogates and at most {@code maxChars} UTF-16 units long. */
    public static String of(String text, int maxChars) {
        return text == null ? null : clean(text, maxChars).text();
    }

    /** {@code text} (null stays null) without lone surrogates, of any length. */
    public static String of(String text) {
        return of(text, Integer.MAX_VALUE);
    }

    /**
     * Cleans {@code text}: at most {@code maxChars} UTF-16 units, cut before a code point that would not fit
     * whole, with every lone surrogate replaced by {@link #REPLACEMENT}. Allocates only when something changes.
     */
    public static Cleaned clean(String text, int maxChars) {
        if (maxChars < 0) {
            throw new IllegalArgumentException("a maximum length is not negative, got " + maxChars);
        }
        int end = Math.min(text.length(), maxChars);
        boolean cut = end < text.length();
        if (cut && end > 0 && Character.isHighSurrogate(text.charAt(end - 1))
                && Character.isLowSurrogate(text.charAt(end))) {
            end--; // the pair does not fit whole: leave it out rather than keep half of it
        }
        int replaced = 0;
        StringBuilder out = null;
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            boolean lone;
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < end && Character.isLowSurrogate(text.charAt(i + 1))) {
                    if (out != null) {
                        out.append(c).append(text.charAt(i + 1));
                    }
                    i++;
                    continue;
                }
                lone = true;
            } else {
                lone = Character.isLowSurrogate(c);
            }
            if (lone) {
                if (out == null) {
                    out = new StringBuilder(end).append(text, 0, i);
                }
                out.append(REPLACEMENT);
                replaced++;
            } else if (out != null) {
                out.append(c);
            }
        }
        String kept = out != null ? out.toString() : end == text.length() ? text : text.substring(0, end);
        return new Cleaned(kept, cut, replaced);
    }
}
