package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.MoveInfo;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class TbpCodecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String play(Placement p, boolean hold) {
        return TbpCodec.encode(new TbpMessage.Play(new TbpMove(p, hold)));
    }

    private static Placement viaProtocol(Placement p) throws Exception {
        return readMove(JSON.readTree(play(p, false)).get("move").toString()).placement();
    }

    /** A move object as the bot side reads it from a {@code play}. */
    private static TbpMove readMove(String move) throws Exception {
        return ((TbpMessage.Play) TbpCodec.decode("{\"type\":\"play\",\"move\":" + move + "}")).move();
    }

    private static Placement read(String move) throws Exception {
        return readMove(move).placement();
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
        assertEquals("{\"type\":\"play\",\"move\":{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,"
                + "\"y\":19},\"spin\":\"none\",\"hold\":false}}", play(Placement.of(Piece.T, Rotation.NORTH, 4, 19), false));
        assertEquals(new Placement(Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL),
                read("{\"location\":{\"type\":\"T\",\"orientation\":\"south\",\"x\":4,\"y\":1},\"spin\":\"full\"}"));
    }

    @Test
    void unknownFieldsAndAnAbsentHoldAreIgnored() throws Exception {
        TbpMove m = readMove(("{\"location\":{\"type\":\"S\",\"orientation\":\"north\","
                + "\"x\":1,\"y\":0,\"colour\":\"green\"},\"spin\":\"none\",\"confidence\":0.9}"));
        assertEquals(Placement.of(Piece.S, Rotation.NORTH, 1, 0), m.placement());
        assertNull(m.hold());
        assertEquals(new TbpMessage.Unknown("telemetry"), TbpCodec.decode("{\"type\":\"telemetry\",\"nodes\":5}"));
        assertEquals(new TbpMessage.NewPiece(Piece.S), TbpCodec.decode("{\"piece\":\"S\",\"type\":\"new_piece\"}"),
                "the type may come after the other fields");
    }

    @Test
    void malformedMovesAndLinesAreRefusedWithTheReason() throws Exception {
        assertEquals("not JSON: not json", assertThrows(TbpCodec.MalformedMessageException.class,
                () -> TbpCodec.decode("not json")).getMessage());
        assertEquals("not JSON: {\"type\":\"stop\",", assertThrows(TbpCodec.MalformedMessageException.class,
                () -> TbpCodec.decode("{\"type\":\"stop\",")).getMessage());
        for (String line : List.of("[1,2]", "{\"kind\":\"info\"}", "{\"type\":3}", "")) {
            TbpCodec.MalformedMessageException e = assertThrows(TbpCodec.MalformedMessageException.class,
                    () -> TbpCodec.decode(line));
            assertEquals("not a message (a JSON object with a \"type\"): " + line, e.getMessage());
            assertNull(e.type(), "no type was read");
        }
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
        JsonNode m = JSON.readTree(TbpCodec.encode(new TbpMessage.Rules(rules, false)));
        assertEquals("rules", m.get("type").asText());
        assertEquals("seven_bag", m.get("randomizer").asText());
        assertEquals("classic", m.get("tetris_arena_rules_name").asText());
        assertEquals(rules, Events.parseRules(m.get("tetris_arena_rules").toString(), "classic", "test"));
        assertEquals("straight_drop", m.get("tetris_arena_rules").get("movement").asText());
        assertEquals(0, m.get("tetris_arena_rules").get("previewCount").asInt());
        assertEquals(new TbpMessage.Rules(rules, true), TbpCodec.decode(TbpCodec.encode(new TbpMessage.Rules(rules, true))));
        assertEquals(new TbpMessage.Rules(Rules.guideline().withName("tbp"), false),
                TbpCodec.decode("{\"type\":\"rules\",\"randomizer\":\"seven_bag\"}"), "another frontend's rules");
    }

    @Test
    void theStartMessageShowsTheBoardBottomRowFirstAndTheBagState() throws Exception {
        Board board = Board.parse(10, 40, "#.........", "##.......#");
        TbpMessage.Start start = TbpMessage.Start.of(Rules.guideline(), board, Piece.T, List.of(Piece.S, Piece.Z),
                EnumSet.of(Piece.I, Piece.O), 1, 2, 12, 3, 500);
        JsonNode m = JSON.readTree(TbpCodec.encode(start));
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
        assertEquals(start, TbpCodec.decode(TbpCodec.encode(start), 10, 40));
        assertEquals(board, ((TbpMessage.Start) TbpCodec.decode(TbpCodec.encode(start), 10, 40)).board());
        assertFalse(m.get("tetris_arena").isMissingNode());
        assertEquals(12, m.get("tetris_arena").get("pieces_placed").asInt());
        assertEquals(2, m.get("tetris_arena").get("back_to_back_chain").asInt());
        TbpCodec.MalformedMessageException off = assertThrows(TbpCodec.MalformedMessageException.class,
                () -> TbpCodec.decode(TbpCodec.encode(start), 8, 40));
        assertEquals("a filled cell at (9, 0) is off the 8x40 board", off.getMessage());
        assertEquals("start", off.type());
    }

    @Test
    void theBotSideReadsEveryPlayAsTheProtocolHasIt() throws Exception {
        List<String> moves = List.of(
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":0},\"spin\":\"none\",\"hold\":false}",
                "{\"hold\":true,\"spin\":\"full\",\"location\":{\"y\":1,\"x\":3,\"orientation\":\"south\",\"type\":\"T\"}}",
                "{\"location\":{\"type\":\"I\",\"orientation\":\"east\",\"x\":0,\"y\":1,\"more\":[1,{\"a\":2}]},\"x\":{}}",
                "{\"location\":{\"type\":\"L\",\"orientation\":\"west\",\"x\":4,\"y\":1},\"spin\":null,\"hold\":1}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4.5,\"y\":0}}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"up\",\"x\":4,\"y\":0}}",
                "{\"location\":{\"type\":\"TT\",\"orientation\":\"north\",\"x\":4,\"y\":0}}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4}}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":0},\"spin\":\"huge\"}",
                "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":99999999999,\"y\":0}}",
                "{\"location\":[],\"spin\":\"none\"}",
                "[1,2]",
                "\"T\"");
        List<String> expected = List.of(
                new TbpMove(Placement.of(Piece.T, Rotation.NORTH, 4, 0), false).toString(),
                new TbpMove(new Placement(Piece.T, Rotation.SOUTH, 3, 1, Spin.FULL), true).toString(),
                new TbpMove(Placement.of(Piece.I, Rotation.EAST, 0, 1).canonical(), null).toString(),
                new TbpMove(Placement.of(Piece.L, Rotation.WEST, 4, 1).canonical(), null).toString(),
                "the move's location needs integer x and y",
                "unknown orientation 'up'",
                "the move's location has no piece type",
                "the move's location needs integer x and y",
                "unknown spin 'huge'",
                "the move's location needs integer x and y",
                "the move's location has no piece type",
                "a move must be an object",
                "a move must be an object");
        for (int i = 0; i < moves.size(); i++) {
            String read;
            try {
                read = readMove(moves.get(i)).toString();
            } catch (TbpCodec.MalformedMessageException e) {
                assertEquals("play", e.type());
                read = e.getMessage();
            }
            assertEquals(expected.get(i), read, moves.get(i));
        }
    }

    @Test
    void aFieldOfTheWrongTypeIsPassedOverWholeEvenWhenItIsAnObjectOrAnArray() throws Exception {
        String board = "[[\"G\",null,null,null],[],null]";
        TbpMessage start = TbpCodec.decode("{\"type\":\"start\",\"combo\":{\"a\":[1]},\"back_to_back\":[true],"
                + "\"hold\":{\"piece\":\"T\"},\"queue\":[\"T\",{\"x\":\"I\"},\"O\"],\"board\":" + board + ","
                + "\"randomizer\":{\"type\":[\"uniform\"],\"bag_state\":[\"S\"]},"
                + "\"tetris_arena\":{\"score\":{\"x\":5},\"lines\":[7],\"pieces_placed\":3,\"back_to_back_chain\":{}}}",
                4, 4);
        assertEquals(new TbpMessage.Start(Board.parse(4, 4, "#..."), null, List.of(Piece.T, Piece.O), null, -1, false,
                -1, 3, 0, 0), start);
        TbpMessage suggestion = TbpCodec.decode("{\"type\":\"suggestion\",\"move_info\":{\"nodes\":{\"n\":1},"
                + "\"nps\":[2],\"extra\":{\"e\":\"x\"},\"depth\":4},\"moves\":[{\"hold\":{\"h\":true},"
                + "\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":0}}]}");
        assertEquals(new TbpMessage.Suggestion(List.of(new TbpMove(Placement.of(Piece.T, Rotation.NORTH, 4, 0), null)),
                null, new MoveInfo(null, null, 4, null)), suggestion);
    }

    @Test
    void aSuggestionKeepsItsReadableMovesInOrderAndSaysWhyTheFirstUnreadableOneIsNot() throws Exception {
        String t = "{\"location\":{\"type\":\"T\",\"orientation\":\"north\",\"x\":4,\"y\":0}}";
        String s = "{\"location\":{\"type\":\"S\",\"orientation\":\"east\",\"x\":0,\"y\":1},\"hold\":true}";
        TbpMessage read = TbpCodec.decode("{\"type\":\"suggestion\",\"moves\":[" + t + ",{\"location\":5},"
                + "{\"location\":{\"type\":\"T\",\"orientation\":\"up\",\"x\":4,\"y\":0}}," + s + "],"
                + "\"tetris_arena_error\":\"java.lang.IllegalStateException: no\\nmore\"}");
        assertEquals(new TbpMessage.Suggestion(List.of(new TbpMove(Placement.of(Piece.T, Rotation.NORTH, 4, 0), null),
                new TbpMove(Placement.of(Piece.S, Rotation.EAST, 0, 1).canonical(), true)),
                "the move's location has no piece type", "java.lang.IllegalStateException: no\nmore", null), read);
    }

    /**
     * The arena's lines, pinned: each message is written exactly as the arena wrote it before the typed codec (the
     * lines were taken from that writer), so frontends and bots that match on text keep working.
     */
    @Test
    void theArenaWritesEachMessageExactlyAsItAlwaysHas() {
        Board small = Board.parse(4, 4, "#...", "##.#");
        Rules c = Rules.classic();
        Rules uniform = new Rules(c.name(), c.width(), c.height(), c.visibleHeight(), c.previewCount(), c.hold(),
                c.movement(), c.rotation180(), c.scoring(), io.tetrisarena.api.rules.RandomizerKind.UNIFORM, c.topOut(),
                c.pieceCap(), c.garbage(), c.moveTimeMillis());
        List<Object[]> pinned = List.of(
                new Object[] {new TbpMessage.Rules(Rules.classic(), true),
                        "{\"type\":\"rules\",\"randomizer\":\"seven_bag\",\"garbage\":\"general\","
                        + "\"tetris_arena_rules\":{\"width\":10,\"height\":40,\"visibleHeight\":20,\"previewCount\":0,"
                        + "\"hold\":false,\"movement\":\"straight_drop\",\"rotation180\":false,\"scoring\":\"nes\","
                        + "\"randomizer\":\"seven_bag\",\"topOut\":\"stack_above_visible\",\"pieceCap\":0,"
                        + "\"garbage\":{\"firstInterval\":0,\"minInterval\":0,\"shrinkEvery\":0},\"moveTimeMillis\":0},"
                        + "\"tetris_arena_rules_name\":\"classic\"}"},
                new Object[] {TbpMessage.Start.of(Rules.guideline(), small, Piece.T, List.of(Piece.S, Piece.Z),
                        EnumSet.of(Piece.I, Piece.O), 1, 2, 12, 3, 500),
                        "{\"type\":\"start\",\"hold\":\"T\",\"queue\":[\"S\",\"Z\"],\"combo\":2,"
                        + "\"back_to_back\":true,\"board\":[[\"G\",\"G\",null,\"G\"],[\"G\",null,null,null],[null,null,"
                        + "null,null],[null,null,null,null]],\"randomizer\":{\"type\":\"seven_bag\","
                        + "\"bag_state\":[\"I\",\"O\"]},\"tetris_arena\":{\"pieces_placed\":12,\"lines\":3,"
                        + "\"score\":500,\"back_to_back_chain\":2}}"},
                new Object[] {TbpMessage.Start.of(uniform, small, null, List.of(Piece.L), EnumSet.allOf(Piece.class), -1, 0,
                        0, 0, 0),
                        "{\"type\":\"start\",\"hold\":null,\"queue\":[\"L\"],\"combo\":0,\"back_to_back\":false,"
                        + "\"board\":[[\"G\",\"G\",null,\"G\"],[\"G\",null,null,null],[null,null,null,null],[null,null,"
                        + "null,null]],\"randomizer\":{\"type\":\"uniform\"},\"tetris_arena\":{\"pieces_placed\":0,"
                        + "\"lines\":0,\"score\":0,\"back_to_back_chain\":0}}"},
                new Object[] {new TbpMessage.Suggest(new VersusView(small, List.of(new VersusView.Incoming(3, 0),
                        new VersusView.Incoming(1, 2)), 1, Events.load("versus-botris").versus().table())),
                        "{\"type\":\"suggest\",\"tetris_arena_versus\":{\"garbage_delay\":1,"
                        + "\"incoming\":[{\"lines\":3,\"turns_left\":0},{\"lines\":1,\"turns_left\":2}],"
                        + "\"opponent_board\":[[\"G\",\"G\",null,\"G\"],[\"G\",null,null,null],[null,null,null,null],"
                        + "[null,null,null,null]],\"attack_table\":{\"spins\":\"immobile\",\"clears\":[0,0,1,2,4],"
                        + "\"tSpinMini\":[0,0,1,2,4],\"tSpin\":[0,2,4,6,6],\"allSpin\":[0,2,4,6,4],\"backToBack\":[1],"
                        + "\"backToBackKeptWithoutClear\":false,\"combo\":[0,0,1,1,1,2,2,3,3,4],\"perfectClear\":10,"
                        + "\"perfectClearReplaces\":true}}}"},
                new Object[] {TbpMessage.Garbage.of(small, 2),
                        "{\"type\":\"garbage\",\"rows\":[[\"G\",null,null,null],[\"G\",\"G\",null,\"G\"]]}"},
                new Object[] {new TbpMessage.Play(new TbpMove(new Placement(Piece.T, Rotation.SOUTH, 2, 1, Spin.MINI),
                        true)),
                        "{\"type\":\"play\",\"move\":{\"location\":{\"type\":\"T\",\"orientation\":\"south\",\"x\":2,"
                        + "\"y\":1},\"spin\":\"mini\",\"hold\":true}}"},
                new Object[] {new TbpMessage.NewPiece(Piece.J),
                        "{\"type\":\"new_piece\",\"piece\":\"J\"}"},
                new Object[] {TbpMessage.Info.of(new BotInfo("my-bot", "My \"Bot\"", "1.0", "Ann \u00e9",
                        "plays\tfast")),
                        "{\"type\":\"info\",\"name\":\"My \\\"Bot\\\"\",\"version\":\"1.0\","
                        + "\"author\":\"Ann \u00e9\",\"features\":[\"randomizer\",\"garbage\"],"
                        + "\"tetris_arena\":{\"id\":\"my-bot\",\"description\":\"plays\\tfast\"}}"},
                new Object[] {new TbpMessage.Error(TbpCodec.UNSUPPORTED_RULES, "needs \"hold\""),
                        "{\"type\":\"error\",\"reason\":\"unsupported_rules\","
                        + "\"tetris_arena_detail\":\"needs \\\"hold\\\"\"}"},
                new Object[] {new TbpMessage.Suggestion(List.of(
                        new TbpMove(Placement.of(Piece.I, Rotation.EAST, 0, 2), false),
                        new TbpMove(Placement.of(Piece.O, Rotation.NORTH, 4, 0), true)),
                        "java.lang.IllegalStateException: \"no\" at Bot.decide(Bot.java:9)",
                        new MoveInfo(1312451L, 568375.0, 8, "found pc")),
                        "{\"type\":\"suggestion\",\"moves\":[{\"location\":{\"type\":\"I\",\"orientation\":\"east\","
                        + "\"x\":0,\"y\":2},\"spin\":\"none\",\"hold\":false},{\"location\":{\"type\":\"O\","
                        + "\"orientation\":\"north\",\"x\":4,\"y\":0},\"spin\":\"none\",\"hold\":true}],"
                        + "\"move_info\":{\"nodes\":1312451,\"nps\":568375.0,\"depth\":8,\"extra\":\"found pc\"},"
                        + "\"tetris_arena_error\":\"java.lang.IllegalStateException: \\\"no\\\" at Bot.decide(Bot.java:9)\"}"},
                new Object[] {new TbpMessage.Problem("bots.jar: no bot; rebuild it"),
                        "{\"type\":\"tetris_arena_problem\",\"line\":\"bots.jar: no bot; rebuild it\"}"},
                new Object[] {new TbpMessage.Serve("dellacherie"),
                        "{\"type\":\"tetris_arena_serve\",\"bot\":\"dellacherie\"}"});
        for (Object[] p : pinned) {
            assertEquals(p[1], TbpCodec.encode((TbpMessage) p[0]));
        }
        assertEquals("{\"type\":\"suggest\"}", TbpCodec.encode(new TbpMessage.Suggest(null)));
        assertEquals("{\"type\":\"stop\"}", TbpCodec.encode(new TbpMessage.Stop()));
        assertEquals("{\"type\":\"quit\"}", TbpCodec.encode(new TbpMessage.Quit()));
        assertEquals("{\"type\":\"ready\"}", TbpCodec.encode(new TbpMessage.Ready()));
        assertEquals("{\"type\":\"tetris_arena_jvm_ready\"}", TbpCodec.JVM_READY);
        assertEquals("{\"type\":\"tetris_arena_go\"}", TbpCodec.JVM_GO);
        assertEquals("{\"type\":\"tetris_arena_listed\"}", TbpCodec.LISTED);
    }
}
