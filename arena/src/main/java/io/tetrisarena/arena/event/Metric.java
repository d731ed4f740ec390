package io.tetrisarena.arena.event;

import io.tetrisarena.arena.results.GameRecord;
import java.util.Locale;

/** The per-game number an event ranks bots by. */
public enum Metric {
    SCORE, LINES, PIECES;

    /** This metric's value in a finished game. */
    public double of(GameRecord game) {
        return switch (this) {
            case SCORE -> game.score();
            case LINES -> game.lines();
            case PIECES -> game.pieces();
        };
    }

    /** The lower-case name used in JSON: {@code score}, {@code lines} or {@code pieces}. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a JSON name, case-insensitively. */
    public static Metric parse(String text) {
        for (Metric m : values()) {
            if (m.name().equalsIgnoreCase(text)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + text + "' (use score, lines or pieces)");
    }
}
