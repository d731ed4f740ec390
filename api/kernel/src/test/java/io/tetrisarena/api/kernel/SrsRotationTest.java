package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.Rules;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** SRS turns: the kick tables, wall and floor kicks of I and T, and T-spin classification. */
class SrsRotationTest {
    private final SrsMoveGenerator srs = new SrsMoveGenerator(Rules.guideline());
    private final PlacementList out = new PlacementList();

    @Test
    void kicksInOffsetFormLandOnTheSameCellsAsTheTrueRotationTable() {
        for (Piece piece : Piece.values()) {
            for (int from = 0; from < 4; from++) {
                for (int turn : new int[] {1, 3}) {
                    int to = (from + turn) % 4;
                    Rotation f = Rotation.ofQuarterTurns(from);
                    Rotation t = Rotation.ofQuarterTurns(to);
                    int tests = SrsKicks.testCount(piece, f, t);
                    assertEquals(piece == Piece.O ? 1 : 5, tests, piece + " " + f + "->" + t);
                    // Put the kernel's piece and the reference's piece on the same cells, then turn both.
                    int kernelX = 5;
                    int kernelY = 10;
                    int refX = kernelX + minX(piece, from, true) - minX(piece, from, false);
                    int refY = kernelY + minY(piece, from, true) - minY(piece, from, false);
                    assertEquals(ReferenceMoveGenerator.key(piece, from, refX, refY),
                            kernelKey(piece, f, kernelX, kernelY));
                    for (int test = 0; test < tests; test++) {
                        int[] refKick = ReferenceMoveGenerator.kick(piece, from, to, test);
                        assertEquals(
                                ReferenceMoveGenerator.key(piece, to, refX + refKick[0], refY + refKick[1]),
                                kernelKey(piece, t, kernelX + SrsKicks.kickX(piece, f, t, test),
                                        kernelY + SrsKicks.kickY(piece, f, t, test)),
                                piece + " " + f.guidelineName() + "->" + t.guidelineName() + " test " + (test + 1));
                    }
                }
            }
        }
    }

    @Test
    void turnsAnIFlatOnTheFloorUpWithTheFifthTest() {
        Board empty = Board.standard();
        int test = SrsKicks.firstFittingTest(empty, Piece.I, Rotation.NORTH, Rotation.EAST, 4, 0);
        // Tests 1-4 reach below the floor; the fifth is (+1,+2) in the guideline's table.
        assertEquals(4, test);
        assertEquals(2, SrsKicks.kickX(Piece.I, Rotation.NORTH, Rotation.EAST, test));
        assertEquals(2, SrsKicks.kickY(Piece.I, Rotation.NORTH, Rotation.EAST, test));
        assertCells(Placement.of(Piece.I, Rotation.EAST, 6, 2), "6,0 6,1 6,2 6,3");
    }

    @Test
    void kicksAnIOffTheLeftWallWithTheSecondTest() {
        Board empty = Board.standard();
        assertCells(Placement.of(Piece.I, Rotation.WEST, 0, 5), "0,4 0,5 0,6 0,7");
        int test = SrsKicks.firstFittingTest(empty, Piece.I, Rotation.WEST, Rotation.NORTH, 0, 5);
        // The plain turn would put a cell at x = -1; the second test, (+1,0) in the table, fits.
        assertEquals(1, test);
        int x = SrsKicks.kickX(Piece.I, Rotation.WEST, Rotation.NORTH, test);
        int y = SrsKicks.kickY(Piece.I, Rotation.WEST, Rotation.NORTH, test);
        assertCells(Placement.of(Piece.I, Rotation.NORTH, x, 5 + y), "0,6 1,6 2,6 3,6");
    }

    @Test
    void kicksAnIOffTheRightWallWithTheThirdTest() {
        Board empty = Board.standard();
        assertCells(Placement.of(Piece.I, Rotation.EAST, 9, 5), "9,3 9,4 9,5 9,6");
        int test = SrsKicks.firstFittingTest(empty, Piece.I, Rotation.EAST, Rotation.NORTH, 9, 5);
        // (0,0) and (+2,0) leave the field on the right; the third test, (-1,0), fits.
        assertEquals(2, test);
        int x = 9 + SrsKicks.kickX(Piece.I, Rotation.EAST, Rotation.NORTH, test);
        int y = 5 + SrsKicks.kickY(Piece.I, Rotation.EAST, Rotation.NORTH, test);
        assertCells(Placement.of(Piece.I, Rotation.NORTH, x, y), "6,5 7,5 8,5 9,5");
    }

    @Test
    void kicksATOffEitherWallWithTheSecondTest() {
        Board empty = Board.standard();
        assertEquals(1, SrsKicks.firstFittingTest(empty, Piece.T, Rotation.EAST, Rotation.SOUTH, 0, 5));
        assertEquals(1, SrsKicks.kickX(Piece.T, Rotation.EAST, Rotation.SOUTH, 1));
        assertEquals(0, SrsKicks.kickY(Piece.T, Rotation.EAST, Rotation.SOUTH, 1));
        assertEquals(1, SrsKicks.firstFittingTest(empty, Piece.T, Rotation.WEST, Rotation.SOUTH, 9, 5));
        assertEquals(-1, SrsKicks.kickX(Piece.T, Rotation.WEST, Rotation.SOUTH, 1));
    }

    @Test
    void failsATurnWhenNoTestFits() {
        Board walled = Board.parse(
                "#.########",
                "#.########",
                "#.########",
                "#.########",
                "#.########");
        // A vertical T at the bottom of a deep one-wide well cannot turn: every test hits the walls.
        assertEquals(-1, SrsKicks.firstFittingTest(walled, Piece.T, Rotation.EAST, Rotation.SOUTH, 1, 1));
        assertEquals(-1, SrsKicks.firstFittingTest(walled, Piece.T, Rotation.EAST, Rotation.NORTH, 1, 1));
    }

