package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.ResultsStore.Kind;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every {@link ResultsStore} must do, whatever keeps its logs: a concrete test supplies an empty store and a
 * way to cut its last record short as a killed run would, and inherits these tests.
 */
abstract class ResultsStoreContract {
    /** A store holding no log yet; each call within a test returns a view of the same store. */
    protected abstract ResultsStore store() throws IOException;

    /** Cuts the last record of the log of {@code kind} short, as a run killed while writing it leaves it. */
    protected abstract void tearLastRecord(Kind<?> kind) throws IOException;

    static final TournamentHeader HEADER = ResultsFileTest.HEADER;

    static GameRecord game(int seedIndex) {
        return ResultsFileTest.game(seedIndex);
    }

    static VersusRecord versus(int seedIndex, boolean swapped) {
        return JsonLinesStoreTest.versus(seedIndex, swapped);
    }

    @Test
    void anEmptyStoreHoldsNoLogOfEitherKind() throws Exception {
        assertFalse(store().has(Kind.GAMES));
        assertFalse(store().has(Kind.VERSUS));
    }

    @Test
    void aCreatedLogReadsBackItsHeaderAndItsRecordsInTheOrderTheyCame() throws Exception {
        try (ResultsStore.Writer<GameRecord> w = store().create(Kind.GAMES, HEADER, null, List.of(game(3), game(1)))) {
            assertTrue(store().has(Kind.GAMES), "the log exists once it is created");
            w.append(game(0));
            w.append(game(2));
            w.checkIntact();
        }
        ResultsStore.Contents<GameRecord> c = store().read(Kind.GAMES);
        assertEquals(HEADER, c.header());
        assertEquals(List.of(game(3), game(1), game(0), game(2)), c.games());
        assertNull(c.challenger());
        assertFalse(c.footer(), "no footer yet: an unfinished run");
        assertTrue(Double.isNaN(c.wallSeconds()));
        assertFalse(c.truncated());
        assertEquals(List.of(), c.problems());
    }

    @Test
    void theFooterEndsTheLogWithTheWallTimeTheMembersAndTheRevealedSecret() throws Exception {
        List<TournamentHeader.WorkerInfo> members = List.of(new TournamentHeader.WorkerInfo("w1", 4, 2, 1.0));
        try (ResultsStore.Writer<GameRecord> w = store().create(Kind.GAMES, HEADER, null, List.of(game(0)))) {
            w.append(game(1));
            w.footer(new ResultsStore.Footer(12.5, members, "s3cr3t"));
        }
        ResultsStore.Contents<GameRecord> c = store().read(Kind.GAMES);
        assertTrue(c.footer());
        assertEquals(12.5, c.wallSeconds());
        assertEquals("s3cr3t", c.sealedSecret());
        assertEquals(members, c.header().workers(), "the header read back names the members the footer names");
        assertEquals(List.of(game(0), game(1)), c.games());
    }

    @Test
    void aSecondCreateOfALogStillBeingWrittenIsRefusedAndAfterwardsReplacesItWhole() throws Exception {
        try (ResultsStore.Writer<GameRecord> w = store().create(Kind.GAMES, HEADER, null, List.of(game(0)))) {
            assertThrows(IOException.class, () -> store().create(Kind.GAMES, HEADER, null, List.of()));
            w.append(game(1));
            w.checkIntact();
        }
        assertEquals(List.of(game(0), game(1)), store().read(Kind.GAMES).games(), "the refused create changed nothing");
        store().write(Kind.GAMES, HEADER.withRun("again", null), null, List.of(game(5)), ResultsStore.Footer.of(1));
        ResultsStore.Contents<GameRecord> c = store().read(Kind.GAMES);
        assertEquals("again", c.header().tournamentId());
        assertEquals(List.of(game(5)), c.games());
    }

    @Test
    void aRunKilledWhileWritingARecordResumesFromTheRecordsBeforeIt() throws Exception {
        try (ResultsStore.Writer<GameRecord> w = store().create(Kind.GAMES, HEADER, null, List.of())) {
            w.append(game(0));
            w.append(game(1));
            w.append(game(2));
        }
        tearLastRecord(Kind.GAMES);
        ResultsStore.Contents<GameRecord> torn = store().read(Kind.GAMES);
        assertEquals(List.of(game(0), game(1)), torn.games());
        assertTrue(torn.truncated());
        assertEquals(4, torn.tornLine(), "the header is line 1, so the third record is line 4");
        assertEquals(List.of(2, 3), torn.lines());

        // the resumed run starts the log again from what it keeps, and plays the torn game again
        try (ResultsStore.Writer<GameRecord> w = store().create(Kind.GAMES, torn.header(), null, torn.games())) {
            w.append(game(2));
            w.footer(3.0);
        }
        ResultsStore.Contents<GameRecord> resumed = store().read(Kind.GAMES);
        assertEquals(List.of(game(0), game(1), game(2)), resumed.games());
        assertFalse(resumed.truncated());
        assertTrue(resumed.footer());
        assertEquals(List.of(), resumed.problems());
    }

    @Test
    void eachKindKeepsItsOwnLogWithItsOwnHeaderAndTheGauntletsChallenger() throws Exception {
        store().write(Kind.GAMES, HEADER, null, List.of(game(0)), ResultsStore.Footer.of(2.0));
        try (ResultsStore.Writer<VersusRecord> w = store().create(Kind.VERSUS, HEADER.withRun("vs", null), "a",
                List.of(versus(0, false)))) {
            w.append(versus(0, true));
        }
        tearLastRecord(Kind.VERSUS);
        assertTrue(store().has(Kind.GAMES));
        assertTrue(store().has(Kind.VERSUS));
        ResultsStore.Contents<GameRecord> games = store().read(Kind.GAMES);
        assertEquals(List.of(game(0)), games.games());
        assertEquals(2.0, games.wallSeconds());
        assertFalse(games.truncated(), "tearing the versus log leaves the games' log whole");
        ResultsStore.Contents<VersusRecord> versus = store().read(Kind.VERSUS);
        assertEquals("vs", versus.header().tournamentId());
        assertEquals("a", versus.challenger());
        assertEquals(List.of(versus(0, false)), versus.games());
        assertTrue(versus.truncated());
    }

    @Test
    void aFollowerSeesTheRecordsAsTheyAreAppended() throws Exception {
        ResultsStore.Follower<VersusRecord> follower = store().follow(Kind.VERSUS);
        assertNull(follower.poll(), "no log yet");
        try (ResultsStore.Writer<VersusRecord> w = store().create(Kind.VERSUS, HEADER, null, List.of())) {
            assertEquals(List.of(), follower.poll().games());
            w.append(versus(1, false));
            assertEquals(List.of(versus(1, false)), follower.poll().games());
            w.footer(1.5);
        }
        assertEquals(1.5, follower.poll().wallSeconds());
    }
}
