package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
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
}
