package io.tetrisarena.api.features;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.Optional;

/**
 * Finds the move an {@link Evaluator} likes best: over every legal placement of the current piece (and of
 * the hold piece, if the policy allows), optionally followed by every placement of the known next piece,
 * where a pair scores as its final board. A first placement after which the next piece has no placement
 * scores {@link Double#NEGATIVE_INFINITY}, and so does, when the policy says
 * {@link SearchPolicy#gameEndingLast()}, a placement that ends the game under the rules (the kernel's
 * {@link io.tetrisarena.api.kernel.TopOut}), so that one is chosen only when no placement survives.
 *
 * <p>One instance per player (per thread): it keeps its move generator, placement list and contexts, so a
 * decision allocates only the returned move once warmed up.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class Search {
    private final SearchPolicy policy;
    private final Rules rules;
    private final MoveGenerator generator;
    private final PlacementList secondPlacements = new PlacementList();
    private final PlacementContext first = new PlacementContext();
    private final PlacementContext second = new PlacementContext();
    private final int[] startHeights = new int[Board.MAX_WIDTH];
    /** The observed board, copied here rather than into a new board per decision. */
    private Board observedBoard = Board.standard();
    private double bestScore;
    private boolean bestThroughHold;
    private int bestIndex;

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Search(Rules rules, SearchPolicy policy) {
        this.policy = policy;
        this.rules = rules;
        this.generator = MoveGenerator.forRules(rules);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public SearchPolicy policy() {
        return policy;
    }

    /** The score of the move the last {@link #bestMove} call returned. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double bestScore() {
        return bestScore;
    }

    /**
     * The best move for this observation.
     *
     * @throws IllegalStateException when the observation has no legal placement
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Move bestMove(Observation observation, Evaluator evaluator) {
        List<Piece> preview = observation.preview();
        Piece next = preview.isEmpty() ? null : preview.get(0);
        List<Placement> holdPlacements = List.of();
        Piece nextAfterHold = null;
        if (policy.useHold() && !observation.holdPlacements().isEmpty()) {
            holdPlacements = observation.holdPlacements();
            Optional<Piece> held = observation.hold();
            int nextIndex = held.isPresent() ? 0 : 1;
            nextAfterHold = preview.size() > nextIndex ? preview.get(nextIndex) : null;
        }
        Rules rules = observation.rules();
        if (observedBoard.width() != rules.width() || observedBoard.height() != rules.height()) {
            observedBoard = new Board(rules.width(), rules.height());
        }
        observation.copyBoardTo(observedBoard);
        return bestMove(observedBoard, observation.placements(), next, holdPlacements, nextAfterHold, evaluator);
    }

    /**
     * The best move given the parts of an observation.
     *
     * @param next           the piece after the current one, or null when unknown (one-piece search)
     * @param holdPlacements placements through hold (considered only when the policy uses hold)
     * @param nextAfterHold  the piece that would follow a hold, or null when unknown; at two-piece depth a
     *                       hold whose follower is unknown is not considered
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Move bestMove(Board board, List<Placement> placements, Piece next, List<Placement> holdPlacements,
                         Piece nextAfterHold, Evaluator evaluator) {
        if (placements.isEmpty() && holdPlacements.isEmpty()) {
            throw new IllegalStateException("no legal placement to choose from");
        }
        boolean deep = policy.twoPiece() && next != null;
        bestIndex = -1;
        bestScore = Double.NEGATIVE_INFINITY;
        scan(board, placements, deep ? next : null, false, evaluator);
        if (policy.useHold() && (!deep || nextAfterHold != null)) {
            scan(board, holdPlacements, deep ? nextAfterHold : null, true, evaluator);
        }
        if (bestIndex < 0) {
            return placements.isEmpty() ? Move.holdThen(holdPlacements.get(0)) : Move.place(placements.get(0));
        }
        return bestThroughHold ? Move.holdThen(holdPlacements.get(bestIndex)) : Move.place(placements.get(bestIndex));
    }

    private void scan(Board board, List<Placement> candidates, Piece follower, boolean throughHold,
                      Evaluator evaluator) {
        board.columnHeights(startHeights);
        int startFullRows = board.fullRowCount();
        for (int i = 0; i < candidates.size(); i++) {
            Placement candidate = candidates.get(i);
            if (!first.place(board, startHeights, startFullRows, candidate.piece(), candidate.rotation(),
                    candidate.x(), candidate.y())) {
                continue;
            }
            double score;
            if (policy.gameEndingLast() && first.endsGame(rules)) {
                score = Double.NEGATIVE_INFINITY;
            } else {
                score = follower == null ? evaluator.evaluate(first) : bestFollowUp(follower, evaluator);
            }
            if (bestIndex < 0 || score > bestScore || (policy.lastTieWins() && score == bestScore)) {
                bestScore = score;
                bestIndex = i;
                bestThroughHold = throughHold;
            }
        }
    }

    private double bestFollowUp(Piece follower, Evaluator evaluator) {
        boolean uncleared = policy.secondPieceOnUnclearedBoard();
        Board start = uncleared ? first.lockedBoard() : first.clearedBoard();
        int n = generator.generate(start, follower, secondPlacements);
        double best = Double.NEGATIVE_INFINITY;
        int[] heights = uncleared ? first.before().heights() : null;
        for (int j = 0; j < n; j++) {
            // Generated for this very board, so every placement fits.
            if (uncleared) {
                second.placeFitting(start, heights, first.linesCleared(), secondPlacements.piece(j),
                        secondPlacements.rotation(j), secondPlacements.x(j), secondPlacements.y(j));
            } else {
                second.placeAfter(first, secondPlacements, j);
            }
            if (!policy.gameEndingLast() || !second.endsGame(rules)) {
                best = Math.max(best, evaluator.evaluate(second));
            }
        }
        return best;
    }
}
