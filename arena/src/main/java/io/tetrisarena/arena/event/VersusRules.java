package io.tetrisarena.arena.event;

/**
 * The versus part of an event (its JSON's {@code "versus"} block): two bots on two boards with the same
 * pieces, each lock's attack sent to the other. See docs/rules.md, section 13.
 *
 * @param attack       the attack table; {@code guideline} ({@link io.tetrisarena.api.kernel.AttackTable}) is the one
 * @param garbageDelay pieces a sent batch waits on the receiver's side before it may rise (0..60)
 */
public record VersusRules(String attack, int garbageDelay) {
    /** The attack table's name in the JSON. */
    public static final String GUIDELINE = "guideline";

    public VersusRules {
        if (!GUIDELINE.equals(attack)) {
            throw new IllegalArgumentException("unknown attack table '" + attack + "' (use guideline)");
        }
        if (garbageDelay < 0 || garbageDelay > 60) {
            throw new IllegalArgumentException("garbageDelay must be 0..60, got " + garbageDelay);
        }
    }
}
