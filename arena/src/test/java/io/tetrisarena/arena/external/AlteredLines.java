package io.tetrisarena.arena.external;

import java.util.SplittableRandom;

/** Lines of the protocol with one small fault, for tests that compare a hand reader with a parser. */
public final class AlteredLines {
    private static final String CHARACTERS = "{}[]\\\":,-0123456789 truefalsenorthxyST";

    private AlteredLines() {
    }

    /** {@code line} with one character changed, a space inserted, one dropped or one doubled, at random. */
    public static String alter(SplittableRandom random, String line) {
        StringBuilder b = new StringBuilder(line);
        int at = random.nextInt(b.length());
        switch (random.nextInt(4)) {
            case 0 -> b.setCharAt(at, CHARACTERS.charAt(random.nextInt(CHARACTERS.length())));
            case 1 -> b.insert(at, ' ');
            case 2 -> b.deleteCharAt(at);
            default -> b.insert(at, b.charAt(at));
        }
        return b.toString();
    }
}
