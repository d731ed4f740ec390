package io.tetrisarena.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

class VersusViewTest {
    private static final Rules RULES = Rules.guideline();

    @Test
    void aGamePlayedAloneShowsNoVersusView() {
        Observation o = ObservationBuilder.of(RULES).queue("TIO").build();
        assertTrue(o.versus().isEmpty());
    }

    @Test
    void theBuilderAddsTheOpponentsBoardAndTheIncomingGarbage() {
        Board opponent = Board.parse(10, 40, "####.#####", "#########.");
        VersusView view = new VersusView(opponent, List.of(new VersusView.Incoming(2, 0),
                new VersusView.Incoming(4, 1)), 1);
        Observation o = ObservationBuilder.of(RULES).queue("TIO").versus(view).build();
        VersusView seen = o.versus().orElseThrow();
        assertEquals(18, seen.opponentBoard().filledCells());
        assertEquals(6, seen.incomingLines());
        assertEquals(List.of(new VersusView.Incoming(2, 0), new VersusView.Incoming(4, 1)), seen.incoming());
        assertEquals(1, seen.garbageDelay());
    }

    @Test
    void withVersusSharesEverythingElseOfTheBaseObservation() {
        Observation base = ObservationBuilder.of(RULES).queue("TIO").progress(100, 1, 0, true).build();
        Observation o = ObservationBuilder.withVersus(base, new VersusView(new Board(10, 40), List.of(), 0));
        assertSame(base.placements(), o.placements());
        assertSame(base.holdPlacements(), o.holdPlacements());
        assertEquals(base.preview(), o.preview());
        assertEquals(100, o.score());
        assertTrue(o.backToBack());
        assertTrue(base.versus().isEmpty(), "the base is left alone");
    }

    @Test
    void placementsListedWhenReadThroughTheViewAreTheBasesAndMarkItRead() {
        Observation base = ObservationBuilder.of(RULES).board(Board.parse(10, 40, "###..#####")).queue("TIO")
                .placementsWhenRead(List.of()).build();
        Observation o = ObservationBuilder.withVersus(base, new VersusView(new Board(10, 40), List.of(), 0));
        assertFalse(base.placementsRead());
        List<Placement> seen = o.placements();
        assertTrue(base.placementsRead(), "the host learns through its own observation that its bot reads them");
        assertSame(base.placements(), seen);
        assertEquals(ObservationBuilder.of(RULES).board(Board.parse(10, 40, "###..#####")).queue("TIO").build()
                .placements(), seen);
    }

    @Test
    void theOpponentsBoardCannotBeChangedThroughTheView() {
        Board opponent = Board.parse(10, 40, "#########.");
        VersusView view = new VersusView(opponent, List.of(), 1);
        opponent.fill(9, 0);
        Board seen = view.opponentBoard();
        assertEquals(9, seen.filledCells(), "the view copied the board");
        seen.fill(9, 0);
        assertNotSame(seen, view.opponentBoard());
        assertEquals(9, view.opponentBoard().filledCells());
    }

    @Test
    void exposesOnlyTheOpponentsBoardTheIncomingGarbageTheDelayAndTheEventsProfile() {
        java.util.Set<String> methods = new java.util.TreeSet<>();
        for (java.lang.reflect.Method m : VersusView.class.getDeclaredMethods()) {
            if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                methods.add(m.getName());
            }
        }
        assertEquals(java.util.Set.of("attackTable", "equals", "garbageDelay", "hashCode", "incoming",
                "incomingLines", "opponentBoard", "toString"), methods,
                "nothing else of the opponent: no queue, hold, score, seed");
        java.util.Set<String> fields = new java.util.TreeSet<>();
        for (java.lang.reflect.Field f : VersusView.class.getDeclaredFields()) {
            fields.add(f.getName());
        }
        assertEquals(java.util.Set.of("attackTable", "garbageDelay", "incoming", "opponentBoard"), fields);
    }
}
