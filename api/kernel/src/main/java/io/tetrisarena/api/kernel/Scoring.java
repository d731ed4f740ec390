package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.ScoringTable;

/**
 * The points a locked piece earns, and how it moves the combo and back-to-back state.
 *
 * <p>Guideline table (level fixed at 1): single/double/triple/tetris 100/300/500/800; mini T-spin with
 * 0/1/2 lines 100/200/400; T-spin with 0/1/2/3 lines 400/800/1200/1600. A tetris or a T-spin (mini
 * included) that clears lines is "difficult": when the previous clear was difficult too, its points are
 * multiplied by 1.5 (back-to-back). A single, double or triple without a spin ends a back-to-back chain;
 * a T-spin that clears nothing leaves it alone. Each clear after the first of an unbroken run of
 * clearing pieces adds 50 times the combo count. A perfect clear adds 800/1200/1800/2000 for 1-4 lines
 * (3200 for a back-to-back tetris). The arena awards no drop points: placements are not dropped cell by
 * cell. The NES table pays 40/100/300/1200 for 1-4 lines and nothing else.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class Scoring {
    /** The combo counter's value when no chain of clears is running. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static final int NO_COMBO = -1;

    private static final int[] PLAIN = {0, 100, 300, 500, 800};
    private static final int[] MINI = {100, 200, 400, 400, 400};
    private static final int[] FULL = {400, 800, 1200, 1600, 1600};
    private static final int[] PERFECT = {0, 800, 1200, 1800, 2000};
    private static final int[] NES = {0, 40, 100, 300, 1200};

    private Scoring() {
    }

    /** True for a clear that builds back-to-back: a tetris, or any T-spin that clears lines. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static boolean isDifficult(int lines, Spin spin) {
        return lines > 0 && (lines == 4 || spin != Spin.NONE);
    }

    /** The combo counter after a piece cleared {@code lines} rows (-1 = no combo, 0 = first clear). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static int comboAfter(int comboBefore, int lines) {
        return lines > 0 ? comboBefore + 1 : NO_COMBO;
    }

    /** Whether back-to-back is active after a piece cleared {@code lines} rows with the given spin. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static boolean backToBackAfter(boolean before, int lines, Spin spin) {
        return lines == 0 ? before : isDifficult(lines, spin);
    }

    /**
     * The points for one locked piece.
     *
     * @param table           the scoring table
     * @param lines           rows cleared by the piece (0..4)
     * @param spin            the placement's spin
     * @param perfectClear    whether the board is empty after the clear
     * @param comboBefore     the combo counter before this piece ({@link #NO_COMBO} when none)
     * @param backToBackBefore whether the last clear was difficult
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static long points(ScoringTable table, int lines, Spin spin, boolean perfectClear, int comboBefore,
                              boolean backToBackBefore) {
        if (lines < 0 || lines > 4) {
            throw new IllegalArgumentException("lines must be 0..4, got " + lines);
        }
        switch (table) {
            case NONE:
                return 0;
            case NES:
                return NES[lines];
            default:
                break;
        }
        long base = switch (spin) {
            case NONE -> PLAIN[lines];
            case MINI -> MINI[lines];
            case FULL -> FULL[lines];
        };
        if (backToBackBefore && isDifficult(lines, spin)) {
            base = base * 3 / 2;
        }
        int combo = comboAfter(comboBefore, lines);
        if (combo > 0) {
            base += 50L * combo;
        }
        if (perfectClear && lines > 0) {
            base += lines == 4 && backToBackBefore ? 3200 : PERFECT[lines];
        }
        return base;
    }
}
