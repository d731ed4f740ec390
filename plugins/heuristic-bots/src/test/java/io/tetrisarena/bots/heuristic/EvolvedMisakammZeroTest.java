package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code evolved-misakamm-zero} plays the rounded centre of the 10-row run kept in evolved-bots' training
 * folder, exactly as {@code misakamm:FILE} plays that file, and the run it came from started at zero.
 */
class EvolvedMisakammZeroTest {

    private static final Path RUNS = Path.of("..", "evolved-bots", "training", "evolved-misakamm-zero");

    @Test
    void playsTheTenRowRunsCentreRoundedToIntegers() {
        MisakammBot fromFile = (MisakammBot) new MisakammBot()
                .configure(RUNS.resolve("stage-b-10x10").resolve("centre.json").toString());
        EvolvedMisakammZero bot = new EvolvedMisakammZero();
        assertArrayEquals(fromFile.weights().values(), bot.weights().values());
        assertEquals("misakamm:evolved-misakamm-zero", fromFile.info().id());
        assertEquals("evolved-misakamm-zero", bot.info().id());
    }

    @Test
    void theFirstRunStartedFromZeroAndTheSecondFromTheFirstsCentre() throws IOException {
        String first = Files.readString(RUNS.resolve("stage-a-10x8").resolve("centre.json"));
        assertTrue(first.contains("\"start\" : \"zero\""), first);
        assertTrue(first.contains("\"event\" : \"literature-10x8\""), first);
        String second = Files.readString(RUNS.resolve("stage-b-10x10").resolve("centre.json"));
        String sha = java.util.HexFormat.of().formatHex(uncheckedSha256(
                Files.readAllBytes(RUNS.resolve("stage-a-10x8").resolve("centre.json"))));
        assertTrue(second.contains("\"start\" : \"sha256:" + sha + "\""), second);
        assertTrue(second.contains("\"event\" : \"literature-10x10\""), second);
    }

    static byte[] uncheckedSha256(byte[] bytes) {
        try {
            return java.security.MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
