package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.app.GameRun;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.JsonLinesStore;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.testkit.ResultsLines;
import io.tetrisarena.arena.testkit.UntimedVersus;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A versus run on its worker threads, with a bot that never comes back from a move. */
class VersusTournamentTest {
    private static final Event EVENT = withMoveTime(VersusRefereeTest.EVENT, 20);

    private static Event withMoveTime(Event e, int millis) {
        return new Event(e.name(), e.description(), e.metric(), e.higherIsBetter(),
                e.rules().withMoveTimeMillis(millis), e.wallBackstopMillis(), e.versus());
    }

    private static LoadedBot loaded(TetrisBot bot) {
        return new LoadedBot(bot, bot.info(), "t", Path.of("t.jar"), "sha");
    }

    @Test
    @Timeout(60) // a worker that is never freed would hang the run: fail instead
    void aBotThatSpinsForeverDeafToInterruptsLosesItsGamesAndTheRunFinishes(@TempDir Path out) throws Exception {
        AtomicInteger stuckMoves = new AtomicInteger();
        TetrisBot spinner = VersusRefereeTest.bot("spinner", r -> o -> {
            if (o.piecesPlaced() == 2) {
                stuckMoves.incrementAndGet();
                long x = 1;
                while (x != 0) {
                    x = x * 31 + 7 | 1;
                }
            }
            return Move.place(o.placements().get(0));
        });
        List<LoadedBot> bots = List.of(loaded(VersusRefereeTest.low("a")), loaded(VersusRefereeTest.low("b")),
                loaded(spinner));
        VersusTournament run = new VersusTournament(bots, EVENT, SeedSet.load("quick"), 1, 2, "spinner", out);
        GameRun.Result<VersusRecord> result = play(run, new PrintStream(new ByteArrayOutputStream()));

        assertEquals(4, result.games().size(), "two pairings, one seed, both sides");
        assertEquals(4, stuckMoves.get(), "every game reached the stuck move");
        for (VersusRecord r : result.games()) {
            int spinnerSide = r.sides().get(0).botId().equals("spinner") ? 0 : 1;
            VersusRecord.Side stuck = r.sides().get(spinnerSide);
            assertEquals(1 - spinnerSide, r.winner(), r.reason());
            assertEquals(Outcome.TIMEOUT, stuck.outcome(), stuck.detail());
            assertEquals(2, stuck.pieces());
            assertTrue(stuck.detail().startsWith("move 3: "), stuck.detail());
        }
    }

    @Test
    void aRunTellsItsProgressOfEveryGameWithItsPieces(@TempDir Path out) throws Exception {
        List<String> heard = new java.util.ArrayList<>();
        io.tetrisarena.arena.tournament.Progress progress = new io.tetrisarena.arena.tournament.Progress() {
            @Override
            public void start(int total, int alreadyDone) {
                heard.add("start " + total + " " + alreadyDone);
            }

            @Override
            public void gameDone(io.tetrisarena.arena.results.GameRecord record) {
                heard.add("solo game");
            }

            @Override
            public synchronized void versusGameDone(int pieces) {
                heard.add("game " + pieces);
            }

            @Override
            public void close() {
            }
        };
        List<LoadedBot> bots = List.of(loaded(VersusRefereeTest.low("a")), loaded(VersusRefereeTest.low("b")));
        GameRun.Result<VersusRecord> result = play(new VersusTournament(bots, EVENT, SeedSet.load("quick"), 2, 2, null, out), new PrintStream(new ByteArrayOutputStream()), progress);
        assertEquals("start 4 0", heard.get(0));
        assertEquals(5, heard.size(), "one line per game");
        long piecesHeard = heard.stream().skip(1).mapToLong(h -> Long.parseLong(h.substring(5))).sum();
        long piecesPlayed = result.games().stream().mapToLong(r -> r.sides().get(0).pieces() + r.sides().get(1).pieces())
                .sum();
        assertEquals(piecesPlayed, piecesHeard);
    }

    /** Three bots that play differently: the lowest, the middle and the last placement offered. */
    private static List<LoadedBot> threeBots() {
        return List.of(loaded(VersusRefereeTest.low("a")),
                loaded(VersusRefereeTest.bot("mid", r -> o -> Move.place(o.placements().get(o.placements().size() / 2)))),
                loaded(VersusRefereeTest.bot("last", r -> o -> Move.place(o.placements().get(o.placements().size() - 1)))));
    }

    private static Event capped() {
        return EVENT.withPieceCap(30);
    }

