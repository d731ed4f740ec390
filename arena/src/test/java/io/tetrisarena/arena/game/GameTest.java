package io.tetrisarena.arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.kernel.internal.GarbageHoles;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

class GameTest {
    private static final Rules GUIDELINE = Rules.guideline();

    /** The first seed whose 7-bag sequence starts with the given piece. */
    private static long seedStartingWith(Piece piece) {
        for (long seed = 0; ; seed++) {
            if (PieceSequence.sevenBag(seed).piece(0) == piece) {
                return seed;
            }
        }
    }

    /** Index of the legal placement whose cells all satisfy the test, or -1. */
    private static int find(PlacementList list, IntPredicate cellOk) {
        for (int i = 0; i < list.size(); i++) {
            Placement p = list.get(i);
            boolean ok = true;
            for (int c = 0; c < 4 && ok; c++) {
                ok = cellOk.test(p.cellX(c) * 100 + p.cellY(c));
            }
            if (ok) {
                return i;
            }
        }
        return -1;
    }

    /** Plays the legal placement with the lowest top row, avoiding column 0 when {@code keepWell}. */
    private static void playLow(Game game, boolean keepWell) {
        PlacementList list = game.legalPlacements();
        int best = -1;
        for (int i = 0; i < list.size(); i++) {
            Placement p = list.get(i);
            boolean touchesWell = false;
            for (int c = 0; c < 4; c++) {
                touchesWell |= p.cellX(c) == 0;
            }
            if (keepWell && touchesWell) {
                continue;
            }
            if (best < 0 || p.topRow() < list.get(best).topRow()) {
                best = i;
            }
        }
        game.applyPlacement(list.packed(best), false);
    }

    private static Board wellBoard(int rows) {
        Board b = Board.standard();
        for (int y = 0; y < rows; y++) {
            b.setRow(y, 0b1111111110);
        }
        return b;
    }

    @Test
    void scoresATetrisThatClearsTheBoardAsTetrisPlusPerfectClear() {
        Game game = new Game(GUIDELINE, seedStartingWith(Piece.I), wellBoard(4), true);
        int i = find(game.legalPlacements(), cell -> cell / 100 == 0);
        assertTrue(i >= 0, "a vertical I fits the well");
        assertEquals(4, game.applyPlacement(game.legalPlacements().packed(i), false));
        assertEquals(800 + 2000, game.score());
        assertEquals(4, game.lines());
        assertEquals(1, game.tetrises());
        assertTrue(game.backToBack());
        assertEquals(0, game.combo());
        assertTrue(game.board().isEmpty());
    }

    @Test
    void scoresASecondTetrisBackToBackAfterNonClearingPieces() {
        long seed = seedStartingWith(Piece.I);
        Game game = new Game(GUIDELINE, seed, wellBoard(8), true);
        game.applyPlacement(game.legalPlacements().packed(find(game.legalPlacements(), c -> c / 100 == 0)), false);
        assertEquals(800, game.score());
        while (game.currentPiece() != Piece.I) {
            playLow(game, true);
            assertFalse(game.isOver());
        }
        assertEquals(-1, game.combo(), "pieces that clear nothing end the combo");
        int i = find(game.legalPlacements(), c -> c / 100 == 0 && c % 100 < 4);
        assertEquals(4, game.applyPlacement(game.legalPlacements().packed(i), false));
        assertEquals(800 + 1200, game.score(), "back-to-back tetris pays 1.5 times 800");
        assertEquals(2, game.tetrises());
    }

    @Test
    void holdKeepsTheCurrentPieceAndPlaysTheNextThenSwaps() {
        long seed = 42;
        PieceSequence seq = PieceSequence.sevenBag(seed);
        Game game = new Game(GUIDELINE, seed);
        assertEquals(seq.piece(1), game.holdInPiece());
        PlacementList hold = game.holdPlacements();
        assertEquals(seq.piece(1), hold.piece(0));
        game.applyPlacement(hold.packed(0), true);
        assertEquals(seq.piece(0), game.heldPiece());
        assertEquals(seq.piece(2), game.currentPiece());
        assertEquals(seq.piece(3), game.previewPiece(0));

        assertEquals(seq.piece(0), game.holdInPiece());
        game.applyPlacement(game.holdPlacements().packed(0), true);
        assertEquals(seq.piece(2), game.heldPiece());
        assertEquals(seq.piece(3), game.currentPiece());
        assertTrue(game.moves().startsWith("h" + seq.piece(1).name()), game.moves());
    }

