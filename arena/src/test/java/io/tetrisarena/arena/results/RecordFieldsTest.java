package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.cli.CliRun;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every field a game record and a versus record have keeps its value for the same run: the committed runs in
 * {@code src/test/resources/records/} are played again and compared record by record, field by field. What a run
 * cannot repeat is left out: times, the chain's hashes (they cover the times) and the jars' checksums (a rebuilt
 * jar of the same bots plays the same games). A field the committed record lacks (one added since) is allowed.
 *
 * <p>The committed runs were made with
 * {@code arena run --bots dellacherie,greedy,striker --events classic,marathon --seeds quick --games 2 --pieces 200
 * --no-versus} and {@code arena versus --bots dellacherie,greedy --games 2 --pieces 200} (both with
 * {@code --plugins plugins --out DIR}, then the folder's results file copied here). The versus run was made
 * again when each side of a game got a deal of its own.
 */
class RecordFieldsTest {
    private static final Path PLUGINS = Path.of("..", "plugins");
    private static final Set<String> UNREPEATABLE = Set.of("prev", "tournament", "meanMoveMillis", "maxMoveMillis",
            "jarSha256", "worker");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path out;

    @Test
    void aSoloRunKeepsEveryFieldOfEveryGameRecord() throws Exception {
        CliRun run = CliRun.of("run", "--plugins", PLUGINS.toString(), "--bots", "dellacherie,greedy,striker",
                "--events", "classic,marathon", "--seeds", "quick", "--games", "2", "--pieces", "200", "--no-versus",
                "--quiet", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertSameRecords(committed("solo.jsonl"), played(out.resolve("results.jsonl")), "game");
    }

    @Test
    void aVersusRunKeepsEveryFieldOfEveryVersusRecord() throws Exception {
        CliRun run = CliRun.of("versus", "--plugins", PLUGINS.toString(), "--bots", "dellacherie,greedy", "--games", "2",
                "--pieces", "200", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        assertSameRecords(committed("versus.jsonl"), played(out.resolve("versus.jsonl")), "versus");
    }

    @Test
    void theTwoGamesOfEachPairOfTheCommittedVersusRunBetweenTwoDeterministicBundledBotsDiffer() throws Exception {
        Map<String, JsonNode> games = byGame(committed("versus.jsonl"), "versus");
        for (int seed = 0; seed < 2; seed++) {
            JsonNode first = games.get("dellacherie/greedy versus #" + seed);
            JsonNode second = games.get("greedy/dellacherie versus #" + seed + " swapped");
            for (int side = 0; side < 2; side++) {
                // a bot on side s of the first game sits on side 1 - s of the second, on the other deal
                String bot = first.get("sides").get(side).get("botId").asText();
                assertEquals(bot, second.get("sides").get(1 - side).get("botId").asText());
                assertTrue(!first.get("sides").get(side).get("moves").equals(second.get("sides").get(1 - side)
                        .get("moves")), bot + " plays another game on the other deal, seed #" + seed);
            }
            // each deal is played by both bots: its first piece opens both of its move lists (no bot holds first here)
            for (int side = 0; side < 2; side++) {
                assertEquals(first.get("sides").get(side).get("moves").asText().charAt(0),
                        second.get("sides").get(side).get("moves").asText().charAt(0),
                        "deal " + side + " of seed #" + seed + " deals the same first piece to both bots");
            }
        }
    }

    private static void assertSameRecords(List<String> expected, List<String> actual, String type) throws IOException {
        Map<String, JsonNode> want = byGame(expected, type);
        Map<String, JsonNode> got = byGame(actual, type);
        assertEquals(want.keySet(), got.keySet(), "the same games");
        assertTrue(want.size() >= 4, "the committed run has its games: " + want.size());
        for (Map.Entry<String, JsonNode> e : want.entrySet()) {
            assertSameFields(e.getValue(), got.get(e.getKey()), e.getKey());
        }
    }

    /** Every field of {@code want} (but the unrepeatable ones) has the same value in {@code got}, recursively. */
    private static void assertSameFields(JsonNode want, JsonNode got, String where) {
        if (want.isObject()) {
            assertTrue(got != null && got.isObject(), where + ": an object");
            for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                if (!UNREPEATABLE.contains(field.getKey())) {
                    assertSameFields(field.getValue(), got.get(field.getKey()), where + "." + field.getKey());
                }
            }
        } else if (want.isArray()) {
            assertTrue(got != null && got.isArray() && got.size() == want.size(), where + ": an array of " + want.size());
            for (int i = 0; i < want.size(); i++) {
                assertSameFields(want.get(i), got.get(i), where + "[" + i + "]");
            }
        } else {
            assertEquals(want, got, where);
        }
    }

    /** The records of {@code type} by their game: bot (or both bots), event, seed index and side swap. */
    private static Map<String, JsonNode> byGame(List<String> lines, String type) throws IOException {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        for (String line : lines) {
            JsonNode record = JSON.readTree(line).get(type);
            if (record == null) {
                continue;
            }
            String bots = type.equals("game") ? record.get("botId").asText()
                    : record.get("sides").get(0).get("botId").asText() + "/"
                    + record.get("sides").get(1).get("botId").asText();
            out.put(bots + " " + record.get("event").asText() + " #" + record.get("seedIndex").asInt()
                    + (record.path("swapped").asBoolean() ? " swapped" : ""), record);
        }
        return out;
    }

    private static List<String> committed(String name) throws IOException {
        try (InputStream in = RecordFieldsTest.class.getResourceAsStream("/records/" + name)) {
            if (in == null) {
                throw new IOException("test resource records/" + name + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    private static List<String> played(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }
}
