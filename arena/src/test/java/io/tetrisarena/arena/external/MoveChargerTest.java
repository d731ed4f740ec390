package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A metered bot's answers are charged from readings of its CPU clock that quick moves skip: on a fake wall
 * clock and a fake meter, the readings, the charges and the bound on what goes unread are exact figures.
 */
class MoveChargerTest {
    private static final long US = TimeUnit.MICROSECONDS.toNanos(1);
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    /** A wall clock and a CPU clock that the test moves by hand, with a count of the meter's readings. */
    private static final class Clocks implements CpuMeter {
        long wall = 1_000_000_000L;
        long cpu;
        int reads;

        @Override
        public long cpuNanos() {
            reads++;
            return cpu;
        }
    }

    @Test
    void quickAnswersShareOneReadingAndTheGameTotalIsExact() {
        Clocks c = new Clocks();
        MoveCharger charger = new MoveCharger(c, 2, () -> c.wall);
        charger.mark();
        long charged = 0;
        int zeros = 0;
        for (int move = 1; move <= 100; move++) {
            long start = c.wall;
            c.wall += 100 * US;
            c.cpu += 60 * US;
            long charge = charger.charge(start, 200 * MS);
            charged += charge;
            zeros += charge == 0 ? 1 : 0;
        }
        // Under a 200 ms limit 5 ms may go unread: 2.5 ms of wall time on two processors, so the meter is read
        // at the 26th, 52nd and 78th answers, each charged the 26 moves since.
        assertEquals(3, charger.readings());
        assertEquals(1 + 3, c.reads, "the mark and three answers");
        assertEquals(97, zeros);
        assertEquals(78 * 60 * US, charged);
    }

    @Test
    void aMoveThatCouldHaveBeenOverTheLimitIsAlwaysRead() {
        Clocks c = new Clocks();
        MoveCharger charger = new MoveCharger(c, 2, () -> c.wall);
        charger.mark();
        long start = c.wall;
        c.wall += 150 * MS;
        c.cpu += 280 * MS;
        assertEquals(280 * MS, charger.charge(start, 200 * MS));
        start = c.wall;
        c.wall += 2600 * US;
        c.cpu += 5 * MS;
        assertEquals(5 * MS, charger.charge(start, 200 * MS), "2.6 ms on two processors may hold 5.2 ms of CPU");
    }

    @Test
    void whatASkippedAnswerLeavesUnreadNeverPassesTheBoundAndEveryReadingIsFair() {
        SplittableRandom random = new SplittableRandom(25);
        for (int processors : new int[] {1, 2, 8}) {
            for (long limit : new long[] {0, 8 * MS, 200 * MS}) {
                Clocks c = new Clocks();
                MoveCharger charger = new MoveCharger(c, processors, () -> c.wall);
                charger.mark();
                long unread = 0;
                long bound = MoveCharger.unreadNanos(limit);
                for (int move = 0; move < 20_000; move++) {
                    long start = c.wall;
                    // Mostly quick moves, now and then a slow one; the bot never uses more than its processors.
                    long wall = random.nextInt(10) == 0 ? random.nextLong(20 * MS) : random.nextLong(300 * US);
                    long cpu = random.nextLong(wall * processors + 1);
                    c.wall += wall;
                    c.cpu += cpu;
                    long charge = charger.charge(start, limit);
                    if (charge == 0 && cpu > 0) {
                        unread += cpu;
                        assertTrue(unread <= bound, "unread " + unread + " over " + bound);
                    } else if (charge > 0) {
                        assertEquals(unread + cpu, charge, "a reading charges this move and the unread ones");
                        unread = 0;
                    }
                    if (limit > 0 && cpu > limit) {
                        assertTrue(charge >= cpu, "a move over the limit is charged in full");
                    }
                }
            }
        }
    }

    @Test
    void theUnreadBoundIsAQuarterOfTheLimitAndAtMostFiveMilliseconds() {
        assertEquals(5 * MS, MoveCharger.unreadNanos(0));
        assertEquals(5 * MS, MoveCharger.unreadNanos(200 * MS));
        assertEquals(2 * MS, MoveCharger.unreadNanos(8 * MS));
    }

    @Test
    void aBotWithoutAMeterIsChargedEachAnswersWallTime() {
        long[] wall = {7 * MS};
        MoveCharger charger = new MoveCharger(null, 2, () -> wall[0]);
        charger.mark();
        wall[0] += 40 * US;
        assertEquals(40 * US, charger.charge(7 * MS, 200 * MS));
        assertEquals(0, charger.readings());
    }

    @Test
    void refusesAMachineWithoutProcessors() {
        assertThrows(IllegalArgumentException.class, () -> new MoveCharger(null, 0, System::nanoTime));
    }

    @Test
    void countsTheProcessorsOfAKernelCpuList() {
        assertEquals(7, ProcessTree.countCpuList("0-3,6,8-9"));
        assertEquals(1, ProcessTree.countCpuList("0"));
        assertTrue(ProcessTree.onlineProcessors() >= Runtime.getRuntime().availableProcessors());
    }
}
