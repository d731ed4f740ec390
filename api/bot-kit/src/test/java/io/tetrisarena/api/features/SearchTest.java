package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Search on a board with a two-row gap in column 9, under the classic rules (straight drop):
 * <pre>
 *   y1  #########.
 *   y0  #########.
 * </pre>
 * The evaluator likes cleared rows most (10 each), then pieces further right (the x of cell 0).
 */
class SearchTest {
    private static final Rules RULES = Rules.classic();
    private static final Board BOARD = Board.parse("#########.", "#########.");
    private static final Evaluator LINES_THEN_RIGHT = c -> 10 * c.chainLinesCleared() + c.cellX(0);

    private static List<Placement> placements(Piece piece) {
        PlacementList list = new PlacementList();
        MoveGenerator.forRules(RULES).generate(BOARD, piece, list);
        return list.toList();
    }

    private static Move search(SearchPolicy policy, Piece current, Piece next) {
        return new Search(RULES, policy).bestMove(BOARD, placements(current), next, List.of(), null, LINES_THEN_RIGHT);
    }

    @Test
    void onePieceTakesTheBestPlacementOfTheCurrentPiece() {
        // No O placement clears; the rightmost one covers the gap.
        assertEquals(Move.place(Placement.of(Piece.O, Rotation.NORTH, 8, 2)),
                search(SearchPolicy.currentPieceOnly(), Piece.O, Piece.I));
    }

    @Test
    void twoPieceKeepsTheGapOpenForTheNextPiece() {
        // Every O placement but the one over the gap lets the I clear two rows; of those equal pairs the
        // first in list order (leftmost) wins.
        assertEquals(Move.place(Placement.of(Piece.O, Rotation.NORTH, 0, 2)),
                search(SearchPolicy.currentAndNext(), Piece.O, Piece.I));
    }

    @Test
    void lastTieWinsKeepsTheLastOfEqualPairs() {
        assertEquals(Move.place(Placement.of(Piece.O, Rotation.NORTH, 7, 2)),
                search(SearchPolicy.currentAndNext().withLastTieWins(true), Piece.O, Piece.I));
    }

    @Test
    void twoPieceWithoutAKnownNextPieceSearchesTheCurrentPieceAlone() {
        assertEquals(Move.place(Placement.of(Piece.O, Rotation.NORTH, 8, 2)),
                search(SearchPolicy.currentAndNext(), Piece.O, null));
    }

    @Test
    void holdIsChosenWhenTheHoldPieceScoresBetter() {
        Search search = new Search(RULES, SearchPolicy.currentPieceOnly().withHold(true));
        Move move = search.bestMove(BOARD, placements(Piece.O), null, placements(Piece.I), null, LINES_THEN_RIGHT);
        assertEquals(Move.holdThen(Placement.of(Piece.I, Rotation.EAST, 9, 2)), move);
        assertEquals(29.0, search.bestScore());
    }

    @Test
    void holdIsIgnoredUnlessThePolicyAllowsIt() {
        Search search = new Search(RULES, SearchPolicy.currentPieceOnly());
        Move move = search.bestMove(BOARD, placements(Piece.O), null, placements(Piece.I), null, LINES_THEN_RIGHT);
        assertEquals(false, move.useHold());
    }

    @Test
    void atTwoPieceDepthHoldIsWeighedOnlyWhenThePieceAfterItIsKnown() {
        // Main line: O then I scores at most 2 rows and x 9 (29). Holding brings an I; followed by another
        // I it also reaches 29, and with the last tie winning the last such hold placement is kept.
        SearchPolicy policy = SearchPolicy.currentAndNext().withHold(true).withLastTieWins(true);
        Move known = new Search(RULES, policy).bestMove(BOARD, placements(Piece.O), Piece.I, placements(Piece.I),
                Piece.I, LINES_THEN_RIGHT);
        assertEquals(Move.holdThen(Placement.of(Piece.I, Rotation.EAST, 9, 2)), known);
        Move unknown = new Search(RULES, policy).bestMove(BOARD, placements(Piece.O), Piece.I, placements(Piece.I),
                null, LINES_THEN_RIGHT);
        assertEquals(Move.place(Placement.of(Piece.O, Rotation.NORTH, 7, 2)), unknown);
    }

