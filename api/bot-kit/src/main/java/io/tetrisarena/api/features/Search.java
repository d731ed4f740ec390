package io.tetrisarena.api.features;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds the move an {@link Evaluator} likes best: over every legal placement of the current piece (and of
 * the hold piece, if the policy allows), optionally followed by every placement of the known next piece,
 * where a pair scores as its final board. A first placement after which the next piece has no placement
 * scores {@link Double#NEGATIVE_INFINITY}, and so does, when the policy says
 * {@link SearchPolicy#gameEndingLast()}, a placement that ends the game under the rules (judged by the
 * kernel's {@link PlayState#lock} transition, block out of the next piece aside), so that one is chosen only when no placement survives.
 *
 * <p>One instance per player (per thread): it keeps its move generator, placement list and contexts, so a
 * decision allocates only the returned move once warmed up.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class Search {
    private static final Rotation[] ROTATIONS = Rotation.values();

    private final SearchPolicy policy;
    private final Rules rules;
    private final MoveGenerator generator;
    private final PlacementList secondPlacements = new PlacementList();
    private final PlacementContext first = new PlacementContext();
    private final PlacementContext second = new PlacementContext();
    /** The kernel's state of the observed position, and after the first and second placement. */
    private final ObservedQueue queue = new ObservedQueue();
    private final PlayState rootState;
    /** The observation {@link #rootState} has yet to be loaded from, or null when it is loaded. */
    private Observation rootPending;
    private final PlayState firstState;
    private final PlayState secondState;
    private final LockResult lock = new LockResult();
    private final int[] startHeights = new int[Board.MAX_WIDTH];
    /** The observed board, copied here rather than into a new board per decision. */
    private Board observedBoard = Board.standard();
    /** The last linear evaluator seen, and its column scorer (null when it reads other features). */
    private LinearEvaluator scorerEvaluator;
    private ColumnScorer columnScorer;
    private double bestScore;
    private boolean bestThroughHold;
    private int bestIndex;

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Search(Rules rules, SearchPolicy policy) {
        this.policy = policy;
        this.rules = rules;
        this.generator = MoveGenerator.forRules(rules);
        this.rootState = PlayState.detached(rules, queue);
        this.firstState = PlayState.detached(rules, queue);
        this.secondState = PlayState.detached(rules, queue);
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
        // A one-piece search needs the kernel's state only to judge a placement that may end the game.
        rootPending = observation;
        List<Placement> holdPlacements = policy.useHold() ? observation.holdPlacements() : List.of();
        Rules observed = observation.rules();
        if (observedBoard.width() != observed.width() || observedBoard.height() != observed.height()) {
            observedBoard = new Board(observed.width(), observed.height());
        }
        observation.copyBoardTo(observedBoard);
        if (holdPlacements.isEmpty() && observed.movement() == MovementModel.STRAIGHT_DROP) {
            Move dropped = bestDrop(observedBoard, observation.current(), evaluator);
            if (dropped != null) {
                return dropped;
            }
        }
        return search(observedBoard, observation.placements(), holdPlacements, evaluator);
    }

    /**
     * The one-piece search of a straight-drop position with an evaluator the column scorer measures, without
     * the list of placements: each canonical shape in rotation order, its columns left to right, landing
     * where the column tops put it (the placements the straight-drop generator lists, in its order), each
     * scored as {@link #scanColumns} scores the list's. So it chooses the move {@link #search} chooses, with
     * the same score. Null when that needs the list: two pieces deep, another evaluator, a board with a full
     * row, or a placement only the general path scores.
     */
    Move bestDrop(Board board, Piece piece, Evaluator evaluator) {
        ColumnScorer columns = policy.twoPiece() ? null : columnScorer(evaluator);
        if (columns == null || !columns.load(board)) {
            return null;
        }
        boolean judge = policy.gameEndingLast();
        boolean lastTieWins = policy.lastTieWins();
        if (columns.quick()) {
            columns.startScan();
            for (int shape : ColumnScorer.canonicalShapes(piece)) {
                if (!columns.scanDrops(shape, judge, lastTieWins, rules)) {
                    return null;
                }
            }
            if (columns.scanChosen() < 0) {
                return null;
            }
            bestScore = columns.scanBest();
            bestThroughHold = false;
            return Move.place(Placement.unpack(columns.scanChosen()));
        }
        int width = board.width();
        int height = board.height();
        int chosen = -1;
        double best = Double.NEGATIVE_INFINITY;
        for (int shape : ColumnScorer.canonicalShapes(piece)) {
            Rotation rotation = ROTATIONS[shape & 3];
            int rows = ColumnScorer.rowCount(shape);
            for (int left = 0, last = width - ColumnScorer.columnCount(shape); left <= last; left++) {
                int bottom = columns.dropBottom(shape, left);
                if (bottom + rows > height) {
                    // Its top would be above the field: the generator does not list it.
                    continue;
                }
                double beat = chosen < 0 ? Double.NEGATIVE_INFINITY : best;
                int x = ColumnScorer.originX(shape, left);
                int y = ColumnScorer.originY(shape, bottom);
                int outcome = columns.score(piece, rotation, x, y, judge, rules, beat);
                if (outcome == ColumnScorer.SCORED) {
                    double score = columns.score();
                    if (chosen < 0 || score > best || (lastTieWins && score == best)) {
                        best = score;
                        chosen = Placement.pack(piece, rotation, x, y, Spin.NONE);
                    }
                } else if (outcome == ColumnScorer.UNHANDLED) {
                    return null;
                }
            }
        }
        if (chosen < 0) {
            return null;
        }
        bestScore = best;
        bestThroughHold = false;
        return Move.place(Placement.unpack(chosen));
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
        Piece holdIn = holdPlacements.isEmpty() ? null : holdPlacements.get(0).piece();
        Piece current = placements.isEmpty() ? holdIn : placements.get(0).piece();
        List<Piece> known = new ArrayList<>(3);
        Piece held = holdIn;
        if (next != null) {
            known.add(next);
            if (holdIn == next && nextAfterHold != null) {
                // An empty hold slot: hold brings in the next piece, and the one after it follows.
                held = null;
                known.add(nextAfterHold);
            }
        }
        queue.load(current == null ? Piece.I : current, known, Set.of(), rules.randomizer());
        rootState.reset(queue, held, Scoring.NO_COMBO, false, 0, 0, 0);
        rootPending = null;
        boolean holdFollowerUnknown = policy.twoPiece() && next != null && nextAfterHold == null;
        return search(board, placements, policy.useHold() && !holdFollowerUnknown ? holdPlacements : List.of(),
                evaluator);
    }

    private Move search(Board board, List<Placement> placements, List<Placement> holdPlacements,
                        Evaluator evaluator) {
        if (placements.isEmpty() && holdPlacements.isEmpty()) {
            throw new IllegalStateException("no legal placement to choose from");
        }
        boolean deep = policy.twoPiece() && root().upcoming(0) != null;
        bestIndex = -1;
        bestScore = Double.NEGATIVE_INFINITY;
        scan(board, placements, deep, false, evaluator);
        scan(board, holdPlacements, deep, true, evaluator);
        if (bestIndex < 0) {
            return placements.isEmpty() ? Move.holdThen(holdPlacements.get(0)) : Move.place(placements.get(0));
        }
        return bestThroughHold ? Move.holdThen(holdPlacements.get(bestIndex)) : Move.place(placements.get(bestIndex));
    }

    private void scan(Board board, List<Placement> candidates, boolean deep, boolean throughHold,
                      Evaluator evaluator) {
        if (candidates.isEmpty()) {
            return;
        }
        boolean judge = policy.gameEndingLast();
        ColumnScorer columns = deep ? null : columnScorer(evaluator);
        if (columns != null && !columns.load(board)) {
            columns = null;
        }
        if (columns != null && scanColumns(columns, candidates, throughHold, judge)) {
            return;
        }
        // The general path's facts about the start board, measured on its first use.
        int startFullRows = -1;
        for (int i = 0; i < candidates.size(); i++) {
            Placement candidate = candidates.get(i);
            // A placement sure to score below the best so far cannot be chosen, tie or not.
            double beat = bestIndex < 0 ? Double.NEGATIVE_INFINITY : bestScore;
            int outcome = columns == null ? ColumnScorer.UNHANDLED : columns.score(candidate.piece(),
                    candidate.rotation(), candidate.x(), candidate.y(), judge, rules, beat);
            if (outcome == ColumnScorer.NOT_FITTING || outcome == ColumnScorer.BEATEN) {
                continue;
            }
            double score;
            if (outcome == ColumnScorer.SCORED) {
                score = columns.score();
            } else {
                if (startFullRows < 0) {
                    board.columnHeights(startHeights);
                    startFullRows = board.fullRowCount();
                }
                if (!first.place(board, startHeights, startFullRows, candidate.piece(), candidate.rotation(),
                        candidate.x(), candidate.y())) {
                    continue;
                }
                boolean ends;
                if (deep) {
                    // Two pieces deep the lock also deals the follower, so it always runs.
                    boolean endedHere = endedByLock(firstState, root(), first, candidate.spin(), throughHold);
                    ends = judge && endedHere;
                } else {
                    // One piece deep the lock only judges the end, so it runs only where TopOut says it can.
                    ends = judge && first.endsGame(rules) && endedByLock(firstState, root(), first,
                            candidate.spin(), throughHold);
                }
                Piece follower = deep ? firstState.current() : null;
                if (deep && follower == null) {
                    // At two-piece depth a move whose follower is not shown is not weighed.
                    continue;
                }
                if (ends) {
                    score = Double.NEGATIVE_INFINITY;
                } else {
                    score = follower == null ? evaluator.evaluate(first) : bestFollowUp(follower, evaluator);
                }
            }
            if (bestIndex < 0 || score > bestScore || (policy.lastTieWins() && score == bestScore)) {
                bestScore = score;
                bestIndex = i;
                bestThroughHold = throughHold;
            }
        }
    }

    /**
     * The one-piece scan when the column scorer scores every placement: the best so far kept in locals.
     * Returns false, having changed nothing, at the first placement it leaves to the general path; then
     * {@link #scan} goes over the list again.
     */
    private boolean scanColumns(ColumnScorer columns, List<Placement> candidates, boolean throughHold,
                                boolean judge) {
        int index = bestIndex;
        double best = bestScore;
        boolean improved = false;
        boolean lastTieWins = policy.lastTieWins();
        boolean quick = columns.quick();
        int n = candidates.size();
        for (int i = 0; i < n; i++) {
            double beat = index < 0 ? Double.NEGATIVE_INFINITY : best;
            int outcome;
            if (quick) {
                outcome = columns.scoreQuick(PlacementList.packedAt(candidates, i), judge, rules, beat);
            } else {
                Placement candidate = candidates.get(i);
                outcome = columns.score(candidate.piece(), candidate.rotation(), candidate.x(), candidate.y(),
                        judge, rules, beat);
            }
            if (outcome == ColumnScorer.SCORED) {
                double score = columns.score();
                if (index < 0 || score > best || (lastTieWins && score == best)) {
                    best = score;
                    index = i;
                    improved = true;
                }
            } else if (outcome == ColumnScorer.UNHANDLED) {
                return false;
            }
        }
        if (improved) {
            bestIndex = index;
            bestScore = best;
            bestThroughHold = throughHold;
        }
        return true;
    }

    /**
     * The column scorer for a linear evaluator of features it measures, made once per evaluator; null for
     * any other evaluator, which the general path scores.
     */
    private ColumnScorer columnScorer(Evaluator evaluator) {
        if (!(evaluator instanceof LinearEvaluator linear)) {
            return null;
        }
        if (linear != scorerEvaluator) {
            scorerEvaluator = linear;
            columnScorer = ColumnScorer.forEvaluator(linear);
        }
        return columnScorer;
    }

    /** The kernel's state of the observed position, loaded from the observation on first use. */
    private PlayState root() {
        if (rootPending != null) {
            ObservedState.load(rootPending, queue, rootState);
            rootPending = null;
        }
        return rootState;
    }

    /** Whether the last lock ended the game by the piece itself (block out of the next piece aside). */
    private boolean endedByLock() {
        return lock.ended() && lock.endReason().byLockedPiece();
    }

    /**
     * Locks {@code placed} on a copy of {@code from} in {@code state} and tells whether that ended the game
     * by the piece itself. On a detached state (no garbage, no piece cap) that is exactly
     * {@link PlacementContext#endsGame}, which callers test first so that this full transition runs only
     * for the rare placements it confirms.
     */
    private boolean endedByLock(PlayState state, PlayState from, PlacementContext placed, Spin spin,
                                boolean throughHold) {
        state.copyFrom(from);
        state.lock(placed, spin, throughHold, lock);
        return endedByLock();
    }

    private double bestFollowUp(Piece follower, Evaluator evaluator) {
        boolean uncleared = policy.secondPieceOnUnclearedBoard();
        Board start = uncleared ? first.lockedBoard() : first.clearedBoard();
        int n = generator.generate(start, follower, secondPlacements);
        double best = Double.NEGATIVE_INFINITY;
        int[] heights = uncleared ? first.before().heights() : null;
        // A follower that is blocked out has no placement; a lock on an ended state is not judged again.
        boolean judge = policy.gameEndingLast() && !firstState.isOver();
        for (int j = 0; j < n; j++) {
            // Generated for this very board, so every placement fits.
            if (uncleared) {
                second.placeFitting(start, heights, first.linesCleared(), secondPlacements.piece(j),
                        secondPlacements.rotation(j), secondPlacements.x(j), secondPlacements.y(j));
            } else {
                second.placeAfter(first, secondPlacements, j);
            }
            if (judge && second.endsGame(rules)
                    && endedByLock(secondState, firstState, second, secondPlacements.spin(j), false)) {
                continue;
            }
            best = Math.max(best, evaluator.evaluate(second));
        }
        return best;
    }
}
