package io.tetrisarena.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The rules value: presets, the spawn position it implies, and the limits it enforces. */
class RulesTest {

    private static Rules withSize(int width, int height, int visible) {
        return new Rules("sized", width, height, visible, 5, true, MovementModel.SRS, false,
                ScoringTable.GUIDELINE, RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, GarbageSchedule.NONE, 0);
    }

    @Test
    void spawnsAtColumnFourRowNineteenOnTheStandardField() {
        Rules rules = Rules.guideline();
        assertEquals(4, rules.spawnX());
        assertEquals(19, rules.spawnY());
        assertEquals(10, rules.emptyBoard().width());
        assertEquals(40, rules.emptyBoard().height());
    }

    @Test
    void spawnsLeftOfCentreAndAtTheTopVisibleRowOnOtherFields() {
        assertEquals(3, withSize(8, 30, 16).spawnX());
        assertEquals(15, withSize(8, 30, 16).spawnY());
        assertEquals(5, withSize(12, 40, 20).spawnX());
    }

    @Test
    void describesTheClassicPreset() {
        Rules classic = Rules.classic();
        assertEquals(MovementModel.STRAIGHT_DROP, classic.movement());
        assertEquals(0, classic.previewCount());
        assertEquals(ScoringTable.NES, classic.scoring());
        assertEquals(TopOutRule.STACK_ABOVE_VISIBLE, classic.topOut());
    }

    @Test
    void rejectsValuesOutsideTheirRangesNamingTheField() {
        assertMessage("width", () -> withSize(3, 40, 20));
        assertMessage("height", () -> withSize(10, 65, 20));
        assertMessage("visibleHeight", () -> withSize(10, 40, 39));
        assertMessage("previewCount", () -> Rules.guideline().withPreview(7));
        assertMessage("rotation180", () -> new Rules("x", 10, 40, 20, 0, false, MovementModel.STRAIGHT_DROP, true,
                ScoringTable.NES, RandomizerKind.UNIFORM, TopOutRule.STACK_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0));
    }

    @Test
    void changesOnlyTheNamedFieldInWithers() {
        Rules base = Rules.guideline();
        Rules changed = base.withPreview(2).withHold(false).withPieceCap(500).withMoveTimeMillis(20).withName("b");
        assertEquals(new Rules("b", 10, 40, 20, 2, false, MovementModel.SRS, false, ScoringTable.GUIDELINE,
                RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 500, GarbageSchedule.NONE, 20), changed);
    }

    private static void assertMessage(String field, Runnable construction) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, construction::run);
        assertTrue(e.getMessage().contains(field), e.getMessage());
    }

    @Test
    void aBuilderFromThePresetChangesOnlyWhatItIsTold() {
        Rules built = Rules.classic().toBuilder().name("classic-8").width(8).previewCount(1).pieceCap(500).build();
        assertEquals(new Rules("classic-8", 8, 40, 20, 1, false, MovementModel.STRAIGHT_DROP, false,
                ScoringTable.NES, RandomizerKind.SEVEN_BAG, TopOutRule.STACK_ABOVE_VISIBLE, 500,
                GarbageSchedule.NONE, 0), built);
    }

    @Test
    void theBuilderStartsFromTheGuidelineRules() {
        assertEquals(Rules.guideline(), Rules.builder().build());
        assertEquals(Rules.guideline().withHold(false).withMoveTimeMillis(20),
                Rules.builder().hold(false).moveTimeMillis(20).build());
    }

    @Test
    void theBuilderRefusesWhatTheConstructorRefuses() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Rules.builder().width(17).build());
        assertEquals("width must be 4..16, got 17", e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Rules.classic().toBuilder().rotation180(true).build());
    }
}
