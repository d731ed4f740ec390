package io.tetrisarena.arena.trainer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The literature's cross-entropy protocol: a candidate's fitness is the mean of its games without the best
 * and worst thirds, and each generation reports how fast its games were played.
 */
class TrimmedFitnessTest {
    private static final Event EVENT = Events.load("classic").withPieceCap(80);
    private static final SeedSet TRAINING = SeedSet.Standard.TRAINING.generate();

    @TempDir
    Path folder;

    @Test
    void dropsTheBestAndWorstGamesBeforeTakingTheMean() {
        // Sorted 1 3 5 7 9 100: without the two lowest and two highest, (5 + 7) / 2.
        assertEquals(6.0, TrainingGames.trimmedMean(new double[] {100, 5, 1, 9, 3, 7}, 2));
        assertEquals(125.0 / 6, TrainingGames.trimmedMean(new double[] {100, 5, 1, 9, 3, 7}, 0));
        // Nine games trimmed by a third: three dropped at each end.
        assertEquals(5.0, TrainingGames.trimmedMean(new double[] {9, 8, 7, 6, 5, 4, 3, 2, 1}, 3));
    }

    @Test
    void recordsTheTrimInTheCheckpointOnlyWhenOneIsSet() {
        EvolutionSettings plain = new EvolutionSettings("b", "", "cem", 4, 1, 3, "e", 0, "training", 1);
        assertFalse(plain.toMap().containsKey("trim"));
        EvolutionSettings trimmed = new EvolutionSettings("b", "", "cem", 4, 1, 3, "e", 0, "training", 1, 1.0 / 3);
        assertEquals(1.0 / 3, trimmed.toMap().get("trim"));
        // A run trimmed differently cannot resume the plain one, nor the other way round.
        assertEquals("the checkpoint was made with trim 0.0, not 0.3333333333333333",
                trimmed.incompatibility(plain.toJson()));
        assertEquals("the checkpoint was made with trim 0.3333333333333333, not 0.0",
                plain.incompatibility(trimmed.toJson()));
        assertEquals(null, trimmed.incompatibility(trimmed.toJson()));
        assertThrows(IllegalArgumentException.class,
                () -> new EvolutionSettings("b", "", "cem", 4, 1, 3, "e", 0, "training", 1, 0.5));
    }

    @Test
    void aTrimmedRunWritesItsFitnessAndItsSpeedPerGeneration() throws IOException {
        Path out = folder.resolve("trimmed");
        EvolutionSettings settings = new EvolutionSettings("linear:test-lee", "lee", "cem", 6, 2, 3, EVENT.name(),
                EVENT.rules().pieceCap(), TRAINING.name(), 5, 1.0 / 3);
        new Evolution(settings, new LeeFeaturesTestBot(), EVENT, TRAINING, 2, out, "evolved-test",
                LinearWeights.SearchDepth.ONE_PIECE, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8)).run(false);
        List<String> lines = Files.readAllLines(out.resolve(Evolution.HISTORY));
        assertEquals(2, lines.size());
        for (String line : lines) {
            JsonNode generation = new ObjectMapper().readTree(line);
            // Six candidates, three games each, 80 pieces at most.
            long pieces = generation.get("pieces").asLong();
            assertTrue(pieces > 0 && pieces <= 6 * 3 * 80, line);
            assertTrue(generation.get("piecesPerSecond").asLong() > 0, line);
            assertEquals(generation.get("piecesPerSecond").asLong() / 2.0,
                    generation.get("piecesPerSecondPerCore").asDouble(), 1.0, line);
        }
        JsonNode checkpoint = new ObjectMapper().readTree(out.resolve(Evolution.CHECKPOINT).toFile());
        assertEquals(1.0 / 3, checkpoint.path("settings").path("trim").asDouble());
    }
}
