package io.tetrisarena.arena.fumen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.Game;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A recorded game as a multi-page fumen: every page decodes to the engine's board after that many moves, each
 * cell in the colour of the piece that filled it, garbage grey; and fields lower than fumen's 23 rows are padded.
 */
class FumenGameTest {
    /** Plays {@code moves} pieces, each the legal placement with the lowest top row; returns the boards. */
    private static List<Board> play(Game game, int moves) {
        List<Board> boards = new ArrayList<>();
        boards.add(game.boardCopy());
        for (int i = 0; i < moves && !game.isOver(); i++) {
            PlacementList list = game.legalPlacements();
            Placement best = null;
            for (int k = 0; k < list.size(); k++) {
                Placement p = list.get(k);
                if (best == null || p.topRow() < best.topRow()) {
                    best = p;
                }
            }
            game.apply(Move.place(best));
            boards.add(game.boardCopy());
        }
        return boards;
    }

    @Test
    void everyPageIsTheEnginesBoardInThePiecesColours() {
        Rules rules = Events.load("marathon").rules();
        Game game = new Game(rules, 42L);
        List<Board> boards = play(game, 40);
        FumenGame.Export export = FumenGame.of(rules, 42L, game.moves(), Integer.MAX_VALUE);
        assertEquals(40, export.moves());
        assertEquals("", export.note());
        List<Fumen.Page> pages = Fumen.decode(export.fumen());
        assertEquals(41, pages.size());
        for (int k = 0; k <= 40; k++) {
            assertEquals(boards.get(k), pages.get(k).toBoard(10, rules.height()), "page " + k);
        }
        assertNull(pages.get(40).operation(), "the last page has no piece");
        assertNotNull(pages.get(0).operation(), "the first page has the first move's piece");
        // the first piece keeps its colour on the next page (the lowest placement never clears a line at once)
        Fumen.Operation first = pages.get(0).operation();
        for (int[] c : first.cells()) {
            assertEquals(first.colour(), pages.get(1).at(c[0], c[1]));
        }
        int grey = 0;
        int coloured = 0;
        for (int y = 0; y < Fumen.HEIGHT; y++) {
            for (int x = 0; x < 10; x++) {
                int c = pages.get(40).at(x, y);
                grey += c == 8 ? 1 : 0;
                coloured += c >= 1 && c <= 7 ? 1 : 0;
            }
        }
        assertEquals(0, grey, "marathon has no garbage: no grey cell");
        assertEquals(boards.get(40).filledCells(), coloured);
    }

    @Test
    void garbageRisesGreyUnderThePiecesColours() {
        Rules rules = Events.load("survival").rules();
        Game game = new Game(rules, 7L);
        List<Board> boards = play(game, 25);
        assertTrue(game.garbageReceived() > 0, "survival raises garbage within 25 pieces");
        List<Fumen.Page> pages = Fumen.decode(FumenGame.of(rules, 7L, game.moves(), Integer.MAX_VALUE).fumen());
        Fumen.Page last = pages.get(pages.size() - 1);
        assertEquals(boards.get(boards.size() - 1), last.toBoard(10, rules.height()));
        int grey = 0;
        for (int x = 0; x < 10; x++) {
            grey += last.at(x, 0) == 8 ? 1 : 0;
        }
        assertEquals(9, grey, "the bottom row is a garbage row: nine grey cells and a hole");
    }

    @Test
    void stopsAtTheAskedMoveWithThatMovesPieceOnTheLastPage() {
        Rules rules = Events.load("classic").rules();
        Game game = new Game(rules, 3L);
        List<Board> boards = play(game, 12);
        FumenGame.Export export = FumenGame.of(rules, 3L, game.moves(), 5);
        List<Fumen.Page> pages = Fumen.decode(export.fumen());
        assertEquals(5, export.moves());
        assertEquals(6, pages.size());
        assertEquals(boards.get(5), pages.get(5).toBoard(10, rules.height()));
        assertNotNull(pages.get(5).operation(), "move 6's piece");
    }

    @Test
    void aFieldLowerThanFumensIsPaddedNotAnIndexError() {
        Rules rules = Events.load("literature-10x10").rules();
        Board board = new Board(rules.width(), rules.height());
        board.setRow(0, 0b0111111111);
        String text = Fumen.encode(board, null);
        assertEquals(board, Fumen.decode(text).get(0).toBoard(10, rules.height()));
        Game game = new Game(rules, 5L);
        List<Board> boards = play(game, 8);
        List<Fumen.Page> pages = Fumen.decode(FumenGame.of(rules, 5L, game.moves(), Integer.MAX_VALUE).fumen());
        assertEquals(boards.get(boards.size() - 1), pages.get(pages.size() - 1).toBoard(10, rules.height()));
    }

    @Test
    void aVersusSidesGarbageRisesFromItsMoveListWithItsHoles() {
        Rules rules = Events.load("versus").rules();
        Game game = new Game(rules, 11L);
        play(game, 3);
        game.receiveGarbage(2, 2);
        play(game, 3);
        game.receiveGarbage(7, 1);
        List<Board> boards = play(game, 2);
        assertTrue(game.moves().contains("g2 g2") && game.moves().contains("g7"), game.moves());
        FumenGame.Export export = FumenGame.ofVersusSide(rules, 11L, game.moves(), Integer.MAX_VALUE);
        assertEquals(8, export.moves());
        List<Fumen.Page> pages = Fumen.decode(export.fumen());
        assertEquals(9, pages.size());
        Fumen.Page last = pages.get(8);
        assertEquals(boards.get(boards.size() - 1), last.toBoard(10, rules.height()));
        int grey = 0;
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 10; x++) {
                grey += last.at(x, y) == 8 ? 1 : 0;
            }
        }
        assertEquals(27, grey, "three garbage rows, nine grey cells each, whatever lies on them in colour");
    }
}
