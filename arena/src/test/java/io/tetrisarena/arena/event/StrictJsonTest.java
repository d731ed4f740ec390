package io.tetrisarena.arena.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StrictJsonTest {
    @Test
    void readsEveryKindOfValueWithItsEscapes() {
        StrictJson json = StrictJson.parse(" {\"s\": \"a\\\"b\\\\c\\/d\\n\\u00e9\\ud83d\\ude00\","
                + " \"t\": true, \"f\": false, \"i\": -12, \"l\": 9223372036854775807, \"d\": 1.5e3, \"z\": -0,"
                + " \"a\": [1, -2, 3], \"w\": [\"x\", \"\"], \"o\": {\"x\": 4}}\r\n", "t");
        assertEquals("a\"b\\c/d\n\u00e9\ud83d\ude00", json.text("s"));
        assertTrue(json.bool("t"));
        assertEquals(false, json.bool("f"));
        assertEquals(-12, json.integer("i"));
        assertEquals(Long.MAX_VALUE, json.longValue("l"));
        assertEquals(1500.0, json.number("d"));
        assertEquals(0, json.integer("z"));
        assertEquals(List.of(1, -2, 3), Arrays.stream(json.integers("a")).boxed().toList());
        assertEquals(List.of(1L, -2L, 3L), json.longs("a"));
        assertEquals(List.of("x", ""), json.texts("w"));
        assertEquals(4, json.object("o").integer("x"));
    }

    @Test
    void keepsTheFieldsInDocumentOrderAndARepeatedNameKeepsItsFirstPlaceAndItsLastValue() {
        StrictJson json = StrictJson.parse("{\"c\": 1, \"a\": 2, \"c\": 3, \"b\": 4}", "t");
        assertEquals(3, json.integer("c"));
        assertEquals("t: unknown field 'c' (allowed: a, b)",
                assertThrows(InputFileException.class, () -> json.allowOnly(Set.of("a", "b"))).getMessage());
        assertEquals("t: unknown field 'b' (allowed: a, c)",
                assertThrows(InputFileException.class, () -> json.allowOnly(Set.of("a", "c"))).getMessage());
    }

    @Test
    void malformedJsonGetsOneLineWithTheParsersLineAndColumn() throws IOException {
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
    void everyMalformedTextIsOneLineNamingTheSource() {
        for (String text : List.of("{", "{\"a\": 1,}", "{\"a\" 1}", "{a: 1}", "{'a': 1}", "{\"a\": 01}",
                "{\"a\": +1}", "{\"a\": .5}", "{\"a\": 1.}", "{\"a\": 1e}", "{\"a\": -}", "{\"a\": NaN}",
                "{\"a\": tru}", "{\"a\": \"x\ty\"}", "{\"a\": \"\\x\"}", "{\"a\": \"\\u12G4\"}", "{\"a\": \"open}",
                "[".repeat(2000) + "]".repeat(2000))) {
            String label = text.length() > 40 ? text.substring(0, 40) + "..." : text;
            String message = assertThrows(InputFileException.class, () -> StrictJson.parse(text, "f.json"),
                    label).getMessage();
            assertTrue(message.startsWith("f.json: malformed JSON at line 1, column "), message);
            assertEquals(-1, message.indexOf('\n'), message);
        }
    }

    @Test
    void anythingButAnObjectIsRefused() {
        for (String text : List.of("", "   ", "[]", "7", "\"x\"", "null")) {
            assertEquals("f.json: expected a JSON object",
                    assertThrows(InputFileException.class, () -> StrictJson.parse(text, "f.json")).getMessage());
        }
    }

    @Test
    void trailingTextAfterTheObjectIsIgnoredAsJacksonsTreeModelIgnoresIt() {
        StrictJson json = StrictJson.parse("{\"n\": 7} trailing", "t");
        assertEquals(7, json.integer("n"));
        assertEquals(7, StrictJson.parse("{\"n\": 7} {}", "t").integer("n"));
    }

    @Test
    void numbersKeepTheirIntegerAndRangeChecks() {
        StrictJson json = StrictJson.parse("{\"big\": 3000000000, \"huge\": 99999999999999999999, \"real\": 2.0,"
                + " \"nil\": null, \"mixed\": [1, 2.5], \"longs\": [1, 99999999999999999999]}", "t");
        assertEquals(3_000_000_000L, json.longValue("big"));
        assertEquals("t: field 'big' must be an integer",
                assertThrows(InputFileException.class, () -> json.integer("big")).getMessage());
        assertEquals("t: field 'huge' must be an integer",
                assertThrows(InputFileException.class, () -> json.longValue("huge")).getMessage());
        assertEquals("t: field 'real' must be an integer",
                assertThrows(InputFileException.class, () -> json.integer("real")).getMessage());
        assertEquals(2.0, json.number("real"));
        assertEquals("t: missing field 'nil'",
                assertThrows(InputFileException.class, () -> json.integer("nil")).getMessage());
        assertEquals("t: field 'mixed' must be an array of integers",
                assertThrows(InputFileException.class, () -> json.integers("mixed")).getMessage());
        assertEquals("t: field 'longs' must be an array of 64-bit integers",
                assertThrows(InputFileException.class, () -> json.longs("longs")).getMessage());
    }

    @Test
    void readsEveryBundledEventAndSeedSetAsJacksonsTreeModelReadsThem() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        List<String> names = new ArrayList<>();
        for (String name : Events.BUNDLED) {
            names.add("/events/" + name + ".json");
        }
        for (SeedSet.Standard set : SeedSet.Standard.values()) {
            names.add("/seeds/" + set.setName + ".json");
        }
        for (String name : names) {
            String text = resource(name);
            StrictJson json = StrictJson.parse(text, name);
            JsonNode tree = mapper.readTree(text);
            tree.fieldNames().forEachRemaining(field -> assertTrue(json.has(field), name + " " + field));
            if (tree.has("seeds")) {
                List<Long> expected = new ArrayList<>();
                tree.get("seeds").forEach(seed -> expected.add(seed.asLong()));
                assertEquals(expected, json.longs("seeds"), name);
            }
            if (tree.has("name")) {
                assertEquals(tree.get("name").asText(), json.text("name"), name);
            }
        }
    }

    @Test
    void aNumberBeyondSixtyFourBitsIsReadAndRefusedAsAnInteger() {
        StrictJson json = StrictJson.parse("{\"n\": " + new BigInteger("2").pow(70) + "}", "t");
        assertEquals("t: field 'n' must be an integer",
                assertThrows(InputFileException.class, () -> json.longValue("n")).getMessage());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = StrictJsonTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
