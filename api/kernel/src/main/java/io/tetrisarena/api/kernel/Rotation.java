package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * The four rotation states of a piece, in the guideline's order: {@code NORTH} is the spawn state
 * ("0"), {@code EAST} one clockwise turn ("R"), {@code SOUTH} two turns ("2"), {@code WEST} one
 * counter-clockwise turn ("L"). The ordinal is the number of clockwise quarter turns from spawn.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum Rotation {
    NORTH("0"), EAST("R"), SOUTH("2"), WEST("L");

    private static final Rotation[] VALUES = values();
    private final String guidelineName;

    Rotation(String guidelineName) {
        this.guidelineName = guidelineName;
    }

    /** The state one clockwise turn from this one. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rotation clockwise() {
        return VALUES[(ordinal() + 1) & 3];
    }

    /** The state one counter-clockwise turn from this one. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rotation counterClockwise() {
        return VALUES[(ordinal() + 3) & 3];
    }

    /** The state a half turn from this one. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rotation flipped() {
        return VALUES[(ordinal() + 2) & 3];
    }

    /** The guideline's name of this state: "0", "R", "2" or "L". */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public String guidelineName() {
        return guidelineName;
    }

    /** The state with the given number of clockwise quarter turns from spawn (taken modulo 4). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Rotation ofQuarterTurns(int turns) {
        return VALUES[turns & 3];
    }

    /** Parses "0", "R", "2", "L" or an enum name, case-insensitively. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Rotation parse(String text) {
        for (Rotation r : VALUES) {
            if (r.guidelineName.equalsIgnoreCase(text) || r.name().equalsIgnoreCase(text)) {
                return r;
            }
        }
        throw new IllegalArgumentException("not a rotation state: '" + text + "' (use 0, R, 2 or L)");
    }
}
