package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
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

    @Test
    void aTetrisEarnsTheEventsPointsTimesTheWeight() {
        PlacementContext tetris = placed(WELL, I_INTO_WELL);
        assertEquals(4, tetris.linesCleared());
        LeafScorer guideline = new LeafScorer(Rules.guideline(), c -> 0, 0.1, LeafScorer.PathValue.SUM);
        assertEquals(800, guideline.points(tetris, Spin.NONE, Scoring.NO_COMBO, false));
        assertEquals(1200, guideline.points(tetris, Spin.NONE, Scoring.NO_COMBO, true));
        assertEquals(80.0 + 5.0, guideline.value(tetris, 800, 5.0), 1e-9);
        LeafScorer classic = new LeafScorer(Rules.classic(), c -> 0, 0.1, LeafScorer.PathValue.SUM);
        assertEquals(1200, classic.points(tetris, Spin.NONE, Scoring.NO_COMBO, false));
    }

    @Test
    void aSumPathCarriesTheWholeValueAndALastBoardPathOnlyThePoints() {
        PlacementContext tetris = placed(WELL, I_INTO_WELL);
        LeafScorer sum = new LeafScorer(Rules.guideline(), c -> -3, 0.1, LeafScorer.PathValue.SUM);
        LeafScorer last = new LeafScorer(Rules.guideline(), c -> -3, 0.1, LeafScorer.PathValue.LAST_BOARD);
        double value = sum.value(tetris, 800, 2.0);
        assertEquals(2.0 - 3 + 80, value, 1e-9);
        assertEquals(value, sum.carry(value, 800, 2.0), 1e-9);
        assertEquals(2.0 + 80, last.carry(value, 800, 2.0), 1e-9);
    }

    @Test
    void lockingEntirelyAboveTheVisibleFieldIsALoss() {
        Board tall = new Board(10, 40);
        for (int y = 0; y <= 20; y++) {
            tall.setRow(y, 0b0111111111);
        }
        LeafScorer scorer = new LeafScorer(Rules.guideline(), c -> 0, 0, LeafScorer.PathValue.SUM);
        assertTrue(scorer.losesOnLock(placed(tall, Placement.of(Piece.O, Rotation.NORTH, 3, 21))));
        assertFalse(scorer.losesOnLock(placed(tall, Placement.of(Piece.I, Rotation.EAST, 9, 2))));
        assertTrue(scorer.blocksSpawn(tall, tall.stackHeight(), Piece.T));
        assertFalse(scorer.blocksSpawn(WELL, WELL.stackHeight(), Piece.T));
    }

    @Test
    void laterLossesAreWorthMoreButLessThanAnyLivingPosition() {
        assertTrue(LeafScorer.loss(2) > LeafScorer.loss(1));
        assertTrue(LeafScorer.isLoss(LeafScorer.loss(6)));
        assertFalse(LeafScorer.isLoss(-1.0e6));
    }
}
