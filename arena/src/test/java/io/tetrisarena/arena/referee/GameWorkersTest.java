package io.tetrisarena.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Games on {@link GameWorkers} with bots that get stuck: a bot that never returns loses only its own game by
 * TIMEOUT, the run finishes on the same number of threads, and every other game is what it would have been.
 * The stuck bots loop on the CPU with a 20 ms limit and a wall backstop ten minutes away, so only the CPU
 * limit can end them, however busy the machine is.
 */
class GameWorkersTest {
    private static final Event EVENT = new Event("short", "d", Metric.SCORE, true,
            Rules.guideline().withPieceCap(12).withMoveTimeMillis(20), TimeUnit.MINUTES.toMillis(10));
    private static final int GAMES = 6;
    private static final int STUCK_GAME = 2;
    private static final int STUCK_MOVE = 5;

    /** Lets the spinning threads of a finished test go (they must then touch nothing). */
    private static volatile boolean released;

    @AfterEach
    void releaseSpinningThreads() {
        released = true;
    }

    private static Move lowest(Observation o) {
        return Move.place(RefereeTest.lowest(o.placements()));
    }

    private static TetrisBot bot(Function<Rules, BotPlayer> players) {
        return RefereeTest.bot(players);
    }

    private static final TetrisBot HONEST = bot(rules -> GameWorkersTest::lowest);

    /** Plays move {@code STUCK_MOVE} by spinning on the CPU, deaf to interrupts, until the test ends. */
    private static final TetrisBot SPINNER = bot(rules -> o -> {
        if (o.piecesPlaced() == STUCK_MOVE - 1) {
            long x = 1;
            while (!released) {
                x = x * 31 + 7;
            }
            if (x == 0) {
                return null;
            }
        }
        return lowest(o);
    });

    private static GameSpec spec(int index) {
        return new GameSpec("t", "1", "sha", EVENT, "quick", index, 1000 + index);
    }

    /** Plays GAMES games on {@code threads} threads, game {@code STUCK_GAME} by {@code stuck}, others honestly. */
    private static GameRecord[] play(int threads, TetrisBot stuck, AtomicInteger deliveries) throws Exception {
        GameRecord[] records = new GameRecord[GAMES];
        Referee referee = new Referee(log -> { });
        GameWorkers.<GameRecord>run("test", threads, GAMES, (i, abandoned) -> referee.play(spec(i),
                new InProcessConnection(i == STUCK_GAME ? stuck : HONEST, "g" + i), g -> { }, abandoned),
                (i, record) -> {
                    deliveries.incrementAndGet();
                    records[i] = record;
                });
        return records;
    }

    @Test
    void aBotThatNeverReturnsLosesOnlyThatGameAndTheOthersAreUnchanged() throws Exception {
        released = false;
        GameRecord[] honest = play(1, HONEST, new AtomicInteger());
        for (int threads : new int[] {1, 2}) {
            released = false;
            AtomicInteger deliveries = new AtomicInteger();
            GameRecord[] records = play(threads, SPINNER, deliveries);
            assertEquals(GAMES, deliveries.get(), "one record per game on " + threads + " threads");
            for (int i = 0; i < GAMES; i++) {
                if (i != STUCK_GAME) {
                    assertEquals(honest[i].moves(), records[i].moves(), "game " + i);
                    assertEquals(honest[i].score(), records[i].score(), "game " + i);
                    assertEquals(Outcome.PIECE_CAP, records[i].outcome());
                }
            }
            GameRecord stuck = records[STUCK_GAME];
            assertEquals(Outcome.TIMEOUT, stuck.outcome());
            assertEquals(STUCK_MOVE - 1, stuck.pieces());
            assertTrue(stuck.detail().startsWith("move " + STUCK_MOVE + ": still thinking after")
                    && stuck.detail().endsWith("ms of CPU time (limit 20 ms)"), stuck.detail());
            assertTrue(honest[STUCK_GAME].moves().startsWith(stuck.moves()) && !stuck.moves().isEmpty(), stuck.moves());
            assertTrue(stuck.maxMoveMillis() > 20, "the stuck move is charged its CPU time: " + stuck.maxMoveMillis());
            released = true;
            // The released thread comes back after its game was written: it must change nothing.
            waitForSpinnersToLeave();
            assertEquals(GAMES, deliveries.get());
            assertEquals(stuck, records[STUCK_GAME]);
        }
    }

    @Test
    void aWorkerThatIgnoresItsInterruptIsStoppedSoItFreesItsCore() throws Exception {
        AtomicReference<Thread> spinning = new AtomicReference<>();
        TetrisBot forever = bot(rules -> o -> {
            if (o.piecesPlaced() == STUCK_MOVE - 1) {
                spinning.set(Thread.currentThread());
                long x = 1;
                while (x != 0) {
                    x = x * 31 + 7 | 1;
                }
            }
            return lowest(o);
        });
        AtomicInteger deliveries = new AtomicInteger();
        GameRecord[] records = play(2, forever, deliveries);
        assertEquals(Outcome.TIMEOUT, records[STUCK_GAME].outcome());
        // It is stopped one second after it was abandoned; a minute is far more than enough.
        spinning.get().join(TimeUnit.MINUTES.toMillis(1));
        assertTrue(!spinning.get().isAlive(), "the spinning worker was stopped");
        assertEquals(GAMES, deliveries.get(), "the stopped worker delivered nothing");
    }

    @Test
    void aBotThatLeavesALoopingThreadBehindIsNotChargedForIt() throws Exception {
        released = false;
        List<Thread> leftBehind = new ArrayList<>();
        TetrisBot leaver = bot(rules -> {
            Thread t = new Thread(() -> {
                long x = 1;
                while (!released) {
                    x = x * 31 + 7;
                }
            }, "left-behind");
            t.setDaemon(true);
            t.start();
            synchronized (leftBehind) {
                leftBehind.add(t);
            }
            return GameWorkersTest::lowest;
        });
        GameRecord[] honest = play(1, HONEST, new AtomicInteger());
        GameRecord[] records = play(2, leaver, new AtomicInteger());
        assertEquals(Arrays.stream(honest).map(GameRecord::moves).toList(),
                Arrays.stream(records).map(GameRecord::moves).toList());
        assertEquals(Outcome.PIECE_CAP, records[STUCK_GAME].outcome());
        assertEquals(1, leftBehind.size());
        assertTrue(leftBehind.get(0).isAlive(), "the bot's own thread is still looping after its game");
    }

    private static void waitForSpinnersToLeave() throws InterruptedException {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("test-")) {
                t.join(TimeUnit.SECONDS.toMillis(30));
            }
        }
    }
}
