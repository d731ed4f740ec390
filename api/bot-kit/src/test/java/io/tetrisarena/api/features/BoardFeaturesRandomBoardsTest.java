package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.kernel.Board;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The row-at-a-time feature code against plain cell-by-cell definitions, on seeded random stacks, so the
 * bit tricks that make features fast cannot drift from what the features mean.
 */
class BoardFeaturesRandomBoardsTest {

    @Test
    void rowAtATimeFeaturesMatchCellByCellDefinitionsOnRandomStacks() {
        SplittableRandom random = new SplittableRandom(20261121L);
        BoardFeatures features = new BoardFeatures();
        for (int trial = 0; trial < 4000; trial++) {
            // Some boards are 64 rows tall with tall stacks, so runs of empty or filled cells pass 32.
            Board board = trial % 8 == 0 ? randomStack(random, new Board(10, 64), 62)
                    : randomStack(random, Board.standard(), 16);
            features.load(board);
            assertEquals(openWells(board), features.openWells(), () -> "open wells of\n" + board);
            assertEquals(wellSums(board), features.cumulativeWells(), () -> "cumulative wells of\n" + board);
            assertEquals(holes(board), features.holes(), () -> "holes of\n" + board);
            assertEquals(wellSums(board), features.wellSums(), () -> "well sums of\n" + board);
            assertEquals(holeDepth(board), features.holeDepth(), () -> "hole depth of\n" + board);
            assertEquals(rowsWithHoles(board), features.rowsWithHoles(), () -> "rows with holes of\n" + board);
            assertEquals(columnsWithHoles(board), features.columnsWithHoles(),
                    () -> "columns with holes of\n" + board);
            assertEquals(maxHoleHeight(board), features.maxHoleHeight(), () -> "highest hole of\n" + board);
            assertEquals(rowTransitions(board), features.rowTransitions(), () -> "row transitions of\n" + board);
            assertEquals(columnTransitions(board), features.columnTransitions(),
                    () -> "column transitions of\n" + board);
            for (int c = 0; c < board.width(); c++) {
                assertEquals(board.columnHeight(c), features.columnHeight(c));
            }
        }
    }

    private static Board randomStack(SplittableRandom random, Board board, int maxHeight) {
        int height = random.nextInt(0, maxHeight);
        double density = random.nextDouble(0.2, 0.95);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < board.width(); x++) {
                if (random.nextDouble() < density) {
                    board.fill(x, y);
                }
            }
        }
        // Shafts, some deeper than the well features' fast paths count.
        int shafts = random.nextInt(0, 3);
        for (int i = 0; i < shafts; i++) {
            int x = random.nextInt(board.width());
            for (int y = random.nextInt(0, height + 1); y < height; y++) {
                board.clear(x, y);
            }
        }
        return board;
    }

    /** Dellacherie's wells: runs of well cells above each column's height, a run of d adding 1 + ... + d. */
    private static int openWells(Board board) {
        int top = board.stackHeight();
        int sum = 0;
        for (int c = 0; c < board.width(); c++) {
            int run = 0;
            for (int y = board.columnHeight(c); y < top; y++) {
                boolean well = !board.isFilled(c, y) && board.isBlocked(c - 1, y) && board.isBlocked(c + 1, y);
                run = well ? run + 1 : 0;
                sum += run;
            }
        }
        return sum;
    }

    /** NUS / El-Tetris wells: each well cell adds 1 + the empty cells directly below it. */
    private static int wellSums(Board board) {
        int sum = 0;
        for (int c = 0; c < board.width(); c++) {
            for (int y = 0; y < board.stackHeight(); y++) {
                if (!board.isFilled(c, y) && board.isBlocked(c - 1, y) && board.isBlocked(c + 1, y)) {
                    sum++;
                    for (int below = y - 1; below >= 0 && !board.isFilled(c, below); below--) {
                        sum++;
                    }
                }
            }
        }
        return sum;
    }

    /** For each hole, the filled cells in the unbroken run directly above it. */
    private static int holeDepth(Board board) {
        int depth = 0;
        for (int c = 0; c < board.width(); c++) {
            for (int y = 0; y < board.columnHeight(c); y++) {
                if (!board.isFilled(c, y)) {
                    for (int above = y + 1; above < board.height() && board.isFilled(c, above); above++) {
                        depth++;
                    }
                }
            }
        }
        return depth;
    }

    private static int holes(Board board) {
        int holes = 0;
        for (int c = 0; c < board.width(); c++) {
            for (int y = 0; y < board.columnHeight(c); y++) {
                if (!board.isFilled(c, y)) {
                    holes++;
                }
            }
        }
        return holes;
    }

    private static boolean isHole(Board board, int c, int y) {
        return !board.isFilled(c, y) && y < board.columnHeight(c);
    }

    private static int rowsWithHoles(Board board) {
        int rows = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int c = 0; c < board.width(); c++) {
                if (isHole(board, c, y)) {
                    rows++;
                    break;
                }
            }
        }
        return rows;
    }

    private static int columnsWithHoles(Board board) {
        int columns = 0;
        for (int c = 0; c < board.width(); c++) {
            for (int y = 0; y < board.height(); y++) {
                if (isHole(board, c, y)) {
                    columns++;
                    break;
                }
            }
        }
        return columns;
    }

    /** 1 + the row of the highest hole, 0 without holes. */
    private static int maxHoleHeight(Board board) {
        int highest = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int c = 0; c < board.width(); c++) {
                if (isHole(board, c, y)) {
                    highest = y + 1;
                }
            }
        }
        return highest;
    }

    /** Filled/empty changes along every row of the field, both walls filled. */
    private static int rowTransitions(Board board) {
        int sum = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int c = -1; c < board.width(); c++) {
                if (board.isBlocked(c, y) != board.isBlocked(c + 1, y)) {
                    sum++;
                }
            }
        }
        return sum;
    }

    /** Filled/empty changes down every column, the floor filled and the space above the field empty. */
    private static int columnTransitions(Board board) {
        int sum = 0;
        for (int c = 0; c < board.width(); c++) {
            for (int y = -1; y < board.height(); y++) {
                boolean below = y < 0 || board.isFilled(c, y);
                boolean above = y + 1 < board.height() && board.isFilled(c, y + 1);
                if (below != above) {
                    sum++;
                }
            }
        }
        return sum;
    }
}
