package io.tetrisarena.bots.attack;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.features.BoardFeatures;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.List;

/**
 * One game of the {@link AttackBot}: a two-piece search. A first placement scores its own attack and, when
 * the next piece is known, the best follow-up's attack and board; the board is judged by {@link Weights}.
 */
final class AttackPlayer implements BotPlayer {
    private final Rules rules;
    private final MoveGenerator generator;
    private final PlacementList second = new PlacementList();
    private final Board first;
    private final Board after;
    private final BoardFeatures features = new BoardFeatures();
    private final int[] heights = new int[Board.MAX_WIDTH];

    AttackPlayer(Rules rules) {
        this.rules = rules;
        this.generator = MoveGenerator.forRules(rules);
        this.first = new Board(rules.width(), rules.height());
        this.after = new Board(rules.width(), rules.height());
    }

    @Override
    public Move decide(Observation o) {
        Board start = o.board();
        Weights w = Weights.choose(start, o.versus().map(VersusView::incomingLines).orElse(0), rules);
        List<Piece> preview = o.preview();
        double best = Double.NEGATIVE_INFINITY;
        Move choice = null;
        Piece next = preview.isEmpty() ? null : preview.get(0);
        for (Placement p : o.placements()) {
            double v = score(start, p, next, o.combo(), o.backToBack(), w);
            if (choice == null || v > best) {
                best = v;
                choice = Move.place(p);
            }
        }
        if (!o.holdPlacements().isEmpty()) {
            int after = o.hold().isPresent() ? 0 : 1;
            Piece nextAfterHold = preview.size() > after ? preview.get(after) : null;
            for (Placement p : o.holdPlacements()) {
                double v = score(start, p, nextAfterHold, o.combo(), o.backToBack(), w);
                if (choice == null || v > best) {
                    best = v;
                    choice = Move.holdThen(p);
                }
            }
        }
        return choice;
    }

    /** The value of playing {@code p} now and then the best placement of {@code next} (when known). */
    private double score(Board start, Placement p, Piece next, int combo, boolean backToBack, Weights w) {
        first.copyFrom(start);
        int lines = first.placeAndClear(p);
        if (first.stackHeight() >= rules.visibleHeight()) {
            return -1e9 + first.stackHeight();
        }
        int attack = AttackTable.attack(lines, p.spin(), lines > 0 && first.isEmpty(), combo, backToBack);
        int comboAfter = Scoring.comboAfter(combo, lines);
        boolean b2bAfter = Scoring.backToBackAfter(backToBack, lines, p.spin());
        double here = w.attack(attack, lines, p.spin());
        if (next == null) {
            return here + w.board(features.load(first), heights, b2bAfter, comboAfter);
        }
        int n = generator.generate(first, next, second);
        double bestFollow = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < n; j++) {
            after.copyFrom(first);
            Placement q = second.get(j);
            int lines2 = after.placeAndClear(q);
            if (after.stackHeight() >= rules.visibleHeight()) {
                continue;
            }
            int attack2 = AttackTable.attack(lines2, q.spin(), lines2 > 0 && after.isEmpty(), comboAfter, b2bAfter);
            double v = w.attack(attack2, lines2, q.spin()) * 0.9 + w.board(features.load(after), heights,
                    Scoring.backToBackAfter(b2bAfter, lines2, q.spin()), Scoring.comboAfter(comboAfter, lines2));
            bestFollow = Math.max(bestFollow, v);
        }
        if (bestFollow == Double.NEGATIVE_INFINITY) {
            return -1e8;
        }
        return here + bestFollow;
    }

    /** The evaluation weights: attacking while the stack is low, surviving when it is high. */
    record Weights(double perAttackLine, double perBurnedLine, double tSpinBonus, double holes, double bumpiness,
                   double rowTransitions, double columnTransitions, double height, double well, double backToBack,
                   double combo, boolean keepWell) {
        static final Weights ATTACK = new Weights(3.0, -1.6, 1.5, -6, -0.45, -0.4, -0.8, -0.25, 0.9, 2.5, 0.6, true);
        static final Weights SURVIVE = new Weights(1.5, 0.5, 1.0, -8, -0.5, -1.0, -1.0, -0.9, 0, 0.5, 0.3, false);

        /** Survival when the stack is high or much garbage is due. */
        static Weights choose(Board board, int incoming, Rules rules) {
            int high = board.stackHeight() + incoming;
            return high > rules.visibleHeight() / 2 + 1 ? SURVIVE : ATTACK;
        }

        double attack(int sent, int lines, Spin spin) {
            double v = sent * perAttackLine;
            if (sent == 0 && lines > 0) {
                v += lines * perBurnedLine;
            }
            if (spin == Spin.FULL && lines > 0) {
                v += tSpinBonus;
            }
            return v;
        }

        double board(BoardFeatures f, int[] heights, boolean b2b, int comboCounter) {
            Board b = f.board();
            int width = b.width();
            b.columnHeights(heights);
            int wellColumn = width - 1;
            int bump = 0;
            int last = keepWell ? width - 1 : width;
            for (int x = 0; x + 1 < last; x++) {
                bump += Math.abs(heights[x] - heights[x + 1]);
            }
            double v = holes * f.holes() + bumpiness * bump + rowTransitions * f.rowTransitions()
                    + columnTransitions * f.columnTransitions() + height * f.aggregateHeight() / (double) width;
            if (keepWell) {
                int lowest = Integer.MAX_VALUE;
                for (int x = 0; x < wellColumn; x++) {
                    lowest = Math.min(lowest, heights[x]);
                }
                int depth = lowest - heights[wellColumn];
                v += well * Math.min(depth, 4) - (depth < 0 ? 2.0 * -depth : 0) - (depth > 6 ? depth - 6 : 0);
                int max = f.maxHeight();
                if (max > 12) {
                    v -= (max - 12) * (max - 12);
                }
            } else {
                v -= 0.5 * f.cumulativeWells();
            }
            if (b2b) {
                v += backToBack;
            }
            if (comboCounter > 0) {
                v += combo * comboCounter;
            }
            return v;
        }
    }
}
