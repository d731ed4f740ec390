package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;

/**
 * The board features of Misakamm's controller, measured plainly on a board after the piece is locked and
 * full rows cleared, row by row from the top as its definitions read (misakamm/tetr-ai, README and v2.0
 * source). The field is {@code height} rows (the visible rows: the top-out line is its top):
 * <ul>
 *   <li>row transitions: filled/empty changes along every row of the field, both walls counting as filled
 *       (an empty row has 2);</li>
 *   <li>column transitions: changes down every column, the space above the field empty and the floor
 *       filled (an empty column has 1);</li>
 *   <li>holes: empty cells below a filled cell of their column; those in the wall columns, the columns next
 *       to them and two from them are also counted apart ({@code x0}, {@code x1}, {@code x2});</li>
 *   <li>hole depth: the height of the column of the highest hole (the greatest such height when several
 *       holes share that row); 0 without holes;</li>
 *   <li>wells: a column no higher than either neighbour (a wall is as high as the field) with depth
 *       {@code h} = the lower neighbour's height minus its own scores {@code well_depth_2 / 5} at h = 1,
 *       {@code well_depth_2} at h = 2, and {@code well_depth_3 + (h - 2) * hole(x)} from 3 on, where
 *       hole(x) is the hole weight plus the column's extra hole weight ({@code x0_hole} = 1.5 x
 *       {@code x1_hole} at the walls); the term is twice the sum of the wells' scores minus the largest;</li>
 *   <li>shape adaptability: per piece but I, how many height differences of neighbouring columns (pairs)
 *       and of three columns (triples) match the bottom of one of its orientations, either way round,
 *       clamped to 2 and scored 0, 4, 6; summed over the six pieces.</li>
 * </ul>
 * The patterns are derived from the pieces' cells: per orientation two or three columns wide, the
 * differences of its lowest cells left to right, and their negations, each pattern once per piece.
 */
final class MisakammFeatures {
    /** Per height difference d (index d + 2, |d| at most 2): the pieces a pair of columns fits, 5 bits each. */
    static final int[] PAIR_FITS = new int[5];
    /** Per two differences (index (d1 + 1) * 3 + d2 + 1, |d| at most 1): the pieces three columns fit. */
    static final int[] TRIPLE_FITS = new int[9];
    /** Per piece J L O S T Z: its bit field of 5 bits in the packed counts. */
    private static final int FIELD = 5;

    static {
        for (int p = 1; p < 7; p++) {
            Piece piece = Piece.ofOrdinal(p);
            int pairs = 0;
            int triples = 0;
            for (Rotation r : Rotation.values()) {
                int minX = 9;
                int maxX = -9;
                int[] bottom = new int[9];
                java.util.Arrays.fill(bottom, Integer.MAX_VALUE);
                for (int i = 0; i < 4; i++) {
                    int cx = piece.cellX(r, i) + 4;
                    minX = Math.min(minX, cx);
                    maxX = Math.max(maxX, cx);
                    bottom[cx] = Math.min(bottom[cx], piece.cellY(r, i));
                }
                int span = maxX - minX + 1;
                if (span == 2) {
                    int d = bottom[minX + 1] - bottom[minX];
                    pairs |= 1 << (d + 2) | 1 << (-d + 2);
                } else if (span == 3) {
                    int d1 = bottom[minX + 1] - bottom[minX];
                    int d2 = bottom[minX + 2] - bottom[minX + 1];
                    triples |= 1 << ((d1 + 1) * 3 + d2 + 1) | 1 << ((-d1 + 1) * 3 - d2 + 1);
                }
            }
            for (int i = 0; i < 5; i++) {
                if ((pairs >> i & 1) != 0) {
                    PAIR_FITS[i] += 1 << (FIELD * (p - 1));
                }
            }
            for (int i = 0; i < 9; i++) {
                if ((triples >> i & 1) != 0) {
                    TRIPLE_FITS[i] += 1 << (FIELD * (p - 1));
                }
            }
        }
    }

    private MisakammFeatures() {
    }

    /** Feature values of one board; reused, so measuring allocates nothing. */
    static final class Values {
        int rowTransitions;
        int columnTransitions;
        int holes;
        int x0Holes;
        int x1Holes;
        int x2Holes;
        int holeDepth;
        /** The weighted well term at ten times scale (twice the sum minus the largest). */
        long wells;
        int shapeAdaptability;
        final int[] heights = new int[io.tetrisarena.api.kernel.Board.MAX_WIDTH];
    }

    /** Filled/empty changes along a row of this width, both walls filled. */
    static int rowTransitions(int row, int width) {
        int framed = row << 1 | 1 | 1 << (width + 1);
        return Integer.bitCount((framed ^ framed >>> 1) & ((1 << (width + 1)) - 1));
    }

