package io.tetrisarena.arena.game;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import io.tetrisarena.kernel.internal.GarbageHoles;

/**
 * The lock transition written again from docs/rules.md (sections 7, 8 and 10) alone, as plainly as possible:
 * a grid of booleans, the scoring tables as printed, the combo and back-to-back rules in words, the garbage
 * schedule's formula and the top-out checks in their documented order. It shares nothing with the kernel but
 * the seed's garbage stream and the cells a placement covers; it takes each placement's spin as given (move
 * generation and spin detection are pinned elsewhere, against their own reference) and cannot judge block
 * out (which needs move generation), so it leaves that end to the caller.
 */
final class ReferenceGame {
    private static final int[][] GUIDELINE = {
        {0, 100, 300, 500, 800}, // no spin
        {100, 200, 400, 400, 400}, // mini T-spin
        {400, 800, 1200, 1600, 1600}, // T-spin
    };
    private static final int[] NES = {0, 40, 100, 300, 1200};
    private static final int[] PERFECT_CLEAR = {0, 800, 1200, 1800, 2000};

    private final Rules rules;
    private final boolean[][] cells;
    private final GarbageHoles holes;
    long score;
    int lines;
    int combo = -1;
    boolean backToBack;
    int placed;
    /** Why the game ended ({@code EndReason.text()}), or null while it runs. */
    String ended;

    ReferenceGame(Rules rules, long seed) {
        this.rules = rules;
        this.cells = new boolean[rules.height()][rules.width()];
        this.holes = new GarbageHoles(seed, rules.width());
    }

    /** Locks one placement and applies everything section 8 lists after it, in that order. */
    void lock(Placement p) {
        int lowest = Integer.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            cells[p.cellY(i)][p.cellX(i)] = true;
            lowest = Math.min(lowest, p.cellY(i));
        }
        placed++;
        boolean anyAbove = false;
        for (int i = 0; i < 4; i++) {
            anyAbove |= p.cellY(i) >= rules.visibleHeight();
        }
        if (rules.topOut() == TopOutRule.PIECE_ABOVE_VISIBLE && anyAbove) {
            ended = "piece above the visible field";
            return;
        }
        int cleared = clearFullRows();
        score(cleared, p.spin(), cleared > 0 && isEmpty());
        lines += cleared;
        if (rules.topOut() == TopOutRule.GUIDELINE && lowest >= rules.visibleHeight()) {
            ended = "lock out";
            return;
        }
        if (garbageDue()) {
            boolean overflow = false;
            for (boolean c : cells[rules.height() - 1]) {
                overflow |= c;
            }
            for (int y = rules.height() - 1; y > 0; y--) {
                cells[y] = cells[y - 1];
            }
            int hole = holes.nextHole();
            cells[0] = new boolean[rules.width()];
            for (int x = 0; x < rules.width(); x++) {
                cells[0][x] = x != hole;
            }
            if (overflow) {
                ended = "garbage overflow";
                return;
            }
        }
        if (rules.topOut() == TopOutRule.STACK_ABOVE_VISIBLE && stackHeight() > rules.visibleHeight()) {
            ended = "stack above the visible field";
            return;
        }
        if (rules.pieceCap() > 0 && placed >= rules.pieceCap()) {
            ended = "piece cap";
        }
    }

    private void score(int cleared, Spin spin, boolean perfect) {
        boolean difficult = cleared > 0 && (cleared == 4 || spin != Spin.NONE);
        boolean b2bClear = difficult && backToBack;
        combo = cleared > 0 ? combo + 1 : -1;
        if (rules.scoring() == ScoringTable.GUIDELINE) {
            double points = GUIDELINE[spin.ordinal()][cleared] * (b2bClear ? 1.5 : 1);
            if (cleared > 0 && combo >= 1) {
                points += 50 * combo;
            }
            if (perfect) {
                points += cleared == 4 && b2bClear ? 3200 : PERFECT_CLEAR[cleared];
            }
            score += (long) points;
        } else if (rules.scoring() == ScoringTable.NES) {
            score += NES[cleared];
        }
        if (cleared > 0) {
            backToBack = difficult;
        }
    }

    private boolean garbageDue() {
        var g = rules.garbage();
        if (g.firstInterval() == 0) {
            return false;
        }
        int interval = Math.max(g.minInterval(), g.firstInterval() - (g.shrinkEvery() == 0 ? 0 : placed / g.shrinkEvery()));
        return placed % interval == 0;
    }

    private int clearFullRows() {
        int kept = 0;
        int cleared = 0;
        for (int y = 0; y < rules.height(); y++) {
            boolean full = true;
            for (boolean c : cells[y]) {
                full &= c;
            }
            if (full) {
                cleared++;
            } else {
                cells[kept++] = cells[y];
            }
        }
        while (kept < rules.height()) {
            cells[kept++] = new boolean[rules.width()];
        }
        return cleared;
    }

    private boolean isEmpty() {
        return stackHeight() == 0;
    }

    int stackHeight() {
        for (int y = rules.height() - 1; y >= 0; y--) {
            for (boolean c : cells[y]) {
                if (c) {
                    return y + 1;
                }
            }
        }
        return 0;
    }

    /** The grid as a kernel board, to compare. */
    Board board() {
        Board b = new Board(rules.width(), rules.height());
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                if (cells[y][x]) {
                    b.fill(x, y);
                }
            }
        }
        return b;
    }
}
