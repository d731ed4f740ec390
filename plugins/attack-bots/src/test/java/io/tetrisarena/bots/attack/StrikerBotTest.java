package io.tetrisarena.bots.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

class StrikerBotTest {
    private static final Rules RULES = Rules.guideline();

    private static Move decide(Observation o) {
        return new StrikerBot().newPlayer(RULES).decide(o);
    }

    private static Observation versus(Observation o, AttackTable table) {
        return ObservationBuilder.withVersus(o, new VersusView(Board.empty(RULES), List.of(), 1, table));
    }

    @Test
    void takesTheTetrisInTheWell() {
        Observation o = ObservationBuilder.of(RULES)
                .board("#########.", "#########.", "#########.", "#########.")
                .queue("IOTSZL").build();
        Move m = decide(o);
        assertEquals(Piece.I, m.placement().piece());
        assertEquals(4, o.board().placeAndClear(m.placement()), "a tetris");
    }

    @Test
    void spinsATIntoAPreparedSlotForATSpinDouble() {
        Observation o = ObservationBuilder.of(RULES)
                .board("####......",
                       "###...####",
                       "####.#####")
                .queue("TOOIJL").build();
        Move m = decide(o);
        assertEquals(Piece.T, m.placement().piece());
        assertEquals(Spin.FULL, m.placement().spin());
        assertEquals(2, o.board().placeAndClear(m.placement()), "a T-spin double");
    }

    @Test
    void underAllSpinRulesTurnsAnLIntoItsSlotForAnAllSpinDouble() {
        Board slot = Board.parse(10, 40, "####.#####", "##...#####", "####.#####", ".###.#..#.");
        Observation plain = ObservationBuilder.of(RULES).board(slot).queue("LOOOOO").build();
        AttackTable allSpins = AttackTable.builder().spins(AttackTable.SpinRule.ALL_SPINS).allSpin(0, 1, 3, 5, 5)
                .build();
        Move spun = decide(versus(plain, allSpins));
        assertEquals(Piece.L, spun.placement().piece());
        assertEquals(2, slot.copy().placeAndClear(spun.placement()), "an all-spin double");
        assertTrue(AttackTable.immobile(slot, Piece.L, spun.placement().rotation(), spun.placement().x(),
                spun.placement().y()), "turned in where it cannot move");
    }
}
