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
}
