package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Builds observations the way the arena does and plays one decision, for the faithfulness tests. */
final class Decisions {
    private Decisions() {
    }

    static List<Placement> placements(Rules rules, Board board, Piece piece) {
        PlacementList list = new PlacementList();
        MoveGenerator.forRules(rules).generate(board, piece, list);
        return list.toList();
    }

    static Observation observe(Rules rules, Board board, Piece current, List<Piece> preview, Set<Piece> bag,
                               List<Placement> placements) {
        return ObservationBuilder.of(rules).board(board).queue(current, preview).bagRemaining(bag)
                .placements(placements, List.of()).build();
    }

    static Observation observe(Rules rules, Board board, Piece current, Piece... preview) {
        return observe(rules, board, current, List.of(preview), EnumSet.allOf(Piece.class),
                placements(rules, board, current));
    }

    static Move decide(TetrisBot bot, Observation observation) {
        return bot.newPlayer(observation.rules()).decide(observation);
    }

    /** The board after the bot's move: the chosen placement locked and full rows cleared. */
    static Board resultOf(TetrisBot bot, Observation observation) {
        Move move = decide(bot, observation);
        Board board = observation.board();
        board.placeAndClear(move.placement());
        return board;
    }

    static Board resultOf(TetrisBot bot, Rules rules, Board board, Piece current, Piece... preview) {
        return resultOf(bot, observe(rules, board, current, preview));
    }
}
