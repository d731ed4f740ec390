package io.tetrisarena.arena.trainer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.trainer.optim.Candidate;
import io.tetrisarena.arena.trainer.optim.Checkpoint;
import io.tetrisarena.arena.trainer.optim.CrossEntropyMethod;
import io.tetrisarena.arena.trainer.optim.SearchSpace;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvolutionTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Event EVENT = Events.load("classic").withPieceCap(80);
    private static final SeedSet TRAINING = SeedSet.Standard.TRAINING.generate();

    @TempDir
    Path folder;

    private static EvolutionSettings settings(String algorithm, int generations) {
        return new EvolutionSettings("linear:test-lee", "lee", algorithm, 12, generations, 3, EVENT.name(),
                EVENT.rules().pieceCap(), TRAINING.name(), 5);
    }

    private Candidate evolve(EvolutionSettings settings, Path out, int threads, boolean resume) throws IOException {
        return new Evolution(settings, new LeeFeaturesTestBot(), EVENT, TRAINING, threads, out, "evolved-test",
                LinearWeights.SearchDepth.ONE_PIECE, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8)).run(resume);
    }

    private static List<JsonNode> history(Path out) throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(out.resolve(Evolution.HISTORY))) {
            ObjectNode node = (ObjectNode) JSON.readTree(line);
            node.remove("seconds");
            // Speed depends on the machine, and a generation replayed from a checkpoint plays no game.
            node.remove("pieces");
            node.remove("piecesPerSecond");
            node.remove("piecesPerSecondPerCore");
            lines.add(node);
        }
        return lines;
    }

    @Test
    void aShortRunImprovesOnGenerationZeroAndItsBestFilePlaysInTheArena() throws IOException {
        Path out = folder.resolve("run");
        Candidate best = evolve(settings("cem", 4), out, 2, false);

        List<JsonNode> history = history(out);
        assertEquals(4, history.size());
        double firstMean = history.get(0).get("mean").asDouble();
        double lastMean = history.get(3).get("mean").asDouble();
        assertTrue(lastMean > firstMean, "mean lines went from " + firstMean + " to " + lastMean);
        assertTrue(best.fitness() > history.get(0).get("best").asDouble() || best.generation() == 0);
        assertArrayEquals(new int[] {9, 10, 11}, JSON.treeToValue(history.get(3).get("seedIndices"), int[].class));
        assertTrue(Files.readString(out.resolve(Evolution.CHART)).startsWith("<svg"));

        LinearWeights weights = LinearWeights.read(out.resolve(Evolution.BEST));
        assertEquals("evolved-test", weights.name());
        assertEquals(FeatureSet.LEE.features(), weights.features());
        assertArrayEquals(best.values(), weights.weights());
        assertEquals("cem", weights.provenance().get("algorithm"));
        assertEquals("classic", weights.provenance().get("event"));
        assertEquals("training", weights.provenance().get("seedSet"));
        assertEquals(4, ((Number) weights.provenance().get("generations")).intValue());
        assertEquals(best.fitness(), ((Number) weights.provenance().get("fitness")).doubleValue());
        assertFalse(weights.gameEndingLast(), "the test bot scores game-ending placements like any other");

        TetrisBot evolved = new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("linear:evolved-test", "evolved", "1", "tests", "the evolved weights");
            }

            @Override
            public io.tetrisarena.api.BotPlayer newPlayer(Rules rules) {
                return LeeFeaturesTestBot.player(rules, weights);
            }
        };
        SeedSet official = SeedSet.Standard.OFFICIAL.generate();
        GameRecord game = new Referee(log -> { }).play(new GameSpec("linear:evolved-test", "1", "", EVENT,
                official.name(), 0, official.seed(0)), new InProcessConnection(evolved, "evolved"));
        assertTrue(game.outcome() == Outcome.PIECE_CAP || game.outcome() == Outcome.TOPPED_OUT, game.detail());
        assertTrue(game.pieces() > 0);
    }

    @Test
    void resumingAnInterruptedRunGivesTheUninterruptedResult() throws IOException {
        Path straight = folder.resolve("straight");
        Candidate uninterrupted = evolve(settings("ga-nus", 4), straight, 2, false);

        Path interrupted = folder.resolve("interrupted");
        evolve(settings("ga-nus", 2), interrupted, 2, false);
        Candidate resumed = evolve(settings("ga-nus", 4), interrupted, 1, true);

        assertEquals(uninterrupted, resumed);
        assertEquals(history(straight), history(interrupted));
        assertArrayEquals(LinearWeights.read(straight.resolve(Evolution.BEST)).weights(),
                LinearWeights.read(interrupted.resolve(Evolution.BEST)).weights());
    }

    private static EvolutionSettings fromZero(double range, int generations) {
        return new EvolutionSettings("linear:test-lee", "lee", "cem", 12, generations, 3, EVENT.name(),
                EVENT.rules().pieceCap(), TRAINING.name(), 5, 0, EvolutionSettings.ZERO, range);
    }

    private Candidate evolveFromZero(EvolutionSettings settings, Path out, boolean resume) throws IOException {
        Evolution evolution = new Evolution(settings, new LeeFeaturesTestBot(), EVENT, TRAINING, 2, out,
                "evolved-test", LinearWeights.SearchDepth.ONE_PIECE, new PrintStream(new ByteArrayOutputStream(),
                true, StandardCharsets.UTF_8));
        return evolution.startingAt(new double[FeatureSet.LEE.features().size()]).run(resume);
    }

    @Test
    void aRunFromZeroDrawsItsFirstGenerationAroundZeroAndWritesTheDistributionsCentre() throws IOException {
        Path out = folder.resolve("zero");
        evolveFromZero(fromZero(2, 1), out, false);

        int dimension = FeatureSet.LEE.features().size();
        double[] lower = new double[dimension];
        double[] upper = new double[dimension];
        java.util.Arrays.fill(lower, -2);
        java.util.Arrays.fill(upper, 2);
        CrossEntropyMethod cem = new CrossEntropyMethod(CrossEntropyMethod.Settings.standard(12),
                new SearchSpace(lower, upper, new double[dimension]), 5);
        List<double[]> expected = cem.ask();
        Checkpoint.Entry first = Checkpoint.load(out.resolve(Evolution.CHECKPOINT)).entries().get(0);
        List<double[]> played = first.candidates();
        assertEquals(expected.size(), played.size());
        for (int i = 0; i < expected.size(); i++) {
            assertArrayEquals(expected.get(i), played.get(i));
        }
        cem.tell(first.fitness());
        assertArrayEquals(cem.mean(), LinearWeights.read(out.resolve(Evolution.CENTRE)).weights(),
                "centre.json holds the distribution's mean after the generation");
        JsonNode recorded = JSON.readTree(out.resolve(Evolution.CHECKPOINT).toFile()).get("settings");
        assertEquals("zero", recorded.get("start").asText());
        assertEquals(2.0, recorded.get("range").asDouble());
    }

    @Test
    void resumesARunFromZeroOnlyWithItsOwnRangeAndKeepsWhatEachGenerationPlaced() throws IOException {
        Path straight = folder.resolve("straight");
        Candidate uninterrupted = evolveFromZero(fromZero(2, 3), straight, false);
        Path interrupted = folder.resolve("interrupted");
        evolveFromZero(fromZero(2, 1), interrupted, false);

        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> evolveFromZero(fromZero(3, 3), interrupted, true));
        assertEquals("cannot resume " + interrupted + ": the checkpoint was made with start 'zero' and range 2.0,"
                + " not 'zero' and 3.0", other.getMessage());
        IllegalArgumentException bots = assertThrows(IllegalArgumentException.class,
                () -> evolve(settings("cem", 3), interrupted, 2, true));
        assertEquals("cannot resume " + interrupted + ": the checkpoint was made with start 'zero' and range 2.0,"
                + " not '' and 0.0", bots.getMessage());
        assertEquals(uninterrupted, evolveFromZero(fromZero(2, 3), interrupted, true));
        assertEquals(history(straight), history(interrupted));
        // The pieces each generation placed survive the resume: the checkpoint keeps them.
        List<Long> piecesStraight = new ArrayList<>();
        List<Long> piecesResumed = new ArrayList<>();
        for (String line : Files.readAllLines(straight.resolve(Evolution.HISTORY))) {
            piecesStraight.add(JSON.readTree(line).get("pieces").asLong());
        }
        for (String line : Files.readAllLines(interrupted.resolve(Evolution.HISTORY))) {
            piecesResumed.add(JSON.readTree(line).get("pieces").asLong());
        }
        assertEquals(piecesStraight, piecesResumed);
        assertTrue(piecesStraight.stream().allMatch(p -> p > 0), piecesStraight.toString());
    }

    @Test
    void refusesToOverwriteARunOrToResumeOneWithOtherSettings() throws IOException {
        Path out = folder.resolve("run");
        evolve(settings("ga-lee", 1), out, 1, false);
        IllegalArgumentException overwrite = assertThrows(IllegalArgumentException.class,
                () -> evolve(settings("ga-lee", 1), out, 1, false));
        assertEquals(out + " already holds a run (checkpoint.json): add --resume to continue it, or choose another"
                + " --out", overwrite.getMessage());
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> evolve(settings("cem", 2), out, 1, true));
        assertEquals("cannot resume " + out + ": the checkpoint was made with algorithm \"ga-lee\", not \"cem\"",
                other.getMessage());
    }

    @Test
    void bestWeightsRateGameEndingPlacementsLastWhenTheTrainedBotDid() throws IOException {
        Path out = folder.resolve("ending-last");
        new Evolution(settings("cem", 1), new LeeFeaturesTestBot(), EVENT, TRAINING, 1, out, "evolved-test",
                LinearWeights.SearchDepth.ONE_PIECE, true, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8)).run(false);
        assertTrue(LinearWeights.read(out.resolve(Evolution.BEST)).gameEndingLast());
    }
}
