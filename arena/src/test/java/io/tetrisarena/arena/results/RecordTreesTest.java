package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.text.JsonTrees;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Results files were written with Jackson's data binding ({@code valueToTree}) before {@link RecordTrees}; a
 * record's line must stay the same byte for byte, or every chain hash, check and committed results file would
 * change. Each record here is written both ways, with every optional field set and unset.
 */
class RecordTreesTest {
    private static final ObjectMapper MAPPER = RecordJson.mapper();
    private static final List<MoveInfo> INFOS = Arrays.asList(null, new MoveInfo(12L, 3.5e6, 4, "pv T24,1f"),
            new MoveInfo(null, null, null, null), null, new MoveInfo(null, 0.1, null, "é\u2028<"));

    @Test
    void writesGameRecordsAsTheDataBindingDid() throws Exception {
        for (Outcome outcome : Outcome.values()) {
            GameRecord plain = new GameRecord("dellacherie", "1.0.0", "ab".repeat(32), "classic", "official", 7,
                    -1465076255846902610L, outcome, outcome == Outcome.PIECE_CAP ? "" : "it \"threw\"\n", 2000, 799,
                    143400, 34, 61, 0, 15, 0.624, 19.297, "hO00,0 hJ03,0 Z05,0");
            same(plain);
            same(plain.inTournament("a6c2276068f81705"));
            same(plain.inTournament("a6c2276068f81705").playedBy("node-2:5701"));
            same(plain.playedBy("node-2:5701").withMoveInfo(INFOS));
            same(plain.withMoveInfo(List.of()));
        }
        same(new GameRecord(null, null, null, null, null, 0, 0, null, null, 0, 0, 0, 0, 0, 0, 0, Double.MIN_VALUE,
                1e300, null));
    }

    @Test
    void writesVersusRecordsAsTheDataBindingDid() throws Exception {
        VersusRecord.Side one = new VersusRecord.Side("attacker", "1.0.0", "cd".repeat(32), Outcome.TOPPED_OUT,
                "topped out", 310, 120, 88, 12, 76, 40, 3, 9, 0.25, 3.75, "T24,1f g3 hI01,0");
        VersusRecord.Side two = new VersusRecord.Side("striker", "2.0", "ef".repeat(32), null, "", 311, 121, 90, 10,
                80, 38, 4, 8, 0.5, 1.0, "O04,0").withMoveInfo(INFOS);
        VersusRecord v = new VersusRecord("versus", "official", 3, 99L, true, List.of(one, two), 1,
                "bot on side 0 topped out", 311);
        same(v);
        same(v.playedBy("worker-1"));
        same(new VersusRecord("versus", "quick", 0, -5L, false, List.of(two, one), -1, "draw", 0));
    }

    @Test
    void writesHeadersAsTheDataBindingDid() throws Exception {
        List<TournamentHeader.EventInfo> events = List.of(new TournamentHeader.EventInfo("classic", "Straight drop.",
                "score", true, "{\"name\":\"classic\"}", "12".repeat(32)), new TournamentHeader.EventInfo("survival",
                null, "pieces", false, null, null));
        List<TournamentHeader.BotEntry> bots = List.of(new TournamentHeader.BotEntry("dellacherie", "Dellacherie",
                "1.0.0", "Tetris Arena", "heuristic-bots", "ab".repeat(32), null), new TournamentHeader.BotEntry("cc",
                "Cold\tClear", "0.1", null, null, "cd".repeat(32), "isolated"));
        TournamentHeader plain = new TournamentHeader("0.1.0", "1.6.0", events, "official", "ff".repeat(32), 100, bots,
                2, "2026-11-29T15:00:00Z", "OpenJDK 17.0.15");
        same(plain);
        TournamentHeader full = plain.withRun("a6c2276068f81705", "2/3")
                .withWorkers(List.of(new TournamentHeader.WorkerInfo("a", 2, 10, 1.0),
                        new TournamentHeader.WorkerInfo("b", 4, 20, 0.875)))
                .withSealedCommitment("99".repeat(32)).withAllBots(true)
                .withResumed(new TournamentHeader.Resumed("2026-11-29T15:05:00Z", 12.5)).withGames(40);
        same(full);
        same(plain.withAllBots(false).withGames(0));
        same(new TournamentHeader(null, null, null, null, null, 0, null, 0, null, null));
        List<TournamentHeader.WorkerInfo> workers = new ArrayList<>(full.workers());
        assertEquals(MAPPER.writeValueAsString(MAPPER.valueToTree(workers)),
                JsonTrees.write(RecordTrees.workers(workers)));
    }

    @Test
    void refusesAnythingButAResultsRecord() {
        assertThrows(IllegalArgumentException.class, () -> RecordTrees.of("a string"));
    }

    private static void same(Object record) throws Exception {
        JsonNode expected = MAPPER.valueToTree(record);
        String ours = JsonTrees.write(record instanceof TournamentHeader h ? RecordTrees.header(h)
                : RecordTrees.of(record));
        assertEquals(MAPPER.writeValueAsString(expected), ours);
    }
}
