package io.tetrisarena.arena.event;

import io.tetrisarena.api.kernel.AttackTable;
import java.util.Objects;

/**
 * The versus part of an event (its JSON's {@code "versus"} block): two bots on two boards with the same
 * pieces, each lock's attack sent to the other. See docs/rules.md, section 13.
 *
 * @param attack       the base attack table's name; {@code guideline} is the one, and the profile's other fields
 *                     change it
 * @param garbageDelay pieces a sent batch waits on the receiver's side before it may rise (0..60)
 * @param table        the rule profile: spins, the attack by clear, back-to-back, combo and perfect clear
 * @param garbageCap   at most this many garbage rows rise after one piece, the rest waits (0: no cap; 0..40)
 * @param messiness    the probability that a garbage row's hole moves to another column from the row below it
 *                     in the same batch (0..1)
 */
public record VersusRules(String attack, int garbageDelay, AttackTable table, int garbageCap, double messiness) {
    /** The attack table's name in the JSON. */
    public static final String GUIDELINE = "guideline";

    public VersusRules {
        if (!GUIDELINE.equals(attack)) {
            throw new IllegalArgumentException("unknown attack table '" + attack + "' (use guideline)");
        }
        if (garbageDelay < 0 || garbageDelay > 60) {
            throw new IllegalArgumentException("garbageDelay must be 0..60, got " + garbageDelay);
        }
        Objects.requireNonNull(table, "table");
        if (garbageCap < 0 || garbageCap > 40) {
            throw new IllegalArgumentException("garbageCap must be 0 (no cap) to 40, got " + garbageCap);
        }
        if (!(messiness >= 0 && messiness <= 1)) {
            throw new IllegalArgumentException("messiness must be 0..1, got " + messiness);
        }
    }

    /** The guideline profile with a garbage delay, no cap and clean garbage: the bundled {@code versus} event's. */
    public VersusRules(String attack, int garbageDelay) {
        this(attack, garbageDelay, AttackTable.guideline(), 0, 0);
    }

    /** Whether anything beyond the attack name and delay differs from the guideline profile. */
    public boolean isGuidelineProfile() {
        return table.equals(AttackTable.guideline()) && garbageCap == 0 && messiness == 0;
    }
}
