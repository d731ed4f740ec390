package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Perft-style pins: one position, one exact answer. Empty-board counts for both movement models, and the
 * complete SRS placement lists, in generator order, of all seven pieces on four documented mid-game
 * boards whose overhangs make tucks and spins that only SRS reaches (each entry is a
 * {@link Placement#toString()} without the piece letter). Each board's comment walks through a few entries by hand; the property test checks the generator against an
 * independent search on random boards, these lists pin the answer itself.
 */
class MoveGenerationPerftTest {
    private static final Rules RULES = Rules.guideline();

    private final SrsMoveGenerator srs = new SrsMoveGenerator(RULES);
    private final StraightDropMoveGenerator straightDrop = new StraightDropMoveGenerator();
    private final PlacementList out = new PlacementList();

    /*
     * Board 1, a T-spin double slot (x = 0..9 left to right, bottom row is y = 0):
     *   y2  ###.......
     *   y1  ##...#####
     *   y0  ###.######
     * - "T 2 3 1 full": the T points down into (3,0) with its flat side in row 1. It cannot drop there
     *   ((2,2) is in the way); it turns in from "T R 3 1" (clockwise, first test). Corners of its centre
     *   (3,1): (2,2), (2,0), (4,0) filled, (4,2) empty; both front corners (2,0), (4,0) are filled: full.
     *   It fills rows 0 and 1: a T-spin double.
     * - "T R 3 1" and "T R 3 1 mini": the T dropped down column 3 pointing right rests there (no spin),
     *   and the same cells are entered by turning back from "T 2 3 1": three corners, but of its front
     *   corners (4,2) and (4,0) only one is filled, so a mini.
     * - "T 0 3 1 mini": pointing up under the overhang at (2,2), only reachable by a turn; front corners
     *   (2,2) and (4,2): one empty, so a mini.
     * - "T L 3 1 full": pointing left into (2,1) under the overhang; front corners (2,2) and (2,0) filled.
     * - "J L 3 2" and "S 0 3 1" are tucks: the piece slides left under (2,2) after landing at x = 4.
     */
    private static final String[] TSD_SLOT = {
        "###.......",
        "##...#####",
        "###.######",
    };

    /*
     * Board 2, a T-spin triple slot under an overhang at (1,4):
     *   y4  ##........
     *   y3  #.........
     *   y2  #.########
     *   y1  #..#######
     *   y0  #.########
     * - "T R 1 1 full": the T lands flat at "T 0 4 3", slides left under the overhang to (2,3) and turns
     *   clockwise. Tests 1-4 collide (with (2,2), (1,4), (1,4) and (2,2)); the fifth, (-1,-2) in the
     *   guideline's table, drops it into column 1 pointing right into (2,1). It fills rows 0, 1 and 2.
     * - "I 0 2 3", "L 0 2 3", "S 0 2 3", "T 0 2 3" and "J L 2 4" are tucks under (1,4); "I R 1 2" is the
     *   I turned down into column 1 from its tuck.
     */
    private static final String[] TST_SLOT = {
        "##........",
        "#.........",
        "#.########",
        "#..#######",
        "#.########",
    };

    /*
     * Board 3, a cave under a roof at (6..9, 2), no spins:
     *   y2  ......####
     *   y1  ##........
     *   y0  ###.....##
     * - "I 0 6 1" (cells (5..8, 1)) and "I 0 7 1" (cells (6..9, 1)) slide right under the roof.
     * - "I 0 4 0" and "I 0 5 0" fill row 0 under the roof's edge; "O 0 5 0" and "O 0 6 0" too.
     * - "L 2 8 1": the L in state 2 covers (7..9, 1) and (7,0); it slides right along row 1 under the
     *   roof and rests on (8,0) and (9,0).
     */
    private static final String[] CAVE = {
        "......####",
        "##........",
        "###.....##",
    };

    /*
     * Board 4, a T-spin that the fifth kick makes full although a front corner is empty:
     *   y4  ######...#
     *   y3  ######....
     *   y2  #########.
     *   y1  ########..
     *   y0  ########..
     * - "T L 9 1 full": the T lands at "T 0 7 3", slides right to (8,3) under (9,4) and turns
     *   counter-clockwise. Tests 1-4 collide ((8,2), (9,4), (9,4), (8,2)); the fifth, (+1,-2), puts it in
     *   column 9 pointing left into (8,1). Corners of (9,1): the wall twice and (8,2): three; its front
     *   corners (8,2) and (8,0): (8,0) is empty, which alone would make a mini, but the fifth kick makes it
     *   a full T-spin. No other move reaches those cells, so there is no NONE or MINI entry. Rows 1 and 2
     *   fill: a T-spin double.
     */
    private static final String[] FIFTH_KICK = {
        "######...#",
        "######....",
        "#########.",
        "########..",
        "########..",
    };

    @Test
    void countsPlacementsOnAnEmptyBoardUnderStraightDrop() {
        assertEquals(List.of(17, 34, 34, 9, 17, 34, 17), countsOnEmptyBoard(straightDrop));
    }

    @Test
    void countsTheSamePlacementsOnAnEmptyBoardUnderSrs() {
        assertEquals(List.of(17, 34, 34, 9, 17, 34, 17), countsOnEmptyBoard(srs));
    }

    @Test
    void listsTheSameCellsOnAnEmptyBoardUnderBothModels() {
        Board empty = Board.standard();
        for (Piece piece : Piece.values()) {
            srs.generate(empty, piece, out);
            List<Placement> bySrs = out.toList();
            straightDrop.generate(empty, piece, out);
            assertEquals(out.toList(), bySrs, piece.name());
        }
    }

    @Test
    void listsNoSpinOnAnEmptyBoard() {
        srs.generate(Board.standard(), Piece.T, out);
        for (Placement p : out.toList()) {
            assertEquals(Spin.NONE, p.spin(), p.toString());
        }
    }

    @Test
    void listsEveryPlacementOfEveryPieceOnTheTSpinDoubleSlot() {
        assertListing(TSD_SLOT,
            """
            I: 0 1 3, 0 2 3, 0 3 3, 0 4 2, 0 5 2, 0 6 2, 0 7 2, R 0 5, R 1 5, R 2 5, R 3 2, R 4 3, R 5 4,
               R 6 4, R 7 4, R 8 4, R 9 4
            J: 0 1 3, 0 2 3, 0 3 3, 0 4 2, 0 5 2, 0 6 2, 0 7 2, 0 8 2, R 0 4, R 1 4, R 2 4, R 3 1, R 4 2,
               R 5 3, R 6 3, R 7 3, R 8 3, 2 1 4, 2 2 3, 2 3 3, 2 4 3, 2 5 3, 2 6 3, 2 7 3, 2 8 3, L 1 4,
               L 2 4, L 3 2, L 3 4, L 4 2, L 5 3, L 6 3, L 7 3, L 8 3, L 9 3
            L: 0 1 3, 0 2 3, 0 3 3, 0 4 2, 0 5 2, 0 6 2, 0 7 2, 0 8 2, R 0 4, R 1 4, R 2 4, R 3 2, R 4 3,
               R 5 3, R 6 3, R 7 3, R 8 3, 2 1 4, 2 2 4, 2 3 4, 2 4 2, 2 5 2, 2 6 3, 2 7 3, 2 8 3, L 1 4,
               L 2 4, L 3 2, L 4 2, L 5 3, L 6 3, L 7 3, L 8 3, L 9 3
            O: 0 0 3, 0 1 3, 0 2 3, 0 3 1, 0 4 2, 0 5 2, 0 6 2, 0 7 2, 0 8 2
            S: 0 1 3, 0 2 3, 0 3 1, 0 3 3, 0 4 1, 0 5 2, 0 6 2, 0 7 2, 0 8 2, R 0 4, R 1 4, R 2 3, R 3 2,
               R 4 3, R 5 3, R 6 3, R 7 3, R 8 3
            T: 0 1 3, 0 2 3, 0 3 1 mini, 0 3 3, 0 4 2, 0 5 2, 0 6 2, 0 7 2, 0 8 2, R 0 4, R 1 4, R 2 4, R 3 1,
               R 3 1 mini, R 4 2, R 5 3, R 6 3, R 7 3, R 8 3, 2 1 4, 2 2 4, 2 3 1 full, 2 3 3, 2 4 2, 2 5 3,
               2 6 3, 2 7 3, 2 8 3, L 1 4, L 2 4, L 3 1 full, L 3 3, L 4 2, L 5 3, L 6 3, L 7 3, L 8 3, L 9 3
            Z: 0 1 3, 0 2 3, 0 3 2, 0 4 2, 0 5 2, 0 6 2, 0 7 2, 0 8 2, R 0 4, R 1 4, R 2 4, R 3 1, R 4 2,
               R 5 3, R 6 3, R 7 3, R 8 3
            """);
    }

    @Test
    void listsEveryPlacementOfEveryPieceOnTheTSpinTripleSlot() {
        assertListing(TST_SLOT,
            """
            I: 0 1 5, 0 2 3, 0 2 5, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, R 0 7, R 1 2, R 1 7, R 2 5, R 3 5,
               R 4 5, R 5 5, R 6 5, R 7 5, R 8 5, R 9 5
            J: 0 1 5, 0 2 5, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, 0 8 3, R 0 6, R 1 6, R 2 4, R 3 4, R 4 4,
               R 5 4, R 6 4, R 7 4, R 8 4, 2 1 5, 2 2 5, 2 3 4, 2 4 4, 2 5 4, 2 6 4, 2 7 4, 2 8 4, L 1 6,
               L 2 4, L 2 6, L 3 4, L 4 4, L 5 4, L 6 4, L 7 4, L 8 4, L 9 4
            L: 0 1 5, 0 2 3, 0 2 5, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, 0 8 3, R 0 6, R 1 6, R 2 4, R 3 4,
               R 4 4, R 5 4, R 6 4, R 7 4, R 8 4, 2 1 6, 2 2 6, 2 3 4, 2 4 4, 2 5 4, 2 6 4, 2 7 4, 2 8 4,
               L 1 6, L 2 4, L 3 4, L 4 4, L 5 4, L 6 4, L 7 4, L 8 4, L 9 4
            O: 0 0 5, 0 1 5, 0 2 3, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, 0 8 3
            S: 0 1 5, 0 2 3, 0 2 5, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, 0 8 3, R 0 6, R 1 5, R 2 4, R 3 4,
               R 4 4, R 5 4, R 6 4, R 7 4, R 8 4
            T: 0 1 5, 0 2 3, 0 2 5, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, 0 8 3, R 0 6, R 1 1 full, R 1 6, R 2 4,
               R 3 4, R 4 4, R 5 4, R 6 4, R 7 4, R 8 4, 2 1 6, 2 2 5, 2 3 4, 2 4 4, 2 5 4, 2 6 4, 2 7 4,
               2 8 4, L 1 6, L 2 5, L 3 4, L 4 4, L 5 4, L 6 4, L 7 4, L 8 4, L 9 4
            Z: 0 1 5, 0 2 4, 0 3 3, 0 4 3, 0 5 3, 0 6 3, 0 7 3, 0 8 3, R 0 6, R 1 6, R 2 4, R 3 4, R 4 4,
               R 5 4, R 6 4, R 7 4, R 8 4
            """);
    }

    @Test
    void listsEveryPlacementOfEveryPieceOnTheCave() {
        assertListing(CAVE,
            """
            I: 0 1 2, 0 2 2, 0 3 1, 0 4 0, 0 4 3, 0 5 0, 0 5 3, 0 6 1, 0 6 3, 0 7 1, 0 7 3, R 0 4, R 1 4,
               R 2 3, R 3 2, R 4 2, R 5 2, R 6 5, R 7 5, R 8 5, R 9 5
            J: 0 1 2, 0 2 2, 0 3 1, 0 4 0, 0 5 0, 0 5 3, 0 6 0, 0 6 3, 0 7 3, 0 8 3, R 0 3, R 1 3, R 2 2,
               R 3 1, R 4 1, R 5 2, R 6 4, R 7 4, R 8 4, 2 1 2, 2 2 2, 2 3 1, 2 4 1, 2 5 1, 2 5 4, 2 6 1,
               2 6 4, 2 7 4, 2 8 4, L 1 3, L 2 3, L 3 2, L 4 1, L 5 1, L 6 4, L 7 4, L 8 4, L 9 4
            L: 0 1 2, 0 2 2, 0 3 1, 0 4 0, 0 5 0, 0 5 3, 0 6 0, 0 6 3, 0 7 3, 0 8 3, R 0 3, R 1 3, R 2 2,
               R 3 1, R 4 1, R 5 1, R 5 4, R 6 4, R 7 4, R 8 4, 2 1 3, 2 2 3, 2 3 2, 2 4 1, 2 5 1, 2 5 3,
               2 6 1, 2 6 3, 2 7 1, 2 7 4, 2 8 1, 2 8 4, L 1 3, L 2 2, L 3 1, L 4 1, L 5 1, L 6 4, L 7 4,
               L 8 4, L 9 4
            O: 0 0 2, 0 1 2, 0 2 1, 0 3 0, 0 4 0, 0 5 0, 0 5 3, 0 6 0, 0 6 3, 0 7 3, 0 8 3
            S: 0 1 2, 0 2 2, 0 3 1, 0 4 0, 0 5 0, 0 5 2, 0 6 0, 0 6 3, 0 7 0, 0 7 3, 0 8 3, R 0 3, R 1 2,
               R 2 1, R 3 1, R 4 1, R 5 1, R 5 4, R 6 4, R 7 4, R 8 4
            T: 0 1 2, 0 2 2, 0 3 1, 0 4 0, 0 5 0, 0 5 3, 0 6 0, 0 6 3, 0 7 3, 0 8 3, R 0 3, R 1 3, R 2 2,
               R 3 1, R 4 1, R 5 1, R 5 3, R 6 4, R 7 4, R 8 4, 2 1 3, 2 2 2, 2 3 1, 2 4 1, 2 5 1, 2 5 3,
               2 6 1, 2 6 4, 2 7 1, 2 7 4, 2 8 4, L 1 3, L 2 2, L 3 1, L 4 1, L 5 1, L 6 4, L 7 4, L 8 4, L 9 4
            Z: 0 1 2, 0 2 1, 0 3 0, 0 4 0, 0 5 0, 0 5 3, 0 6 0, 0 6 3, 0 7 3, 0 8 3, R 0 3, R 1 3, R 2 2,
               R 3 1, R 4 1, R 5 3, R 6 4, R 7 4, R 8 4
            """);
    }

    @Test
    void listsEveryPlacementOfEveryPieceOnTheFifthKickSlot() {
        assertListing(FIFTH_KICK,
            """
            I: 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 5, 0 7 5, R 0 7, R 1 7, R 2 7, R 3 7, R 4 7, R 5 7,
               R 6 5, R 7 5, R 8 5, R 9 7
            J: 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 5, 0 7 3, 0 8 3, 0 8 5, R 0 6, R 1 6, R 2 6, R 3 6,
               R 4 6, R 5 6, R 6 4, R 7 4, R 8 4, 2 1 6, 2 2 6, 2 3 6, 2 4 6, 2 5 5, 2 6 5, 2 7 4, 2 8 3,
               2 8 6, L 1 6, L 2 6, L 3 6, L 4 6, L 5 6, L 6 6, L 7 4, L 8 4, L 9 1, L 9 6
            L: 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 5, 0 7 3, 0 8 5, R 0 6, R 1 6, R 2 6, R 3 6, R 4 6,
               R 5 6, R 6 4, R 7 4, R 8 4, R 8 6, 2 1 6, 2 2 6, 2 3 6, 2 4 6, 2 5 6, 2 6 6, 2 7 4, 2 8 5,
               L 1 6, L 2 6, L 3 6, L 4 6, L 5 6, L 6 4, L 7 4, L 8 4, L 9 6
            O: 0 0 5, 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 3, 0 7 3, 0 8 5
            S: 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 5, 0 7 3, 0 8 4, R 0 6, R 1 6, R 2 6, R 3 6, R 4 6,
               R 5 5, R 6 4, R 7 4, R 8 6
            T: 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 5, 0 7 3, 0 8 3, 0 8 5, R 0 6, R 1 6, R 2 6, R 3 6,
               R 4 6, R 5 6, R 6 4, R 7 4, R 8 5, 2 1 6, 2 2 6, 2 3 6, 2 4 6, 2 5 6, 2 6 5, 2 7 4, 2 8 5,
               L 1 6, L 2 6, L 3 6, L 4 6, L 5 6, L 6 5, L 7 4, L 8 4, L 9 1 full, L 9 6
            Z: 0 1 5, 0 2 5, 0 3 5, 0 4 5, 0 5 5, 0 6 4, 0 7 3, 0 8 3, 0 8 5, R 0 6, R 1 6, R 2 6, R 3 6,
               R 4 6, R 5 6, R 6 4, R 7 4, R 8 1, R 8 5
            """);
    }

    @Test
    void countsEachPieceOnTheTSpinDoubleSlot() {
        assertCounts(TSD_SLOT, srs, 17, 35, 34, 9, 18, 38, 17);
        assertCounts(TSD_SLOT, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void countsEachPieceOnTheTSpinTripleSlot() {
        assertCounts(TST_SLOT, srs, 19, 35, 35, 9, 18, 36, 17);
        assertCounts(TST_SLOT, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void countsEachPieceInTheCave() {
        assertCounts(CAVE, srs, 21, 38, 41, 11, 21, 40, 19);
        assertCounts(CAVE, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void countsEachPieceOnTheFifthKickSlot() {
        assertCounts(FIFTH_KICK, srs, 17, 37, 35, 9, 17, 36, 19);
        assertCounts(FIFTH_KICK, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void reachesTheSpinsOnlyThroughSrs() {
        assertOnlySrsReaches(TSD_SLOT, "T 2 3 1 full", "T L 3 1 full", "T 0 3 1 mini", "J L 3 2", "S 0 3 1");
        assertOnlySrsReaches(TST_SLOT, "T R 1 1 full", "I R 1 2", "I 0 2 3");
        assertOnlySrsReaches(CAVE, "I 0 6 1", "I 0 7 1", "O 0 5 0", "L 2 8 1");
        assertOnlySrsReaches(FIFTH_KICK, "T L 9 1 full");
    }

    @Test
    void listsTheStraightDropPlacementsFromTheColumnHeightsAloneAsFromTheBoard() {
        int[] heights = new int[Board.MAX_WIDTH];
        int[] packed = new int[4 * Board.MAX_WIDTH];
        for (String[] rows : List.of(TSD_SLOT, TST_SLOT, CAVE, FIFTH_KICK)) {
            Board board = Board.parse(rows);
            board.columnHeights(heights);
            for (Piece piece : Piece.values()) {
                int n = StraightDropMoveGenerator.listDrops(piece, heights, board.width(), board.height(), packed);
                straightDrop.generate(board, piece, out);
                assertEquals(out.size(), n, piece.name());
                for (int i = 0; i < n; i++) {
                    assertEquals(out.packed(i), packed[i], piece + " at " + i);
                }
            }
        }
        // A 4x4 board whose left column is 3 high: the I lies flat on it, or stands in the three other columns.
        assertEquals(4, StraightDropMoveGenerator.listDrops(Piece.I, new int[] {3, 0, 0, 0}, 4, 4, packed));
        assertEquals(List.of("I 0 1 3", "I R 1 2", "I R 2 2", "I R 3 2"),
                java.util.stream.IntStream.range(0, 4).mapToObj(i -> Placement.unpack(packed[i]).toString()).toList());
    }

    @Test
    void listsPlacementsInCanonicalPackedOrderWithoutDuplicates() {
        for (String[] rows : List.of(TSD_SLOT, TST_SLOT, CAVE, FIFTH_KICK)) {
            Board board = Board.parse(rows);
            for (Piece piece : Piece.values()) {
                srs.generate(board, piece, out);
                for (int i = 0; i < out.size(); i++) {
                    Placement p = out.get(i);
                    assertEquals(p, p.canonical(), "canonical");
                    assertTrue(board.fits(p), p + " fits");
                    assertFalse(board.fits(p.piece(), p.rotation(), p.x(), p.y() - 1), p + " rests");
                    if (i > 0) {
                        assertTrue(out.packed(i - 1) < out.packed(i), "strictly increasing at " + p);
                    }
                }
            }
        }
    }

    private void assertOnlySrsReaches(String[] rows, String... placements) {
        Board board = Board.parse(rows);
        for (String text : placements) {
            Placement p = Placement.parse(text);
            srs.generate(board, p.piece(), out);
            assertTrue(out.contains(p), "SRS reaches " + text);
            straightDrop.generate(board, p.piece(), out);
            assertFalse(out.contains(p.withSpin(Spin.NONE)), "straight drop does not reach " + text);
        }
    }

    /**
     * Compares the SRS lists of all seven pieces with a listing of the form
     * {@code "I: 0 1 3, R 3 2, ... J: ..."}: per piece, each placement's state, x, y and spin in list order.
     */
    private void assertListing(String[] rows, String expected) {
        Board board = Board.parse(rows);
        StringBuilder listing = new StringBuilder();
        for (Piece piece : Piece.values()) {
            srs.generate(board, piece, out);
            listing.append(piece).append(':');
            for (int i = 0; i < out.size(); i++) {
                String text = out.get(i).toString();
                listing.append(i == 0 ? " " : ", ").append(text.substring(2));
            }
            listing.append(' ');
        }
        assertEquals(expected.replaceAll("\\s+", " ").strip(), listing.toString().strip());
    }

    private void assertCounts(String[] rows, MoveGenerator generator, int... expectedIjlostz) {
        Board board = Board.parse(rows);
        List<Integer> counts = new ArrayList<>();
        for (Piece piece : Piece.values()) {
            counts.add(generator.generate(board, piece, out));
        }
        assertEquals(Arrays.stream(expectedIjlostz).boxed().collect(Collectors.toList()), counts);
    }

    private List<Integer> countsOnEmptyBoard(MoveGenerator generator) {
        List<Integer> counts = new ArrayList<>();
        for (Piece piece : Piece.values()) {
            counts.add(generator.generate(Board.standard(), piece, out));
        }
        return counts;
    }
}
