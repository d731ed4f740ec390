package io.tetrisarena.arena.fumen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Fumen strings published in the tetris-fumen README (knewjade/tetris-fumen), decoded and re-encoded exactly. */
class FumenTest {
    /** Four rows of nine grey cells with the well at the right: the README's "Update decoded fumen" input. */
    private static final String FOUR_ROWS = "v115@9gI8AeI8AeI8AeI8KeAgH";
    /** The same with the comment '4 Lines' and an I, left, at (9, 1) filling the well. */
    private static final String FOUR_LINES = "v115@9gI8AeI8AeI8AeI8Ke5IYJA0no2AMOprDTBAAA";
    /** Seven pages, the first with the comment 'Opening' and an I, spawn, at (4, 0). */
    private static final String OPENING = "v115@vhGRQYHAvItJEJmhCAUGJKJJvMJTNJGBJFKYPAUEzP?EJG98AQmqhECDdCA";
    /** The README's perfect-clear opener, built page by page. */
    private static final String PC_OPENER = "v115@9gilGeglRpGeg0RpGei0GeI8AeAgWYAQIKvDll2TAS?IvBElCyTASIqPEFGNXEvhE9tB0sBX"
            + "jBAwSYATwgkDlt0TAz?B88AQx2vAx178AwngHBAAPMAFbuYCJciNEyoAVB";

    private static final Board WELL = Board.parse(10, 40,
            "#########.", "#########.", "#########.", "#########.");

