package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.EndReason;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LeafScorerTest {
    /** A tetris-ready well under one loose cell, so the tetris is no perfect clear. */
    private static final Board WELL = Board.parse(
            "#.........",
            "#########.",
            "#########.",
            "#########.",
            "#########.");

    private static PlacementContext placed(Board board, Placement placement) {
        PlacementContext context = new PlacementContext();
        assertTrue(context.place(board, placement));
        return context;
    }

    private static final Placement I_INTO_WELL = Placement.of(Piece.I, Rotation.EAST, 9, 2);

    /** What the kernel's transition says of the placement the context holds, with T next. */
    private static LockResult lock(Rules rules, PlacementContext placed, boolean backToBack) {
        ObservedQueue queue = new ObservedQueue().load(placed.piece(), List.of(Piece.T), Set.of(), rules.randomizer());
        PlayState state = PlayState.detached(rules, queue).reset(queue, null, Scoring.NO_COMBO, backToBack, 0, 0, 0);
        return state.lock(placed, Spin.NONE, false, new LockResult());
    }

    @Test
    void aTetrisEarnsTheEventsPointsTimesTheWeight() {
        PlacementContext tetris = placed(WELL, I_INTO_WELL);
        assertEquals(4, tetris.linesCleared());
        LeafScorer scorer = new LeafScorer(c -> 0, 0.1, LeafScorer.PathValue.SUM);
        assertEquals(80.0, scorer.leaf(tetris, lock(Rules.guideline(), tetris, false), 0, 0), 1e-9);
        assertEquals(120.0 + 5.0, scorer.leaf(tetris, lock(Rules.guideline(), tetris, true), 0, 5.0), 1e-9);
        assertEquals(120.0, scorer.leaf(tetris, lock(Rules.classic(), tetris, false), 0, 0), 1e-9);
    }

    @Test
    void aSumPathCarriesTheWholeValueAndALastBoardPathOnlyThePoints() {
        PlacementContext tetris = placed(WELL, I_INTO_WELL);
        LeafScorer sum = new LeafScorer(c -> -3, 0.1, LeafScorer.PathValue.SUM);
        LeafScorer last = new LeafScorer(c -> -3, 0.1, LeafScorer.PathValue.LAST_BOARD);
        double value = sum.value(tetris, 800, 2.0);
        assertEquals(2.0 - 3 + 80, value, 1e-9);
        assertEquals(value, sum.carry(value, 800, 2.0), 1e-9);
        assertEquals(2.0 + 80, last.carry(value, 800, 2.0), 1e-9);
    }

    @Test
    void lockingEntirelyAboveTheVisibleFieldLosesNowAndABlockedNextPieceOnePlyLater() {
        Board tall = new Board(10, 40);
        for (int y = 0; y <= 24; y++) {
            tall.setRow(y, 0b0111111111);
        }
        LeafScorer scorer = new LeafScorer(c -> 0, 0, LeafScorer.PathValue.SUM);
        PlacementContext above = placed(tall, Placement.of(Piece.O, Rotation.NORTH, 3, 25));
        LockResult lockOut = lock(Rules.guideline(), above, false);
        assertEquals(EndReason.LOCK_OUT, lockOut.endReason());
        assertEquals(LeafScorer.loss(3), scorer.leaf(above, lockOut, 3, 0));
        // The I clears four rows, leaving 21: the T cannot spawn on row 19 or 20.
        PlacementContext inWell = placed(tall, I_INTO_WELL);
        LockResult blockOut = lock(Rules.guideline(), inWell, false);
        assertEquals(EndReason.BLOCK_OUT, blockOut.endReason());
        assertEquals(LeafScorer.loss(4), scorer.leaf(inWell, blockOut, 3, 0));
        LockResult survives = lock(Rules.guideline(), placed(WELL, I_INTO_WELL), false);
        assertEquals(null, survives.endReason());
    }

    @Test
    void laterLossesAreWorthMoreButLessThanAnyLivingPosition() {
        assertTrue(LeafScorer.loss(2) > LeafScorer.loss(1));
        assertTrue(LeafScorer.isLoss(LeafScorer.loss(6)));
        assertFalse(LeafScorer.isLoss(-1.0e6));
    }
}
