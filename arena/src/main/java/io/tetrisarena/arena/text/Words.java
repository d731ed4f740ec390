package io.tetrisarena.arena.text;

/** Counts in words, for the lines the arena prints. */
public final class Words {
    private Words() {
    }

    /** A count with its noun, singular for one: {@code count(1, "game")} is "1 game", {@code count(2, "game")} "2 games". */
    public static String count(long n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }
}