    @Test
    void rejectsATurnToTheSameState() {
        assertThrows(IllegalArgumentException.class,
                () -> SrsKicks.testCount(Piece.T, Rotation.NORTH, Rotation.NORTH));
    }

    @Test
    void turnsTheTIntoTheTripleSlotWithTheFifthTestAndCallsItFull() {
        Board board = Board.parse(
                "##........",
                "#.........",
                "#.########",
                "#..#######",
                "#.########");
        int test = SrsKicks.firstFittingTest(board, Piece.T, Rotation.NORTH, Rotation.EAST, 2, 3);
        assertEquals(4, test);
        assertEquals(-1, SrsKicks.kickX(Piece.T, Rotation.NORTH, Rotation.EAST, test));
        assertEquals(-2, SrsKicks.kickY(Piece.T, Rotation.NORTH, Rotation.EAST, test));
        Placement triple = Placement.parse("T R 1 1 full");
        srs.generate(board, Piece.T, out);
        assertTrue(out.contains(triple));
        assertFalse(out.contains(triple.withSpin(Spin.NONE)), "only a turn reaches the slot");
        assertFalse(out.contains(triple.withSpin(Spin.MINI)));
        PlacementResult result = board.apply(triple);
        assertEquals(3, result.linesCleared());
        assertEquals(Board.parse("##........", "#.........").filledCells(), result.board().filledCells());
        assertEquals(Board.parse("##........", "#........."), result.board());
    }

    @Test
    void callsAFifthKickSpinFullEvenWithAnEmptyFrontCorner() {
        Board board = Board.parse(
                "######...#",
                "######....",
                "#########.",
                "########..",
                "########..");
        assertEquals(4, SrsKicks.firstFittingTest(board, Piece.T, Rotation.NORTH, Rotation.WEST, 8, 3));
        assertFalse(board.isBlocked(8, 0), "the front corner (8,0) is empty");
        srs.generate(board, Piece.T, out);
        assertTrue(out.contains(Placement.parse("T L 9 1 full")));
        assertFalse(out.contains(Placement.parse("T L 9 1 mini")));
        assertEquals(2, board.apply(Placement.parse("T L 9 1 full")).linesCleared());
    }

    @Test
    void tellsAFullTSpinFromAMiniByTheFrontCorners() {
        Board board = Board.parse(
                "###.......",
                "##...#####",
                "###.######");
        srs.generate(board, Piece.T, out);
        // Pointing down: both front corners (2,0) and (4,0) are filled.
        assertTrue(out.contains(Placement.parse("T 2 3 1 full")));
        assertFalse(out.contains(Placement.parse("T 2 3 1")));
        // Pointing right: front corners (4,2) empty and (4,0) filled; three corners in all: a mini.
        assertTrue(out.contains(Placement.parse("T R 3 1 mini")));
        assertFalse(out.contains(Placement.parse("T R 3 1 full")));
        // The same cells dropped into without a turn are no spin at all.
        assertTrue(out.contains(Placement.parse("T R 3 1")));
        // Pointing up under the overhang: front corners (2,2) filled and (4,2) empty: a mini.
        assertTrue(out.contains(Placement.parse("T 0 3 1 mini")));
        assertEquals(2, board.apply(Placement.parse("T 2 3 1 full")).linesCleared());
        assertEquals(1, board.apply(Placement.parse("T R 3 1 mini")).linesCleared());
    }

    @Test
    void countsNoSpinWithFewerThanThreeCorners() {
        Board board = Board.parse(
                "#.........",
                "##.#######");
        srs.generate(board, Piece.T, out);
        // The T pointing down into (2,0) can also be turned into place from "T R 2 1", but of the corners
        // of its centre (2,1) only (1,0) and (3,0) are filled: two, so no spin.
        assertTrue(out.contains(Placement.parse("T R 2 1")));
        assertEquals(0, SrsKicks.firstFittingTest(board, Piece.T, Rotation.EAST, Rotation.SOUTH, 2, 1));
        assertTrue(out.contains(Placement.parse("T 2 2 1")));
        assertFalse(out.contains(Placement.parse("T 2 2 1 mini")));
        assertFalse(out.contains(Placement.parse("T 2 2 1 full")));
    }

    private static void assertCells(Placement p, String expected) {
        TreeSet<String> cells = new TreeSet<>();
        for (int i = 0; i < 4; i++) {
            cells.add(p.cellX(i) + "," + p.cellY(i));
        }
        assertEquals(expected, String.join(" ", cells));
    }

    private static String kernelKey(Piece piece, Rotation r, int x, int y) {
        return ReferenceMoveGenerator.cellKey(new Placement(piece, r, x, y, Spin.NONE));
    }

    private static int minX(Piece piece, int rotation, boolean kernel) {
        int m = Integer.MAX_VALUE;
        int[] ref = ReferenceMoveGenerator.cells(piece, rotation);
        for (int i = 0; i < 4; i++) {
            m = Math.min(m, kernel ? piece.cellX(Rotation.ofQuarterTurns(rotation), i) : ref[2 * i]);
        }
        return m;
    }

    private static int minY(Piece piece, int rotation, boolean kernel) {
        int m = Integer.MAX_VALUE;
        int[] ref = ReferenceMoveGenerator.cells(piece, rotation);
        for (int i = 0; i < 4; i++) {
            m = Math.min(m, kernel ? piece.cellY(Rotation.ofQuarterTurns(rotation), i) : ref[2 * i + 1]);
        }
        return m;
    }
}
