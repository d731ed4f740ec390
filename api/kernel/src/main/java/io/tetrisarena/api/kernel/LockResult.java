package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * What one {@link PlayState} lock did: the piece placed, the rows it cleared, its spin, whether it left the
 * board empty, the points it earned, the combo and back-to-back state before and after it, the garbage row
 * that rose after it, and the reason the game ended, if it did. Reusable: a search keeps one and passes it
 * to every lock, so the transition allocates nothing; each lock overwrites every field.
 *
 * <p>These are the inputs of any attack table: lines, spin, perfect clear, combo and back-to-back. Since
 * 1.4.0, a state with an {@link AttackTable} profile also fills {@link #allSpin()}, the back-to-back chains
 * by that profile and {@link #attack()}.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class LockResult {
    Piece piece;
    boolean viaHold;
    int linesCleared;
    Spin spin = Spin.NONE;
    boolean perfectClear;
    long points;
    int comboBefore;
    int comboAfter;
    boolean backToBackBefore;
    boolean backToBackAfter;
    boolean allSpin;
    int backToBackChainBefore;
    int backToBackChainAfter;
    int attack;
    int lockedStackHeight;
    int garbageHole = -1;
    EndReason endReason;

    /** An empty result, to be filled by {@link PlayState#lock}; reuse one per search depth. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public LockResult() {
    }

    /** The piece that locked. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Piece piece() {
        return piece;
    }

    /** Whether the move went through hold. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean viaHold() {
        return viaHold;
    }

    /** Rows cleared (0 when the game ended before clearing: {@link EndReason#PIECE_ABOVE_VISIBLE}). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int linesCleared() {
        return linesCleared;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Spin spin() {
        return spin;
    }

    /** Whether rows were cleared and the board is empty afterwards. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean perfectClear() {
        return perfectClear;
    }

    /** The points the rules' scoring table awards for this lock. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public long points() {
        return points;
    }

    /** The combo counter before this lock ({@link Scoring#NO_COMBO} when no chain was running). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int comboBefore() {
        return comboBefore;
    }

    /** The combo counter after this lock. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int comboAfter() {
        return comboAfter;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean backToBackBefore() {
        return backToBackBefore;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean backToBackAfter() {
        return backToBackAfter;
    }

    /**
     * Whether the piece counts as an all-spin by the state's attack table ({@link AttackTable#countsAsAllSpin}:
     * it cleared lines where it could move neither left, right nor up); false without a table.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public boolean allSpin() {
        return allSpin;
    }

    /** Difficult clears in a row before this lock (0 when no back-to-back chain ran). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int backToBackChainBefore() {
        return backToBackChainBefore;
    }

    /** Difficult clears in a row after this lock. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int backToBackChainAfter() {
        return backToBackChainAfter;
    }

    /** The garbage lines this lock sends by the state's attack table ({@link AttackTable#linesSent}), 0 without one. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int attack() {
        return attack;
    }

    /** Whether this clear was difficult: a tetris or a T-spin that cleared lines (see {@link Scoring}). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean difficult() {
        return Scoring.isDifficult(linesCleared, spin);
    }

    /** The stack height right after the piece locked, before any row cleared. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int lockedStackHeight() {
        return lockedStackHeight;
    }

    /** The hole column of the garbage row that rose after this lock, or -1 when none did. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int garbageHole() {
        return garbageHole;
    }

    /** Why the game ended at this lock, or null when it goes on. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public EndReason endReason() {
        return endReason;
    }

    /** Whether the game ended at this lock. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean ended() {
        return endReason != null;
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public String toString() {
        return piece + (viaHold ? " via hold" : "") + ": " + linesCleared + " lines, " + spin + ", " + points
                + " points" + (perfectClear ? ", perfect clear" : "") + ", combo " + comboBefore + "->" + comboAfter
                + ", b2b " + backToBackBefore + "->" + backToBackAfter
                + (allSpin ? ", all-spin" : "") + (attack > 0 ? ", attack " + attack : "")
                + (garbageHole >= 0 ? ", garbage hole " + garbageHole : "")
                + (endReason != null ? ", ends: " + endReason.text() : "");
    }
}
