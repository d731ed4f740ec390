package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * How many garbage lines a locked piece sends in a versus game: a pure function of what the lock did (lines,
 * spin, perfect clear) and the chains it continued (combo and back-to-back before it), after the guideline
 * games. Nothing is sent by a piece that clears no lines.
 *
 * <table>
 *   <caption>lines sent, before the bonuses</caption>
 *   <tr><th>clear</th><th>no spin</th><th>mini T-spin</th><th>T-spin</th></tr>
 *   <tr><td>single</td><td>0</td><td>0</td><td>2</td></tr>
 *   <tr><td>double</td><td>1</td><td>1</td><td>4</td></tr>
 *   <tr><td>triple</td><td>2</td><td>2</td><td>6</td></tr>
 *   <tr><td>tetris</td><td>4</td><td>4</td><td>6</td></tr>
 * </table>
 *
 * Then, added in this order: +1 for back-to-back (a {@link Scoring#isDifficult difficult} clear right
 * after another); the combo bonus {@link #comboBonus} of the combo counter after the clear; and +10 for a
 * perfect clear. A mini triple, mini tetris and T-spin tetris cannot occur; the table is complete only so
 * that the function is total.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class AttackTable {
    /** Lines sent by a perfect clear, on top of everything else. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static final int PERFECT_CLEAR = 10;
    /** Lines a back-to-back clear adds. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static final int BACK_TO_BACK = 1;

    private static final int[] PLAIN = {0, 0, 1, 2, 4};
    private static final int[] MINI = {0, 0, 1, 2, 4};
    private static final int[] FULL = {0, 2, 4, 6, 6};
    /** Bonus by combo counter after the clear: 0 for the first clear of a chain, 0 for the second, ... */
    private static final int[] COMBO = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5};

    private AttackTable() {
    }

    /**
     * The lines one locked piece sends.
     *
     * @param lines            rows the piece cleared (0..4)
     * @param spin             the placement's spin
     * @param perfectClear     whether the board is empty after the clear
     * @param comboBefore      the combo counter before this piece ({@link Scoring#NO_COMBO} when none)
     * @param backToBackBefore whether the last clear was difficult
     * @throws IllegalArgumentException when {@code lines} is not 0..4
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static int attack(int lines, Spin spin, boolean perfectClear, int comboBefore, boolean backToBackBefore) {
        if (lines < 0 || lines > 4) {
            throw new IllegalArgumentException("lines must be 0..4, got " + lines);
        }
        if (lines == 0) {
            return 0;
        }
        int sent = switch (spin) {
            case NONE -> PLAIN[lines];
            case MINI -> MINI[lines];
            case FULL -> FULL[lines];
        };
        if (backToBackBefore && Scoring.isDifficult(lines, spin)) {
            sent += BACK_TO_BACK;
        }
        sent += comboBonus(Scoring.comboAfter(comboBefore, lines));
        if (perfectClear) {
            sent += PERFECT_CLEAR;
        }
        return sent;
    }

    /**
     * The lines of garbage the lock {@code result} sends: {@link #attack(int, Spin, boolean, int, boolean)} of
     * its lines, spin, perfect clear, and the combo and back-to-back it started from.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static int attack(LockResult result) {
        return attack(result.linesCleared(), result.spin(), result.perfectClear(), result.comboBefore(),
                result.backToBackBefore());
    }

    /**
     * The combo bonus for a combo counter (after the clear): 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4 for counters 0 to
     * 10, and 5 from 11 on; 0 for a counter below 0.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static int comboBonus(int comboCounter) {
        if (comboCounter < 0) {
            return 0;
        }
        return comboCounter < COMBO.length ? COMBO[comboCounter] : 5;
    }
}
