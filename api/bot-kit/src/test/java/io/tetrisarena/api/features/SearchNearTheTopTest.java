package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A one-piece search that rates game-ending placements last runs the kernel's whole lock transition only
 * where {@link PlacementContext#endsGame} says the game can end. These tests hold that shortcut to the
 * transition on seeded boards whose stacks reach the rows where every top-out rule fires, with rows
 * nearly full so that clears pull stacks back under the limit.
 */
class SearchNearTheTopTest {
    private static final TopOutRule[] RULES = TopOutRule.values();
    private static final MovementModel[] MOVEMENTS = {MovementModel.STRAIGHT_DROP, MovementModel.SRS};

    @Test
    void theTopOutTestAgreesWithTheWholeLockTransitionOnEveryPlacementNearTheTop() {
        SplittableRandom random = new SplittableRandom(20261123L);
        PlacementContext context = new PlacementContext();
        PlacementList list = new PlacementList();
        LockResult lock = new LockResult();
        ObservedQueue queue = new ObservedQueue();
        int ending = 0;
        int surviving = 0;
        for (int trial = 0; trial < 600; trial++) {
            Rules rules = rules(trial);
            Board board = nearTheTop(random, rules);
            for (Piece piece : Piece.values()) {
                MoveGenerator.forRules(rules).generate(board, piece, list);
                queue.load(piece, List.of(), Set.of(), rules.randomizer());
                PlayState root = PlayState.detached(rules, queue);
                root.reset(queue, null, Scoring.NO_COMBO, false, 0, 0, 0);
                PlayState state = PlayState.detached(rules, queue);
                for (int i = 0; i < list.size(); i++) {
                    assertTrue(context.place(board, list, i));
                    state.copyFrom(root);
                    state.lock(context, list.spin(i), false, lock);
                    boolean byLock = lock.ended() && lock.endReason().byLockedPiece();
                    int index = i;
                    assertEquals(byLock, context.endsGame(rules),
                            () -> rules.topOut() + " " + list.get(index) + " on\n" + board);
                    if (byLock) {
                        ending++;
                    } else {
                        surviving++;
                    }
                }
            }
        }
        // Both outcomes occur often, so the agreement is not a vacuous one.
        assertTrue(ending > 1000, "game-ending placements: " + ending);
        assertTrue(surviving > 1000, "surviving placements: " + surviving);
    }

    @Test
    void aOnePieceSearchChoosesWhatAnExhaustiveLockingSearchChooses() {
        SplittableRandom random = new SplittableRandom(17L);
        LinearEvaluator dellacherie = FeatureSet.DELLACHERIE.publishedEvaluator();
        PlacementList list = new PlacementList();
        int trials = 0;
        int withEndingPlacements = 0;
        for (int trial = 0; trial < 600; trial++) {
            Rules rules = rules(trial);
            Board board = nearTheTop(random, rules);
            Search search = new Search(rules, SearchPolicy.currentPieceOnly().withGameEndingLast(true));
            for (Piece piece : Piece.values()) {
                MoveGenerator.forRules(rules).generate(board, piece, list);
                if (list.isEmpty()) {
                    continue;
                }
                List<Placement> placements = list.toList();
                Reference expected = exhaustive(rules, board, placements, dellacherie);
                Move chosen = search.bestMove(board, placements, null, List.of(), null, dellacherie);
                assertEquals(Move.place(placements.get(expected.index)), chosen,
                        () -> rules.topOut() + " " + piece + " on\n" + board);
                assertEquals(expected.score, search.bestScore());
                trials++;
                if (expected.endingPlacements > 0) {
                    withEndingPlacements++;
                }
            }
        }
        assertTrue(trials > 2500, "searches: " + trials);
        assertTrue(withEndingPlacements > 1000, "searches with game-ending placements: " + withEndingPlacements);
    }

    private record Reference(int index, double score, int endingPlacements) {
    }

    /** The search as it was written first: the whole lock transition for every placement, first best wins. */
    private static Reference exhaustive(Rules rules, Board board, List<Placement> placements, Evaluator evaluator) {
        PlacementContext context = new PlacementContext();
        ObservedQueue queue = new ObservedQueue();
        queue.load(placements.get(0).piece(), List.of(), Set.of(), rules.randomizer());
        PlayState root = PlayState.detached(rules, queue);
        root.reset(queue, null, Scoring.NO_COMBO, false, 0, 0, 0);
        PlayState state = PlayState.detached(rules, queue);
        LockResult lock = new LockResult();
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ending = 0;
        for (int i = 0; i < placements.size(); i++) {
            assertTrue(context.place(board, placements.get(i)));
            state.copyFrom(root);
            state.lock(context, placements.get(i).spin(), false, lock);
            double score = lock.ended() && lock.endReason().byLockedPiece() ? Double.NEGATIVE_INFINITY
                    : evaluator.evaluate(context);
            if (score == Double.NEGATIVE_INFINITY) {
                ending++;
            }
            if (best < 0 || score > bestScore) {
                best = i;
                bestScore = score;
            }
        }
        return new Reference(best, bestScore, ending);
    }

    /** Each top-out rule under both movement models, in turn. */
    private static Rules rules(int trial) {
        return Rules.classic().toBuilder().topOut(RULES[trial % RULES.length])
                .movement(MOVEMENTS[trial / RULES.length % MOVEMENTS.length]).build();
    }

    /**
     * A ragged stack whose columns end within a few rows of the visible height, with holes, and with some
     * rows one cell short of full so that placements clear them.
     */
    private static Board nearTheTop(SplittableRandom random, Rules rules) {
        Board board = new Board(rules.width(), rules.height());
        int visible = rules.visibleHeight();
        int full = board.fullRowMask();
        for (int x = 0; x < rules.width(); x++) {
            int height = random.nextInt(visible - 6, visible + 2);
            for (int y = 0; y < height; y++) {
                if (random.nextInt(8) != 0) {
                    board.fill(x, y);
                }
            }
        }
        for (int y = 0; y < visible + 2; y++) {
            if (random.nextInt(3) == 0) {
                board.setRow(y, full & ~(1 << random.nextInt(rules.width())));
            } else if (board.row(y) == full) {
                board.clear(random.nextInt(rules.width()), y);
            }
        }
        return board;
    }
}
