package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every {@link Feature} on one documented placement, worked out by hand: a vertical I dropped into the
 * right-hand gap of a 6 x 8 board, completing row 1 above a hole.
 * <pre>
 *   start        locked (before clearing)   cleared (after)
 *                y4 ....#.
 *                y3 ....#.                  y3 ....#.
 *   y2 ......    y2 ....#.                  y2 ....#.
 *   y1 ####.#    y1 ######                  y1 ....#.
 *   y0 #.####    y0 #.####                  y0 #.####
 * </pre>
 */
class FeatureTest {
    private static final Board START = Board.parse(6, 8, "......", "####.#", "#.####");

    private static PlacementContext iIntoTheGap() {
        PlacementContext context = new PlacementContext();
        assertTrue(context.place(START, Piece.I, Rotation.EAST, 4, 3));
        return context;
    }

    private static Map<Feature, Double> expected() {
        Map<Feature, Double> e = new EnumMap<>(Feature.class);
        e.put(Feature.ROWS_CLEARED, 1.0);
        e.put(Feature.COMPLETE_LINES, 1.0);
        e.put(Feature.LANDING_HEIGHT, 2.5);
        e.put(Feature.LANDING_HEIGHT_TOP_LEFT, 5.0);
        e.put(Feature.ERODED_PIECE_CELLS, 1.0);
        e.put(Feature.TOUCHING_EDGES, 3.0);
        e.put(Feature.WALL_EDGES, 0.0);
        e.put(Feature.FLOOR_EDGES, 0.0);
        e.put(Feature.AGGREGATE_HEIGHT, 8.0);
        e.put(Feature.AGGREGATE_HEIGHT_BEFORE_CLEAR, 15.0);
        e.put(Feature.MAX_HEIGHT, 4.0);
        e.put(Feature.MAX_HEIGHT_BEFORE_CLEAR, 5.0);
        e.put(Feature.MAX_HEIGHT_SQUARED, 16.0);
        e.put(Feature.MIN_HEIGHT, 0.0);
        e.put(Feature.MIN_HEIGHT_BEFORE_CLEAR, 2.0);
        e.put(Feature.RELATIVE_HEIGHT, 4.0);
        e.put(Feature.RELATIVE_HEIGHT_BEFORE_CLEAR, 3.0);
        e.put(Feature.WEIGHTED_HEIGHT, 8.0);
        e.put(Feature.WEIGHTED_HEIGHT_BEFORE_CLEAR, Math.pow(5, 1.5));
        e.put(Feature.CELL_HEIGHT_SUM, 14.0);
        e.put(Feature.CELL_HEIGHT_SUM_BEFORE_CLEAR, 29.0);
        e.put(Feature.BUMPINESS, 8.0);
        e.put(Feature.BUMPINESS_BEFORE_CLEAR, 6.0);
        e.put(Feature.HOLES, 0.0);
        e.put(Feature.HOLES_BEFORE_CLEAR, 1.0);
        e.put(Feature.HOLES_SQUARED, 0.0);
        e.put(Feature.ROWS_WITH_HOLES, 0.0);
        e.put(Feature.ROWS_WITH_HOLES_BEFORE_CLEAR, 1.0);
        e.put(Feature.COLUMNS_WITH_HOLES, 0.0);
        e.put(Feature.COLUMNS_WITH_HOLES_BEFORE_CLEAR, 1.0);
        e.put(Feature.HOLE_DEPTH, 0.0);
        e.put(Feature.HOLE_DEPTH_BEFORE_CLEAR, 1.0);
        e.put(Feature.MAX_HOLE_HEIGHT, 0.0);
        e.put(Feature.MAX_HOLE_HEIGHT_BEFORE_CLEAR, 1.0);
        e.put(Feature.MAX_HOLE_HEIGHT_SQUARED, 0.0);
        e.put(Feature.BLOCKADES, 0.0);
        e.put(Feature.BLOCKADES_BEFORE_CLEAR, 1.0);
        e.put(Feature.ROW_TRANSITIONS, 22.0);
        e.put(Feature.ROW_TRANSITIONS_BEFORE_CLEAR, 20.0);
        e.put(Feature.COLUMN_TRANSITIONS, 6.0);
        e.put(Feature.COLUMN_TRANSITIONS_BEFORE_CLEAR, 8.0);
        e.put(Feature.CUMULATIVE_WELLS, 7.0);
        e.put(Feature.CUMULATIVE_WELLS_BEFORE_CLEAR, 7.0);
        e.put(Feature.OPEN_WELLS, 7.0);
        e.put(Feature.OPEN_WELLS_BEFORE_CLEAR, 6.0);
        e.put(Feature.WELL_SUMS, 7.0);
        e.put(Feature.WELL_SUMS_BEFORE_CLEAR, 7.0);
        e.put(Feature.MAX_PIT_DEPTH, 3.0);
        e.put(Feature.MAX_PIT_DEPTH_BEFORE_CLEAR, 3.0);
        e.put(Feature.MAX_PIT_DEPTH_SQUARED, 9.0);
        e.put(Feature.SLOPE, 6 / 17.5);
        e.put(Feature.SLOPE_BEFORE_CLEAR, 4.5 / 17.5);
        e.put(Feature.CONCAVITY, 1.0 - 6.0 / 4);
        e.put(Feature.CONCAVITY_BEFORE_CLEAR, 2.0 - 11.0 / 4);
        return e;
    }

