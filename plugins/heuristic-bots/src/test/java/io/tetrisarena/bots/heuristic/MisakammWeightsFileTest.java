package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    void refusesAFileWithoutEveryWeightOrName() throws IOException {
        MisakammBot family = new MisakammBot();
        Path missing = write("{\"name\": \"x\", \"parameters\": {\"hole\": 1}}");
        assertEquals(missing + " has no parameter row_transitions",
                assertThrows(IllegalArgumentException.class, () -> family.configure(missing.toString())).getMessage());
        Path nameless = write("{\"parameters\": {}}");
        assertEquals(nameless + " needs a \"name\" of [a-z0-9][a-z0-9._-]*",
                assertThrows(IllegalArgumentException.class, () -> family.configure(nameless.toString()))
                        .getMessage());
        assertEquals("no weights file " + folder.resolve("none.json"), assertThrows(IllegalArgumentException.class,
                () -> family.configure(folder.resolve("none.json").toString())).getMessage());
    }
}
