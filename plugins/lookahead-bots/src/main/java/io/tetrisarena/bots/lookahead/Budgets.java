package io.tetrisarena.bots.lookahead;

/** The budgets the bundled bots search with. */
final class Budgets {
    /** The most node evaluations one decision may use, whatever the clock says. */
    static final long NODE_CAP = 200_000;
    /** The share of the move's CPU time budget a decision may use. */
    static final double TIME_SHARE = 0.4;

    private Budgets() {
    }

    static CpuBudget standard() {
        return new CpuBudget(NODE_CAP, TIME_SHARE);
    }
}