    @Test
    void theSecondPieceCanLandOnTheUnclearedBoard() {
        // I fills the gap (rows 0..3 of column 9); with full rows kept, an O dropped on column 9 rests on
        // y 4, else on y 2 of the cleared board. Score the O's resting row to tell the two apart.
        Evaluator restingRow = c -> c.piece() == Piece.O && c.x() == 8 ? c.y() : -1;
        Search uncleared = new Search(RULES, SearchPolicy.currentAndNext().withSecondPieceOnUnclearedBoard(true));
        uncleared.bestMove(BOARD, List.of(Placement.of(Piece.I, Rotation.EAST, 9, 2)), Piece.O, List.of(), null,
                restingRow);
        assertEquals(4.0, uncleared.bestScore());
        Search cleared = new Search(RULES, SearchPolicy.currentAndNext());
        cleared.bestMove(BOARD, List.of(Placement.of(Piece.I, Rotation.EAST, 9, 2)), Piece.O, List.of(), null,
                restingRow);
        assertEquals(2.0, cleared.bestScore());
    }

    /**
     * The 10 x 14 field with 10 visible rows under the reference research rule: eight rows
     * {@code #########.}. An I stood on columns 0-8 covers rows 8-11 and ends the game; stood in column 9
     * it clears four rows; laid flat it rests in row 8. An evaluator that likes high pieces prefers the
     * game-ending upright I; rated last, those give way to the first flat I.
     */
    @Test
    void gameEndingPlacementsRatedLastGiveWayToTheBestSurvivingOne() {
        Rules rules = new Rules("t", 10, 14, 10, 0, false, MovementModel.STRAIGHT_DROP, false, ScoringTable.NONE,
                RandomizerKind.UNIFORM, TopOutRule.PIECE_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);
        Board board = stacked(new Board(10, 14), 8, 0b0111111111);
        List<Placement> list = placementsOf(rules, board, Piece.I);
        Evaluator highest = PlacementContext::pieceTopRow;
        Search scoresAll = new Search(rules, SearchPolicy.currentPieceOnly());
        assertEquals(Move.place(Placement.parse("I R 0 10")),
                scoresAll.bestMove(board, list, null, List.of(), null, highest));
        assertEquals(11.0, scoresAll.bestScore());
        Search endingLast = new Search(rules, SearchPolicy.currentPieceOnly().withGameEndingLast(true));
        assertEquals(Move.place(Placement.parse("I 0 1 8")),
                endingLast.bestMove(board, list, null, List.of(), null, highest));
        assertEquals(8.0, endingLast.bestScore());
    }

    @Test
    void whenEveryPlacementEndsTheGameTheFirstIsPlayed() {
        // Twenty rows #########.: every O rests in rows 20-21, above the 20 visible rows.
        Rules rules = Rules.classic();
        Board full = stacked(Board.standard(), 20, 0b0111111111);
        List<Placement> list = placementsOf(rules, full, Piece.O);
        Search endingLast = new Search(rules, SearchPolicy.currentPieceOnly().withGameEndingLast(true));
        assertEquals(Move.place(list.get(0)), endingLast.bestMove(full, list, null, List.of(), null, c -> c.cellX(0)));
        assertEquals(Double.NEGATIVE_INFINITY, endingLast.bestScore());
    }

    /**
     * Two-piece search under the classic rules (preview 1) on seventeen rows {@code .#########}: any first
     * O rests in rows 17-18; a second O on top of it reaches row 20, leaving a stack of 21, above the 20
     * visible rows. An evaluator that likes a high second piece scores that pair 20; rated last, the
     * best pairs leave the second O in rows 17-18 (18). Both start with the first O listed.
     */
    @Test
    void aPairWhoseSecondPieceEndsTheGameIsRatedLast() {
        Rules rules = Rules.classic().withPreview(1);
        Board board = stacked(Board.standard(), 17, 0b1111111110);
        List<Placement> first = placementsOf(rules, board, Piece.O);
        Evaluator highest = PlacementContext::pieceTopRow;
        Search scoresAll = new Search(rules, SearchPolicy.currentAndNext());
        Search endingLast = new Search(rules, SearchPolicy.currentAndNext().withGameEndingLast(true));
        Move greedy = scoresAll.bestMove(board, first, Piece.O, List.of(), null, highest);
        Move careful = endingLast.bestMove(board, first, Piece.O, List.of(), null, highest);
        assertEquals(Move.place(Placement.parse("O 0 0 17")), greedy);
        assertEquals(20.0, scoresAll.bestScore());
        assertEquals(Move.place(Placement.parse("O 0 0 17")), careful);
        assertEquals(18.0, endingLast.bestScore());
    }

    private static Board stacked(Board board, int rows, int row) {
        for (int y = 0; y < rows; y++) {
            board.setRow(y, row);
        }
        return board;
    }

    private static List<Placement> placementsOf(Rules rules, Board board, Piece piece) {
        PlacementList list = new PlacementList();
        MoveGenerator.forRules(rules).generate(board, piece, list);
        return list.toList();
    }
}