    @Test
    void observationShowsExactlyThePreviewCountAndTheBagAfterIt() {
        long seed = 7;
        PieceSequence seq = PieceSequence.sevenBag(seed);
        Observation o = new Game(GUIDELINE, seed).observation(0);
        assertEquals(List.of(seq.piece(1), seq.piece(2), seq.piece(3), seq.piece(4), seq.piece(5)), o.preview());
        assertEquals(Set.of(seq.piece(6)), o.bagRemaining());
        assertEquals(seq.piece(0), o.current());
        assertEquals(seq.piece(1), o.holdPiece().orElseThrow());

        Observation none = new Game(GUIDELINE.withPreview(0), seed).observation(0);
        assertTrue(none.preview().isEmpty());
        assertTrue(none.holdPlacements().isEmpty(), "hold may not bring in a piece the bot cannot see");
        assertEquals(7 - 1, none.bagRemaining().size());
    }

    @Test
    void previewShrinksOnlyNearThePieceCap() {
        Rules capped = GUIDELINE.withPieceCap(4);
        Game game = new Game(capped, 3);
        assertEquals(4, game.previewLength(), "pieces 1..4 can still come into play through hold");
        Game noHold = new Game(capped.withHold(false), 3);
        assertEquals(3, noHold.previewLength());
        for (int i = 0; i < 3; i++) {
            playLow(noHold, false);
        }
        assertEquals(0, noHold.previewLength());
        playLow(noHold, false);
        assertEquals(Outcome.PIECE_CAP, noHold.outcome());
        assertEquals(4, noHold.piecesPlaced());
    }

    @Test
    void garbageRisesOnScheduleWithTheSeedsHole() {
        Rules rules = new Rules("g", 10, 40, 20, 5, true, MovementModel.SRS, false, ScoringTable.GUIDELINE,
                RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, new GarbageSchedule(2, 2, 0), 0);
        long seed = 11;
        int hole = new GarbageHoles(seed, 10).nextHole();
        Game game = new Game(rules, seed);
        playLow(game, false);
        assertEquals(0, game.garbageReceived());
        playLow(game, false);
        assertEquals(1, game.garbageReceived());
        assertEquals(0b1111111111 & ~(1 << hole), game.board().row(0));
        assertTrue(game.moves().endsWith(" g" + hole), game.moves());
    }

    @Test
    void garbagePushingACellOffTheTopTopsOut() {
        Rules rules = new Rules("g", 10, 40, 20, 5, true, MovementModel.SRS, false, ScoringTable.GUIDELINE,
                RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, new GarbageSchedule(1, 1, 0), 0);
        Board tower = Board.standard();
        for (int y = 0; y < 40; y++) {
            tower.fill(9, y);
        }
        Game game = new Game(rules, 5, tower, true);
        playLow(game, false);
        assertEquals(Outcome.TOPPED_OUT, game.outcome());
        assertEquals("garbage overflow", game.endReason());
    }

    @Test
    void blockOutEndsTheGameWhenTheSpawnIsFilled() {
        Board full = Board.standard();
        for (int y = 0; y < 22; y++) {
            full.setRow(y, 0b0111111111);
        }
        Game game = new Game(GUIDELINE, 1, full, true);
        assertEquals(Outcome.TOPPED_OUT, game.outcome());
        assertEquals("block out", game.endReason());
        assertEquals(0, game.legalPlacements().size());
    }

    @Test
    void lockOutEndsAGuidelineGameWhenThePieceRestsAboveTheVisibleField() {
        Board stack = Board.standard();
        for (int y = 0; y < 20; y++) {
            stack.setRow(y, 0b0011111111);
        }
        Game game = new Game(GUIDELINE, 2, stack, true);
        int i = find(game.legalPlacements(), c -> c % 100 >= 20);
        assertTrue(i >= 0);
        game.applyPlacement(game.legalPlacements().packed(i), false);
        assertEquals(Outcome.TOPPED_OUT, game.outcome());
        assertEquals("lock out", game.endReason());
    }

