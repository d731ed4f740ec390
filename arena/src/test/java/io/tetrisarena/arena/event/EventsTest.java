package io.tetrisarena.arena.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class EventsTest {
    @Test
    void everyBundledEventParsesAndSurvivesARoundTrip() {
        for (String name : Events.BUNDLED) {
            Event event = Events.load(name);
            assertEquals(name, event.name());
            assertEquals(name, event.rules().name());
            assertEquals(event, Events.parse(Events.toJson(event), "round trip"));
        }
    }

    @Test
    void theVersusPresetCarriesItsVersusBlockAndSoloPresetsNone() {
        Event versus = Events.load("versus");
        assertEquals(new VersusRules("guideline", 1), versus.versus());
        assertEquals(500, versus.withPieceCap(500).rules().pieceCap());
        assertEquals(new VersusRules("guideline", 1), versus.withPieceCap(20).versus());
        assertTrue(Events.toJson(versus).endsWith(",\"versus\":{\"attack\":\"guideline\",\"garbageDelay\":1}}"));
        assertEquals(null, Events.load("marathon").versus());
        assertTrue(!Events.toJson(Events.load("marathon")).contains("versus"));
    }

    @Test
    void rejectsAnUnknownAttackTableInOneLine() {
        String json = Events.toJson(Events.load("versus")).replace("\"guideline\",\"garbageDelay\"",
                "\"tetrio\",\"garbageDelay\"");
        InputFileException e = assertThrows(InputFileException.class, () -> Events.parse(json, "x.json"));
        assertEquals("x.json: invalid versus rules: unknown attack table 'tetrio' (use guideline)", e.getMessage());
    }

    @Test
    void presetsSayWhatTheyRankByAndInWhichDirection() {
        Event marathon = Events.load("marathon");
        assertEquals(Metric.SCORE, marathon.metric());
        assertTrue(marathon.higherIsBetter());
        assertEquals(MovementModel.SRS, marathon.rules().movement());
        assertEquals(5, marathon.rules().previewCount());
        assertTrue(marathon.rules().hold());
        assertTrue(marathon.rules().pieceCap() > 0);

        Event survival = Events.load("survival");
        assertEquals(Metric.PIECES, survival.metric());
        assertTrue(survival.rules().garbage().enabled());

        Event classic = Events.load("classic");
        assertEquals(Metric.SCORE, classic.metric());
        assertEquals(MovementModel.STRAIGHT_DROP, classic.rules().movement());
        assertEquals(ScoringTable.NES, classic.rules().scoring());
        assertEquals(0, classic.rules().previewCount());

        Event literature = Events.load("literature");
        assertEquals(RandomizerKind.UNIFORM, literature.rules().randomizer());
        assertEquals(TopOutRule.PIECE_ABOVE_VISIBLE, literature.rules().topOut());
        assertEquals(20, literature.rules().visibleHeight());
        assertEquals(0, literature.rules().pieceCap());

        Event small = Events.load("literature-10x10");
        assertEquals(Metric.LINES, small.metric());
        assertEquals(new Rules("literature-10x10", 10, 14, 10, 0, false, MovementModel.STRAIGHT_DROP, false,
                ScoringTable.NONE, RandomizerKind.UNIFORM, TopOutRule.PIECE_ABOVE_VISIBLE, 0, GarbageSchedule.NONE,
                200), small.rules());
    }

    @Test
    void aBadEnumValueNamesTheFieldAndTheAllowedValues() {
        String json = Events.toJson(Events.load("classic")).replace("\"straight_drop\"", "\"teleport\"");
        InputFileException e = assertThrows(InputFileException.class, () -> Events.parse(json, "my.json"));
        assertEquals("my.json: field 'rules.movement': unknown value 'teleport' (use srs, straight_drop)",
                e.getMessage());
    }

    @Test
    void invalidRulesAreOneLineNamingTheFile() {
        String json = Events.toJson(Events.load("classic")).replace("\"width\":10", "\"width\":99");
        InputFileException e = assertThrows(InputFileException.class, () -> Events.parse(json, "wide.json"));
        assertEquals("wide.json: invalid rules: width must be 4..16, got 99", e.getMessage());
    }

    @Test
    void aWrongTypeIsNamed() {
        String json = Events.toJson(Events.load("classic")).replace("\"hold\":false", "\"hold\":\"no\"");
        InputFileException e = assertThrows(InputFileException.class, () -> Events.parse(json, "t.json"));
        assertEquals("t.json: field 'rules.hold' must be true or false", e.getMessage());
    }

    @Test
    void theWallBackstopIsAnOptionalFieldLeftOutWhenNotSet() {
        Event classic = Events.load("classic");
        assertEquals(0, classic.wallBackstopMillis());
        assertTrue(!Events.toJson(classic).contains("wallBackstopMillis"), "old event files keep their hash");
        String json = Events.toJson(classic).replaceFirst("\\{", "{\"wallBackstopMillis\":45000,");
        Event parsed = Events.parse(json, "slow.json");
        assertEquals(45_000, parsed.wallBackstopMillis());
        assertEquals(classic.withWallBackstopMillis(45_000), parsed);
        assertEquals(parsed, Events.parse(Events.toJson(parsed), "round trip"));
    }

    @Test
    void aNegativeWallBackstopIsOneLineNamingTheField() {
        String json = Events.toJson(Events.load("classic")).replaceFirst("\\{", "{\"wallBackstopMillis\":-5,");
        InputFileException e = assertThrows(InputFileException.class, () -> Events.parse(json, "n.json"));
        assertEquals("n.json: field 'wallBackstopMillis' must be 0 (the default) or more milliseconds, got -5",
                e.getMessage());
    }

    @Test
    void theMaximumIsWhatThePieceCapAllows() {
        Event classic = Events.load("classic");
        Event lines = new Event("l", "", Metric.LINES, true, classic.rules());
        assertEquals(OptionalDouble.of(800), lines.maximum(), "2000 pieces of 4 cells fill 800 rows of 10");
        assertEquals(OptionalDouble.of(240000), new Event("s", "", Metric.SCORE, true, classic.rules()).maximum(),
                "200 NES tetrises of 1200 points");
        assertEquals(OptionalDouble.of(2000), Events.load("survival").maximum());
        assertEquals(OptionalDouble.empty(), Events.load("marathon").maximum(), "guideline scoring has no ceiling");
        assertEquals(OptionalDouble.empty(), Events.load("literature-10x10").maximum(), "no cap");
    }
}
