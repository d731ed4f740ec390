package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class AttackTableTest {
    private static final int NO = Scoring.NO_COMBO;

    @Test
    void plainClearsSendZeroOneTwoAndFourLines() {
        assertEquals(0, AttackTable.attack(0, Spin.NONE, false, NO, false));
        assertEquals(0, AttackTable.attack(1, Spin.NONE, false, NO, false));
        assertEquals(1, AttackTable.attack(2, Spin.NONE, false, NO, false));
        assertEquals(2, AttackTable.attack(3, Spin.NONE, false, NO, false));
        assertEquals(4, AttackTable.attack(4, Spin.NONE, false, NO, false));
    }

    @Test
    void tSpinsSendTwoFourAndSixAndMinisSendLikePlainClears() {
        assertEquals(0, AttackTable.attack(0, Spin.FULL, false, NO, false));
        assertEquals(2, AttackTable.attack(1, Spin.FULL, false, NO, false));
        assertEquals(4, AttackTable.attack(2, Spin.FULL, false, NO, false));
        assertEquals(6, AttackTable.attack(3, Spin.FULL, false, NO, false));
        assertEquals(0, AttackTable.attack(0, Spin.MINI, false, NO, false));
        assertEquals(0, AttackTable.attack(1, Spin.MINI, false, NO, false));
        assertEquals(1, AttackTable.attack(2, Spin.MINI, false, NO, false));
    }

    @Test
    void backToBackAddsOneLineOnlyToADifficultClearAfterADifficultClear() {
        assertEquals(5, AttackTable.attack(4, Spin.NONE, false, NO, true), "back-to-back tetris");
        assertEquals(5, AttackTable.attack(2, Spin.FULL, false, NO, true), "back-to-back T-spin double");
        assertEquals(1, AttackTable.attack(1, Spin.MINI, false, NO, true), "back-to-back mini single");
        assertEquals(1, AttackTable.attack(2, Spin.NONE, false, NO, true), "a plain double gets no bonus");
        assertEquals(0, AttackTable.attack(0, Spin.FULL, false, NO, true), "no lines, nothing sent");
    }

    @Test
    void theComboTableAddsByTheCounterAfterTheClear() {
        int[] expected = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5};
        for (int counter = 0; counter < expected.length; counter++) {
            assertEquals(expected[counter], AttackTable.comboBonus(counter), "counter " + counter);
            // singles in a chain: the counter before is one less than after
            assertEquals(expected[counter], AttackTable.attack(1, Spin.NONE, false, counter - 1, false));
        }
        assertEquals(0, AttackTable.comboBonus(-1));
        assertEquals(4 + 1 + 2, AttackTable.attack(4, Spin.NONE, false, 3, true), "b2b tetris as counter 4: 4+1+2");
    }

    @Test
    void aPerfectClearAddsTenLines() {
        assertEquals(10, AttackTable.attack(1, Spin.NONE, true, NO, false));
        assertEquals(14, AttackTable.attack(4, Spin.NONE, true, NO, false));
        assertEquals(15, AttackTable.attack(4, Spin.NONE, true, 0, true), "b2b tetris PC as second clear: 4+1+0+10");
    }

    @Test
    void rejectsMoreThanFourLines() {
        assertThrows(IllegalArgumentException.class, () -> AttackTable.attack(5, Spin.NONE, false, NO, false));
    }
}
