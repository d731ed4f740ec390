package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import org.junit.jupiter.api.Test;

/** Spawn, block out and lock out on the standard field (spawn origin (4, 19), 20 visible rows). */
class TopOutTest {
    private static final Rules RULES = Rules.guideline();

    private static Board withCells(int... xy) {
        Board board = Board.standard();
        for (int i = 0; i < xy.length; i += 2) {
            board.fill(xy[i], xy[i + 1]);
        }
        return board;
    }

    @Test
    void spawnsAtRowNineteenOnAnEmptyField() {
        for (Piece piece : Piece.values()) {
            assertEquals(19, Spawn.spawnY(Board.standard(), piece, RULES), piece.name());
        }
    }

    @Test
    void spawnsOneRowHigherWhenTheSpawnCellsAreTaken() {
        // (4,19) is the origin cell, which every piece covers at spawn.
        Board board = withCells(4, 19);
        for (Piece piece : Piece.values()) {
            assertEquals(20, Spawn.spawnY(board, piece, RULES), piece.name());
        }
    }

    @Test
    void blocksOutWhenBothSpawnRowsAreTaken() {
        Board board = withCells(4, 19, 4, 20);
        for (Piece piece : Piece.values()) {
            assertEquals(-1, Spawn.spawnY(board, piece, RULES), piece.name());
            assertEquals(0, new SrsMoveGenerator(RULES).generate(board, piece, new PlacementList()), piece.name());
        }
    }

    @Test
    void spawnsAboveACellThatOnlySomePiecesCover() {
        // (3,20) is covered at row 19 only by the pieces with a cell at (-1,+1): J and Z. One row up,
        // J covers it again with its (-1,0) cell and blocks out; Z does not and spawns at row 20.
        Board board = withCells(3, 20);
        assertEquals(-1, Spawn.spawnY(board, Piece.J, RULES));
        assertEquals(20, Spawn.spawnY(board, Piece.Z, RULES));
        for (Piece piece : new Piece[] {Piece.I, Piece.L, Piece.O, Piece.S, Piece.T}) {
            assertEquals(19, Spawn.spawnY(board, piece, RULES), piece.name());
        }
    }

    /** Guideline lock out as the play state judges it, checked against the deprecated 1.0 entry point. */
    @SuppressWarnings("deprecation")
    private static boolean locksOut(Placement p) {
        boolean judged = TopOut.byPiece(RULES, p.bottomRow(), p.topRow());
        assertEquals(judged, Spawn.locksOut(p, RULES), p + ": Spawn.locksOut disagrees with TopOut.byPiece");
        return judged;
    }

    @Test
    void locksOutOnlyWhenEveryCellIsAboveTheVisibleField() {
        assertTrue(locksOut(Placement.parse("O 0 4 20")));
        assertTrue(locksOut(Placement.parse("I R 4 23")));
        assertFalse(locksOut(Placement.parse("O 0 4 19")), "its bottom row is visible");
        assertTrue(locksOut(Placement.parse("I R 4 22")), "rows 20 to 23 are all hidden");
        assertFalse(locksOut(Placement.parse("I R 4 21")), "its lowest cell is in row 19");
        assertFalse(locksOut(Placement.parse("T 2 4 20")), "the T's stem reaches row 19");
    }

    @Test
    void listsPlacementsThatLockOutWhenTheStackReachesTheSpawn() {
        Board board = Board.standard();
        for (int y = 0; y < 20; y++) {
            board.setRow(y, y % 2 == 0 ? 0b1111111110 : 0b0111111111);
        }
        PlacementList out = new PlacementList();
        new SrsMoveGenerator(RULES).generate(board, Piece.O, out);
        assertTrue(out.size() > 0);
        for (Placement p : out.toList()) {
            assertTrue(locksOut(p), p + " rests on the full-height stack");
        }
    }

    /** 10 wide, 14 high, 10 visible: the literature-10x10 field under each top-out rule. */
    private static Rules tenByTen(TopOutRule rule) {
        return new Rules("t", 10, 14, 10, 0, false, MovementModel.STRAIGHT_DROP, false, ScoringTable.NONE,
                RandomizerKind.UNIFORM, rule, 0, GarbageSchedule.NONE, 0);
    }

    @Test
    void theReferenceResearchRuleEndsTheGameWhenAnyCellOfThePieceIsAboveTheVisibleRows() {
        Rules rules = tenByTen(TopOutRule.PIECE_ABOVE_VISIBLE);
        assertFalse(TopOut.byPiece(rules, 6, 9), "rows 6-9 are all visible");
        assertTrue(TopOut.byPiece(rules, 7, 10), "row 10 is the first hidden row");
        assertTrue(TopOut.byPiece(rules, 10, 11));
        assertTrue(TopOut.endsBeforeClearing(rules));
        assertFalse(TopOut.byStack(rules, 14), "only the piece is judged");
        assertTrue(TopOut.endsGame(rules, 7, 10, 8));
        assertFalse(TopOut.endsGame(rules, 6, 9, 10));
    }

    @Test
    void theWriteUpsResearchRuleJudgesTheStackAfterClearing() {
        Rules rules = tenByTen(TopOutRule.STACK_ABOVE_VISIBLE);
        assertFalse(TopOut.byPiece(rules, 10, 13));
        assertFalse(TopOut.endsBeforeClearing(rules));
        assertFalse(TopOut.byStack(rules, 10));
        assertTrue(TopOut.byStack(rules, 11));
        assertFalse(TopOut.endsGame(rules, 7, 10, 8), "the clears brought the stack back under row 10");
        assertTrue(TopOut.endsGame(rules, 7, 10, 11));
    }

    @Test
    void theGuidelineRuleEndsTheGameOnLockOutOnlyAfterScoringTheClears() {
        Rules rules = tenByTen(TopOutRule.GUIDELINE);
        assertFalse(TopOut.byPiece(rules, 9, 12), "its bottom cell is visible");
        assertTrue(TopOut.byPiece(rules, 10, 11));
        assertFalse(TopOut.endsBeforeClearing(rules));
        assertFalse(TopOut.byStack(rules, 14));
    }
}
