package io.tetrisarena.bots.evolved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code evolved-bcts-plus-cem}: its weights are the best measurement of the cross-entropy run kept in
 * {@code training/evolved-bcts-plus-cem}, and it plays the literature-10x10 game the validation run recorded.
 */
class EvolvedBctsPlusCemTest {
    /** The bundled {@code literature-10x10} event's rules. */
    private static final Rules TEN_BY_TEN = new Rules("literature-10x10", 10, 14, 10, 0, false,
            MovementModel.STRAIGHT_DROP, false, ScoringTable.NONE, RandomizerKind.UNIFORM,
            TopOutRule.PIECE_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);

    private final EvolvedBctsPlusCem bot = new EvolvedBctsPlusCem();

    @Test
    void weighsBctsFeaturesAndFiveMoreWithGameEndingPlacementsLast() {
        List<Feature> expected = new ArrayList<>(FeatureSet.BCTS.features());
        expected.addAll(List.of(Feature.MAX_HEIGHT, Feature.BUMPINESS, Feature.COLUMNS_WITH_HOLES,
                Feature.MAX_PIT_DEPTH, Feature.AGGREGATE_HEIGHT));
        assertEquals("evolved-bcts-plus-cem", bot.info().id());
        assertEquals(bot.info().id(), bot.weights().name());
        assertEquals(expected, bot.weights().features());
        assertTrue(bot.weights().gameEndingLast());
        assertTrue(bot.weights().searchPolicy().gameEndingLast());
        Map<String, Object> provenance = bot.weights().provenance();
        assertEquals("tetris-arena evolve", provenance.get("trainer"));
        assertEquals("cem", provenance.get("algorithm"));
        assertEquals("literature-10x10", provenance.get("event"));
        assertEquals("training", provenance.get("seedSet"));
        assertEquals(23, ((Number) provenance.get("fitnessGeneration")).intValue());
    }

    @Test
    void bundlesTheBestMeasurementTheRunsHistoryRecords() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("training/evolved-bcts-plus-cem/history.jsonl"));
        assertEquals(30, lines.size(), "one line per generation");
        String last = lines.get(lines.size() - 1);
        String prefix = "\"bestSoFar\":{\"fitness\":10709.75,\"generation\":23,\"values\":{";
        assertTrue(last.contains(prefix), last);
        String values = last.substring(last.indexOf(prefix) + prefix.length(), last.indexOf('}', last.indexOf(prefix)));
        Matcher entry = Pattern.compile("\"([a-z_]+)\":(-?[0-9.Ee+-]+)").matcher(values);
        List<Feature> features = bot.weights().features();
        int count = 0;
        while (entry.find()) {
            Feature feature = Feature.byId(entry.group(1));
            assertEquals(Double.parseDouble(entry.group(2)), bot.weights().weight(feature), feature.id());
            count++;
        }
        assertEquals(features.size(), count);
        assertEquals(10709.75, ((Number) bot.weights().provenance().get("fitness")).doubleValue());
    }

    @Test
    void playsTheFirstValidationGameAsTheArenaRecordedIt() {
        // validation seed 0; the arena's run of this bot on literature-10x10 recorded 9,568 pieces, 3,819 lines.
        PlayState state = PlayState.ofSeed(TEN_BY_TEN, 41203982260032293L, new Board(10, 14));
        BotPlayer player = bot.newPlayer(TEN_BY_TEN);
        MoveGenerator generator = MoveGenerator.forRules(TEN_BY_TEN);
        PlacementList legal = new PlacementList();
        LockResult result = new LockResult();
        while (!state.isOver()) {
            generator.generate(state.board(), state.current(), legal);
            List<Placement> placements = legal.toList();
            Move move = player.decide(ObservationBuilder.of(TEN_BY_TEN).board(state.board())
                    .queue(state.current(), List.of()).piecesPlaced(state.piecesPlaced())
                    .placements(placements, List.of()).build());
            assertTrue(placements.contains(move.placement()), "piece " + state.piecesPlaced() + ": illegal");
            state.lock(move.placement(), false, result);
        }
        assertEquals(9568, state.piecesPlaced());
        assertEquals(3819, state.lines());
    }
}
