package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code misakamm:FILE} plays the weights of an evolve run's best.json under the run's name. */
class MisakammWeightsFileTest {

    @TempDir
    Path folder;

    private Path write(String json) throws IOException {
        Path file = folder.resolve("best.json");
        Files.writeString(file, json);
        return file;
    }

    @Test
    void playsTheRoundedParametersOfABestFileUnderItsName() throws IOException {
        Path file = write("""
                {"name": "evolved-misakamm-zero", "description": "d", "parameters": {
                  "row_transitions": 99.6, "column_transitions": 95, "hole": 401.4, "x1_hole": 88, "x2_hole": 88,
                  "landing_height": 67, "rows_cleared": 86, "hole_depth": 75, "well_depth_2": 176,
                  "well_depth_3": 99, "shape_adaptability": -117.2},
                 "provenance": {"settings": {"bot": "misakamm"}}}
                """);
        MisakammBot bot = (MisakammBot) new MisakammBot().configure(file.toString());
        assertEquals("misakamm:evolved-misakamm-zero", bot.info().id());
        assertArrayEquals(new long[] {100, 95, 401, 88, 88, 67, 86, 75, 176, 99, -117}, bot.weights().values());
    }

    @Test
    void misakammPlusPlaysABestFileWithItsAddedFeaturesAndAsMisakammWhenTheyWeighNothing() throws IOException {
        String weights = "\"row_transitions\": 100, \"column_transitions\": 95, \"hole\": 401, \"x1_hole\": 88,"
                + " \"x2_hole\": 88, \"landing_height\": 67, \"rows_cleared\": 86, \"hole_depth\": 75,"
                + " \"well_depth_2\": 176, \"well_depth_3\": 99, \"shape_adaptability\": 117";
        Path zero = write("{\"name\": \"plus-zero\", \"parameters\": {" + weights
                + ", \"max_height\": 0, \"rows_with_holes\": 0}}");
        io.tetrisarena.api.TetrisBot plus = new MisakammPlusBot().configure(zero.toString());
        assertEquals("misakamm-plus:plus-zero", plus.info().id());
        io.tetrisarena.api.rules.Rules rules = MisakammOriginalChoicesTest.literature(10);
        io.tetrisarena.api.kernel.Board board = new io.tetrisarena.api.kernel.Board(10, 14);
        for (int y = 0; y < 4; y++) {
            board.setRow(y, 0b1111011110 >> (y % 2));
        }
        MisakammBot misakamm = new MisakammBot();
        for (io.tetrisarena.api.kernel.Piece piece : io.tetrisarena.api.kernel.Piece.values()) {
            assertEquals(Decisions.decide(misakamm, Decisions.observe(rules, board, piece)),
                    Decisions.decide(plus, Decisions.observe(rules, board, piece)), piece.toString());
        }
        Path heavy = folder.resolve("heavy.json");
        Files.writeString(heavy, "{\"name\": \"plus-heavy\", \"parameters\": {" + weights
                + ", \"max_height\": -100000}}");
        io.tetrisarena.api.TetrisBot flat = new MisakammPlusBot().configure(heavy.toString());
        int differ = 0;
        for (io.tetrisarena.api.kernel.Piece piece : io.tetrisarena.api.kernel.Piece.values()) {
            differ += Decisions.decide(misakamm, Decisions.observe(rules, board, piece))
                    .equals(Decisions.decide(flat, Decisions.observe(rules, board, piece))) ? 0 : 1;
        }
        assertTrue(differ > 0, "a heavy added weight changes some choice");
    }

    @Test
    void refusesAFileWithoutEveryWeightOrName() throws IOException {
        MisakammBot family = new MisakammBot();
        Path missing = write("{\"name\": \"x\", \"parameters\": {\"hole\": 1}}");
        assertEquals(missing + " has no parameter row_transitions",
                assertThrows(IllegalArgumentException.class, () -> family.configure(missing.toString())).getMessage());
        Path nameless = write("{\"parameters\": {}}");
        assertEquals(nameless + " needs a \"name\" of [a-z0-9][a-z0-9._-]*",
                assertThrows(IllegalArgumentException.class, () -> family.configure(nameless.toString()))
                        .getMessage());
        Path broken = write("{\"name\": \"x\", \"parameters\": {");
        String brokenMessage = assertThrows(IllegalArgumentException.class,
                () -> family.configure(broken.toString())).getMessage();
        assertTrue(brokenMessage.startsWith("cannot read " + broken + ": "), brokenMessage);
        assertEquals(1, brokenMessage.lines().count(), brokenMessage);
        assertEquals("no weights file " + folder.resolve("none.json"), assertThrows(IllegalArgumentException.class,
                () -> family.configure(folder.resolve("none.json").toString())).getMessage());
    }
}