    @Test
    void decodesFourGreyRowsWithAWell() {
        List<Fumen.Page> pages = Fumen.decode(FOUR_ROWS);
        assertEquals(1, pages.size());
        Fumen.Page page = pages.get(0);
        assertEquals(WELL, page.toBoard(10, 40));
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 9; x++) {
                assertEquals(8, page.at(x, y));
            }
        }
        assertNull(page.operation());
        assertTrue(page.lock());
        assertEquals("", page.comment());
    }

    @Test
    void encodesABoardExactlyAsThePublishedString() {
        assertEquals(FOUR_ROWS, Fumen.encode(WELL, null));
    }

    @Test
    void decodesAPiecePlacementAndItsComment() {
        Fumen.Page page = Fumen.decode("https://harddrop.com/fumen/?" + FOUR_LINES + "&dummy=1").get(0);
        assertEquals(new Fumen.Operation(1, 3, 9, 1), page.operation());
        assertEquals(Piece.I, page.operation().piece());
        assertEquals("4 Lines", page.comment());
        Set<List<Integer>> cells = new HashSet<>();
        for (int[] c : page.operation().cells()) {
            cells.add(List.of(c[0], c[1]));
        }
        assertEquals(Set.of(List.of(9, 0), List.of(9, 1), List.of(9, 2), List.of(9, 3)), cells);
        int[] after = Fumen.afterLock(page.field(), page.operation(), false, false);
        assertArrayEquals(new int[after.length], after, "the I clears all four rows");
    }

    @Test
    void encodesTheWellFillingIAsFumensRightStateOverTheSameCells() {
        Fumen.Operation op = Fumen.Operation.of(Placement.of(Piece.I, Rotation.EAST, 9, 2));
        String text = Fumen.encode(WELL, op);
        assertEquals("v115@9gI8AeI8AeI8AeI8KepIJ", text);
        Fumen.Page page = Fumen.decode(text).get(0);
        assertEquals(new Fumen.Operation(1, 1, 9, 2), page.operation());
        assertArrayEquals(new int[page.field().length],
                Fumen.afterLock(page.field(), page.operation(), false, false), "it clears the four rows");
    }

    @Test
    void decodesEveryPageOfAMultiPageString() {
        List<Fumen.Page> pages = Fumen.decode(OPENING);
        assertEquals(7, pages.size());
        assertEquals("Opening", pages.get(0).comment());
        assertEquals(new Fumen.Operation(1, 2, 4, 0), pages.get(0).operation());
        assertTrue(pages.get(0).toBoard(10, 40).isEmpty());
        Board second = pages.get(1).toBoard(10, 40);
        assertEquals(4, second.filledCells(), "page 2 starts from the locked I");
        for (int x = 3; x <= 6; x++) {
            assertTrue(second.isFilled(x, 0));
        }
        assertEquals(1, pages.get(1).at(3, 0), "the I keeps its colour");
    }

    @Test
    void decodesThePerfectClearOpenerWithItsGarbageRowFlagsAndComments() {
        List<Fumen.Page> pages = Fumen.decode(PC_OPENER);
        assertEquals(6, pages.size());
        Fumen.Page first = pages.get(0);
        assertEquals("Perfect Clear Opener", first.comment());
        assertEquals(Board.parse(10, 40, "###.......", "###.......", "###.......", "###......."),
                first.toBoard(10, 40));
        assertEquals(2, first.at(0, 3), "L");
        assertEquals(3, first.at(1, 2), "O");
        assertEquals(6, first.at(0, 0), "J");
        assertEquals(8, first.at(0, -1), "the garbage row is grey...");
        assertEquals(0, first.at(9, -1), "...with a hole at the right");
        assertEquals(new Fumen.Operation(5, 3, 9, 1), pages.get(1).operation());
        assertEquals(new Fumen.Operation(4, 2, 7, 0), pages.get(2).operation());
        assertEquals(new Fumen.Operation(7, 2, 8, 2), pages.get(3).operation());
        assertEquals("Success: 61.19 %", pages.get(4).comment());
        assertTrue(pages.get(4).mirror());
        assertFalse(pages.get(3).mirror());
        assertEquals("(Mirror)", pages.get(5).comment());
    }

    @Test
    void everyKernelPlacementHasAFumenOperationOverTheSameCells() {
        for (Piece piece : Piece.values()) {
            for (Rotation rotation : Rotation.values()) {
                Placement p = Placement.of(piece, rotation, 4, 5);
                Fumen.Operation op = Fumen.Operation.of(p);
                assertEquals(piece, op.piece());
                Set<List<Integer>> want = new HashSet<>();
                Set<List<Integer>> got = new HashSet<>();
                for (int i = 0; i < 4; i++) {
                    want.add(List.of(p.cellX(i), p.cellY(i)));
                    got.add(List.of(op.cells()[i][0], op.cells()[i][1]));
                }
                assertEquals(want, got, p.toString());
            }
        }
    }

    @Test
    void manyPagesEncodedAreDecodedToTheSameFieldsAndPieces() {
        List<int[]> fields = new ArrayList<>();
        List<Fumen.Operation> ops = new ArrayList<>();
        fields.add(Fumen.fieldOf(WELL, null));
        ops.add(Fumen.Operation.of(Placement.of(Piece.T, Rotation.NORTH, 4, 5)));
        for (int i = 0; i < 70; i++) {
            fields.add(null);
            ops.add(null);
        }
        String text = Fumen.encode(fields, ops);
        List<Fumen.Page> pages = Fumen.decode(text);
        assertEquals(71, pages.size());
        assertEquals(ops.get(0), pages.get(0).operation());
        int[] expected = Fumen.afterLock(fields.get(0), ops.get(0), false, false);
        assertArrayEquals(expected, pages.get(70).field());
        assertEquals('?', text.charAt(5 + 42), "a '?' after the first 42 digits");
    }

    @Test
    void rejectsWhatIsNotAFumenString() {
        assertEquals("not a fumen v115 string (it should contain v115@)",
                assertThrows(IllegalArgumentException.class, () -> Fumen.decode("hello")).getMessage());
        assertEquals("the fumen string ends in the middle of a page",
                assertThrows(IllegalArgumentException.class, () -> Fumen.decode("v115@9gI8")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Fumen.decode("v115@9g!8AeI8AeI8AeI8KeAgH"));
    }
}
