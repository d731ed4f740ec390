package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Builds observations the way the arena does, and plays moves on them, for the tests. */
final class Positions {
    private Positions() {
    }

    /** Pieces from letters, e.g. "ITS". */
    static List<Piece> pieces(String letters) {
        List<Piece> out = new ArrayList<>();
        for (char c : letters.toCharArray()) {
            out.add(Piece.parse(c));
        }
        return out;
    }

    /**
     * The observation of a position: {@code queue} is the current piece followed by the preview, {@code hold}
     * the held piece or null; the bag after the preview is every piece (a fresh bag).
     */
    static Observation observe(Rules rules, Board board, String queue, Piece hold) {
        List<Piece> q = pieces(queue);
        Piece current = q.get(0);
        List<Piece> preview = q.subList(1, q.size());
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList list = new PlacementList();
        generator.generate(board, current, list);
        List<io.tetrisarena.api.kernel.Placement> holdPlacements = List.of();
        Piece holdIn = hold != null ? hold : preview.isEmpty() ? null : preview.get(0);
        if (rules.hold() && holdIn != null) {
            PlacementList h = new PlacementList();
            generator.generate(board, holdIn, h);
            holdPlacements = h.toList();
        }
        Set<Piece> bag = EnumSet.allOf(Piece.class);
        return new Observation(rules, board, current, hold, preview, bag, 0, 0, Scoring.NO_COMBO, false, 0,
                0, list.toList(), holdPlacements);
    }

    /** The board after the move, and the lines it cleared, for following a plan move by move. */
    static int play(Board board, Move move) {
        return board.placeAndClear(move.placement());
    }

    /** One move of a played-out sequence and the rows it cleared. */
    record Played(Move move, int lines) {
    }

    /**
     * Plays {@code moves} pieces of a fixed piece sequence from a position with a preview of five,
     * following hold as the arena does (an empty slot takes the current piece and the next one is played).
     * The board is changed in place.
     */
    static List<Played> playOut(Rules rules, Board board, String sequence, Piece hold, LookaheadSearch search,
                                int moves) {
        List<Played> out = new ArrayList<>();
        int next = 0;
        Piece held = hold;
        for (int m = 0; m < moves; m++) {
            String queue = sequence.substring(next, Math.min(sequence.length(), next + 1 + rules.previewCount()));
            Move move = search.choose(observe(rules, board, queue, held));
            Piece current = Piece.parse(queue.charAt(0));
            if (move.useHold()) {
                next += held == null ? 2 : 1;
                held = current;
            } else {
                next += 1;
            }
            out.add(new Played(move, play(board, move)));
        }
        return out;
    }

    /** True when the move puts a cell into column x. */
    static boolean touchesColumn(Move move, int x) {
        for (int i = 0; i < 4; i++) {
            if (move.placement().cellX(i) == x) {
                return true;
            }
        }
        return false;
    }
}
