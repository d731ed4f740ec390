package io.tetrisarena.bots.lookahead;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Tells a search when to stop: after a fixed number of node evaluations (deterministic), or once the
 * calling thread has used a share of the move's CPU time budget, whichever comes first. The clock is read
 * only every {@value #CLOCK_EVERY} nodes, so checking is cheap. One search at a time per instance.
 */
final class CpuBudget {
    private static final int CLOCK_EVERY = 64;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_CLOCK = THREADS.isCurrentThreadCpuTimeSupported();

    private final long nodeCap;
    private final double timeShare;
    private long nodesLeft;
    private long deadline;
    private int untilClock;
    private long nodesUsed;

    /**
     * @param nodeCap   the most node evaluations one decision may use
     * @param timeShare the share (0..1] of the move's time budget a decision may use
     */
    CpuBudget(long nodeCap, double timeShare) {
        if (nodeCap <= 0 || !(timeShare > 0 && timeShare <= 1)) {
            throw new IllegalArgumentException("node cap must be positive and time share in (0, 1]");
        }
        this.nodeCap = nodeCap;
        this.timeShare = timeShare;
    }

    /** Starts a decision with this move time budget in nanoseconds (0 = no time limit). */
    void start(long budgetNanos) {
        nodesLeft = nodeCap;
        nodesUsed = 0;
        untilClock = CLOCK_EVERY;
        deadline = budgetNanos > 0 ? now() + (long) (budgetNanos * timeShare) : Long.MAX_VALUE;
    }

    /** Counts one node; true once the decision must stop. */
    boolean spend() {
        nodesUsed++;
        if (--nodesLeft < 0) {
            return true;
        }
        if (--untilClock > 0) {
            return false;
        }
        untilClock = CLOCK_EVERY;
        return deadline != Long.MAX_VALUE && now() > deadline;
    }

    /** Nodes counted since {@link #start}. */
    long nodesUsed() {
        return nodesUsed;
    }

    private static long now() {
        return CPU_CLOCK ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
