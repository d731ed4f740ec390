package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@SuppressWarnings("deprecation") // the deprecated published weights must keep working
class LinearWeightsTest {
    private static final String EXAMPLE = """
            {
              "format": "tetris-arena-linear/1",
              "name": "my-bot",
              "description": "hand-tuned",
              "search": "two-piece",
              "features": {"holes": -4, "landing_height": -1.5, "rows_cleared": 2.25e0},
              "provenance": {"tool": "evolve", "generation": 12, "seeds": [1, 2, 3], "note": null,
                             "nested": {"ok": true, "sigma": 0.125}}
            }
            """;

    @Test
    void parsesTheDocumentedFormatKeepingFeatureOrder() {
        LinearWeights w = LinearWeights.parse(EXAMPLE, "example.json");
        assertEquals("my-bot", w.name());
        assertEquals("hand-tuned", w.description());
        assertEquals(LinearWeights.SearchDepth.TWO_PIECE, w.search());
        assertEquals(List.of(Feature.HOLES, Feature.LANDING_HEIGHT, Feature.ROWS_CLEARED), w.features());
        assertArrayEquals(new double[] {-4, -1.5, 2.25}, w.weights());
        assertEquals(-1.5, w.weight(Feature.LANDING_HEIGHT));
        assertEquals(0.0, w.weight(Feature.BUMPINESS));
    }

    @Test
    void keepsProvenanceAsWritten() {
        Map<String, Object> provenance = LinearWeights.parse(EXAMPLE, "example.json").provenance();
        assertEquals("evolve", provenance.get("tool"));
        assertEquals(12L, provenance.get("generation"));
        assertEquals(List.of(1L, 2L, 3L), provenance.get("seeds"));
        assertEquals(true, provenance.containsKey("note"));
        assertEquals(Map.of("ok", true, "sigma", 0.125), provenance.get("nested"));
    }

    @Test
    void writesAFileThatReadsBackEqual(@TempDir Path dir) throws IOException {
        LinearWeights original = LinearWeights.parse(EXAMPLE, "example.json");
        Path file = dir.resolve("sub/my-bot.json");
        original.write(file);
        LinearWeights again = LinearWeights.read(file);
        assertEquals(original, again);
        assertEquals(original.toJson(), again.toJson());
        assertEquals(true, Files.readString(file).startsWith("{\n  \"format\": \"tetris-arena-linear/1\",\n"));
    }

    @Test
    void aTrainerCanRecordNumberArraysInTheProvenance() {
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("best", new double[] {1.5, -2});
        provenance.put("seeds", new long[] {7, 8});
        LinearWeights written = new LinearWeights("t", "", LinearWeights.SearchDepth.ONE_PIECE,
                List.of(Feature.HOLES), new double[] {-1}, provenance);
        Map<String, Object> read = LinearWeights.parse(written.toJson(), "t.json").provenance();
        assertEquals(List.of(1.5, -2.0), read.get("best"));
        assertEquals(List.of(7L, 8L), read.get("seeds"));
    }

    @Test
    void theDefaultsAreOnePieceAndEmptyDescriptionAndProvenance() {
        LinearWeights w = LinearWeights.parse(
                "{\"format\":\"tetris-arena-linear/1\",\"name\":\"x\",\"features\":{\"holes\":-1}}", "min.json");
        assertEquals(LinearWeights.SearchDepth.ONE_PIECE, w.search());
        assertEquals("", w.description());
        assertEquals(Map.of(), w.provenance());
    }

    @Test
    void weightsForAFeatureSetFollowItsOrder() {
        LinearWeights w = LinearWeights.published("dellacherie", FeatureSet.DELLACHERIE);
        assertEquals(FeatureSet.DELLACHERIE.features(), w.features());
        assertArrayEquals(new double[] {-1, 1, -1, -1, -4, -1}, w.weights());
        assertArrayEquals(new double[16], LinearWeights.zeros("z", FeatureSet.RW16).weights());
    }

    @Test
    void malformedJsonNamesTheFileLineAndColumn() {
        String text = "{\n  \"format\": \"tetris-arena-linear/1\"\n  \"name\": \"x\"\n}";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LinearWeights.parse(text, "bad.json"));
        assertEquals("bad.json:3:3: Unexpected character ('\"' (code 34)): was expecting comma to separate Object"
                + " entries", e.getMessage());
    }

    @Test
    void anUnknownFeatureIsNamed() {
        String text = "{\"format\":\"tetris-arena-linear/1\",\"name\":\"x\",\"features\":{\"holez\":-1}}";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LinearWeights.parse(text, "f.json"));
        assertEquals(true, e.getMessage().startsWith("f.json: unknown feature 'holez' (known: rows_cleared, "),
                e.getMessage());
    }

    @Test
    void documentErrorsNameTheMember() {
        assertEquals("w.json: unknown member \"weights\" (allowed: format, name, description, search, "
                + "gameEndingLast, features, provenance)", message("{\"weights\":{}}"));
        assertEquals("w.json: \"format\" must be present", message("{\"name\":\"x\",\"features\":{}}"));
        assertEquals("w.json: \"format\" must be \"tetris-arena-linear/1\", got \"linear/0\"",
                message("{\"format\":\"linear/0\",\"name\":\"x\",\"features\":{}}"));
        assertEquals("w.json: \"search\" must be \"one-piece\" or \"two-piece\", got \"deep\"",
                message("{\"format\":\"tetris-arena-linear/1\",\"name\":\"x\",\"search\":\"deep\",\"features\":{}}"));
        assertEquals("w.json: the weight of \"holes\" must be a number",
                message("{\"format\":\"tetris-arena-linear/1\",\"name\":\"x\",\"features\":{\"holes\":\"-1\"}}"));
        assertEquals("w.json: weights name must match [a-z0-9][a-z0-9._-]*, got 'My Bot'",
                message("{\"format\":\"tetris-arena-linear/1\",\"name\":\"My Bot\",\"features\":{}}"));
        assertEquals("w.json:1:31: Duplicate field 'holes'", message("{\"features\":{\"holes\":1,\"holes\":2}}"));
    }

    @Test
    void nonFiniteWeightsCannotBeWritten() {
        Map<String, Object> provenance = new LinkedHashMap<>();
        assertThrows(IllegalArgumentException.class, () -> new LinearWeights("x", "", null,
                List.of(Feature.HOLES), new double[] {Double.NaN}, provenance));
    }

    private static String message(String text) {
        return assertThrows(IllegalArgumentException.class, () -> LinearWeights.parse(text, "w.json")).getMessage();
    }
}
