package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.rules.Rules;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * The hot paths allocate nothing once warm: move generation into a grown list, and placing and clearing
 * on a reused board. Measured with the JVM's per-thread allocation counter, with a little room for the
 * counter's own reading; a single small object per call would exceed it many times over.
 */
class AllocationFreeTest {
    private static final int CALLS = 2_000;
    private static final long SLACK_BYTES = 2_048;

    private static final String[] BOARD = {
        "##........",
        "#.........",
        "#.########",
        "#..#######",
        "#.########",
    };

    private static com.sun.management.ThreadMXBean threads() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter on this JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "allocation counting is off");
        return threads;
    }

    @Test
    void generatesSrsPlacementsWithoutAllocating() {
        assertGeneratesWithoutAllocating(new SrsMoveGenerator(Rules.guideline()));
    }

    @Test
    void generatesStraightDropPlacementsWithoutAllocating() {
        assertGeneratesWithoutAllocating(new StraightDropMoveGenerator());
    }

    private static void assertGeneratesWithoutAllocating(MoveGenerator generator) {
        com.sun.management.ThreadMXBean threads = threads();
        Board board = Board.parse(BOARD);
        PlacementList out = new PlacementList();
        int sink = 0;
        for (int i = 0; i < CALLS; i++) {
            sink += generator.generate(board, Piece.ofOrdinal(i % 7), out);
        }
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = 0; i < CALLS; i++) {
            sink += generator.generate(board, Piece.ofOrdinal(i % 7), out);
        }
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertTrue(sink > 0);
        assertTrue(allocated < SLACK_BYTES, allocated + " bytes for " + CALLS + " calls");
    }

    @Test
    void placesAndClearsWithoutAllocating() {
        com.sun.management.ThreadMXBean threads = threads();
        Board start = Board.parse(BOARD);
        Board work = start.copy();
        Placement triple = Placement.parse("T R 1 1 full");
        int lines = 0;
        for (int i = 0; i < CALLS; i++) {
            work.copyFrom(start);
            lines += work.placeAndClear(triple);
        }
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = 0; i < CALLS; i++) {
            work.copyFrom(start);
            lines += work.fits(triple) ? work.placeAndClear(triple) : 0;
        }
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertTrue(lines == 6 * CALLS, "each placement clears three rows");
        assertTrue(allocated < SLACK_BYTES, allocated + " bytes for " + CALLS + " calls");
    }
}
