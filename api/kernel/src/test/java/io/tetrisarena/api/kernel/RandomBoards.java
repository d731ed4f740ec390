package io.tetrisarena.api.kernel;

import java.util.SplittableRandom;

/**
 * Seeded mid-game boards for property tests: a ragged stack of garbage-like rows with holes, with cells
 * knocked out under its surface (overhangs, tuck and spin slots) and a few floating cells above it. No
 * row is ever full, as after a real line clear.
 */
final class RandomBoards {
    private RandomBoards() {
    }

    /** A 10-by-40 board drawn from {@code seed}; stacks reach at most {@code maxHeight} rows. */
    static Board standard(long seed, int maxHeight) {
        return of(seed, 10, 40, maxHeight);
    }

    /** A board of the given size drawn from {@code seed}; stacks reach at most {@code maxHeight} rows. */
    static Board of(long seed, int width, int height, int maxHeight) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = new Board(width, height);
        int base = random.nextInt(maxHeight + 1);
        int[] heights = new int[width];
        for (int x = 0; x < width; x++) {
            heights[x] = Math.max(0, Math.min(maxHeight, base + random.nextInt(-4, 5)));
        }
        for (int x = 0; x < width; x++) {
            for (int y = 0; y < heights[x]; y++) {
                board.fill(x, y);
            }
        }
        int knockouts = random.nextInt(4 + 2 * base);
        for (int k = 0; k < knockouts; k++) {
            int x = random.nextInt(width);
            if (heights[x] > 0) {
                board.clear(x, random.nextInt(heights[x]));
            }
        }
        int floaters = random.nextInt(4);
        for (int k = 0; k < floaters; k++) {
            int x = random.nextInt(width);
            int y = heights[x] + 1 + random.nextInt(3);
            if (y < maxHeight) {
                board.fill(x, y);
            }
        }
        for (int y = 0; y < board.height(); y++) {
            if (board.row(y) == board.fullRowMask()) {
                board.clear(random.nextInt(width), y);
            }
        }
        return board;
    }
}
