package io.tetrisarena.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The garbage schedule: an interval that starts long and shrinks by one step at a time to a floor. */
class GarbageScheduleTest {

    @Test
    void shrinksTheIntervalByOneEveryShrinkEveryPiecesDownToTheMinimum() {
        GarbageSchedule schedule = new GarbageSchedule(10, 4, 25);
        assertEquals(10, schedule.intervalAt(0));
        assertEquals(10, schedule.intervalAt(24));
        assertEquals(9, schedule.intervalAt(25));
        assertEquals(5, schedule.intervalAt(125));
        assertEquals(4, schedule.intervalAt(150));
        assertEquals(4, schedule.intervalAt(100_000));
    }

    @Test
    void keepsAFixedIntervalWhenShrinkEveryIsZero() {
        GarbageSchedule schedule = new GarbageSchedule(7, 7, 0);
        assertEquals(7, schedule.intervalAt(0));
        assertEquals(7, schedule.intervalAt(10_000));
    }

    @Test
    void hasNoIntervalWhenDisabled() {
        assertFalse(GarbageSchedule.NONE.enabled());
        assertEquals(0, GarbageSchedule.NONE.intervalAt(50));
        assertTrue(new GarbageSchedule(3, 1, 1).enabled());
    }

    @Test
    void rejectsAMinimumAboveTheFirstIntervalOrBelowOne() {
        assertThrows(IllegalArgumentException.class, () -> new GarbageSchedule(5, 6, 1));
        assertThrows(IllegalArgumentException.class, () -> new GarbageSchedule(5, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new GarbageSchedule(-1, 0, 0));
    }
}
