package io.tetrisarena.arena.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.versus.VersusRecords;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The results sink: the one writer of either kind of game, exactly once per game, and resume by run and shard. */
class ResultsSinkTest {
    @TempDir
    Path dir;

    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());
    private static final TournamentHeader HEADER = new TournamentHeader("dev", "1.2.0", List.of(), "quick", "abc", 5,
            List.of(), 1, "2026-01-01T00:00:00Z", "jvm").withRun("0123456789abcdef", null);

    private static GameRecord game(int seedIndex) {
        return new GameRecord("bot", "1", "sha", "tiny", "quick", seedIndex, 7L + seedIndex, Outcome.PIECE_CAP, "", 10,
                2, 200, 0, 0, 0, 5, 0.1, 0.2, "");
    }

    @Test
    void aSecondRecordOfTheSameGameIsIgnoredAndEveryRecordNamesTheTournament() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsSink<GameRecord> sink = ResultsSink.open(ResultsSink.GAMES, JsonLinesStore.in(dir), dir, HEADER, null,
                Set.of(), false, QUIET)) {
            assertTrue(sink.accept(game(0)));
            assertTrue(sink.accept(game(1)));
            assertFalse(sink.accept(game(0).playedBy("another-member")));
            List<GameRecord> all = sink.finish(1.0, null);
            assertEquals(List.of(0, 1), all.stream().map(GameRecord::seedIndex).toList());
        }
        List<GameRecord> written = ResultsFile.read(file).games();
        assertEquals(2, written.size());
        assertTrue(written.stream().allMatch(g -> "0123456789abcdef".equals(g.tournament()) && g.worker() == null));
    }

    @Test
    void aFileCutShortByAKilledCoordinatorStillNamesItsTournamentAndWhoPlayedEachGame() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsSink<GameRecord> sink = ResultsSink.open(ResultsSink.GAMES, JsonLinesStore.in(dir), dir, HEADER, null,
                Set.of(), false, QUIET)) {
            sink.accept(game(0).playedBy("w1"));
            sink.accept(game(1).playedBy("w2"));
        } // killed: no footer
        // the verifier cannot replay these synthetic games, so check what the sink hands on before verifying
        ResultsStore.Contents<GameRecord> contents = ResultsFile.read(file);
        assertEquals(List.of("w1", "w2"), contents.games().stream().map(GameRecord::worker).toList());
        assertEquals("0123456789abcdef", contents.header().tournamentId());
    }

    @Test
    void resumingAShardFromTheWholeTournamentsFileIsRefused() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsSink<GameRecord> sink = ResultsSink.open(ResultsSink.GAMES, JsonLinesStore.in(dir), dir, HEADER, null,
                Set.of(), false, QUIET)) {
            sink.finish(1.0, null);
        }
        InputFileException e = assertThrows(InputFileException.class, () -> ResultsSink.open(ResultsSink.GAMES,
                JsonLinesStore.in(dir), dir, HEADER.withRun(HEADER.tournamentId(), "1/2"), null, Set.of(), true, QUIET));
        assertTrue(e.getMessage().contains("the whole tournament there, shard 1/2 now"), e.getMessage());
        assertTrue(Files.exists(file), "the earlier file is untouched");
    }

    private static final TournamentHeader VERSUS = new TournamentHeader("dev", "1.2.0", List.of(), "quick", "abc", 5,
            List.of(new TournamentHeader.BotEntry("a", "A", "1", "x", "a", "sha", "in-process"),
                    new TournamentHeader.BotEntry("b", "B", "1", "x", "b", "sha", "in-process")),
            1, "2026-01-01T00:00:00Z", "jvm").withRun("fedcba9876543210", null);

    private static VersusRecord versus(int seedIndex, boolean swapped) {
        List<VersusRecord.Side> sides = List.of(side("a"), side("b"));
        return new VersusRecord("duel", "quick", seedIndex, 7L + seedIndex, swapped,
                swapped ? List.of(sides.get(1), sides.get(0)) : sides, 0, "top out", 10);
    }

    private static VersusRecord.Side side(String bot) {
        return new VersusRecord.Side(bot, "1", "sha", null, "", 10, 2, 0, 0, 0, 0, 0, 0, 0.1, 0.2, "");
    }

    @Test
    void versusGamesGoThroughTheSameSinkOnceEachAndEndInPlanOrder() throws Exception {
        ResultsStore store = JsonLinesStore.in(dir);
        try (ResultsSink<VersusRecord> sink = ResultsSink.open(VersusRecords.KIND, store, dir, VERSUS, null, Set.of(),
                false, QUIET)) {
            assertTrue(sink.accept(versus(1, false)));
            assertTrue(sink.accept(versus(0, true)));
            assertTrue(sink.accept(versus(0, false)));
            assertFalse(sink.accept(versus(1, false).playedBy("another-member")));
            List<VersusRecord> all = sink.finish(1.0, null);
            assertEquals(List.of("0 false", "0 true", "1 false"),
                    all.stream().map(r -> r.seedIndex() + " " + r.swapped()).toList());
        }
        ResultsStore.Contents<VersusRecord> written = store.read(ResultsStore.Kind.VERSUS);
        assertEquals(List.of("0 false", "0 true", "1 false"),
                written.games().stream().map(r -> r.seedIndex() + " " + r.swapped()).toList());
        assertEquals(1.0, written.wallSeconds());
    }

    @Test
    void resumingARoundRobinsVersusLogAsAGauntletIsRefused() throws Exception {
        ResultsStore store = JsonLinesStore.in(dir);
        try (ResultsSink<VersusRecord> sink = ResultsSink.open(VersusRecords.KIND, store, dir, VERSUS, null, Set.of(),
                false, QUIET)) {
            sink.finish(1.0, null);
        }
        InputFileException e = assertThrows(InputFileException.class, () -> ResultsSink.open(VersusRecords.KIND,
                store, dir, VERSUS, "a", Set.of(), true, QUIET));
        assertTrue(e.getMessage().contains("belongs to another versus run (another gauntlet or a round robin)"),
                e.getMessage());
        assertTrue(store.has(ResultsStore.Kind.VERSUS), "the earlier log is untouched");
    }
}
