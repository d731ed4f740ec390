package io.tetrisarena.arena.cli;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.arena.game.Game;
import java.util.ArrayList;
import java.util.List;

/** Draws boards and games as text for the terminal. */
final class Render {
    /** ANSI: cursor home and clear screen, for live views. */
    static final String CLEAR = "\033[H\033[2J";

    private Render() {
    }

    /** The rows from the top of the visible field (or the stack, if higher) down, '.' and '#', top first. */
    static List<String> rows(Board board, int visibleHeight) {
        int top = Math.max(visibleHeight, board.stackHeight());
        List<String> rows = new ArrayList<>(top);
        for (int y = top - 1; y >= 0; y--) {
            StringBuilder sb = new StringBuilder(board.width());
            for (int x = 0; x < board.width(); x++) {
                sb.append(board.isFilled(x, y) ? '#' : '.');
            }
            rows.add(sb.toString());
        }
        return rows;
    }

    /** The game's board with a status column beside it. */
    static String game(Game game) {
        List<String> rows = rows(game.board(), game.rules().visibleHeight());
        List<String> side = new ArrayList<>();
        side.add("pieces " + game.piecesPlaced());
        side.add("lines  " + game.lines());
        side.add("score  " + game.score());
        side.add("tetris " + game.tetrises() + "  t-spins " + game.tSpins());
        if (game.rules().garbage().enabled()) {
            side.add("garbage " + game.garbageReceived());
        }
        if (!game.isOver()) {
            side.add("now    " + game.currentPiece());
            if (game.rules().hold()) {
                side.add("hold   " + (game.heldPiece() == null ? "-" : game.heldPiece().name()));
            }
            StringBuilder next = new StringBuilder();
            for (Piece p : game.preview()) {
                next.append(p.name());
            }
            if (next.length() > 0) {
                side.add("next   " + next);
            }
        } else {
            side.add("over   " + game.outcome() + " (" + game.endReason() + ")");
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            sb.append('|').append(rows.get(i)).append('|');
            if (i < side.size()) {
                sb.append("  ").append(side.get(i));
            }
            sb.append('\n');
        }
        sb.append('+').append("-".repeat(game.board().width())).append("+\n");
        return sb.toString();
    }
}
