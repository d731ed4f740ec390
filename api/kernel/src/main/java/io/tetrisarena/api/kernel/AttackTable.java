package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import java.util.Arrays;
import java.util.Objects;

/**
 * How many garbage lines a locked piece sends in a versus game: a pure function of what the lock did (lines,
 * spin, perfect clear) and the chains it continued (combo and back-to-back before it). Nothing is sent by a
 * piece that clears no lines.
 *
 * <p>The static methods are the guideline table, the one the bundled {@code versus} event plays:
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
 *
 * <p>Since 1.4.0 an instance is a whole rule profile ({@link #guideline()}, or any other from a
 * {@link #builder()}): which placements count as spins ({@link SpinRule}: T-spins only, or all-spins of pieces
 * that can no longer move), a table per kind of clear, a back-to-back bonus that may grow with the chain, a
 * combo table, and a perfect-clear bonus. A {@link PlayState} given a profile ({@link PlayState#attackTable(AttackTable)})
 * reads spins, back-to-back and the attack by it in its one lock transition; {@link LockResult#attack()} is
 * the result. Immutable and thread-safe.
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
    /**
     * Which placements an attack table counts as spins.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public enum SpinRule {
        /** Only T-spins, by the three-corner rule ({@link Spin}). */
        T_SPINS,
        /**
         * T-spins by the three-corner rule, and an all-spin for any other piece that, where it locks, can move
         * neither left, right nor up (so it can only have been turned in).
         */
        ALL_SPINS,
        /** Every piece, the T included, spins by immobility alone; the three-corner rule is not used. */
        IMMOBILE
    }

    private static final AttackTable GUIDELINE = new Builder().build();

    private final SpinRule spins;
    private final int[] plain;
    private final int[] mini;
    private final int[] full;
    private final int[] allSpin;
    private final int[] backToBack;
    private final boolean backToBackKeptWithoutClear;
    private final int[] combo;
    private final int perfectClear;
    private final boolean perfectClearReplaces;

    private AttackTable(Builder b) {
        this.spins = b.spins;
        this.plain = b.plain.clone();
        this.mini = b.mini.clone();
        this.full = b.full.clone();
        this.allSpin = b.allSpin.clone();
        this.backToBack = b.backToBack.clone();
        this.backToBackKeptWithoutClear = b.backToBackKeptWithoutClear;
        this.combo = b.combo.clone();
        this.perfectClear = b.perfectClear;
        this.perfectClearReplaces = b.perfectClearReplaces;
    }

    /** The guideline profile: the static {@link #attack(int, Spin, boolean, int, boolean)} as an instance. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public static AttackTable guideline() {
        return GUIDELINE;
    }

    /** A builder that starts from the guideline profile. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The lines one locked piece sends by this profile.
     *
     * @param lines                 rows the piece cleared (0..4)
     * @param spin                  the placement's T-spin reading (ignored under {@link SpinRule#IMMOBILE})
     * @param allSpin               whether the piece counts as an all-spin ({@link #countsAsAllSpin})
     * @param perfectClear          whether the board is empty after the clear
     * @param comboBefore           the combo counter before this piece ({@link Scoring#NO_COMBO} when none)
     * @param backToBackChainBefore difficult clears in a row before this piece (0 when no chain runs)
     * @throws IllegalArgumentException when {@code lines} is not 0..4
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int linesSent(int lines, Spin spin, boolean allSpin, boolean perfectClear, int comboBefore,
                         int backToBackChainBefore) {
        if (lines < 0 || lines > 4) {
            throw new IllegalArgumentException("lines must be 0..4, got " + lines);
        }
        if (lines == 0) {
            return 0;
        }
        if (perfectClear && perfectClearReplaces) {
            return this.perfectClear;
        }
        int sent;
        if (allSpin) {
            sent = this.allSpin[lines];
        } else if (spins == SpinRule.IMMOBILE) {
            sent = plain[lines];
        } else {
            sent = switch (spin) {
                case NONE -> plain[lines];
                case MINI -> mini[lines];
                case FULL -> full[lines];
            };
        }
        if (backToBackChainBefore > 0 && difficult(lines, spin, allSpin)) {
            sent += backToBack[Math.min(backToBackChainBefore, backToBack.length) - 1];
        }
        int comboAfter = Scoring.comboAfter(comboBefore, lines);
        if (comboAfter >= 0) {
            sent += combo[Math.min(comboAfter, combo.length - 1)];
        }
        if (perfectClear) {
            sent += this.perfectClear;
        }
        return sent;
    }

    /**
     * The lines the lock {@code result} sends by this profile: {@link #linesSent(int, Spin, boolean, boolean,
     * int, int)} of its lines, spin, all-spin, perfect clear, and the chains it started from.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int linesSent(LockResult result) {
        return linesSent(result.linesCleared(), result.spin(), result.allSpin(), result.perfectClear(),
                result.comboBefore(), result.backToBackChainBefore());
    }

    /**
     * Whether a clear is difficult by this profile (it continues a back-to-back chain): a tetris, an all-spin,
     * or (unless the rule is {@link SpinRule#IMMOBILE}) a T-spin, clearing at least one line.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public boolean difficult(int lines, Spin spin, boolean allSpin) {
        return lines > 0 && (lines == 4 || allSpin || spins != SpinRule.IMMOBILE && spin != Spin.NONE);
    }

    /**
     * Whether a piece of this kind, locking where it cannot move left, right or up, counts as an all-spin:
     * never under {@link SpinRule#T_SPINS}, any piece but the T under {@link SpinRule#ALL_SPINS}, every piece
     * under {@link SpinRule#IMMOBILE}.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public boolean countsAsAllSpin(Piece piece) {
        return spins == SpinRule.IMMOBILE || spins == SpinRule.ALL_SPINS && piece != Piece.T;
    }

    /**
     * Whether the piece at (x, y), not yet locked on {@code board}, can move neither left, right nor up.
     * Allocation-free.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public static boolean immobile(Board board, Piece piece, Rotation rotation, int x, int y) {
        return !board.fits(piece, rotation, x - 1, y) && !board.fits(piece, rotation, x + 1, y)
                && !board.fits(piece, rotation, x, y + 1);
    }

    /**
     * {@link #immobile} for a piece already locked on {@code locked} (its own cells do not block it).
     * Allocation-free.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public static boolean immobileOnLocked(Board locked, Piece piece, Rotation rotation, int x, int y) {
        return blockedOnLocked(locked, piece, rotation, x, y, -1, 0)
                && blockedOnLocked(locked, piece, rotation, x, y, 1, 0)
                && blockedOnLocked(locked, piece, rotation, x, y, 0, 1);
    }

    private static boolean blockedOnLocked(Board locked, Piece piece, Rotation rotation, int x, int y, int dx,
                                           int dy) {
        for (int c = 0; c < 4; c++) {
            int cx = x + piece.cellX(rotation, c) + dx;
            int cy = y + piece.cellY(rotation, c) + dy;
            if (locked.isBlocked(cx, cy) && !isCellOf(piece, rotation, x, y, cx, cy)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isCellOf(Piece piece, Rotation rotation, int x, int y, int cx, int cy) {
        for (int c = 0; c < 4; c++) {
            if (x + piece.cellX(rotation, c) == cx && y + piece.cellY(rotation, c) == cy) {
                return true;
            }
        }
        return false;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public SpinRule spins() {
        return spins;
    }

    /** Lines sent by a clear of {@code lines} (0..4) without a spin, before the bonuses. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int plain(int lines) {
        return plain[lines];
    }

    /** Lines sent by a mini T-spin clearing {@code lines}, before the bonuses. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int mini(int lines) {
        return mini[lines];
    }

    /** Lines sent by a (full) T-spin clearing {@code lines}, before the bonuses. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int tSpin(int lines) {
        return full[lines];
    }

    /** Lines sent by an all-spin clearing {@code lines}, before the bonuses. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int allSpin(int lines) {
        return allSpin[lines];
    }

    /**
     * The back-to-back bonus of a difficult clear after {@code chainBefore} difficult clears in a row (1 for
     * the first back-to-back); 0 for a chain below 1.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int backToBackBonus(int chainBefore) {
        return chainBefore < 1 ? 0 : backToBack[Math.min(chainBefore, backToBack.length) - 1];
    }

    /** How many values the back-to-back table has: chains from this length on get its last value. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int backToBackLength() {
        return backToBack.length;
    }

    /** How many values the combo table has: counters from this length - 1 on get its last value. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int comboLength() {
        return combo.length;
    }

    /** Whether a piece that clears nothing leaves the back-to-back chain as it was (else it ends it). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public boolean backToBackKeptWithoutClear() {
        return backToBackKeptWithoutClear;
    }

    /** The combo bonus for a combo counter after the clear (0 for the first clear); 0 below 0. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int combo(int comboCounter) {
        return comboCounter < 0 ? 0 : combo[Math.min(comboCounter, combo.length - 1)];
    }

    /** The perfect-clear bonus. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int perfectClear() {
        return perfectClear;
    }

    /** Whether a perfect clear sends exactly {@link #perfectClear()}, instead of adding it to the rest. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public boolean perfectClearReplaces() {
        return perfectClearReplaces;
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public boolean equals(Object o) {
        return o instanceof AttackTable t && t.spins == spins && Arrays.equals(t.plain, plain)
                && Arrays.equals(t.mini, mini) && Arrays.equals(t.full, full) && Arrays.equals(t.allSpin, allSpin)
                && Arrays.equals(t.backToBack, backToBack) && t.backToBackKeptWithoutClear == backToBackKeptWithoutClear
                && Arrays.equals(t.combo, combo) && t.perfectClear == perfectClear
                && t.perfectClearReplaces == perfectClearReplaces;
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int hashCode() {
        return Objects.hash(spins, Arrays.hashCode(plain), Arrays.hashCode(full), Arrays.hashCode(allSpin),
                Arrays.hashCode(backToBack), Arrays.hashCode(combo), perfectClear);
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public String toString() {
        return "AttackTable[spins=" + spins + ", plain=" + Arrays.toString(plain) + ", mini=" + Arrays.toString(mini)
                + ", tSpin=" + Arrays.toString(full) + ", allSpin=" + Arrays.toString(allSpin) + ", backToBack="
                + Arrays.toString(backToBack) + (backToBackKeptWithoutClear ? "" : " (ended by a piece that clears nothing)")
                + ", combo=" + Arrays.toString(combo) + ", perfectClear=" + perfectClear
                + (perfectClearReplaces ? " (replaces)" : "") + "]";
    }

    /**
     * Builds an {@link AttackTable}; every value starts as the guideline's. Tables by clear are indexed by the
     * lines cleared, 0 to 4 (five values, the first for no lines, which sends nothing whatever it says); the
     * back-to-back and combo tables may have any length from 1, and their last value holds for every longer
     * chain.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public static final class Builder {
        private SpinRule spins = SpinRule.T_SPINS;
        private int[] plain = PLAIN;
        private int[] mini = MINI;
        private int[] full = FULL;
        private int[] allSpin = FULL;
        private int[] backToBack = {BACK_TO_BACK};
        private boolean backToBackKeptWithoutClear = true;
        private int[] combo = COMBO;
        private int perfectClear = PERFECT_CLEAR;
        private boolean perfectClearReplaces;

        private Builder() {
        }

        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder spins(SpinRule rule) {
            this.spins = Objects.requireNonNull(rule, "rule");
            return this;
        }

        /** Lines sent by clears without a spin, for 0..4 lines. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder plain(int... values) {
            this.plain = byLines("plain", values);
            return this;
        }

        /** Lines sent by mini T-spins, for 0..4 lines. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder mini(int... values) {
            this.mini = byLines("mini", values);
            return this;
        }

        /** Lines sent by (full) T-spins, for 0..4 lines. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder tSpin(int... values) {
            this.full = byLines("tSpin", values);
            return this;
        }

        /** Lines sent by all-spins, for 0..4 lines. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder allSpin(int... values) {
            this.allSpin = byLines("allSpin", values);
            return this;
        }

        /** The back-to-back bonus by chain (the first back-to-back first); the last value holds on. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder backToBack(int... values) {
            this.backToBack = chain("backToBack", values);
            return this;
        }

        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder backToBackKeptWithoutClear(boolean kept) {
            this.backToBackKeptWithoutClear = kept;
            return this;
        }

        /** The combo bonus by combo counter after the clear (0 first); the last value holds on. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder combo(int... values) {
            this.combo = chain("combo", values);
            return this;
        }

        /** The perfect-clear bonus (0..100); when {@code replaces}, a perfect clear sends exactly that. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public Builder perfectClear(int lines, boolean replaces) {
            this.perfectClear = checked("perfectClear", lines);
            this.perfectClearReplaces = replaces;
            return this;
        }

        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
        public AttackTable build() {
            return new AttackTable(this);
        }

        private static int[] byLines(String name, int[] values) {
            if (values.length != 5) {
                throw new IllegalArgumentException(name + " needs 5 values (0 to 4 lines), got " + values.length);
            }
            return checkedAll(name, values);
        }

        private static int[] chain(String name, int[] values) {
            if (values.length < 1 || values.length > 100) {
                throw new IllegalArgumentException(name + " needs 1 to 100 values, got " + values.length);
            }
            return checkedAll(name, values);
        }

        private static int[] checkedAll(String name, int[] values) {
            int[] copy = values.clone();
            for (int v : copy) {
                checked(name, v);
            }
            return copy;
        }

        private static int checked(String name, int value) {
            if (value < 0 || value > 100) {
                throw new IllegalArgumentException(name + " values must be 0..100, got " + value);
            }
            return value;
        }
    }
}
