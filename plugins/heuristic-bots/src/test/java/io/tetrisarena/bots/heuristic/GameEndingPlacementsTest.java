package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dellacherie and BCTS, as the literature's reference code plays them, rate a placement that ends the game
 * minus infinity. On the literature-10x10 field (10 x 14, 10 visible rows, the game ends when a piece has
 * a cell in row 10 or above), each board below has an upright I that the published weights like best but
 * that reaches row 10; the bots play the best placement that survives instead.
 */
class GameEndingPlacementsTest {
    private static final Rules TEN_BY_TEN = new Rules("literature-10x10", 10, 14, 10, 0, false,
            MovementModel.STRAIGHT_DROP, false, ScoringTable.NONE, RandomizerKind.UNIFORM,
            TopOutRule.PIECE_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);

    @Test
    void dellacherieNeverPlaysAPlacementThatEndsTheGameWhileOneSurvives() {
        Board board = Board.parse(10, 14,
                "..#......#",
                "#.#..#....",
                "##.#######",
                "#.###.#..#",
                "######..##",
                "##.####.##",
                ".##.#####.");
        assertSurvives(new DellacherieBot(), FeatureSet.DELLACHERIE, board, "I R 9 9", "I R 0 8");
    }

    @Test
    void bctsNeverPlaysAPlacementThatEndsTheGameWhileOneSurvives() {
        Board board = Board.parse(10, 14,
                "#........#",
                "###.#.#...",
                ".#########",
                "##..##.##.",
                "#######.##",
                "..######.#",
                ".###....##");
        assertSurvives(new BctsBot(), FeatureSet.BCTS, board, "I R 0 9", "I R 3 7");
    }

    private static void assertSurvives(TetrisBot bot, FeatureSet set, Board board, String ending, String surviving) {
        PlacementContext context = new PlacementContext();
        assertTrue(context.place(board, Placement.parse(ending)));
        assertTrue(context.endsGame(TEN_BY_TEN), ending + " reaches row 10");
        assertTrue(context.place(board, Placement.parse(surviving)));
        assertFalse(context.endsGame(TEN_BY_TEN), surviving + " stays in the visible rows");
        List<Placement> placements = Decisions.placements(TEN_BY_TEN, board, Piece.I);
        Search scoresAll = new Search(TEN_BY_TEN, SearchPolicy.currentPieceOnly());
        assertEquals(Placement.parse(ending),
                scoresAll.bestMove(board, placements, null, List.of(), null, PublishedWeights.of(set).evaluator()).placement());
        assertEquals(Placement.parse(surviving),
                Decisions.decide(bot, Decisions.observe(TEN_BY_TEN, board, Piece.I)).placement());
    }
}
