package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.ScoringTable;
import org.junit.jupiter.api.Test;

/** The guideline scoring table at level 1, back-to-back, combos and perfect clears; NES and none. */
class ScoringTest {
    private static final int NO = Scoring.NO_COMBO;

    private static long guideline(int lines, Spin spin, boolean perfect, int comboBefore, boolean b2b) {
        return Scoring.points(ScoringTable.GUIDELINE, lines, spin, perfect, comboBefore, b2b);
    }

    @Test
    void paysThePlainClearsOfTheTable() {
        assertEquals(0, guideline(0, Spin.NONE, false, NO, false));
        assertEquals(100, guideline(1, Spin.NONE, false, NO, false));
        assertEquals(300, guideline(2, Spin.NONE, false, NO, false));
        assertEquals(500, guideline(3, Spin.NONE, false, NO, false));
        assertEquals(800, guideline(4, Spin.NONE, false, NO, false));
    }

    @Test
    void paysTSpinsAndMinis() {
        assertEquals(100, guideline(0, Spin.MINI, false, NO, false));
        assertEquals(200, guideline(1, Spin.MINI, false, NO, false));
        assertEquals(400, guideline(2, Spin.MINI, false, NO, false));
        assertEquals(400, guideline(0, Spin.FULL, false, NO, false));
        assertEquals(800, guideline(1, Spin.FULL, false, NO, false));
        assertEquals(1200, guideline(2, Spin.FULL, false, NO, false));
        assertEquals(1600, guideline(3, Spin.FULL, false, NO, false));
    }

    @Test
    void multipliesADifficultClearAfterAnotherByOneAndAHalf() {
        assertEquals(1200, guideline(4, Spin.NONE, false, NO, true));
        assertEquals(1800, guideline(2, Spin.FULL, false, NO, true));
        assertEquals(2400, guideline(3, Spin.FULL, false, NO, true));
        assertEquals(300, guideline(1, Spin.MINI, false, NO, true));
        // Neither a plain clear nor a spin without lines is difficult: no bonus.
        assertEquals(300, guideline(2, Spin.NONE, false, NO, true));
        assertEquals(400, guideline(0, Spin.FULL, false, NO, true));
    }

    @Test
    void keepsBackToBackThroughSpinsWithoutLinesAndBreaksItWithAPlainClear() {
        assertTrue(Scoring.backToBackAfter(false, 4, Spin.NONE));
        assertTrue(Scoring.backToBackAfter(false, 1, Spin.MINI));
        assertTrue(Scoring.backToBackAfter(true, 0, Spin.FULL));
        assertTrue(Scoring.backToBackAfter(true, 0, Spin.NONE));
        assertFalse(Scoring.backToBackAfter(false, 0, Spin.FULL));
        assertFalse(Scoring.backToBackAfter(true, 3, Spin.NONE));
        assertFalse(Scoring.backToBackAfter(true, 1, Spin.NONE));
    }

    @Test
    void countsCombosFromTheSecondClearOfARun() {
        assertEquals(0, Scoring.comboAfter(NO, 1));
        assertEquals(3, Scoring.comboAfter(2, 2));
        assertEquals(NO, Scoring.comboAfter(5, 0));
        // The first clear of a run earns no combo bonus, the next ones 50 times the new count.
        assertEquals(100, guideline(1, Spin.NONE, false, NO, false));
        assertEquals(150, guideline(1, Spin.NONE, false, 0, false));
        assertEquals(450, guideline(2, Spin.NONE, false, 2, false));
        assertEquals(1200 + 150, guideline(4, Spin.NONE, false, 2, true));
        // A piece that clears nothing ends the run and earns no combo points.
        assertEquals(0, guideline(0, Spin.NONE, false, 4, false));
    }

    @Test
    void addsThePerfectClearBonus() {
        assertEquals(100 + 800, guideline(1, Spin.NONE, true, NO, false));
        assertEquals(300 + 1200, guideline(2, Spin.NONE, true, NO, false));
        assertEquals(500 + 1800, guideline(3, Spin.NONE, true, NO, false));
        assertEquals(800 + 2000, guideline(4, Spin.NONE, true, NO, false));
        assertEquals(1200 + 3200, guideline(4, Spin.NONE, true, NO, true));
        assertEquals(0, guideline(0, Spin.NONE, true, NO, false), "an empty board without a clear is no perfect clear");
    }

    @Test
    void scoresAWholeSequenceOfLocks() {
        // Tetris, TSD (back-to-back), single (breaks it), then a tetris that is not back-to-back,
        // all in one unbroken combo.
        int combo = NO;
        boolean b2b = false;
        long total = 0;
        int[] lines = {4, 2, 1, 4};
        Spin[] spins = {Spin.NONE, Spin.FULL, Spin.NONE, Spin.NONE};
        for (int i = 0; i < lines.length; i++) {
            total += guideline(lines[i], spins[i], false, combo, b2b);
            combo = Scoring.comboAfter(combo, lines[i]);
            b2b = Scoring.backToBackAfter(b2b, lines[i], spins[i]);
        }
        assertEquals(800 + (1800 + 50) + (100 + 100) + (800 + 150), total);
        assertEquals(3, combo);
        assertTrue(b2b);
    }

    @Test
    void paysTheNesTableWithoutBonuses() {
        assertEquals(0, Scoring.points(ScoringTable.NES, 0, Spin.NONE, false, NO, false));
        assertEquals(40, Scoring.points(ScoringTable.NES, 1, Spin.FULL, false, 3, true));
        assertEquals(100, Scoring.points(ScoringTable.NES, 2, Spin.NONE, false, NO, false));
        assertEquals(300, Scoring.points(ScoringTable.NES, 3, Spin.NONE, false, NO, false));
        assertEquals(1200, Scoring.points(ScoringTable.NES, 4, Spin.NONE, true, 5, true));
    }

    @Test
    void paysNothingUnderTheNoneTable() {
        assertEquals(0, Scoring.points(ScoringTable.NONE, 4, Spin.NONE, true, 5, true));
    }

    @Test
    void rejectsMoreThanFourLines() {
        assertThrows(IllegalArgumentException.class, () -> guideline(5, Spin.NONE, false, NO, false));
        assertThrows(IllegalArgumentException.class, () -> guideline(-1, Spin.NONE, false, NO, false));
    }
}
