package io.tetrisarena.arena.kind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.results.WorkerSpeeds;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.VersusOrder;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each order has one kind, each kind its own wire tag, store log and sink strategy, and they agree. */
class GameKindsTest {
    private static final GameOrder.Seat A = new GameOrder.Seat("a", "a", "1", "sha-a", "sha-a", false);
    private static final GameOrder.Seat B = new GameOrder.Seat("b", "b", "2", "sha-b", "sha-b", false);
    private static final SoloOrder SOLO = new SoloOrder("t", "a", "a", "1", "sha-a", "sha-a", false, "{}", "classic",
            "quick", 3, 9L, null);
    private static final VersusOrder VERSUS = new VersusOrder("v", A, B, "{}", "versus", "quick", 1, 5L, true);

    @Test
    void anOrderIsOfTheKindOfItsClass() {
        assertSame(GameKinds.SOLO, GameKinds.of(SOLO));
        assertSame(GameKinds.VERSUS, GameKinds.of(VERSUS));
        assertEquals(SOLO, GameKinds.SOLO.order(SOLO));
    }

    @Test
    void eachKindHasItsOwnWireTagStoreLogAndSinkStrategy() {
        Set<Byte> tags = new HashSet<>();
        for (GameKind<?, ?> kind : GameKinds.ALL) {
            assertSame(kind, GameKinds.ofWireTag(kind.wireTag()));
            assertSame(kind.store(), kind.records().kind(), kind.name());
            tags.add(kind.wireTag());
        }
        assertEquals(GameKinds.ALL.size(), tags.size());
        assertNull(GameKinds.ofWireTag((byte) 'X'));
        assertSame(ResultsStore.Kind.GAMES, GameKinds.SOLO.store());
        assertSame(ResultsStore.Kind.VERSUS, GameKinds.VERSUS.store());
    }

    @Test
    void aVersusGameTimesBothSidesAndARefusalShutsOutThePairing() {
        VersusRecord.Side a = new VersusRecord.Side("a", "1", "sha-a", null, "", 40, 0, 0, 0, 0, 0, 0, 0, 1.5, 3, "");
        VersusRecord.Side b = new VersusRecord.Side("b", "2", "sha-b", null, "", 39, 0, 0, 0, 0, 0, 0, 0, 0.5, 1, "");
        VersusRecord record = new VersusRecord("versus", "quick", 1, 5L, true, List.of(a, b), -1, "", 40);
        assertEquals(List.of(new WorkerSpeeds.Timing("a", 1.5, 40), new WorkerSpeeds.Timing("b", 0.5, 39)),
                GameKinds.VERSUS.timings(record));
        assertEquals("m1", GameKinds.VERSUS.worker(GameKinds.VERSUS.playedBy(record, "m1")));
        assertEquals("pairing a vs b", GameKinds.VERSUS.refusalScope(VERSUS));
        assertEquals("bot a", GameKinds.SOLO.refusalScope(SOLO));
        assertNull(GameKinds.VERSUS.identity(VERSUS, record), "the ordered game");
        assertEquals("it is a record of versus on seed #1 of quick, mirrored, not of the ordered game",
                GameKinds.VERSUS.identity(new VersusOrder("v", A, B, "{}", "versus", "quick", 1, 5L, false), record));
    }

    @Test
    void aSoloRecordNamedByAnotherBotIsNotTheOrderedGame() {
        GameRecord other = new GameRecord("z", "1", "sha-a", "classic", "quick", 3, 9L,
                io.tetrisarena.arena.results.Outcome.PIECE_CAP, "", 10, 0, 0, 0, 0, 0, 0, 1, 1, "x", "t", null);
        assertEquals("it is a record of bot z 1, not of the ordered a 1", GameKinds.SOLO.identity(SOLO, other));
    }
}
