package io.tetrisarena.arena.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.kernel.internal.SplitMix64;
import java.io.IOException;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class JsonTreesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void writesATreeCompactly() {
        ObjectNode o = JsonTrees.object().put("a", 1).put("b", "x\"y").put("c", 0.5);
        o.putArray("d").add(true).addNull().add(-7L);
        o.putNull("e");
        assertEquals("{\"a\":1,\"b\":\"x\\\"y\",\"c\":0.5,\"d\":[true,null,-7],\"e\":null}", JsonTrees.write(o));
    }

    @Test
    void readsWholeNumbersByTheirSizeAndOthersAsDoubles() throws IOException {
        JsonNode n = JsonTrees.read("{\"i\":1,\"l\":5000000000,\"b\":123456789012345678901234567890,\"d\":1.0}");
        assertTrue(n.get("i").isInt());
        assertTrue(n.get("l").isLong());
        assertEquals(new BigInteger("123456789012345678901234567890"), n.get("b").bigIntegerValue());
        assertTrue(n.get("d").isDouble());
    }

    @Test
    void keepsARepeatedNameAtItsFirstPlaceWithItsLastValue() throws IOException {
        assertEquals("{\"a\":3,\"b\":2}", JsonTrees.write(JsonTrees.read("{\"a\":1,\"b\":2,\"a\":3}")));
    }

    @Test
    void rejectsTextThatIsNotJson() {
        assertThrows(IOException.class, () -> JsonTrees.read("{\"a\":"));
        assertThrows(IOException.class, () -> JsonTrees.read("{'a':1}"));
    }

    /** What the results files, leaderboards and events were written with before: ObjectMapper's own output. */
    @Test
    void writesAndReadsAsObjectMapperDoesByteForByte() throws IOException {
        SplitMix64 random = new SplitMix64(11);
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        ObjectMapper indenting = MAPPER.copy().enable(SerializationFeature.INDENT_OUTPUT);
        for (int trial = 0; trial < 500; trial++) {
            JsonNode tree = randomObject(random, 0);
            String compact = MAPPER.writeValueAsString(tree);
            assertEquals(compact, JsonTrees.write(tree), "trial " + trial);
            assertEquals(MAPPER.writer(printer).writeValueAsString(tree), JsonTrees.write(tree, printer));
            assertEquals(indenting.writeValueAsString(tree), JsonTrees.write(tree, new DefaultPrettyPrinter()));
            JsonNode read = JsonTrees.read(compact);
            assertEquals(MAPPER.readTree(compact), read, "trial " + trial);
            assertEquals(compact, JsonTrees.write(read));
        }
    }

    private static ObjectNode randomObject(SplitMix64 random, int depth) {
        ObjectNode o = JsonTrees.object();
        int fields = (int) ((random.nextLong() >>> 1) % 6);
        for (int f = 0; f < fields; f++) {
            String name = f % 3 == 0 ? "f" + f : "é\u2028<\t" + f;
            putRandom(o.putArray("tmp"), random, depth);
            JsonNode value = ((ArrayNode) o.remove("tmp")).get(0);
            o.set(name, value);
        }
        return o;
    }

    private static void putRandom(ArrayNode into, SplitMix64 random, int depth) {
        long bits = random.nextLong();
        switch ((int) ((bits >>> 1) % (depth < 3 ? 10 : 8))) {
            case 0 -> into.add((int) (bits >> 40));
            case 1 -> into.add(bits);
            case 2 -> into.add((bits >>> 11) / 0x1p53 * Math.pow(10, (int) (bits & 31) - 12));
            case 3 -> into.add(bits % 2 == 0 ? 1e300 : -0.0);
            case 4 -> into.add("s" + bits + "\u0000\"\\/\ud83d\ude00");
            case 5 -> into.add(bits % 2 == 0);
            case 6 -> into.addNull();
            case 7 -> into.add(BigInteger.valueOf(bits).shiftLeft(70));
            case 8 -> into.add(randomObject(random, depth + 1));
            default -> {
                ArrayNode a = into.addArray();
                int n = (int) ((bits >>> 1) % 5);
                for (int i = 0; i < n; i++) {
                    putRandom(a, random, depth + 1);
                }
            }
        }
    }
}
