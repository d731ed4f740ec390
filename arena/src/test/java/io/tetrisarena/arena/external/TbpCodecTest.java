package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class TbpCodecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Placement viaProtocol(Placement p) throws Exception {
        JsonNode node = JSON.readTree(TbpCodec.move(p, false));
        return TbpCodec.readMove(node).placement();
    }

    private static Placement read(String move) throws Exception {
        return TbpCodec.readMove(JSON.readTree(move)).placement();
    }

    @Test
    void everyPlacementTheKernelListsRoundTripsThroughTheProtocol() throws Exception {
        Board[] boards = {
            Board.standard(),
            Board.parse(10, 40, "#.........", "##.....###", "###.#.####", "####.#####"),
            Board.parse(10, 40, "........##", "##......##", "#...#....#", "##.#######")};
        int checked = 0;
        for (Rules rules : List.of(Rules.guideline(), Rules.classic())) {
            MoveGenerator generator = MoveGenerator.forRules(rules);
            PlacementList list = new PlacementList();
            for (Board board : boards) {
                for (Piece piece : Piece.values()) {
                    generator.generate(board, piece, list);
                    for (int i = 0; i < list.size(); i++) {
                        Placement p = list.get(i);
                        assertEquals(p, viaProtocol(p));
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 900, "checked " + checked);
    }

    @Test
    void locationsAreTheSrsTrueRotationCentres() throws Exception {
        // O: north names its bottom-left cell, east its top-left, south its top-right, west its bottom-right.
        Placement oOnTheFloor = Placement.of(Piece.O, Rotation.NORTH, 0, 0);
        assertEquals(oOnTheFloor, read("{\"location\":{\"type\":\"O\",\"orientation\":\"north\",\"x\":0,\"y\":0}}"));
        assertEquals(oOnTheFloor, read("{\"location\":{\"type\":\"O\",\"orientation\":\"east\",\"x\":0,\"y\":1}}"));
        assertEquals(oOnTheFloor, read("{\"location\":{\"type\":\"O\",\"orientation\":\"south\",\"x\":1,\"y\":1}}"));
        assertEquals(oOnTheFloor, read("{\"location\":{\"type\":\"O\",\"orientation\":\"west\",\"x\":1,\"y\":0}}"));
        // I upright in column 0 on the floor: east names the second cell from the top, west from the bottom.
        Placement upright = read("{\"location\":{\"type\":\"I\",\"orientation\":\"east\",\"x\":0,\"y\":2}}");
        assertEquals(upright, read("{\"location\":{\"type\":\"I\",\"orientation\":\"west\",\"x\":0,\"y\":1}}"));
        for (int c = 0; c < 4; c++) {
            assertEquals(0, upright.cellX(c));
        }
        assertEquals(0, upright.bottomRow());
        assertEquals(3, upright.topRow());
        // I flat on the floor in columns 3..6: north names column 4, south column 5.
        Placement flat = read("{\"location\":{\"type\":\"I\",\"orientation\":\"north\",\"x\":4,\"y\":0}}");
        assertEquals(flat, read("{\"location\":{\"type\":\"I\",\"orientation\":\"south\",\"x\":5,\"y\":0}}"));
        assertEquals(Placement.of(Piece.I, Rotation.NORTH, 4, 0), flat);
        // T spawns north at (4, 19) on the standard field; a T-spin keeps its spin.
        assertEquals("{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":19},\"spin\":\"none\","
                + "\"hold\":false}", TbpCodec.move(Placement.of(Piece.T, Rotation.NORTH, 4, 19), false));
        assertEquals(new Placement(Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL),
                read("{\"location\":{\"type\":\"T\",\"orientation\":\"south\",\"x\":4,\"y\":1},\"spin\":\"full\"}"));
    }

    @Test
    void unknownFieldsAndAnAbsentHoldAreIgnored() throws Exception {
        TbpCodec.TbpMove m = TbpCodec.readMove(JSON.readTree("{\"location\":{\"type\":\"S\",\"orientation\":\"north\","
                + "\"x\":1,\"y\":0,\"colour\":\"green\"},\"spin\":\"none\",\"confidence\":0.9}"));
        assertEquals(Placement.of(Piece.S, Rotation.NORTH, 1, 0), m.placement());
        assertNull(m.hold());
        TbpCodec.Message unknown = TbpCodec.read("{\"type\":\"telemetry\",\"nodes\":5}");
        assertEquals("telemetry", unknown.type());
    }

    @Test
    void malformedMovesAndLinesAreRefusedWithTheReason() throws Exception {
        assertThrows(TbpCodec.MalformedMessageException.class, () -> TbpCodec.read("not json"));
        assertThrows(TbpCodec.MalformedMessageException.class, () -> TbpCodec.read("[1,2]"));
        assertThrows(TbpCodec.MalformedMessageException.class, () -> TbpCodec.read("{\"kind\":\"info\"}"));
        TbpCodec.MalformedMessageException e = assertThrows(TbpCodec.MalformedMessageException.class,
                () -> read("{\"location\":{\"type\":\"T\",\"orientation\":\"up\",\"x\":4,\"y\":1}}"));
        assertEquals("unknown orientation 'up'", e.getMessage());
        assertThrows(TbpCodec.MalformedMessageException.class,
                () -> read("{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4.5,\"y\":1}}"));
        assertThrows(TbpCodec.MalformedMessageException.class,
                () -> read("{\"location\":{\"type\":\"Q\",\"orientation\":\"north\",\"x\":4,\"y\":1}}"));
    }

    @Test
    void theRulesMessageCarriesTheEventsRulesAndTheRandomizer() throws Exception {
        Rules rules = Rules.classic().withPieceCap(300).withMoveTimeMillis(200);
        JsonNode m = JSON.readTree(TbpCodec.rules(rules));
        assertEquals("rules", m.get("type").asText());
        assertEquals("seven_bag", m.get("randomizer").asText());
        assertEquals("classic", m.get("tetris_arena_rules_name").asText());
        assertEquals(rules, Events.parseRules(m.get("tetris_arena_rules").toString(), "classic", "test"));
        assertEquals("straight_drop", m.get("tetris_arena_rules").get("movement").asText());
        assertEquals(0, m.get("tetris_arena_rules").get("previewCount").asInt());
    }

    @Test
    void theStartMessageShowsTheBoardBottomRowFirstAndTheBagState() throws Exception {
        Board board = Board.parse(10, 40, "#.........", "##.......#");
        JsonNode m = JSON.readTree(TbpCodec.start(Rules.guideline(), board, Piece.T, List.of(Piece.S, Piece.Z),
                EnumSet.of(Piece.I, Piece.O), 1, 2, 12, 3, 500));
        assertEquals(40, m.get("board").size());
        assertEquals("G", m.get("board").get(0).get(0).asText());
        assertTrue(m.get("board").get(0).get(2).isNull());
        assertEquals("G", m.get("board").get(0).get(9).asText());
        assertEquals("G", m.get("board").get(1).get(0).asText());
        assertTrue(m.get("board").get(1).get(1).isNull());
        assertEquals("T", m.get("hold").asText());
        assertEquals("[\"S\",\"Z\"]", m.get("queue").toString());
        assertEquals(2, m.get("combo").asInt());
        assertTrue(m.get("back_to_back").asBoolean());
        assertEquals("{\"type\":\"seven_bag\",\"bag_state\":[\"I\",\"O\"]}", m.get("randomizer").toString());
        assertEquals(board, TbpCodec.board(m.get("board"), 10, 40));
        assertFalse(m.get("tetris_arena").isMissingNode());
        assertEquals(12, m.get("tetris_arena").get("pieces_placed").asInt());
        assertEquals(2, m.get("tetris_arena").get("back_to_back_chain").asInt());
    }
    /** What the tree reading makes of a suggestion line: its first move, or null when it has none readable. */
    private static TbpCodec.TbpMove viaTree(String line) {
        try {
            TbpCodec.Message m = TbpCodec.read(line);
            if (!m.type().equals("suggestion") || m.body().has(TbpCodec.ERROR_EXTENSION)
                    || m.body().has("move_info")) {
                return null;
            }
            List<Object> moves = TbpCodec.suggestionMoves(m.body());
            return moves.size() == 1 && moves.get(0) instanceof TbpCodec.TbpMove move ? move : null;
        } catch (TbpCodec.MalformedMessageException e) {
            return null;
        }
    }

    @Test
    void aPlainSuggestionReadsAsTheTreeReadsItAndAnyOtherLineIsLeftToTheTree() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(25);
        int plain = 0;
        int mutated = 0;
        for (Board board : new Board[] {Board.standard(), Board.parse(10, 40, "##.....###", "###.#.####")}) {
            for (Piece piece : Piece.values()) {
                PlacementList legal = new PlacementList();
                MoveGenerator.forRules(Rules.guideline()).generate(board, piece, legal);
                for (Placement p : legal.toList()) {
                    String line = TbpCodec.suggestion(List.of(new TbpCodec.TbpMove(p, random.nextBoolean())), null);
                    TbpCodec.TbpMove fast = TbpCodec.readPlainSuggestion(line);
                    assertEquals(viaTree(line), fast, line);
                    assertTrue(fast != null, line);
                    plain++;
                    // A changed character, a space, a dropped or doubled one: never read otherwise than the tree reads it.
                    for (int k = 0; k < 40; k++) {
                        String changed = AlteredLines.alter(random, line);
                        TbpCodec.TbpMove read = TbpCodec.readPlainSuggestion(changed);
                        if (read != null) {
                            assertEquals(viaTree(changed), read, changed);
                            mutated++;
                        }
                    }
                }
            }
        }
        assertTrue(plain > 300, "plain lines: " + plain);
        assertTrue(mutated > 0, "some changed lines are still plain suggestions (another x, say)");
        for (String other : List.of(
                "{\"type\":\"suggestion\",\"moves\":[{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,"
                        + "\"y\":1},\"spin\":\"none\",\"hold\":false}],\"move_info\":{\"nodes\":3}}",
                "{\"type\":\"suggestion\",\"moves\":[{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":04,"
                        + "\"y\":1},\"spin\":\"none\",\"hold\":false}]}",
                "{\"type\":\"suggestion\",\"moves\":[{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,"
                        + "\"y\":1},\"spin\":\"none\",\"hold\":false},{}]}",
                "{\"type\":\"suggestion\",\"moves\":[{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,"
                        + "\"y\":1},\"spin\":\"none\",\"hold\":false}]} ",
                "{\"type\":\"suggestion\",\"moves\":[{\"location\":{\"type\":\"T\",\"orientation\":\"nor\\u0074h\",\"x\":4,"
                        + "\"y\":1},\"spin\":\"none\",\"hold\":false}]}")) {
            assertNull(TbpCodec.readPlainSuggestion(other), other);
        }
    }
}
