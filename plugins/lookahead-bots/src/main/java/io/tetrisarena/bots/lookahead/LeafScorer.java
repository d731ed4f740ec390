package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spawn;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;

/**
 * The value of a search node: the leaf evaluator's score of the board plus {@code pointsWeight} times the
 * points the rules award along the path, or a loss. A loss is worth {@link #LOSS} plus a little for every
 * placement survived before it, so that the search prefers to lose later and every loss is worse than any
 * position that is still alive.
 */
final class LeafScorer {
    /** The value of losing at the root; losing one placement later is worth {@link #LOSS_STEP} more. */
    static final double LOSS = -1.0e12;
    static final double LOSS_STEP = 1.0e9;

    private final Rules rules;
    private final Evaluator evaluator;
    private final double pointsWeight;
    private final PathValue pathValue;

    /** How a path of placements is valued. */
    enum PathValue {
        /** The evaluator's score of every board along the path, added up (and the points). */
        SUM,
        /** The evaluator's score of the last board only (and the points of the whole path). */
        LAST_BOARD
    }

    LeafScorer(Rules rules, Evaluator evaluator, double pointsWeight, PathValue pathValue) {
        this.rules = rules;
        this.evaluator = evaluator;
        this.pointsWeight = pointsWeight;
        this.pathValue = pathValue;
    }

    /** The loss value after {@code survived} placements. */
    static double loss(int survived) {
        return LOSS + LOSS_STEP * survived;
    }

    static boolean isLoss(double value) {
        return value < LOSS / 2;
    }

    /** The points the rules award for the placement the context holds. */
    long points(PlacementContext context, Spin spin, int comboBefore, boolean backToBackBefore) {
        int lines = context.linesCleared();
        boolean perfect = lines > 0 && context.after().maxHeight() == 0;
        return Scoring.points(rules.scoring(), lines, spin, perfect, comboBefore, backToBackBefore);
    }

    /** True when the placement the context holds ends the game by itself (lock out, or a stack too high). */
    boolean losesOnLock(PlacementContext context) {
        return context.endsGame(rules);
    }

    /** True when {@code next} could not spawn on the board (block out); cheap when the stack is low. */
    boolean blocksSpawn(Board board, int stackHeight, Piece next) {
        return stackHeight > rules.spawnY() && Spawn.spawnY(board, next, rules) < 0;
    }

    /**
     * The value of the node the context holds: what its ancestors {@code carried}, plus the evaluator's
     * score of this board, plus the weighted points this placement earned.
     */
    double value(PlacementContext context, long gained, double carried) {
        return carried + evaluator.evaluate(context) + pointsWeight * gained;
    }

    /**
     * What a node passes on to its children: with {@link PathValue#SUM} its whole value, with
     * {@link PathValue#LAST_BOARD} only the weighted points of the path so far.
     */
    double carry(double nodeValue, long gained, double carried) {
        return pathValue == PathValue.SUM ? nodeValue : carried + pointsWeight * gained;
    }
}
