package io.tetrisarena.bots.example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExampleBotTest {

    @Test
    void itDropsTheIIntoTheGapAndClearsTheRow() {
        // Upright in column 4 clears row 0 and leaves three cells standing: 3 - 3 - 6 = -6. Flat on
        // columns 0-3 leaves heights 2 2 2 2 0 1 1 1 1 1: -13 - 3 = -16.
        Rules rules = Rules.classic();
        Board board = Board.parse("####.#####");
        PlacementList placements = new PlacementList();
        MoveGenerator.forRules(rules).generate(board, Piece.I, placements);
        Observation observation = new Observation(rules, board, Piece.I, null, List.of(), EnumSet.allOf(Piece.class),
                0, 0, -1, false, 0, 0, placements.toList(), List.of());
        Move move = new ExampleBot().newPlayer(rules).decide(observation);
        Board after = observation.board();
        after.placeAndClear(move.placement());
        assertEquals(Board.parse("....#.....", "....#.....", "....#....."), after);
    }
}
