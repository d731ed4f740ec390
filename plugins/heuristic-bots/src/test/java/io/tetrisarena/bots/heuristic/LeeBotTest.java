package io.tetrisarena.bots.heuristic;

import static io.tetrisarena.bots.heuristic.Decisions.resultOf;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * Lee's bot under the classic rules. Score = -0.510066 aggregate height + 0.760666 complete lines
 * - 0.35663 holes - 0.184483 bumpiness, before clearing.
 */
class LeeBotTest {
    private static final LeeBot LEE = new LeeBot();
    private static final LinearEvaluator SCORE = PublishedWeights.LEE.evaluator();
    /** Two rows with column 9 open. */
    private static final Board GAP = Board.parse("#########.", "#########.");

    @Test
    void onAnEmptyBoardTheLeftmostOfTheTiedCornerPlacementsWins() {
        // O at columns 0-1 and at 8-9 both score -0.510066 * 4 - 0.184483 * 2; the first in column order wins.
        assertEquals(Board.parse("##........", "##........"), resultOf(LEE, Rules.classic(), Board.standard(), Piece.O));
        assertEquals(-0.510066 * 4 - 0.184483 * 2, score(Board.standard(), Placement.of(Piece.O, Rotation.NORTH, 0, 0)),
                1e-12);
        assertEquals(score(Board.standard(), Placement.of(Piece.O, Rotation.NORTH, 0, 0)),
                score(Board.standard(), Placement.of(Piece.O, Rotation.NORTH, 8, 0)));
    }

    @Test
    void withoutAPreviewItScoresTheCurrentPieceAlone() {
        // O at columns 0-1: aggregate 22, bumpiness 4 (the best single placement).
        assertEquals(-0.510066 * 22 - 0.184483 * 4, score(GAP, Placement.of(Piece.O, Rotation.NORTH, 0, 2)), 1e-12);
        assertEquals(Board.parse("##........", "##........", "#########.", "#########."),
                resultOf(LEE, Rules.classic(), GAP, Piece.O));
    }

    @Test
    void withTheNextPieceShownItPlaysTheFirstPieceOfTheBestPair() {
        // O at columns 7-8 then I in column 9: aggregate 26, two complete lines, bumpiness 2, scored before
        // the two full rows are removed. O at columns 0-1 then the same I only reaches bumpiness 4.
        PlacementContext afterO = new PlacementContext();
        afterO.place(GAP, Placement.of(Piece.O, Rotation.NORTH, 7, 2));
        PlacementContext pair = new PlacementContext();
        pair.place(afterO.lockedBoard(), Placement.of(Piece.I, Rotation.EAST, 9, 2));
        assertEquals(-0.510066 * 26 + 0.760666 * 2 - 0.184483 * 2, SCORE.evaluate(pair), 1e-12);
        assertEquals(Board.parse(".......##.", ".......##.", "#########.", "#########."),
                resultOf(LEE, Rules.classic().withPreview(1), GAP, Piece.O, Piece.I));
    }

    private static double score(Board board, Placement placement) {
        PlacementContext context = new PlacementContext();
        context.place(board, placement);
        return SCORE.evaluate(context);
    }
}