    @Test
    void everyFeatureHasAHandComputedValueOnTheDocumentedPlacement() {
        Map<Feature, Double> expected = expected();
        assertEquals(Feature.values().length, expected.size(), "a feature is missing from the table");
        PlacementContext context = iIntoTheGap();
        for (Feature f : Feature.values()) {
            assertEquals(expected.get(f), f.value(context), 1e-12, f.id());
        }
    }

    @Test
    void theContextKeepsBothBoardsAndTheStartBoardUnchanged() {
        PlacementContext context = iIntoTheGap();
        assertEquals(Board.parse(6, 8, "....#.", "....#.", "....#.", "######", "#.####"), context.lockedBoard());
        assertEquals(Board.parse(6, 8, "....#.", "....#.", "....#.", "#.####"), context.clearedBoard());
        assertEquals(Board.parse(6, 8, "####.#", "#.####"), START);
        assertEquals(1, context.linesCleared());
    }

    @Test
    void placingWhereThePieceDoesNotFitIsRefused() {
        assertFalse(new PlacementContext().place(START, Piece.I, Rotation.EAST, 3, 3));
    }

    @Test
    void edgesCountContactsOfTheNewPieceWithTheStackTheWallAndTheFloor() {
        Board start = Board.parse(6, 8, "##....");
        PlacementContext middle = new PlacementContext();
        middle.place(start, Piece.O, Rotation.NORTH, 2, 0);
        assertEquals(5, middle.touchingEdges());
        assertEquals(0, middle.wallEdges());
        assertEquals(2, middle.floorEdges());
        PlacementContext corner = new PlacementContext();
        corner.place(start, Piece.O, Rotation.NORTH, 4, 0);
        assertEquals(4, corner.touchingEdges());
        assertEquals(2, corner.wallEdges());
        assertEquals(2, corner.floorEdges());
    }

    @Test
    void aChainCarriesTheEarlierPiecesSurvivingCellsAndLines() {
        PlacementContext first = new PlacementContext();
        first.place(Board.parse(6, 8, "####.."), Piece.O, Rotation.NORTH, 4, 0);
        assertEquals(1, first.linesCleared());
        PlacementContext second = new PlacementContext();
        assertTrue(second.placeAfter(first, Piece.O, Rotation.NORTH, 0, 0));
        assertEquals(Board.parse(6, 8, "##....", "##..##"), second.clearedBoard());
        assertEquals(0, second.linesCleared());
        assertEquals(1, second.chainLinesCleared());
        assertEquals(1.0, Feature.ROWS_CLEARED.value(second));
        assertEquals(5, second.touchingEdges());
        assertEquals(3, second.wallEdges());
        assertEquals(4, second.floorEdges());
        assertEquals(2, second.peakHeight());
    }

    @Test
    void featuresAreFoundByTheirStableIds() {
        assertEquals(Feature.ROW_TRANSITIONS, Feature.byId("row_transitions"));
        assertEquals(Feature.HOLES_BEFORE_CLEAR, Feature.byId("holes_before_clear"));
        assertEquals("landing_height", Feature.LANDING_HEIGHT.id());
    }
}
