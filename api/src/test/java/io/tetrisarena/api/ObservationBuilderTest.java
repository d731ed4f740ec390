package io.tetrisarena.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObservationBuilderTest {
    @Test
    void buildsTheObservationTheArenaWouldShowForADrawnBoard() {
        Observation o = ObservationBuilder.of(Rules.classic())
                .board("#########.",
                       "#########.")
                .queue("I")
                .build();
        assertEquals(Piece.I, o.current());
        assertEquals(List.of(), o.preview());
        assertEquals(18, o.board().filledCells());
        // straight drop, one placement per rotation state and column: 7 flat + 10 upright
        assertEquals(17, o.placements().size());
        assertTrue(o.placements().stream().anyMatch(p -> p.bottomRow() == 0 && p.cellX(0) == 9 && p.cellX(3) == 9),
                "the upright I in the well is legal");
        assertEquals(List.of(), o.holdPlacements(), "classic has no hold");
        assertTrue(o.hold().isEmpty());
        assertEquals(-1, o.combo());
    }

    @Test
    void listsThePlacementsOfThePieceHoldWouldBringIn() {
        Observation o = ObservationBuilder.of(Rules.guideline()).queue("OT").build();
        assertEquals(List.of(Piece.T), o.preview());
        assertEquals(9, o.placements().size(), "an O on an empty board: nine columns");
        assertTrue(o.holdPlacements().stream().allMatch(p -> p.piece() == Piece.T));
        assertEquals(34, o.holdPlacements().size(), "a T on an empty board: 8 + 9 + 8 + 9");
    }

    @Test
    void refusesToBuildWithoutACurrentPieceOrWithTooLongAPreview() {
        assertThrows(IllegalStateException.class, () -> ObservationBuilder.of(Rules.guideline()).build());
        assertThrows(IllegalArgumentException.class, () -> ObservationBuilder.of(Rules.classic()).queue("TI").build());
    }
}
