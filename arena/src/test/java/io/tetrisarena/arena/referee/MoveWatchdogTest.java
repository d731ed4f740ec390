package io.tetrisarena.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The watchdog looks at a slot when its call could first be over a limit: a call that spins past its CPU
 * limit is ended soon after it passes it, however long the slot's earlier calls were allowed to take.
 */
class MoveWatchdogTest {
    private static final long SHORT_LIMIT = TimeUnit.MILLISECONDS.toNanos(20);
    /** Far beyond any wake-up delay of a busy machine, far below the long limits the slot had before. */
    private static final long PROMPT = TimeUnit.SECONDS.toNanos(3);

    @Test
    void endsASpinningCallSoonAfterItsCpuLimitAfterManyShortCalls() {
        try (MoveWatchdog.Slot slot = MoveWatchdog.open("short calls")) {
            AtomicReference<Reply> abandoned = new AtomicReference<>();
            slot.onAbandoned(abandoned::set);
            for (int i = 0; i < 10_000; i++) {
                slot.begin(SHORT_LIMIT, TimeUnit.MINUTES.toNanos(10));
                assertTrue(slot.end() >= 0);
            }
            long took = spinUntilEnded(slot, SHORT_LIMIT, TimeUnit.MINUTES.toNanos(10));
            assertTrue(took < PROMPT, "ended after " + took / 1_000_000 + " ms");
            assertNotNull(abandoned.get());
            assertEquals(Reply.Status.NO_ANSWER, abandoned.get().status());
            assertTrue(abandoned.get().detail().startsWith("still thinking after"), abandoned.get().detail());
        }
    }

    @Test
    void aShorterLimitThanTheCallsBeforeIsWatchedFromTheCallsStart() {
        try (MoveWatchdog.Slot slot = MoveWatchdog.open("limits that shrink")) {
            // A call with a minute's limit: the watchdog's next look at this slot is then a minute away.
            slot.begin(TimeUnit.MINUTES.toNanos(1), TimeUnit.MINUTES.toNanos(10));
            assertTrue(slot.end() >= 0);
            sleepMillis(50);
            long took = spinUntilEnded(slot, SHORT_LIMIT, TimeUnit.MINUTES.toNanos(10));
            assertTrue(took < PROMPT, "ended after " + took / 1_000_000 + " ms");
        }
    }

    @Test
    void aCallThatWaitsIsEndedByItsBackstopNotItsCpuLimit() {
        try (MoveWatchdog.Slot slot = MoveWatchdog.open("waiting")) {
            AtomicReference<Reply> abandoned = new AtomicReference<>();
            slot.onAbandoned(abandoned::set);
            long start = System.nanoTime();
            slot.begin(SHORT_LIMIT, TimeUnit.MILLISECONDS.toNanos(300));
            boolean interrupted = false;
            try {
                Thread.sleep(TimeUnit.MINUTES.toMillis(1));
            } catch (InterruptedException e) {
                interrupted = true;
            }
            long took = System.nanoTime() - start;
            assertTrue(interrupted);
            assertEquals(-1, slot.end());
            assertTrue(took >= TimeUnit.MILLISECONDS.toNanos(300) && took < PROMPT, took / 1_000_000 + " ms");
            assertEquals("no answer within 300 ms of wall time (the backstop)", abandoned.get().detail());
        }
    }

    /** Begins a call that burns CPU until the watchdog interrupts it; returns the call's wall time. */
    private static long spinUntilEnded(MoveWatchdog.Slot slot, long cpuLimit, long backstop) {
        long start = System.nanoTime();
        long giveUp = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + TimeUnit.SECONDS.toNanos(20);
        slot.begin(cpuLimit, backstop);
        long x = 1;
        while (!Thread.currentThread().isInterrupted()
                && ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() < giveUp) {
            x = x * 31 + 7;
        }
        long took = System.nanoTime() - start;
        Thread.interrupted();
        assertEquals(-1, slot.end(), "the call was not abandoned (" + x + ")");
        return took;
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
