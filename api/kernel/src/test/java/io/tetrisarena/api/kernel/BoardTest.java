package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The bitboard: parsing, heights, line clears, garbage and the placement summary. */
class BoardTest {

    @Test
    void parsesRowsTopFirstAndBottomAligned() {
        Board board = Board.parse(
                "#.........",
                "##......##");
        assertTrue(board.isFilled(0, 1));
        assertFalse(board.isFilled(1, 1));
        assertEquals(0b1100000011, board.row(0));
        assertEquals(2, board.stackHeight());
        assertEquals("#.........\n##......##\n", board.toString());
    }

    @Test
    void rejectsARowOfTheWrongWidthNamingTheRow() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Board.parse("..........", "........."));
        assertTrue(e.getMessage().startsWith("board row 2 has 9 cells, expected 10"), e.getMessage());
    }

    @Test
    void treatsWallsFloorAndCeilingAsBlocked() {
        Board board = Board.standard();
        assertTrue(board.isBlocked(-1, 0));
        assertTrue(board.isBlocked(10, 0));
        assertTrue(board.isBlocked(0, -1));
        assertTrue(board.isBlocked(0, 40));
        assertFalse(board.isBlocked(9, 39));
    }

    @Test
    void measuresColumnHeightsOverHoles() {
        Board board = Board.parse(
                "..#.......",
                ".....#....",
                "#.....#...");
        int[] heights = new int[10];
        board.columnHeights(heights);
        assertArrayEquals(new int[] {1, 0, 3, 0, 0, 2, 1, 0, 0, 0}, heights);
        assertEquals(3, board.columnHeight(2));
    }

    @Test
    void clearsFullRowsAndDropsTheRowsAbove() {
        Board board = Board.parse(
                "#.........",
                "##########",
                ".#........",
                "##########");
        assertEquals(2, board.fullRowCount());
        assertEquals(2, board.clearFullRows());
        assertEquals(Board.parse("#.........", ".#........"), board);
    }

    @Test
    void pushesGarbageInFromTheBottomWithOneHole() {
        Board board = Board.parse("#.........");
        assertTrue(board.pushGarbage(3));
        assertEquals(Board.parse("#.........", "###.######"), board);
    }

    @Test
    void reportsGarbagePushingACellOffTheTop() {
        Board board = new Board(10, 4);
        board.fill(5, 3);
        assertFalse(board.pushGarbage(0));
    }

    @Test
    void summarisesAPlacementWithoutChangingTheBoard() {
        Board board = Board.parse(
                "#########.",
                "#########.",
                "#########.",
                "####.####.");
        Board before = board.copy();
        PlacementResult result = board.apply(Placement.parse("I R 9 2"));
        assertEquals(before, board);
        assertEquals(3, result.linesCleared());
        assertEquals(9, result.erodedPieceCells(), "3 lines times 3 of the I's cells");
        assertEquals(1.5, result.landingHeight());
        assertEquals(Board.parse("####.#####"), result.board());
        assertFalse(result.perfectClear());
    }

    @Test
    void recognisesAPerfectClear() {
        Board board = Board.parse("######....");
        PlacementResult result = board.apply(Placement.parse("I 0 7 0"));
        assertEquals(1, result.linesCleared());
        assertTrue(result.perfectClear());
        assertTrue(result.board().isEmpty());
    }

    @Test
    void refusesToApplyAPlacementThatDoesNotFit() {
        Board board = Board.parse("#.........");
        assertThrows(IllegalArgumentException.class, () -> board.apply(Placement.parse("O 0 0 0")));
    }
}
