package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code evolved-misakamm-cem} plays the rounded best candidate of the run kept in evolved-bots' training folder. */
class EvolvedMisakammCemTest {

    @Test
    void playsTheRunsBestCandidateRoundedToIntegers() throws IOException {
        String best = Files.readString(
                Path.of("..", "evolved-bots", "training", "evolved-misakamm-cem", "best.json"));
        String parameters = best.substring(best.indexOf("\"parameters\""), best.indexOf("\"provenance\""));
        long[] rounded = new long[MisakammWeights.NAMES.size()];
        for (int i = 0; i < rounded.length; i++) {
            Matcher m = Pattern.compile("\"" + MisakammWeights.NAMES.get(i) + "\" : ([-0-9.E]+)").matcher(parameters);
            m.find();
            rounded[i] = Math.round(Double.parseDouble(m.group(1)));
        }
        EvolvedMisakammCem bot = new EvolvedMisakammCem();
        assertArrayEquals(rounded, bot.weights().values());
        assertEquals("evolved-misakamm-cem", bot.info().id());
        assertEquals(true, best.contains("\"name\" : \"evolved-misakamm-cem\""));
        assertEquals(true, best.contains("\"event\" : \"literature-10x8\""));
    }
}
