package io.tetrisarena.bots.example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.rules.Rules;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * Finds the bot through META-INF/services/io.tetrisarena.api.TetrisBot, as the arena does, not by its class
 * name, so a copy of this folder keeps passing after its bot class is renamed (rename it in that file too).
 */
class ExampleBotTest {

    static TetrisBot theBot() {
        return ServiceLoader.load(TetrisBot.class).findFirst().orElseThrow(() -> new IllegalStateException(
                "no bot in META-INF/services/io.tetrisarena.api.TetrisBot"));
    }

    @Test
    void itDropsTheIIntoTheGapAndClearsTheRow() throws Exception {
        // Upright in column 4 clears row 0 and leaves three cells standing: 3 - 3 - 6 = -6. Flat on
        // columns 0-3 leaves heights 2 2 2 2 0 1 1 1 1 1: -13 - 3 = -16.
        Rules rules = Rules.classic();
        Observation observation = ObservationBuilder.of(rules).board("####.#####").queue("I").build();
        Move move = theBot().newPlayer(rules).decide(observation);
        Board after = observation.board();
        after.placeAndClear(move.placement());
        assertEquals(Board.parse("....#.....", "....#.....", "....#....."), after);
    }
}
