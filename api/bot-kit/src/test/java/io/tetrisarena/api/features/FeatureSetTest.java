package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import java.util.List;
import org.junit.jupiter.api.Test;

@SuppressWarnings("deprecation") // the deprecated published weights must keep working
class FeatureSetTest {

    /** The placement documented in {@link FeatureTest}. */
    private static PlacementContext iIntoTheGap() {
        PlacementContext context = new PlacementContext();
        context.place(Board.parse(6, 8, "......", "####.#", "#.####"), Piece.I, Rotation.EAST, 4, 3);
        return context;
    }

    @Test
    void theLinearEvaluatorSumsWeightedFeatures() {
        // Dellacherie: -2.5 landing + 1 eroded - 22 row - 6 column transitions - 4 * 0 holes - 7 wells.
        assertEquals(-36.5, FeatureSet.DELLACHERIE.publishedEvaluator().evaluate(iIntoTheGap()), 1e-12);
        // Lee: before clearing, aggregate 15, one complete line, one hole, bumpiness 6.
        assertEquals(-0.510066 * 15 + 0.760666 - 0.35663 - 0.184483 * 6,
                FeatureSet.LEE.publishedEvaluator().evaluate(iIntoTheGap()), 1e-12);
    }

    @Test
    void setsAreFoundByTheirStableIds() {
        assertEquals(FeatureSet.EL_TETRIS, FeatureSet.byId("el-tetris"));
        assertEquals(16, FeatureSet.byId("rw16").features().size());
        assertEquals("unknown feature set 'nope' (known: lee, mzmousa, tetris4j, nus, dellacherie, el-tetris, bcts, rw16)",
                assertThrows(IllegalArgumentException.class, () -> FeatureSet.byId("nope")).getMessage());
    }

    @Test
    void anEvaluatorNeedsOneWeightPerFeature() {
        assertThrows(IllegalArgumentException.class,
                () -> new LinearEvaluator(List.of(Feature.HOLES), new double[] {1, 2}));
    }
}
