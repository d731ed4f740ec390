package io.tetrisarena.arena.versus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.VersusRecord;
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
        VersusTournament.Result result = run.run(new PrintStream(new ByteArrayOutputStream()));

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
        VersusTournament.Result result = new VersusTournament(bots, EVENT, SeedSet.load("quick"), 2, 2, null, out)
                .run(new PrintStream(new ByteArrayOutputStream()), progress);
        assertEquals("start 4 0", heard.get(0));
        assertEquals(5, heard.size(), "one line per game");
        long piecesHeard = heard.stream().skip(1).mapToLong(h -> Long.parseLong(h.substring(5))).sum();
        long piecesPlayed = result.games().stream().mapToLong(r -> r.sides().get(0).pieces() + r.sides().get(1).pieces())
                .sum();
        assertEquals(piecesPlayed, piecesHeard);
    }
}
