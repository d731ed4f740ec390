package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Misakamm's features, worked out by hand on drawn boards (rows drawn top first, {@code #} filled; the
 * field is as tall as the drawing). Walls count as filled for row transitions and as as high as the field
 * for wells; the floor counts as filled and the space above as empty for column transitions.
 */
class MisakammFeaturesTest {
    private static final MisakammWeights W = MisakammWeights.PUBLISHED;

    private static MisakammFeatures.Values measure(String... topFirst) {
        int[] rows = new int[topFirst.length];
        for (int i = 0; i < topFirst.length; i++) {
            String line = topFirst[topFirst.length - 1 - i];
            for (int x = 0; x < line.length(); x++) {
                if (line.charAt(x) == '#') {
                    rows[i] |= 1 << x;
                }
            }
        }
        MisakammFeatures.Values v = new MisakammFeatures.Values();
        MisakammFeatures.measure(rows, 10, topFirst.length, W, v);
        return v;
    }

    /**
     * Four empty rows: each row has 2 transitions (at the walls), each column 1 (at the floor). Every
     * neighbouring pair of columns is level, which fits J, L and O (their flat bottoms, 9 pairs each), and
     * every three level columns fit J, L and T (8 triples): J 17, L 17, O 9, T 8 matches, clamped to 2 and
     * scored 6 each; S and Z fit no level pair: 24.
     */
    @Test
    void anEmptyFieldHasTwoTransitionsPerRowOnePerColumnAndFitsJLOAndT() {
        MisakammFeatures.Values v = measure("..........", "..........", "..........", "..........");
        assertEquals(8, v.rowTransitions);
        assertEquals(10, v.columnTransitions);
        assertEquals(0, v.holes);
        assertEquals(0, v.holeDepth);
        assertEquals(0, v.wells);
        assertEquals(24, v.shapeAdaptability);
    }

    /**
     * A well of depth 3 against the left wall, a hole two columns from the wall and one in the right wall's
     * column. Field of 5 rows:
     * <pre>
     * ..........
     * ..........
     * .###.....#
     * .#.#.....#
     * .########.
     * </pre>
     * Row transitions, bottom up: 4, 6, 4, 2, 2 = 18. Column transitions: column 0 empty 1, columns 1 and 3
     * 1, column 2 (filled, hole, filled) 3, columns 4-8 1 each, column 9 (filled, filled, hole over the
     * floor) 3 = 14. Holes: (2, 1) in column 2 (two from the wall) and (9, 0) in the wall column: 2, x0 1,
     * x1 0, x2 1. The highest hole is row 1's, in column 2, whose height is 3. Wells: column 0 (height 0)
     * between the wall (5) and column 1 (3) has depth 3: well_depth_3 + 1 x (hole + x0_hole), at ten
     * times scale 990 + 4010 + 15 x 88 = 6,320; no other column is lower than both neighbours; 2 x 6,320 -
     * 6,320 = 6,320. Heights 0 3 3 3 1 1 1 1 1 3: level pairs (six) fit J L O, the steps of 2 (two) fit J
     * and L, four level triples fit J L T: J 12, L 12, O 6, T 4, scored 6 each: 24.
     */
    @Test
    void countsAWellAgainstTheWallAndHolesByTheirDistanceFromTheWalls() {
        MisakammFeatures.Values v = measure("..........", "..........", ".###.....#", ".#.#.....#", ".########.");
        assertEquals(18, v.rowTransitions);
        assertEquals(14, v.columnTransitions);
        assertEquals(2, v.holes);
        assertEquals(1, v.x0Holes);
        assertEquals(0, v.x1Holes);
        assertEquals(1, v.x2Holes);
        assertEquals(3, v.holeDepth);
        assertEquals(6320, v.wells);
        assertEquals(24, v.shapeAdaptability);
    }

    /**
     * A surface that fits several pieces, and wells of depth 1 and 3 next to and away from the walls.
     * Solid columns of heights 3 0 3 3 0 3 2 3 0 3 in a field of 5 rows:
     * <pre>
     * ..........
     * ..........
     * #.##.#.#.#
     * #.##.###.#
     * #.##.###.#
     * </pre>
     * Row transitions 6 + 6 + 8 + 2 + 2 = 24; column transitions 10 (one per column); no holes. Wells:
     * column 1 (next to the wall) depth 3: 990 + 10 x (401 + 88) = 5,880; column 4 (inner) depth 3:
     * 990 + 4,010 = 5,000; column 6 depth 1: 2 x 176 = 352; column 8 (next to the wall) depth 3: 5,880;
     * 2 x 17,112 - 5,880 = 28,344. Height differences -3 3 0 -3 3 -1 1 -3 3: the level pair fits J, L and
     * O once (4 each); the steps of 1 fit S, T and Z twice, and the triple -1 1 (a T upside down) fits T
     * once more (6 each): 3 x 4 + 3 x 6 = 30.
     */
    @Test
    void scoresEachPieceTheSurfaceFitsZeroFourOrSixAndWellsByDepthAndColumn() {
        MisakammFeatures.Values v = measure("..........", "..........", "#.##.#.#.#", "#.##.###.#", "#.##.###.#");
        assertEquals(24, v.rowTransitions);
        assertEquals(10, v.columnTransitions);
        assertEquals(0, v.holes);
        assertEquals(0, v.holeDepth);
        assertEquals(28344, v.wells);
        assertEquals(30, v.shapeAdaptability);
    }

