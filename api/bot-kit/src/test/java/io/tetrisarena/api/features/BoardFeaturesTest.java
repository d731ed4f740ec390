package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.kernel.Board;
import org.junit.jupiter.api.Test;

/**
 * Every board measure on one documented 6 x 8 board, values worked out by hand:
 * <pre>
 *   y4  ..#...
 *   y3  ..#.#.
 *   y2  ###.##
 *   y1  #...##
 *   y0  ##.###
 * </pre>
 * Heights 3 3 5 1 4 3. Holes: (1,1), (2,1), (2,0). Well cells: (2,0), (3,2), (3,3), (5,3).
 */
class BoardFeaturesTest {
    private final BoardFeatures board = BoardFeatures.of(Board.parse(6, 8,
            "..#...",
            "..#.#.",
            "###.##",
            "#...##",
            "##.###"));

    @Test
    void aggregateHeightSumsTheColumnHeights() {
        assertEquals(19, board.aggregateHeight());
    }

    @Test
    void maxMinAndRelativeHeightComeFromTheTallestAndShortestColumns() {
        assertEquals(5, board.maxHeight());
        assertEquals(1, board.minHeight());
        assertEquals(4, board.relativeHeight());
    }

    @Test
    void weightedHeightIsTheMaxHeightToThePowerOneAndAHalf() {
        assertEquals(Math.pow(5, 1.5), board.weightedHeight(), 1e-12);
    }

    @Test
    void bumpinessSumsAdjacentHeightDifferences() {
        assertEquals(0 + 2 + 4 + 3 + 1, board.bumpiness());
    }

    @Test
    void holesCountEveryCoveredEmptyCell() {
        assertEquals(3, board.holes());
    }

    @Test
    void rowsAndColumnsWithHolesCountEachLineOnce() {
        assertEquals(2, board.rowsWithHoles());
        assertEquals(2, board.columnsWithHoles());
    }

    @Test
    void maxHoleHeightIsOneAboveTheHighestHole() {
        assertEquals(2, board.maxHoleHeight());
    }

    @Test
    void holeDepthCountsTheUnbrokenFilledRunAboveEachHole() {
        // (1,1) has one filled cell above it; (2,1) has three; (2,0) has an empty cell directly above.
        assertEquals(4, board.holeDepth());
    }

    @Test
    void blockadesCountFilledCellsAboveAnEmptyCellOfTheirColumn() {
        assertEquals(4, board.blockades());
    }

    @Test
    void cellHeightSumAddsOnePlusEachFilledCellsRow() {
        assertEquals(5 * 1 + 3 * 2 + 5 * 3 + 2 * 4 + 1 * 5, board.cellHeightSum());
    }

    @Test
    void rowTransitionsCountWallsAsFilledAndEveryEmptyRowAsTwo() {
        assertEquals(2 + 2 + 2 + 6 + 4 + 3 * 2, board.rowTransitions());
    }

    @Test
    void columnTransitionsCountTheFloorAsFilled() {
        assertEquals(1 + 3 + 3 + 1 + 1 + 1, board.columnTransitions());
    }

    @Test
    void wellSumsAddOnePlusTheEmptyCellsBelowEachWellCell() {
        assertEquals(1 + 2 + 3 + 1, board.wellSums());
    }

    @Test
    void openWellsSumOneToDepthOverOpenWellsOnly() {
        // Column 3 has an open well of depth 2 (1 + 2), column 5 one of depth 1; (2,0) is a covered cell.
        assertEquals(3 + 1, board.openWells());
    }

    @Test
    void openWellsCountRunsDeeperThanSevenInFull() {
        // A 12-deep shaft against the right wall and a 9-deep one at column 2 (both open to the top).
        String[] rows = new String[12];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = i < 9 ? "##.######." : "#########.";
        }
        assertEquals(12 * 13 / 2 + 9 * 10 / 2, BoardFeatures.of(Board.parse(rows)).openWells());
    }

    @Test
    void maxPitDepthIsTheDeepestDropBelowBothNeighbours() {
        assertEquals(3, board.maxPitDepth());
    }

    @Test
    void slopeIsTheLeastSquaresSlopeOfTheHeights() {
        assertEquals(-1.0 / 35, board.slope(), 1e-12);
    }

    @Test
    void concavityComparesOuterAndInnerMeanHeights() {
        assertEquals(3.0 - 13.0 / 4, board.concavity(), 1e-12);
    }

    @Test
    void fullRowsCountOnlyCompleteRows() {
        assertEquals(0, board.fullRows());
        assertEquals(2, BoardFeatures.of(Board.parse(6, 8, "######", "######", "#.####")).fullRows());
    }

    @Test
    void anEmptyBoardMeasuresZeroExceptTransitions() {
        BoardFeatures empty = BoardFeatures.of(new Board(6, 8));
        assertEquals(0, empty.aggregateHeight());
        assertEquals(0, empty.holes());
        assertEquals(0, empty.wellSums());
        assertEquals(16, empty.rowTransitions());
        assertEquals(6, empty.columnTransitions());
    }

    /**
     * Wells as the literature's reference code counts them, on a 6 x 8 board (o = well cell):
     * <pre>
     *   y3 #o#...
     *   y2 #o##o#
     *   y1 ##o#o#
     *   y0 #o####
     * </pre>
     * Each well cell adds 1 + the empty cells directly below it: (1,3) 2, (1,2) 1, (4,2) 2, (2,1) 1,
     * (4,1) 1, (1,0) 1, so 8: per well 1 + 2 in columns 1 and 4, 1 for each covered one. Open wells
     * alone (the runs under open sky: column 1 rows 2-3, column 4 rows 1-2) give 3 + 3 = 6.
     */
    @Test
    void cumulativeWellsCountEveryWellCoveredOrNotAsTheReferenceCode() {
        BoardFeatures wells = BoardFeatures.of(Board.parse(6, 8, "#.#...", "#.##.#", "##.#.#", "#.####"));
        assertEquals(2 + 1 + 2 + 1 + 1 + 1, wells.cumulativeWells());
        assertEquals(8, wells.wellSums());
        assertEquals(3 + 3, wells.openWells());
    }

    /**
     * Column transitions on a 4 x 4 field whose column 0 reaches the top row:
     * <pre>
     *   y3 #...
     *   y2 #..#
     *   y1 ##.#
     *   y0 .#.#
     * </pre>
     * With the floor filled and the space above the field empty: column 0 changes floor/y0, y0/y1 and
     * y3/above (3), column 1 y1/y2 (1), column 2 floor/y0 (1), column 3 y2/y3 (1): 6.
     */
    @Test
    void columnTransitionsCountTheSpaceAboveTheFieldAsEmpty() {
        assertEquals(3 + 1 + 1 + 1, BoardFeatures.of(Board.parse(4, 4, "#...", "#..#", "##.#", ".#.#"))
                .columnTransitions());
    }
}
