package io.tetrisarena.bots.heuristic;

import static io.tetrisarena.bots.heuristic.Decisions.resultOf;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LinearBotTest {
    private static final LinearBot FAMILY = new LinearBot();
    private static final Rules CLASSIC = Rules.classic();
    private static final Board TETRIS_READY = Board.parse("####.#####", "####.#####", "####.#####", "####.#####");

    @Test
    void aFeatureSetGivesABotWithThePublishedWeights() {
        TetrisBot bot = FAMILY.configure("features=dellacherie");
        assertEquals("linear:features.dellacherie", bot.info().id());
        TunableBot tunable = (TunableBot) bot;
        assertEquals(List.of("landing_height", "eroded_piece_cells", "row_transitions", "column_transitions", "holes",
                "cumulative_wells"), tunable.parameters().stream().map(TunableBot.Parameter::name).toList());
        assertArrayEquals(PublishedWeights.DELLACHERIE.weights(),
                tunable.parameters().stream().mapToDouble(TunableBot.Parameter::initial).toArray());
        // Plays as Dellacherie does: the tetris.
        assertEquals(Board.standard(), resultOf(bot, CLASSIC, TETRIS_READY, Piece.I));
    }

    @Test
    void aWeightsFileGivesABotNamedAfterIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tall.json");
        new LinearWeights("tall", "likes\nheight", LinearWeights.SearchDepth.ONE_PIECE,
                List.of(Feature.MAX_HEIGHT), new double[] {1}, Map.of()).write(file);
        TetrisBot bot = FAMILY.configure(file.toString());
        assertEquals("linear:tall", bot.info().id());
        assertEquals("likes height", bot.info().description());
        // Maximising height: the I stands upright on the stack.
        Board result = resultOf(bot, CLASSIC, TETRIS_READY, Piece.I);
        assertEquals(8, result.stackHeight());
    }

    @Test
    void theTrainersValuesReplaceTheFileWeights() {
        TunableBot bot = (TunableBot) FAMILY.configure("features=dellacherie");
        double[] flipped = PublishedWeights.DELLACHERIE.weights();
        for (int i = 0; i < flipped.length; i++) {
            flipped[i] = -flipped[i];
        }
        Observation observation = Decisions.observe(CLASSIC, TETRIS_READY, Piece.I);
        Board board = observation.board();
        board.placeAndClear(bot.newPlayer(CLASSIC, flipped).decide(observation).placement());
        assertFalse(board.isEmpty());
    }

    @Test
    void badArgumentsAreRefusedWithOneLine(@TempDir Path dir) throws IOException {
        assertEquals("no weights file " + dir.resolve("missing.json"),
                assertThrows(IllegalArgumentException.class,
                        () -> FAMILY.configure(dir.resolve("missing.json").toString())).getMessage());
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": \"tetris-arena-linear/1\",,}");
        String message = assertThrows(IllegalArgumentException.class, () -> FAMILY.configure(broken.toString()))
                .getMessage();
        assertTrue(message.startsWith(broken + ":1:36: "), message);
        assertThrows(IllegalArgumentException.class, () -> FAMILY.configure("features=nope"));
    }

    @Test
    void theFamilyItselfDeclinesToPlay() {
        assertFalse(FAMILY.accepts(CLASSIC).accepted());
        assertEquals("linear", FAMILY.info().id());
    }
}