    /** Measures {@code rows[0..height)} (bottom row first) of a field {@code width} wide into {@code out}. */
    static void measure(int[] rows, int width, int height, MisakammWeights weights, Values out) {
        int full = (1 << width) - 1;
        int[] heights = out.heights;
        for (int x = 0; x < width; x++) {
            heights[x] = 0;
        }
        // From the top down, each column's first cell sets its height: only the columns not yet found are
        // walked, once each, instead of every cell.
        int found = 0;
        for (int k = 0; k < height && found != full; k++) {
            int y = height - 1 - k;
            for (int bits = rows[y] & ~found; bits != 0; bits &= bits - 1) {
                heights[Integer.numberOfTrailingZeros(bits)] = y + 1;
            }
            found |= rows[y];
        }
        int x0Mask = 1 | 1 << (width - 1);
        int x1Mask = (width > 2 ? 1 << 1 | 1 << (width - 2) : 0) & ~x0Mask;
        int x2Mask = (width > 4 ? 1 << 2 | 1 << (width - 3) : 0) & ~x0Mask & ~x1Mask;
        int rowSum = 0;
        int columnSum = 0;
        int holes = 0;
        int x0 = 0;
        int x1 = 0;
        int x2 = 0;
        int holeDepth = 0;
        boolean holeRowFound = false;
        int covered = 0;
        int above = 0;
        for (int y = height - 1; y >= 0; y--) {
            int row = rows[y];
            rowSum += rowTransitions(row, width);
            columnSum += Integer.bitCount(above ^ row);
            above = row;
            int holeBits = ~row & covered & full;
            if (holeBits != 0) {
                holes += Integer.bitCount(holeBits);
                x0 += Integer.bitCount(holeBits & x0Mask);
                x1 += Integer.bitCount(holeBits & x1Mask);
                x2 += Integer.bitCount(holeBits & x2Mask);
                if (!holeRowFound) {
                    holeRowFound = true;
                    for (int bits = holeBits; bits != 0; bits &= bits - 1) {
                        holeDepth = Math.max(holeDepth, heights[Integer.numberOfTrailingZeros(bits)]);
                    }
                }
            }
            covered |= row;
        }
        columnSum += Integer.bitCount(~above & full);
        out.rowTransitions = rowSum;
        out.columnTransitions = columnSum;
        out.holes = holes;
        out.x0Holes = x0;
        out.x1Holes = x1;
        out.x2Holes = x2;
        out.holeDepth = holeDepth;
        out.wells = wells(heights, width, height, weights);
        out.shapeAdaptability = shapeAdaptability(heights, width);
    }

    /** The weighted well term (ten times scale) of these column heights on a field {@code height} rows tall. */
    static long wells(int[] heights, int width, int height, MisakammWeights weights) {
        long sum = 0;
        long max = 0;
        for (int x = 0; x < width; x++) {
            long score = wellAt(heights, x, width, height, weights);
            sum += score;
            max = Math.max(max, score);
        }
        return 2 * sum - max;
    }

    /** Column x's well score (ten times scale), 0 when it is not a well or its score is not positive. */
    static long wellAt(int[] heights, int x, int width, int height, MisakammWeights weights) {
        int centre = heights[x];
        // The neighbours are read whatever x is (clamped into the field), and the walls chosen after: a read
        // only some iterations make would have the JIT hoist its index check over the whole loop, where it
        // fails at the first column and costs a recompilation.
        int left = heights[Math.max(x - 1, 0)];
        int right = heights[Math.min(x + 1, width - 1)];
        left = x == 0 ? height : left;
        right = x == width - 1 ? height : right;
        if (left < centre || right < centre) {
            return 0;
        }
        long score = weights.wellScore(MisakammWeights.columnClass(x, width), Math.min(left, right) - centre);
        return Math.max(score, 0);
    }

    /** Shape adaptability of these column heights: 0, 4 or 6 per piece J L O S T Z, summed. */
    static int shapeAdaptability(int[] heights, int width) {
        int packed = 0;
        for (int x = 0; x + 1 < width; x++) {
            packed += pairFits(heights, x) + (x + 2 < width ? tripleFits(heights, x) : 0);
        }
        return adaptabilityScore(packed);
    }

    /** The pieces (packed counts) that columns x and x + 1 fit. */
    static int pairFits(int[] heights, int x) {
        int d = heights[x + 1] - heights[x];
        return d < -2 || d > 2 ? 0 : PAIR_FITS[d + 2];
    }

    /** The pieces (packed counts) that columns x, x + 1 and x + 2 fit. */
    static int tripleFits(int[] heights, int x) {
        int d1 = heights[x + 1] - heights[x];
        int d2 = heights[x + 2] - heights[x + 1];
        return d1 < -1 || d1 > 1 || d2 < -1 || d2 > 1 ? 0 : TRIPLE_FITS[(d1 + 1) * 3 + d2 + 1];
    }

    /** The 0/4/6 score summed over the six packed match counts. */
    static int adaptabilityScore(int packed) {
        int total = 0;
        for (int p = 0; p < 6; p++) {
            int matches = packed >>> (FIELD * p) & ((1 << FIELD) - 1);
            total += matches == 0 ? 0 : matches == 1 ? 4 : 6;
        }
        return total;
    }

    /** A piece's count of matches in a packed count, J..Z as 1..6 (for tests). */
    static int matches(int packed, int pieceOrdinal) {
        return packed >>> (FIELD * (pieceOrdinal - 1)) & ((1 << FIELD) - 1);
    }
}
