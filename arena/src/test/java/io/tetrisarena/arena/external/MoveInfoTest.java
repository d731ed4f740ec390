package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.results.RecordJson;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * TBP's {@code move_info} (tbp-spec text/0003): read from a suggestion, kept per move in the game record
 * as an optional field (a record without it is written as before), and sent by {@code arena tbp} for the
 * arena's own bots: the placements each was offered.
 */
class MoveInfoTest {
    /** The lowest placement; writes down how many placements (with hold) each decision was offered. */
    static TetrisBot counter(List<Long> offered) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("counter", "C", "1", "tests", "test");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return o -> {
                    offered.add((long) (o.placements().size() + o.holdPlacements().size()));
                    return Move.place(o.placements().stream().min(Comparator.comparingInt(Placement::topRow)
                            .thenComparingInt(p -> p.cellX(0))).orElseThrow());
                };
            }
        };
    }

    @Test
    void theSpecsExampleIsReadWholly() throws Exception {
        assertEquals(new MoveInfo(1312451L, 568375.0, 8, "found pc in 3 moves"), moveInfo("{\"type\":\"suggestion\","
                + "\"moves\":[],\"move_info\":{\"nodes\":1312451,\"nps\":568375,\"depth\":8,\"extra\":\"found pc in 3 moves\"}}"));
        assertNull(moveInfo("{\"type\":\"suggestion\",\"moves\":[]}"));
        assertEquals(new MoveInfo(null, null, 3, null), moveInfo(
                "{\"type\":\"suggestion\",\"move_info\":{\"nodes\":\"many\",\"depth\":3}}"),
                "a field of the wrong type is left out");
        assertEquals(new MoveInfo(null, null, null, "two lines"), moveInfo(
                "{\"type\":\"suggestion\",\"move_info\":{\"extra\":\"two \\n  lines\",\"nps\":1e999}}"),
                "line breaks become one space and an infinite nps is left out");
    }

    private static MoveInfo moveInfo(String line) throws Exception {
        return ((io.tetrisarena.arena.external.TbpMessage.Suggestion) TbpCodec.decode(line)).moveInfo();
    }

    @Test
    void eachMovesInfoIsKeptInTheRecordAndOurOwnBotsReportTheirOfferedPlacements() throws Exception {
        Event marathon = TbpGamesTest.shortened("marathon", 40);
        List<Long> direct = new ArrayList<>();
        GameRecord inProcess = TbpGamesTest.play(new InProcessConnector(counter(direct), "counter"), marathon, 1).get(0);
        GameRecord viaTbp;
        try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(counter(new ArrayList<>())),
                Hosting.PROCESS, 5000)) {
            viaTbp = TbpGamesTest.play(tbp, marathon, 1).get(0);
        }
        assertEquals(inProcess.moves(), viaTbp.moves());
        assertNull(inProcess.moveInfo(), "an in-process bot says nothing about its moves");
        assertEquals(direct, viaTbp.moveInfo().stream().map(MoveInfo::nodes).toList());
        assertTrue(viaTbp.moveInfo().stream().allMatch(i -> i.depth() == null && i.extra() == null));

        String json = RecordJson.mapper().writeValueAsString(viaTbp);
        assertEquals(viaTbp, RecordJson.mapper().readValue(json, GameRecord.class));
        String plain = RecordJson.mapper().writeValueAsString(inProcess);
        assertFalse(plain.contains("moveInfo"), "a record without move infos is written as before: " + plain);
        assertEquals(inProcess, RecordJson.mapper().readValue(plain, GameRecord.class));
    }

    @Test
    void aVersusSideKeepsItsBotsMoveInfoAndAnInProcessSideIsWrittenAsBefore() throws Exception {
        io.tetrisarena.arena.event.Event versus = io.tetrisarena.arena.event.Events.load("versus").withPieceCap(30);
        List<Long> offered = new ArrayList<>();
        io.tetrisarena.arena.results.VersusRecord record;
        try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(counter(offered)), Hosting.PROCESS,
                5000);
             InProcessConnector here = new InProcessConnector(counter(new ArrayList<>()), "counter")) {
            record = new io.tetrisarena.arena.versus.VersusReferee(x -> { }).play(versus, "test", 0, 7, false,
                    List.of(new io.tetrisarena.arena.versus.VersusReferee.Entrant("counter", "1", "a"),
                            new io.tetrisarena.arena.versus.VersusReferee.Entrant("counter", "1", "b")),
                    tbp.open("tbp"), here.open("here"));
        }
        io.tetrisarena.arena.results.VersusRecord.Side overTbp = record.sides().get(0);
        assertEquals(30, overTbp.pieces(), record.reason());
        assertEquals(offered, overTbp.moveInfo().stream().map(MoveInfo::nodes).toList(),
                "one info per move, the placements the bot was offered");
        assertNull(record.sides().get(1).moveInfo(), "an in-process bot says nothing about its moves");

        String json = RecordJson.mapper().writeValueAsString(record);
        assertEquals(record, RecordJson.mapper().readValue(json, io.tetrisarena.arena.results.VersusRecord.class));
        assertEquals(1, json.split("moveInfo", -1).length - 1, "only the side with infos writes the field: " + json);
    }
}