    @Test
    void stackAboveTheVisibleFieldEndsAClassicGame() {
        Rules classic = Rules.classic();
        Board stack = Board.standard();
        for (int y = 0; y < 19; y++) {
            stack.setRow(y, 0b0011111111);
        }
        Game game = new Game(classic, 2, stack, true);
        PlacementList list = game.legalPlacements();
        int tallest = -1;
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).cellX(0) < 8 && list.x(i) < 6 && (tallest < 0 || list.get(i).topRow() > list.get(tallest).topRow())) {
                tallest = i;
            }
        }
        assertTrue(list.get(tallest).topRow() >= 20);
        game.applyPlacement(list.packed(tallest), false);
        assertEquals(Outcome.TOPPED_OUT, game.outcome());
        assertEquals("stack above the visible field", game.endReason());
    }

    @Test
    void pieceCapEndsTheGame() {
        Game game = new Game(GUIDELINE.withPieceCap(10), 9);
        while (!game.isOver()) {
            playLow(game, false);
        }
        assertEquals(Outcome.PIECE_CAP, game.outcome());
        assertEquals(10, game.piecesPlaced());
        assertEquals(10, game.moves().split(" ").length);
    }

    @Test
    void recordsMovesAsTokensSeparatedBySingleSpacesWithNoneAtEitherEnd() {
        Game game = new Game(GUIDELINE.withPieceCap(3), 9);
        assertEquals("", game.moves());
        playLow(game, false);
        String one = game.moves();
        assertEquals(1, MoveCodec.decode(one).size(), one);
        assertFalse(one.startsWith(" ") || one.endsWith(" "), one);
        while (!game.isOver()) {
            playLow(game, false);
        }
        String all = game.moves();
        assertTrue(all.startsWith(one + " "), all);
        assertEquals(3, all.split(" ", -1).length, all);
        assertEquals("", new Game(GUIDELINE.withPieceCap(3), 9, false).moves());
    }

    @Test
    void rejectsPlacementOutsideTheLegalSetAndTheWrongPiece() {
        Game game = new Game(GUIDELINE, 4);
        Piece current = game.currentPiece();
        IllegalMoveException floating = assertThrows(IllegalMoveException.class,
                () -> game.apply(Move.place(Placement.of(current, Rotation.NORTH, 4, 10))));
        assertTrue(floating.getMessage().contains("not among"), floating.getMessage());
        Piece other = current == Piece.T ? Piece.O : Piece.T;
        IllegalMoveException wrong = assertThrows(IllegalMoveException.class,
                () -> game.apply(Move.place(Placement.of(other, Rotation.NORTH, 4, 0))));
        assertTrue(wrong.getMessage().startsWith("wrong piece"), wrong.getMessage());
        Game noHold = new Game(GUIDELINE.withHold(false), 4);
        assertThrows(IllegalMoveException.class, () -> noHold.apply(Move.holdThen(game.legalPlacements().get(0))));
        assertEquals(0, game.piecesPlaced(), "rejected moves change nothing");
    }

    @Test
    void aStraightDropGameShowsAndChecksTheSamePlacementsWhetherOrNotItsBotReadsThem() {
        // Three games of one seed: a bot that reads every observation's placements, one that reads none, and
        // one that reads every third. Each move is checked by the game (every other placement refused with the
        // list's count), and the games stay equal move for move, board for board.
        Rules rules = Rules.classic().toBuilder().height(12).visibleHeight(10).pieceCap(0).build();
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList expected = new PlacementList();
        Game[] games = {new Game(rules, 9), new Game(rules, 9), new Game(rules, 9)};
        int unread = 0;
        for (int move = 0; !games[0].isOver(); move++) {
            Placement chosen = null;
            for (int g = 0; g < games.length; g++) {
                Game game = games[g];
                assertFalse(game.isOver());
                generator.generate(game.board(), game.currentPiece(), expected);
                Observation seen = game.observation(0);
                boolean reads = g == 0 || (g == 2 && move % 3 == 0);
                if (reads) {
                    assertEquals(expected.toList(), seen.placements());
                } else {
                    unread += seen.placementsRead() ? 0 : 1;
                }
                // The lowest, leftmost placement, which every game plays.
                int pick = 0;
                for (int i = 1; i < expected.size(); i++) {
                    pick = expected.get(i).topRow() < expected.get(pick).topRow() ? i : pick;
                }
                chosen = expected.get(pick);
                Placement above = new Placement(chosen.piece(), chosen.rotation(), chosen.x(), chosen.y() + 1,
                        chosen.spin());
                IllegalMoveException floating = assertThrows(IllegalMoveException.class,
                        () -> game.apply(Move.place(above)));
                assertEquals("placement " + above + " is not among the " + expected.size() + " legal placements",
                        floating.getMessage());
                game.apply(Move.place(chosen));
            }
            assertEquals(games[0].board(), games[1].board(), "after " + chosen);
            assertEquals(games[0].board(), games[2].board(), "after " + chosen);
            assertEquals(games[0].isOver(), games[1].isOver());
        }
        assertEquals(games[0].moves(), games[1].moves());
        assertEquals(games[0].moves(), games[2].moves());
        assertEquals(games[0].endReason(), games[2].endReason());
        assertTrue(games[0].piecesPlaced() > 20 && unread > 20, games[0].piecesPlaced() + " pieces, " + unread
                + " observations left unread");
    }

    @Test
    void acceptsANonCanonicalFormOfALegalPlacement() {
        long seed = seedStartingWith(Piece.I);
        Game game = new Game(GUIDELINE, seed);
        Placement flat = game.legalPlacements().get(0);
        assertEquals(Rotation.NORTH, flat.rotation());
        // The I in state 2 covers the cells of state 0 with its origin one column further right.
        Placement sameCells = new Placement(Piece.I, Rotation.SOUTH, flat.x() + 1, flat.y(), flat.spin());
        assertEquals(flat, sameCells.canonical());
        game.apply(Move.place(sameCells));
        assertEquals(1, game.piecesPlaced());
    }

    @Test
    void tracksTheStackHeightThroughClearsAndGarbage() {
        Rules rules = new Rules("g", 10, 40, 20, 5, true, MovementModel.SRS, false, ScoringTable.GUIDELINE,
                RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, new GarbageSchedule(4, 2, 30), 0);
        Game game = new Game(rules, 99);
        int highest = 0;
        while (!game.isOver()) {
            playLow(game, false);
            assertEquals(game.board().stackHeight(), game.stackHeight());
            highest = Math.max(highest, game.stackHeight());
        }
        assertTrue(game.lines() > 0 && game.garbageReceived() > 0);
        assertTrue(game.highestStack() >= highest);
    }

    @Test
    void sameRulesSeedAndMovesGiveTheSameGame() {
        Game a = new Game(GUIDELINE.withPieceCap(60), 123);
        Game b = new Game(GUIDELINE.withPieceCap(60), 123);
        while (!a.isOver()) {
            playLow(a, false);
            playLow(b, false);
        }
        assertEquals(a.moves(), b.moves());
        assertEquals(a.score(), b.score());
        assertEquals(a.board(), b.board());
        assertNull(a.holdInPiece());
    }

    /**
     * The literature-10x10 field (10 x 14, 10 visible rows) with seven rows {@code .#########} under three
     * rows {@code #########.}: an upright I dropped in column 9 rests on row 7, covers rows 7-10 and
     * completes rows 7-9. Under the reference research rule its cell in row 10 ends the game before the
     * rows clear, so they do not count; under the write-ups' rule the three rows clear, the stack falls to
     * 8 and the game goes on.
     */
    @Test
    void aPieceReachingAboveTheVisibleRowsEndsTheReferenceResearchGameBeforeItsRowsClear() {
        Board board = new Board(10, 14);
        for (int y = 0; y < 7; y++) {
            board.setRow(y, 0b1111111110);
        }
        for (int y = 7; y < 10; y++) {
            board.setRow(y, 0b0111111111);
        }
        long seed = 0;
        while (new PieceSequence(RandomizerKind.UNIFORM, seed).piece(0) != Piece.I) {
            seed++;
        }
        int upright = Placement.parse("I R 9 9").packed();

        Game reference = new Game(tenByTen(TopOutRule.PIECE_ABOVE_VISIBLE), seed, board, true);
        assertEquals(0, reference.applyPlacement(upright, false));
        assertEquals(Outcome.TOPPED_OUT, reference.outcome());
        assertEquals("piece above the visible field", reference.endReason());
        assertEquals(0, reference.lines());
        assertEquals(1, reference.piecesPlaced());
        assertEquals(11, reference.stackHeight());

        Game writeUps = new Game(tenByTen(TopOutRule.STACK_ABOVE_VISIBLE), seed, board, true);
        assertEquals(3, writeUps.applyPlacement(upright, false));
        assertFalse(writeUps.isOver());
        assertEquals(3, writeUps.lines());
        assertEquals(8, writeUps.stackHeight());
    }

    @Test
    void aPieceWhollyInTheVisibleRowsDoesNotEndTheReferenceResearchGame() {
        Board board = new Board(10, 14);
        for (int y = 0; y < 6; y++) {
            board.setRow(y, 0b1111111110);
        }
        long seed = 0;
        while (new PieceSequence(RandomizerKind.UNIFORM, seed).piece(0) != Piece.I) {
            seed++;
        }
        Game game = new Game(tenByTen(TopOutRule.PIECE_ABOVE_VISIBLE), seed, board, true);
        // Upright on column 5, over the six-row stack: rows 6-9, the top visible row.
        game.applyPlacement(Placement.parse("I R 5 8").packed(), false);
        assertFalse(game.isOver());
        assertEquals(10, game.stackHeight());
    }

    private static Rules tenByTen(TopOutRule rule) {
        return new Rules("literature-10x10", 10, 14, 10, 0, false, MovementModel.STRAIGHT_DROP, false,
                ScoringTable.NONE, RandomizerKind.UNIFORM, rule, 0, GarbageSchedule.NONE, 0);
    }
}
