package io.tetrisarena.bots.heuristic;

import static io.tetrisarena.bots.heuristic.Decisions.resultOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one-piece controllers (nus, dellacherie, el-tetris, bcts) under the classic rules, with hand-worked
 * feature values on the 10 x 40 board. Row transitions count all 40 rows (an empty row adds 2).
 *
 * <p>Board GAP, an I to place: {@code ####.#####}. Filling the gap (I upright in column 4, rows 0-3)
 * clears a row but leaves a 3-high spike; laying the I flat on columns 0-3 (row 1) keeps the gap as a
 * well. Before clearing, upright: landing 1.5, row transitions 0 + 3 x 4 + 36 x 2 = 84, column
 * transitions 10, no wells; after clearing: row transitions 3 x 4 + 37 x 2 = 86, column transitions 10,
 * no wells, eroded cells 1. Flat: landing 1, row transitions 2 + 2 + 38 x 2 = 80, column transitions
 * 1 + 5 + 4 = 10, one well cell (1 well sum, cumulative 1), no holes. All four prefer the well; the
 * flat I on columns 6-9 ties and comes later.
 */
class OnePieceBotsTest {
    private static final Rules CLASSIC = Rules.classic();
    private static final Board GAP = Board.parse("####.#####");
    private static final Placement UPRIGHT = Placement.of(Piece.I, Rotation.EAST, 4, 2);
    private static final Placement FLAT = Placement.of(Piece.I, Rotation.NORTH, 1, 1);
    private static final Board FLAT_RESULT = Board.parse("####......", "####.#####");

    @Test
    void nusScoresTheUnclearedBoardAndKeepsTheWell() {
        // NUS's landing height is the top of the piece's leftmost column, from 1: 4 upright, 2 flat.
        NusBot nus = new NusBot();
        assertEquals(-3.1472553592987946 * 4 + 2.46883837144299 - 2.2945510371937452 * 84
                - 7.521200744605782 * 10, score(nus.evaluator(CLASSIC), UPRIGHT), 1e-9);
        assertEquals(-3.1472553592987946 * 2 - 2.2945510371937452 * 80 - 7.521200744605782 * 10
                - 2.1908554239402918, score(nus.evaluator(CLASSIC), FLAT), 1e-9);
        assertEquals(FLAT_RESULT, resultOf(nus, CLASSIC, GAP, Piece.I));
    }

    /**
     * Board STEP, an L to place: {@code .#..#####.} over {@code ######.###}. Standing the L up in column 2
     * (L R 2 2: cells (2,1..3) and (3,1)) or lying it upside down on columns 3-5 (L 2 4 2: cells (3..5,2)
     * and (3,1)) gives boards that differ only in landing height and row transitions. Dellacherie's
     * landing height (lowest row + (height - 1) / 2) is 2 and 1.5, and with it the NUS weights prefer the
     * upright L; the NUS agent's own (top of the piece's leftmost column, from 1) is 4 and 3, and the NUS
     * weights prefer the flat one.
     */
    @Test
    void nusMeasuresLandingHeightAtTheTopOfThePiecesLeftmostColumn() {
        Board step = Board.parse(".#..#####.", "######.###");
        Placement upright = Placement.parse("L R 2 2");
        Placement flat = Placement.parse("L 2 4 2");
        PlacementContext context = new PlacementContext();
        context.place(step, upright);
        assertEquals(4, context.landingHeightTopLeft());
        assertEquals(2.0, context.landingHeight());
        context.place(step, flat);
        assertEquals(3, context.landingHeightTopLeft());
        assertEquals(1.5, context.landingHeight());
        assertEquals(Board.parse("...###....", ".#.######.", "######.###"), resultOf(new NusBot(), CLASSIC, step, Piece.L));
        List<Feature> dellacherieLanding = new ArrayList<>(FeatureSet.NUS.features());
        dellacherieLanding.set(0, Feature.LANDING_HEIGHT);
        Evaluator before = new LinearEvaluator(dellacherieLanding, PublishedWeights.NUS.weights());
        assertTrue(score(before, step, upright) > score(before, step, flat));
    }

    @Test
    void elTetrisScoresTheClearedBoardAndKeepsTheWell() {
        ElTetrisBot elTetris = new ElTetrisBot();
        assertEquals(-4.500158825082766 * 1.5 + 3.4181268101392694 - 3.2178882868487753 * 86
                - 9.348695305445199 * 10, score(elTetris.evaluator(CLASSIC), UPRIGHT), 1e-9);
        assertEquals(-4.500158825082766 - 3.2178882868487753 * 80 - 9.348695305445199 * 10
                - 3.3855972247263626, score(elTetris.evaluator(CLASSIC), FLAT), 1e-9);
        assertEquals(FLAT_RESULT, resultOf(elTetris, CLASSIC, GAP, Piece.I));
    }

    @Test
    void bctsAddsHoleDepthAndRowsWithHolesAndKeepsTheWell() {
        BctsBot bcts = new BctsBot();
        assertEquals(-12.63 * 1.5 + 6.60 * 1 - 9.22 * 86 - 19.77 * 10, score(bcts.evaluator(CLASSIC), UPRIGHT), 1e-9);
        assertEquals(-12.63 - 9.22 * 80 - 19.77 * 10 - 10.49, score(bcts.evaluator(CLASSIC), FLAT), 1e-9);
        assertEquals(FLAT_RESULT, resultOf(bcts, CLASSIC, GAP, Piece.I));
    }

    /**
     * Board TETRIS_READY: four rows {@code ####.#####}. The upright I clears all four (eroded cells 4 x 4)
     * and leaves an empty board (row transitions 80, column transitions 10): -1.5 + 16 - 80 - 10 = -75.5.
     * Flat on top (row 4): landing 4, row transitions 80, column transitions 1 + 5 + 4 = 10, an open well
     * of depth 4 (1 + 2 + 3 + 4): -4 - 80 - 10 - 10 = -104.
     */
    @Test
    void dellacherieTakesTheTetrisForItsErodedCells() {
        DellacherieBot dellacherie = new DellacherieBot();
        Board tetrisReady = Board.parse("####.#####", "####.#####", "####.#####", "####.#####");
        assertEquals(-75.5, score(dellacherie.evaluator(CLASSIC), tetrisReady, Placement.of(Piece.I, Rotation.EAST, 4, 2)),
                1e-12);
        assertEquals(-104, score(dellacherie.evaluator(CLASSIC), tetrisReady, Placement.of(Piece.I, Rotation.NORTH, 1, 4)),
                1e-12);
        assertEquals(Board.standard(), resultOf(dellacherie, CLASSIC, tetrisReady, Piece.I));
    }

    @Test
    void dellacherieAlsoKeepsTheSingleRowWell() {
        // Upright: -1.5 + 1 - 86 - 10 = -96.5; flat: -1 - 80 - 10 - 1 = -92.
        TetrisBot dellacherie = new DellacherieBot();
        assertEquals(FLAT_RESULT, resultOf(dellacherie, CLASSIC, GAP, Piece.I));
    }

    private static double score(Evaluator evaluator, Placement placement) {
        return score(evaluator, GAP, placement);
    }

    private static double score(Evaluator evaluator, Board board, Placement placement) {
        PlacementContext context = new PlacementContext();
        context.place(board, placement);
        return evaluator.evaluate(context);
    }
}
