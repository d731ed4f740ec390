package io.tetrisarena.arena.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlainJsonReaderTest {
    @Test
    void readsObjectsInDocumentOrderWithEveryKindOfValue() {
        Object read = PlainJsonReader.read(" {\"s\": \"a\\\"b\\\\c\\/d\\n\\u00e9\\ud83d\\ude00\","
                + " \"t\": true, \"f\": false,"
                + " \"n\": null, \"i\": -12, \"l\": 9223372036854775807, \"b\": 9223372036854775808,"
                + " \"d\": 1.5e3, \"z\": -0, \"a\": [1, [], {}], \"o\": {\"x\": \"\"}}\r\n");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("s", "a\"b\\c/d\n\u00e9\ud83d\ude00");
        expected.put("t", true);
        expected.put("f", false);
        expected.put("n", PlainJsonReader.NULL);
        expected.put("i", -12L);
        expected.put("l", Long.MAX_VALUE);
        expected.put("b", new BigInteger("9223372036854775808"));
        expected.put("d", 1500.0);
        expected.put("z", 0L);
        expected.put("a", List.of(1L, List.of(), Map.of()));
        expected.put("o", Map.of("x", ""));
        assertEquals(expected, read);
        assertEquals(List.copyOf(expected.keySet()), new ArrayList<>(((Map<?, ?>) read).keySet()));
    }

    @Test
    void aRepeatedNameKeepsItsFirstPlaceAndItsLastValueAsJacksonDoes() {
        String text = "{\"a\": 1, \"b\": 2, \"a\": 3}";
        Object read = PlainJsonReader.read(text);
        assertEquals(Map.of("a", 3L, "b", 2L), read);
        assertEquals(List.of("a", "b"), new ArrayList<>(((Map<?, ?>) read).keySet()));
        assertEquals(read, StrictJson.JacksonFallback.read(text, "t"));
    }

    @Test
    void leavesToJacksonEverythingThatIsNotPlainJson() {
        for (String text : List.of("", "   ", "{", "{\"a\": 1,}", "[1,]", "{\"a\" 1}", "{a: 1}", "{'a': 1}",
                "{\"a\": 01}", "{\"a\": +1}", "{\"a\": .5}", "{\"a\": 1.}", "{\"a\": 1e}", "{\"a\": -}",
                "{\"a\": NaN}", "{\"a\": tru}", "{\"a\": nul}", "{\"a\": \"x\ty\"}", "{\"a\": \"\\x\"}",
                "{\"a\": \"\\u12G4\"}", "{\"a\": \"open}", "{} {}", "{} x", "\uFEFF{}", "{\"a\": 1} // c",
                "[" .repeat(PlainJsonReader.MAX_DEPTH + 2) + "]".repeat(PlainJsonReader.MAX_DEPTH + 2),
                "{\"a\": 1" + "0".repeat(PlainJsonReader.MAX_NUMBER_LENGTH) + "}")) {
            assertNull(PlainJsonReader.read(text), text);
        }
    }

    @Test
    void readsEveryBundledEventAndSeedSetExactlyAsJacksonDoes() throws IOException {
        List<String> texts = new ArrayList<>();
        for (String name : Events.BUNDLED) {
            texts.add(resource("/events/" + name + ".json"));
        }
        for (SeedSet.Standard set : SeedSet.Standard.values()) {
            texts.add(resource("/seeds/" + set.setName + ".json"));
        }
        for (String text : texts) {
            Object plain = PlainJsonReader.read(text);
            assertNotNull(plain);
            assertEquals(StrictJson.JacksonFallback.read(text, "t"), plain);
        }
    }

    @Test
    void malformedJsonStillGetsJacksonsLineAndColumn() throws IOException {
        Path file = Files.createTempFile("event", ".json");
        try {
            Files.writeString(file, "{\n  \"name\": \"x\",\n  \"rules\": {,}\n}\n");
            InputFileException e = assertThrows(InputFileException.class, () -> Events.load(file.toString()));
            assertEquals(file + ": malformed JSON at line 3, column 13: Unexpected character (',' (code 44)):"
                    + " was expecting double-quote to start field name", e.getMessage());
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void trailingTextAfterTheObjectIsIgnoredAsJacksonIgnoresIt() {
        StrictJson json = StrictJson.parse("{\"n\": 7} trailing", "t");
        assertEquals(7, json.integer("n"));
    }

    @Test
    void numbersKeepTheirIntegerAndRangeChecks() {
        StrictJson json = StrictJson.parse("{\"big\": 3000000000, \"huge\": 99999999999999999999, \"real\": 2.0,"
                + " \"nil\": null}", "t");
        assertEquals(3_000_000_000L, json.longValue("big"));
        assertEquals("t: field 'big' must be an integer",
                assertThrows(InputFileException.class, () -> json.integer("big")).getMessage());
        assertEquals("t: field 'huge' must be an integer",
                assertThrows(InputFileException.class, () -> json.longValue("huge")).getMessage());
        assertEquals("t: field 'real' must be an integer",
                assertThrows(InputFileException.class, () -> json.integer("real")).getMessage());
        assertEquals("t: missing field 'nil'",
                assertThrows(InputFileException.class, () -> json.integer("nil")).getMessage());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PlainJsonReaderTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
