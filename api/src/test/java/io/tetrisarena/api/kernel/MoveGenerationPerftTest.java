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
 * complete SRS placement lists (in {@link Placement#toString()} form and generator order) of four
 * documented mid-game boards whose overhangs make tucks and spins that only SRS reaches. Each board's
 * comment walks through a few entries by hand; the property test checks the generator against an
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
    void listsEveryTPlacementOfTheTSpinDoubleSlot() {
        assertPlacements(TSD_SLOT, Piece.T,
                "T 0 1 3", "T 0 2 3", "T 0 3 1 mini", "T 0 3 3", "T 0 4 2", "T 0 5 2", "T 0 6 2", "T 0 7 2",
                "T 0 8 2", "T R 0 4", "T R 1 4", "T R 2 4", "T R 3 1", "T R 3 1 mini", "T R 4 2", "T R 5 3",
                "T R 6 3", "T R 7 3", "T R 8 3", "T 2 1 4", "T 2 2 4", "T 2 3 1 full", "T 2 3 3", "T 2 4 2",
                "T 2 5 3", "T 2 6 3", "T 2 7 3", "T 2 8 3", "T L 1 4", "T L 2 4", "T L 3 1 full", "T L 3 3",
                "T L 4 2", "T L 5 3", "T L 6 3", "T L 7 3", "T L 8 3", "T L 9 3");
    }

    @Test
    void listsEveryJAndSPlacementOfTheTSpinDoubleSlotWithTheirTucks() {
        assertPlacements(TSD_SLOT, Piece.J,
                "J 0 1 3", "J 0 2 3", "J 0 3 3", "J 0 4 2", "J 0 5 2", "J 0 6 2", "J 0 7 2", "J 0 8 2",
                "J R 0 4", "J R 1 4", "J R 2 4", "J R 3 1", "J R 4 2", "J R 5 3", "J R 6 3", "J R 7 3", "J R 8 3",
                "J 2 1 4", "J 2 2 3", "J 2 3 3", "J 2 4 3", "J 2 5 3", "J 2 6 3", "J 2 7 3", "J 2 8 3",
                "J L 1 4", "J L 2 4", "J L 3 2", "J L 3 4", "J L 4 2", "J L 5 3", "J L 6 3", "J L 7 3", "J L 8 3",
                "J L 9 3");
        assertPlacements(TSD_SLOT, Piece.S,
                "S 0 1 3", "S 0 2 3", "S 0 3 1", "S 0 3 3", "S 0 4 1", "S 0 5 2", "S 0 6 2", "S 0 7 2",
                "S 0 8 2", "S R 0 4", "S R 1 4", "S R 2 3", "S R 3 2", "S R 4 3", "S R 5 3", "S R 6 3",
                "S R 7 3", "S R 8 3");
    }

    @Test
    void countsEachPieceOnTheTSpinDoubleSlot() {
        assertCounts(TSD_SLOT, srs, 17, 35, 34, 9, 18, 38, 17);
        assertCounts(TSD_SLOT, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void listsEveryTAndIPlacementOfTheTSpinTripleSlot() {
        assertPlacements(TST_SLOT, Piece.T,
                "T 0 1 5", "T 0 2 3", "T 0 2 5", "T 0 3 3", "T 0 4 3", "T 0 5 3", "T 0 6 3", "T 0 7 3",
                "T 0 8 3", "T R 0 6", "T R 1 1 full", "T R 1 6", "T R 2 4", "T R 3 4", "T R 4 4", "T R 5 4",
                "T R 6 4", "T R 7 4", "T R 8 4", "T 2 1 6", "T 2 2 5", "T 2 3 4", "T 2 4 4", "T 2 5 4",
                "T 2 6 4", "T 2 7 4", "T 2 8 4", "T L 1 6", "T L 2 5", "T L 3 4", "T L 4 4", "T L 5 4",
                "T L 6 4", "T L 7 4", "T L 8 4", "T L 9 4");
        assertPlacements(TST_SLOT, Piece.I,
                "I 0 1 5", "I 0 2 3", "I 0 2 5", "I 0 3 3", "I 0 4 3", "I 0 5 3", "I 0 6 3", "I 0 7 3",
                "I R 0 7", "I R 1 2", "I R 1 7", "I R 2 5", "I R 3 5", "I R 4 5", "I R 5 5", "I R 6 5",
                "I R 7 5", "I R 8 5", "I R 9 5");
    }

    @Test
    void countsEachPieceOnTheTSpinTripleSlot() {
        assertCounts(TST_SLOT, srs, 19, 35, 35, 9, 18, 36, 17);
        assertCounts(TST_SLOT, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void listsEveryIAndLPlacementOfTheCaveWithItsTucks() {
        assertPlacements(CAVE, Piece.I,
                "I 0 1 2", "I 0 2 2", "I 0 3 1", "I 0 4 0", "I 0 4 3", "I 0 5 0", "I 0 5 3", "I 0 6 1",
                "I 0 6 3", "I 0 7 1", "I 0 7 3", "I R 0 4", "I R 1 4", "I R 2 3", "I R 3 2", "I R 4 2",
                "I R 5 2", "I R 6 5", "I R 7 5", "I R 8 5", "I R 9 5");
        assertPlacements(CAVE, Piece.L,
                "L 0 1 2", "L 0 2 2", "L 0 3 1", "L 0 4 0", "L 0 5 0", "L 0 5 3", "L 0 6 0", "L 0 6 3",
                "L 0 7 3", "L 0 8 3", "L R 0 3", "L R 1 3", "L R 2 2", "L R 3 1", "L R 4 1", "L R 5 1",
                "L R 5 4", "L R 6 4", "L R 7 4", "L R 8 4", "L 2 1 3", "L 2 2 3", "L 2 3 2", "L 2 4 1",
                "L 2 5 1", "L 2 5 3", "L 2 6 1", "L 2 6 3", "L 2 7 1", "L 2 7 4", "L 2 8 1", "L 2 8 4",
                "L L 1 3", "L L 2 2", "L L 3 1", "L L 4 1", "L L 5 1", "L L 6 4", "L L 7 4", "L L 8 4",
                "L L 9 4");
    }

    @Test
    void countsEachPieceInTheCave() {
        assertCounts(CAVE, srs, 21, 38, 41, 11, 21, 40, 19);
        assertCounts(CAVE, straightDrop, 17, 34, 34, 9, 17, 34, 17);
    }

    @Test
    void listsEveryTPlacementOfTheFifthKickSlot() {
        assertPlacements(FIFTH_KICK, Piece.T,
                "T 0 1 5", "T 0 2 5", "T 0 3 5", "T 0 4 5", "T 0 5 5", "T 0 6 5", "T 0 7 3", "T 0 8 3",
                "T 0 8 5", "T R 0 6", "T R 1 6", "T R 2 6", "T R 3 6", "T R 4 6", "T R 5 6", "T R 6 4",
                "T R 7 4", "T R 8 5", "T 2 1 6", "T 2 2 6", "T 2 3 6", "T 2 4 6", "T 2 5 6", "T 2 6 5",
                "T 2 7 4", "T 2 8 5", "T L 1 6", "T L 2 6", "T L 3 6", "T L 4 6", "T L 5 6", "T L 6 5",
                "T L 7 4", "T L 8 4", "T L 9 1 full", "T L 9 6");
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

    private void assertPlacements(String[] rows, Piece piece, String... expected) {
        srs.generate(Board.parse(rows), piece, out);
        List<String> listed = out.toList().stream().map(Placement::toString).collect(Collectors.toList());
        assertEquals(Arrays.asList(expected), listed);
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
