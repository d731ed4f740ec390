package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.LockResult;

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

    LeafScorer(Evaluator evaluator, double pointsWeight, PathValue pathValue) {
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

    /**
     * The value of a placement as a leaf at {@code ply}: the context holds its board, {@code lock} what the
     * kernel's transition said of it. A piece that ends the game by itself loses at this ply; one after which
     * the next piece is blocked out loses one ply later; otherwise the board's score plus the points.
     */
    double leaf(PlacementContext context, LockResult lock, int ply, double carried) {
        if (lock.ended()) {
            return lock.endReason().byLockedPiece() ? loss(ply) : loss(ply + 1);
        }
        return value(context, lock.points(), carried);
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
