package io.tetrisarena.arena.tbp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.external.TbpCodec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bot side reads a move's messages from a token stream exactly as the frontend reads them from a tree. */
class BotSideMessageTest {
    private final BotSideMessage message = new BotSideMessage();

    @Test
    void readsEveryPlayAsTheTreeReaderDoes() throws Exception {
        List<String> moves = List.of(
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":0},\"spin\":\"none\",\"hold\":false}",
                "{\"hold\":true,\"spin\":\"full\",\"location\":{\"y\":1,\"x\":3,\"orientation\":\"south\",\"type\":\"T\"}}",
                "{\"location\":{\"type\":\"I\",\"orientation\":\"east\",\"x\":0,\"y\":1,\"more\":[1,{\"a\":2}]},\"x\":{}}",
                "{\"location\":{\"type\":\"L\",\"orientation\":\"west\",\"x\":4,\"y\":1},\"spin\":null}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4.5,\"y\":0}}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"up\",\"x\":4,\"y\":0}}",
                "{\"location\":{\"type\":\"TT\",\"orientation\":\"north\",\"x\":4,\"y\":0}}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4}}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":0},\"spin\":\"huge\"}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":99999999999,\"y\":0}}",
                "{\"location\":[],\"spin\":\"none\"}",
                "[1,2]",
                "\"T\"");
        for (String move : moves) {
            String line = "{\"type\":\"play\",\"move\":" + move + "}";
            assertTrue(message.read(line), line);
            assertEquals("play", message.type);
            assertEquals(tree(line), stream(), line);
        }
    }

    @Test
    void readsTheTypeThePieceAndTheVersusExtension() {
        assertTrue(message.read("{\"piece\":\"S\",\"type\":\"new_piece\"}"));
        assertEquals("new_piece", message.type);
        assertEquals("S", message.piece);
        assertTrue(message.read("{\"type\":\"suggest\"}"));
        assertFalse(message.versus);
        assertTrue(message.read("{\"type\":\"suggest\",\"" + TbpCodec.VERSUS_EXTENSION + "\":{\"incoming\":[]}}"));
        assertTrue(message.versus);
        assertTrue(message.read("{\"type\":\"new_piece\",\"piece\":7}"));
        assertEquals(null, message.piece);
    }

    @Test
    void refusesWhatIsNotAMessage() {
        for (String line : List.of("", "[]", "{\"type\":3}", "{\"piece\":\"S\"}", "{\"type\":\"play\"", "nonsense")) {
            assertFalse(message.read(line), line);
        }
    }

    private static String tree(String line) throws Exception {
        try {
            TbpCodec.TbpMove m = TbpCodec.readMove(TbpCodec.read(line).body().get("move"));
            return m.placement() + " hold " + m.hold();
        } catch (TbpCodec.MalformedMessageException e) {
            return "malformed: " + e.getMessage();
        }
    }

    private String stream() {
        try {
            TbpCodec.TbpMove m = message.move();
            return m.placement() + " hold " + m.hold();
        } catch (TbpCodec.MalformedMessageException e) {
            return "malformed: " + e.getMessage();
        }
    }
    /** Everything a read leaves for the server, as text. */
    private String fields() {
        return message.type + " | " + message.piece + " | " + message.versus + " | " + message.moveIsObject + " | "
                + (message.type != null && message.type.equals("play") ? stream() : "");
    }

    @Test
    void theFrontendsOwnLinesReadWithoutAParserAsTheTokenStreamReadsThem() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(26);
        List<String> lines = new java.util.ArrayList<>(List.of(TbpCodec.suggest(), TbpCodec.stop()));
        for (io.tetrisarena.api.kernel.Piece piece : io.tetrisarena.api.kernel.Piece.values()) {
            lines.add(TbpCodec.newPiece(piece));
            io.tetrisarena.api.kernel.PlacementList legal = new io.tetrisarena.api.kernel.PlacementList();
            io.tetrisarena.api.kernel.MoveGenerator.forRules(io.tetrisarena.api.rules.Rules.guideline())
                    .generate(io.tetrisarena.api.kernel.Board.standard(), piece, legal);
            for (io.tetrisarena.api.kernel.Placement p : legal.toList()) {
                lines.add(TbpCodec.play(p, random.nextBoolean()));
            }
        }
        int plain = 0;
        int altered = 0;
        for (String line : lines) {
            boolean read = message.readPlain(line);
            String fast = fields();
            assertTrue(message.readTokens(line), line);
            if (read) {
                plain++;
                assertEquals(fields(), fast, line);
            }
            for (int k = 0; k < 30; k++) {
                String changed = io.tetrisarena.arena.external.AlteredLines.alter(random, line);
                if (message.readPlain(changed)) {
                    String changedFast = fields();
                    assertTrue(message.readTokens(changed), changed);
                    assertEquals(fields(), changedFast, changed);
                    altered++;
                }
            }
        }
        assertEquals(lines.size() - 1, plain, "every line but stop is in plain form");
        assertTrue(altered > 0, "some altered lines are still plain (another x, say)");
    }
}