    @Test
    void aRunKilledMidWayAndResumedWritesTheSameGamesAsAnUninterruptedOne(@TempDir Path out) throws Exception {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        Path whole = out.resolve("whole");
        GameRun.Result<VersusRecord> uninterrupted = play(new VersusTournament(threeBots(), capped(), SeedSet.load("quick"), 2, 2,
                null, whole), quiet);
        assertEquals(12, uninterrupted.games().size(), "three pairings, two seeds, both sides");

        // the run killed after 5 games, in the middle of writing the 6th: the header, 5 lines and half a line
        Path killed = java.nio.file.Files.createDirectories(out.resolve("killed"));
        List<String> lines = java.nio.file.Files.readAllLines(whole.resolve(JsonLinesStore.VERSUS_FILE));
        java.nio.file.Files.writeString(killed.resolve(JsonLinesStore.VERSUS_FILE), String.join("\n", lines.subList(0, 6))
                + "\n" + lines.get(6).substring(0, 50));
        GameRun.Result<VersusRecord> resumed = play(new VersusTournament(threeBots(), capped(), SeedSet.load("quick"), 2, 1,
                null, killed), quiet, io.tetrisarena.arena.tournament.Progress.SILENT, true);

        assertEquals(7, resumed.played(), "only the 7 games the file lacked are played");
        assertEquals(uninterrupted.games().stream().map(UntimedVersus::of).toList(),
                resumed.games().stream().map(UntimedVersus::of).toList());
        assertEquals(uninterrupted.games().stream().map(UntimedVersus::of).toList(),
                ResultsStore.in(killed).read(ResultsStore.Kind.VERSUS).games().stream()
                        .map(UntimedVersus::of).toList(), "the file holds them in plan order");
        assertEquals(ResultsLines.unlinked(lines.subList(1, 6)), ResultsLines.unlinked(java.nio.file.Files.readAllLines(
                killed.resolve(JsonLinesStore.VERSUS_FILE)).subList(1, 6)), "the 5 finished games are kept as they were,"
                + " not replayed");
        assertEquals(uninterrupted.header().tournamentId(), resumed.header().tournamentId());
        assertTrue(resumed.header().resumed() != null, "the header says the file was resumed");
    }

    @Test
    void twoShardsMergedHoldTheGamesOfOneRunInItsOrder(@TempDir Path out) throws Exception {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        GameRun.Result<VersusRecord> whole = play(new VersusTournament(threeBots(), capped(), SeedSet.load("quick"), 2, 2, "mid",
                out.resolve("whole")), quiet);
        assertEquals(8, whole.games().size(), "a gauntlet of mid: two pairings, two seeds, both sides");
        GameRun.Result<VersusRecord> first = play(new VersusTournament(threeBots(), capped(), SeedSet.load("quick"), 2, 1, "mid",
                out.resolve("s1"), new io.tetrisarena.arena.tournament.Shard(1, 2)), quiet);
        GameRun.Result<VersusRecord> second = play(new VersusTournament(threeBots(), capped(), SeedSet.load("quick"), 2, 1, "mid",
                out.resolve("s2"), new io.tetrisarena.arena.tournament.Shard(2, 2)), quiet);
        assertEquals(4, first.games().size());
        assertEquals(4, second.games().size());
        assertTrue(first.games().stream().noneMatch(g -> second.games().stream()
                .anyMatch(h -> VersusRecords.keyOf(g).equals(VersusRecords.keyOf(h)))), "the shards share no game");

        VersusMerge.Merged merged = VersusMerge.merge(List.of(out.resolve("s2"), out.resolve("s1")));
        assertEquals(whole.games().stream().map(UntimedVersus::of).toList(),
                merged.games().stream().map(UntimedVersus::of).toList());
        assertEquals(whole.header().tournamentId(), merged.header().tournamentId());
        assertEquals("mid", merged.challenger());
        assertEquals(null, merged.header().shard());

        io.tetrisarena.arena.event.InputFileException missing = org.junit.jupiter.api.Assertions.assertThrows(
                io.tetrisarena.arena.event.InputFileException.class, () -> VersusMerge.merge(List.of(out.resolve("s1"))));
        assertEquals("versus shard 2/2 missing: give every shard of the split", missing.getMessage());
    }

    /** Plays a versus run on this JVM's threads through the run skeleton. */
    static GameRun.Result<VersusRecord> play(VersusTournament run, PrintStream messages,
                                             io.tetrisarena.arena.tournament.Progress progress, boolean resume)
            throws java.io.IOException {
        return GameRun.playLocally(GameKinds.VERSUS, run.spec(resume), messages, progress, "versus");
    }

    static GameRun.Result<VersusRecord> play(VersusTournament run, PrintStream messages) throws java.io.IOException {
        return play(run, messages, io.tetrisarena.arena.tournament.Progress.SILENT, false);
    }

    static GameRun.Result<VersusRecord> play(VersusTournament run, PrintStream messages,
                                             io.tetrisarena.arena.tournament.Progress progress)
            throws java.io.IOException {
        return play(run, messages, progress, false);
    }
}
