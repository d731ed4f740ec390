package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Validates the writer's JSON against the schema block in {@code docs/leaderboard.md}, so the documentation
 * cannot drift from the file. The validator covers the keywords that schema uses: type, const, enum,
 * required, properties, additionalProperties (false), items and local $ref.
 */
class LeaderboardSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DOC = Path.of("../docs/leaderboard.md");

    @Test
    void writtenJsonSatisfiesTheDocumentedSchema(@TempDir Path out) throws IOException {
        Fixture fixture = Fixture.load();
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), Double.NaN, out);
        JsonNode document = JSON.readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        JsonNode schema = documentedSchema();
        List<String> problems = new ArrayList<>();
        validate(schema, schema, document, "$", problems);
        assertEquals(List.of(), problems);
    }

    @Test
    void jsonWithAVersusSectionSatisfiesTheDocumentedSchema(@TempDir Path out) throws IOException {
        Fixture fixture = Fixture.load();
        JsonLinesStore.in(out).write(ResultsStore.Kind.VERSUS, VersusLeaderboardTest.header(), null,
                VersusLeaderboardTest.games(), ResultsStore.Footer.of(1.0));
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), Double.NaN, out);
        JsonNode document = JSON.readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        assertTrue(document.has("versus"));
        JsonNode schema = documentedSchema();
        List<String> problems = new ArrayList<>();
        validate(schema, schema, document, "$", problems);
        assertEquals(List.of(), problems);
    }

    @Test
    void jsonOfAVersusOnlyFolderSatisfiesTheDocumentedSchema(@TempDir Path out) throws IOException {
        JsonLinesStore.in(out).write(ResultsStore.Kind.VERSUS, VersusOnlyLeaderboardTest.header(), "alpha",
                VersusOnlyLeaderboardTest.gauntletGames(), ResultsStore.Footer.of(1.0));
        new DefaultLeaderboardWriter().writeFolder(out);
        JsonNode document = JSON.readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        assertEquals("alpha", document.path("versus").path("gauntlet").asText());
        JsonNode schema = documentedSchema();
        List<String> problems = new ArrayList<>();
        validate(schema, schema, document, "$", problems);
        assertEquals(List.of(), problems);
    }

    @Test
    void validatorNoticesAMissingMemberAnUnknownMemberAndAWrongType(@TempDir Path out) throws IOException {
        Fixture fixture = Fixture.load();
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), 1, out);
        ObjectNode document = (ObjectNode) JSON.readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        ObjectNode standing = (ObjectNode) document.get("events").get(0).get("standings").get(0);
        standing.remove("median");
        standing.put("extra", 1);
        standing.put("games", "six");
        JsonNode schema = documentedSchema();
        List<String> problems = new ArrayList<>();
        validate(schema, schema, document, "$", problems);
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.contains("$.events[0].standings[0]: missing median"), problems.toString());
    }

    private static JsonNode documentedSchema() throws IOException {
        String doc = Files.readString(DOC);
        int start = doc.indexOf("```json\n{\n  \"$schema\"");
        assertTrue(start >= 0, "no schema block in " + DOC);
        int from = doc.indexOf('\n', start) + 1;
        return JSON.readTree(doc.substring(from, doc.indexOf("```", from)));
    }

    private static void validate(JsonNode root, JsonNode schema, JsonNode value, String path, List<String> problems) {
        if (schema.has("$ref")) {
            String ref = schema.get("$ref").asText();
            validate(root, root.at(ref.substring(1)), value, path, problems);
            return;
        }
        if (schema.has("const") && !schema.get("const").equals(value)) {
            problems.add(path + ": expected " + schema.get("const"));
        }
        if (schema.has("enum")) {
            boolean found = false;
            for (JsonNode option : schema.get("enum")) {
                found |= option.equals(value);
            }
            if (!found) {
                problems.add(path + ": " + value + " not in " + schema.get("enum"));
            }
        }
        if (schema.has("type") && !typeMatches(schema.get("type"), value)) {
            problems.add(path + ": " + value.getNodeType() + " is not " + schema.get("type"));
            return;
        }
        if (value.isObject()) {
            for (JsonNode required : schema.path("required")) {
                if (!value.has(required.asText())) {
                    problems.add(path + ": missing " + required.asText());
                }
            }
            JsonNode properties = schema.path("properties");
            for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                if (properties.has(member.getKey())) {
                    validate(root, properties.get(member.getKey()), member.getValue(), path + "." + member.getKey(),
                            problems);
                } else if (schema.path("additionalProperties").isBoolean()
                        && !schema.get("additionalProperties").asBoolean()) {
                    problems.add(path + ": unknown member " + member.getKey());
                }
            }
        }
        if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                validate(root, schema.get("items"), value.get(i), path + "[" + i + "]", problems);
            }
        }
    }

    private static boolean typeMatches(JsonNode type, JsonNode value) {
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (typeMatches(t, value)) {
                    return true;
                }
            }
            return false;
        }
        return switch (type.asText()) {
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "string" -> value.isTextual();
            case "boolean" -> value.isBoolean();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber();
            case "null" -> value.isNull();
            default -> throw new IllegalArgumentException("unsupported type " + type);
        };
    }
}
