package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearWeights;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bots' own copy of the published weights: one per feature set, in feature order. */
class PublishedWeightsTest {

    @Test
    void everyFeatureSetHasItsWeightsInFeatureOrder() {
        for (FeatureSet set : FeatureSet.values()) {
            PublishedWeights published = PublishedWeights.of(set);
            assertEquals(set, published.set());
            assertEquals(set.features().size(), published.weights().length, set.id());
        }
        assertArrayEquals(new double[] {-1, 1, -1, -1, -4, -1}, PublishedWeights.DELLACHERIE.weights());
        assertArrayEquals(new double[] {-0.510066, 0.760666, -0.35663, -0.184483}, PublishedWeights.LEE.weights());
        assertArrayEquals(new double[16], PublishedWeights.RW16.weights(), "RW16's authors published none");
    }

    @Test
    @SuppressWarnings("deprecation")
    void movedOutOfTheApiUnchangedSoTheLeaderboardGamesStayTheSame() {
        for (FeatureSet set : FeatureSet.values()) {
            assertArrayEquals(set.publishedWeights(), PublishedWeights.of(set).weights(), set.id());
            assertEquals(LinearWeights.published("x", set), PublishedWeights.of(set).linearWeights("x"), set.id());
        }
    }

    @Test
    void aWeightsFileOfThePublishedWeightsSaysWhereTheyCameFrom() {
        LinearWeights weights = PublishedWeights.BCTS.linearWeights("features.bcts");
        assertEquals(Map.of("featureSet", "bcts"), weights.provenance());
        assertEquals(LinearWeights.SearchDepth.ONE_PIECE, weights.search());
        assertEquals(true, weights.gameEndingLast(), "BCTS rates game-ending placements last");
    }
}
