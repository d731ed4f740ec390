package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.StraightDropMoveGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The evaluator reads some features without going through {@link Feature#value}; its score must stay the
 * sum of weight times {@link Feature#value}, added in feature order, bit for bit.
 */
class LinearEvaluatorTest {

    @Test
    void scoresAreTheWeightedValuesAddedInFeatureOrderForEveryFeature() {
        SplittableRandom random = new SplittableRandom(2026_11_23L);
        PlacementContext context = new PlacementContext();
        PlacementList placements = new PlacementList();
        StraightDropMoveGenerator generator = new StraightDropMoveGenerator();
        int checked = 0;
        int cleared = 0;
        for (int trial = 0; trial < 300; trial++) {
            List<Feature> features = new ArrayList<>();
            double[] weights = new double[1 + random.nextInt(12)];
            for (int i = 0; i < weights.length; i++) {
                features.add(Feature.values()[random.nextInt(Feature.values().length)]);
                weights[i] = random.nextDouble(-10, 10);
            }
            LinearEvaluator evaluator = new LinearEvaluator(features, weights);
            Board board = randomStack(random);
            generator.generate(board, Piece.ofOrdinal(random.nextInt(7)), placements);
            for (int p = 0; p < placements.size(); p++) {
                assertTrue(context.place(board, placements, p));
                double expected = 0;
                for (int i = 0; i < weights.length; i++) {
                    expected += weights[i] * features.get(i).value(context);
                }
                assertEquals(expected, evaluator.evaluate(context), () -> features + " on\n" + board);
                checked++;
                if (context.linesCleared() > 0) {
                    cleared++;
                }
            }
        }
        assertTrue(checked > 3000, "placements: " + checked);
        assertTrue(cleared > 100, "placements that cleared rows: " + cleared);
    }

    @Test
    void eachFeatureAloneScoresItsWeightTimesItsValue() {
        Board board = Board.parse("#..#####.#", "##.######.", "#########.");
        PlacementContext context = new PlacementContext();
        PlacementList placements = new PlacementList();
        new StraightDropMoveGenerator().generate(board, Piece.I, placements);
        for (Feature feature : Feature.values()) {
            LinearEvaluator evaluator = new LinearEvaluator(List.of(feature), new double[] {-1.5});
            for (int p = 0; p < placements.size(); p++) {
                assertTrue(context.place(board, placements, p));
                double expected = 0;
                expected += -1.5 * feature.value(context);
                assertEquals(expected, evaluator.evaluate(context), feature::id);
            }
        }
    }

    private static Board randomStack(SplittableRandom random) {
        Board board = Board.standard();
        int rows = random.nextInt(0, 14);
        for (int y = 0; y < rows; y++) {
            int row = board.fullRowMask();
            for (int g = random.nextInt(1, 4); g > 0; g--) {
                row &= ~(1 << random.nextInt(10));
            }
            board.setRow(y, row);
        }
        return board;
    }
}
