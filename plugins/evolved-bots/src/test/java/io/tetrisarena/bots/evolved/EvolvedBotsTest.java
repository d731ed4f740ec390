package io.tetrisarena.bots.evolved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class EvolvedBotsTest {

    static List<Arguments> bots() {
        return List.of(
                Arguments.of(new EvolvedMzmousaGa(), FeatureSet.MZMOUSA, "ga-mzmousa", "classic"),
                Arguments.of(new EvolvedTetris4jGa(), FeatureSet.TETRIS4J, "ga-tetris4j", "classic"),
                Arguments.of(new EvolvedBctsCem(), FeatureSet.BCTS, "cem", "survival"),
                Arguments.of(new EvolvedLeeGa(), FeatureSet.LEE, "ga-lee", "classic"),
                Arguments.of(new EvolvedRw16NmGa(), FeatureSet.RW16, "nm-ga-nm", "classic"));
    }

    /** {@link #bots()} and the bots trained on a feature file rather than a named set. */
    static List<Arguments> everyBot() {
        List<Arguments> all = new ArrayList<>(bots());
        all.add(Arguments.of(new EvolvedBctsPlusCem(), null, "cem", "literature-10x10"));
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bots")
    void bundlesWeightsTheTrainerWroteForItsFeatureSet(EvolvedBot bot, FeatureSet set, String algorithm,
                                                      String event) {
        assertEquals(bot.info().id(), bot.weights().name());
        List<Feature> expected = new ArrayList<>(set.features());
        if (bot instanceof EvolvedBctsCem) {
            // Trained when cumulative_wells counted open wells only, which is now open_wells.
            expected.set(expected.indexOf(Feature.CUMULATIVE_WELLS), Feature.OPEN_WELLS);
        }
        assertEquals(expected, bot.weights().features());
        Map<String, Object> provenance = bot.weights().provenance();
        assertEquals("tetris-arena evolve", provenance.get("trainer"));
        assertEquals(algorithm, provenance.get("algorithm"));
        assertEquals(event, provenance.get("event"));
        assertEquals("training", provenance.get("seedSet"));
        assertEquals(set.id(), ((Map<?, ?>) provenance.get("settings")).get("features"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyBot")
    void playsTwoHundredClassicPiecesWithoutToppingOut(EvolvedBot bot, FeatureSet set, String algorithm,
                                                       String event) {
        Rules rules = Rules.classic();
        Board board = new Board(rules.width(), rules.height());
        PieceSequence sequence = PieceSequence.sevenBag(42);
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList legal = new PlacementList();
        var player = bot.newPlayer(rules);
        for (int i = 0; i < 200; i++) {
            Piece piece = sequence.piece(i);
            generator.generate(board, piece, legal);
            List<Placement> placements = legal.toList();
            Observation observation = ObservationBuilder.of(rules).board(board).queue(piece, List.of())
                    .piecesPlaced(i).placements(placements, List.of()).build();
            Move move = player.decide(observation);
            assertTrue(placements.contains(move.placement()), "piece " + i + ": an illegal placement");
            board.placeAndClear(move.placement());
            assertTrue(board.stackHeight() <= rules.visibleHeight(), "piece " + i + ": the stack left the field");
        }
    }
}
