package io.tetrisarena.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.Outcome;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

public class RefereeTest {
    private static final Event EVENT = new Event("short", "d", Metric.SCORE, true,
            Rules.guideline().withPieceCap(15).withMoveTimeMillis(20));

    /** The placement with the lowest top row. */
    public static Placement lowest(List<Placement> placements) {
        Placement best = placements.get(0);
        for (Placement p : placements) {
            if (p.topRow() < best.topRow()) {
                best = p;
            }
        }
        return best;
    }

    /** A test bot whose players {@code players} makes. */
    public static TetrisBot bot(Function<Rules, BotPlayer> players) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("t", "T", "1", "tests", "test");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return players.apply(rules);
            }
        };
    }

    private static GameRecord play(Function<Rules, BotPlayer> players) {
        return play(EVENT, players);
    }

    private static GameRecord play(Event event, Function<Rules, BotPlayer> players) {
        List<String> log = new ArrayList<>();
        GameSpec spec = new GameSpec("t", "1", "sha", event, "quick", 0, 77);
        return new Referee(log::add).play(spec, new InProcessConnection(bot(players), "t"));
    }

    @Test
    void aBotThatSleepsThroughItsMovesUnderTheBackstopRunsOutOfTheGamesWallBudget() {
        // Three seconds a move, no CPU: the budget after k moves is 10 s + 3 * 20 ms * k, passed at move 4.
        GameRecord r = play(rules -> o -> {
            try {
                Thread.sleep(3000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Move.place(lowest(o.placements()));
        });
        assertEquals(Outcome.TIMEOUT, r.outcome(), r.detail());
        assertEquals(4, r.pieces());
        assertTrue(r.detail().startsWith("after move 4: the game took "), r.detail());
        assertTrue(r.detail().endsWith(" ms of wall time, over its budget of 10240 ms (10 s plus 3 times the 20 ms"
                + " move limit per move)"), r.detail());
    }

    @Test
    void playsAGameThroughHoldToThePieceCap() {
        GameRecord r = play(rules -> o -> Move.holdThen(lowest(o.holdPlacements())));
        assertEquals(Outcome.PIECE_CAP, r.outcome());
        assertEquals(15, r.pieces());
        assertTrue(MoveCodec.decode(r.moves()).stream().allMatch(MoveCodec.Token::hold), r.moves());
        assertTrue(r.meanMoveMillis() <= r.maxMoveMillis());
    }

    @Test
    void aBotThatChangesItsBoardCopyCannotChangeTheGame() {
        GameRecord r = play(rules -> o -> {
            o.board().fill(0, 0);
            return Move.place(lowest(o.placements()));
        });
        GameRecord plain = play(rules -> o -> Move.place(lowest(o.placements())));
        assertEquals(plain.moves(), r.moves());
    }

    @Test
    void theWrongPieceIsAnIllegalMove() {
        GameRecord r = play(rules -> o -> {
            Piece other = o.current() == Piece.O ? Piece.T : Piece.O;
            return Move.place(Placement.of(other, io.tetrisarena.api.kernel.Rotation.NORTH, 4, 0));
        });
        assertEquals(Outcome.ILLEGAL_MOVE, r.outcome());
        assertTrue(r.detail().startsWith("move 1: wrong piece"), r.detail());
    }

    @Test
    void usingMoreCpuThanTheLimitIsATimeout() {
        GameRecord r = play(rules -> o -> {
            long end = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + 80_000_000L;
            long x = 1;
            while (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() < end) {
                x = x * 31 + 7;
            }
            return x == 0 ? null : Move.place(lowest(o.placements()));
        });
        assertEquals(Outcome.TIMEOUT, r.outcome());
        assertEquals(0, r.pieces());
        assertTrue(r.detail().contains("CPU time") && r.detail().contains("limit"), r.detail());
    }

    @Test
    void sleepingIsNotCpuTime() {
        // Each move sleeps longer than the 20 ms CPU limit, but sleeping uses no CPU: no timeout.
        GameRecord r = play(EVENT.withPieceCap(4), rules -> o -> {
            sleep(30);
            return Move.place(lowest(o.placements()));
        });
        assertEquals(Outcome.PIECE_CAP, r.outcome());
        assertEquals(4, r.pieces());
        assertTrue(r.maxMoveMillis() < 20, "charged " + r.maxMoveMillis() + " ms");
    }

    @Test
    void aBotThatNeverAnswersIsEndedByTheWallBackstop() {
        // It sleeps from its first move on, so no honest move runs under the short backstop.
        GameRecord r = play(EVENT.withWallBackstopMillis(1000), rules -> o -> {
            sleep(60_000);
            return Move.place(lowest(o.placements()));
        });
        assertEquals(Outcome.TIMEOUT, r.outcome());
        assertEquals(0, r.pieces());
        assertEquals("move 1: no answer within 1000 ms of wall time (the backstop)", r.detail());
    }

    @Test
    void theWallBackstopIsGenerousByDefault() {
        assertEquals(10_000_000_000L, Referee.backstopNanos(EVENT));
        assertEquals(20_000_000_000L, Referee.backstopNanos(TimeUnit.SECONDS.toNanos(1)));
        assertEquals(60_000_000_000L, Referee.backstopNanos(0));
        assertEquals(1_500_000_000L, Referee.backstopNanos(EVENT.withWallBackstopMillis(1500)));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aBotThatCannotStartAGameIsAnException() {
        GameRecord r = play(rules -> {
            throw new UnsupportedOperationException("no such rules");
        });
        assertEquals(Outcome.EXCEPTION, r.outcome());
        assertTrue(r.detail().startsWith("while starting the game: threw java.lang.UnsupportedOperationException:"
                + " no such rules"), r.detail());
    }

    @Test
    void theObservationShowsTheBotItsTimeBudget() {
        long[] budget = new long[1];
        play(rules -> (Observation o) -> {
            budget[0] = o.timeBudgetNanos();
            return Move.place(lowest(o.placements()));
        });
        assertEquals(20_000_000L, budget[0]);
    }
}
