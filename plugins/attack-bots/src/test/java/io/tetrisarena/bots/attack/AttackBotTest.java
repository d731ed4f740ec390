package io.tetrisarena.bots.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import org.junit.jupiter.api.Test;

class AttackBotTest {
    private static final Rules RULES = Rules.guideline();

    private static Move decide(Observation o) {
        BotPlayer player = new AttackBot().newPlayer(RULES);
        return player.decide(o);
    }

    @Test
    void takesTheTetrisInTheRightWell() {
        Observation o = ObservationBuilder.of(RULES)
                .board("#########.", "#########.", "#########.", "#########.")
                .queue("IOT").build();
        Move m = decide(o);
        assertFalse(m.useHold());
        assertEquals(Piece.I, m.placement().piece());
        for (int c = 0; c < 4; c++) {
            assertEquals(9, m.placement().cellX(c), "upright in the well");
        }
        assertEquals(0, m.placement().bottomRow());
    }

    @Test
    void spinsATIntoAPreparedSlotForATSpinDouble() {
        // The slot under the overhang at column 3: only a turn gets the T in, pointing down at (4, 1).
        Observation o = ObservationBuilder.of(RULES)
                .board("####......",
                       "###...####",
                       "####.#####")
                .queue("TOO").build();
        Move m = decide(o);
        assertEquals(Piece.T, m.placement().piece());
        assertEquals(Spin.FULL, m.placement().spin());
        Board after = o.board();
        assertEquals(2, after.placeAndClear(m.placement()), "a T-spin double");
    }

    @Test
    void switchesToSurvivalWhenItsStackPlusTheIncomingGarbagePassesTheMiddle() {
        Board low = Board.parse(10, 40, "....######", "#########.");
        Board high = new Board(10, 40);
        for (int y = 0; y < 12; y++) {
            high.fill(0, y);
        }
        assertEquals(AttackPlayer.Weights.ATTACK, AttackPlayer.Weights.choose(low, 0, RULES));
        assertEquals(AttackPlayer.Weights.ATTACK, AttackPlayer.Weights.choose(low, 9, RULES), "2 + 9 rows: 11");
        assertEquals(AttackPlayer.Weights.SURVIVE, AttackPlayer.Weights.choose(low, 10, RULES), "2 + 10 rows: 12");
        assertEquals(AttackPlayer.Weights.SURVIVE, AttackPlayer.Weights.choose(high, 0, RULES));
    }
}