    /** Depth 2 scores well_depth_2 (x10: 1,760) wherever it is; a wall column's depth 4 is 990 + 2 x 5,330. */
    @Test
    void scoresWellsOfDepthTwoByTheirOwnWeightAndDeeperOnesByTheHolePenaltyOfTheirColumn() {
        assertEquals(1760, W.wellScore(MisakammWeights.INNER, 2));
        assertEquals(1760, W.wellScore(MisakammWeights.WALL, 2));
        assertEquals(352, W.wellScore(MisakammWeights.TWO_FROM_WALL, 1));
        assertEquals(990 + 2 * (4010 + 1320), W.wellScore(MisakammWeights.WALL, 4));
        assertEquals(990 + 4890, W.wellScore(MisakammWeights.TWO_FROM_WALL, 3));
        // Heights 2 2 0 2 ...: one well of depth 2 in column 2, the rest level or peaks.
        int[] heights = {2, 2, 0, 2, 2, 2, 2, 2, 2, 2};
        assertEquals(1760, MisakammFeatures.wells(heights, 10, 6, W));
        // Two wells: 2 x (1,760 + 352) - 1,760.
        int[] two = {2, 2, 0, 2, 1, 2, 2, 2, 2, 2};
        assertEquals(2 * (1760 + 352) - 1760, MisakammFeatures.wells(two, 10, 6, W));
    }

    /**
     * The patterns, from the pieces' bottoms either way round: pairs J and L {-2, 0, 2}, O {0}, S T Z
     * {-1, 1}; triples J {0 0, 0 1, 0 -1}, L {0 0, 1 0, -1 0}, S {0 1, 0 -1}, T {0 0, 1 -1, -1 1},
     * Z {1 0, -1 0}.
     */
    @Test
    void derivesThePairAndTriplePatternsOfEachPieceFromItsOrientations() {
        String[] names = {"", "J", "L", "O", "S", "T", "Z"};
        String[] pairs = {"", "-2 0 2", "-2 0 2", "0", "-1 1", "-1 1", "-1 1"};
        String[] triples = {"", "0-1 00 01", "-10 00 10", "", "0-1 01", "-11 00 1-1", "-10 10"};
        for (int p = 1; p < 7; p++) {
            StringBuilder pair = new StringBuilder();
            for (int d = -2; d <= 2; d++) {
                if (MisakammFeatures.matches(MisakammFeatures.PAIR_FITS[d + 2], p) == 1) {
                    pair.append(pair.length() == 0 ? "" : " ").append(d);
                }
            }
            StringBuilder triple = new StringBuilder();
            for (int d1 = -1; d1 <= 1; d1++) {
                for (int d2 = -1; d2 <= 1; d2++) {
                    if (MisakammFeatures.matches(MisakammFeatures.TRIPLE_FITS[(d1 + 1) * 3 + d2 + 1], p) == 1) {
                        triple.append(triple.length() == 0 ? "" : " ").append(d1).append(d2);
                    }
                }
            }
            assertEquals(pairs[p], pair.toString(), names[p] + " pairs");
            assertEquals(triples[p], triple.toString(), names[p] + " triples");
        }
    }

    /**
     * The I stood in the gap of {@code ####.#####} (field of 4 rows) clears the row and leaves a 3-high
     * column 4. Its cells sit 3, 2, 1 and 0 rows from the top: landing 6 quarter rows. After clearing: row
     * transitions 3 x 4 + 2 = 14, column transitions 10, no holes or wells, heights 0 0 0 0 3 0 0 0 0 0
     * (seven level pairs, five level triples: J 12, L 12, O 7, T 5): 24. Score
     * 15 x 67 x 6 + 60 x 86 x 1 - 60 x 100 x 14 - 60 x 95 x 10 + 10 x 117 x 24 = -101,730.
     */
    @Test
    void scoresAClearingPlacementAsTheOriginalsIntegerSum() {
        Rules rules = MisakammOriginalChoicesTest.literature(4);
        Board board = new Board(10, 8);
        board.setRow(0, 0b1111101111);
        Placement upright = null;
        for (Placement p : Decisions.placements(rules, board, Piece.I)) {
            TreeSet<Integer> columns = new TreeSet<>();
            for (int i = 0; i < 4; i++) {
                columns.add(p.cellX(i));
            }
            if (columns.equals(new TreeSet<>(List.of(4))) && p.bottomRow() == 0) {
                upright = p;
            }
        }
        MisakammScorer scorer = new MisakammScorer(W);
        scorer.load(board, 4);
        assertEquals(-101730, scorer.score(upright.piece(), upright.rotation(), upright.x(), upright.y(),
                Long.MIN_VALUE));
    }

    /**
     * On an empty field the mirror images of a placement score the same and lie as far from the centre;
     * the original then takes the smaller x: the O and the flat I go to the left wall, as its program does.
     */
    @Test
    void breaksAnEqualScoreAtTheSameDistanceFromTheCentreTowardsTheLeft() {
        Rules rules = MisakammOriginalChoicesTest.literature(10);
        MisakammBot bot = new MisakammBot();
        Board empty = new Board(10, 14);
        assertEquals(Board.parse(10, 14, "##........", "##........"), Decisions.resultOf(bot, rules, empty, Piece.O));
        assertEquals(Board.parse(10, 14, "####......"), Decisions.resultOf(bot, rules, empty, Piece.I));
    }
}
