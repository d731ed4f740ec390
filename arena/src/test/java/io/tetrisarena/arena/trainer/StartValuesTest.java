package io.tetrisarena.arena.trainer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start file of {@code evolve --start FILE}: values by name, the missing ones at 0, bad files in one line. */
class StartValuesTest {

    private static final List<String> NAMES = List.of("hole", "landing_height", "max_height");

    @TempDir
    Path folder;

    @Test
    void readsValuesByNameAndStartsTheParametersItDoesNotNameAtZero() throws IOException {
        Path file = folder.resolve("centre.json");
        Files.writeString(file, "{\"name\": \"x\", \"parameters\": {\"landing_height\": 66.5, \"hole\": -3,"
                + " \"other\": 9}}");
        StartValues.Read read = StartValues.read(file, NAMES);
        assertArrayEquals(new double[] {-3, 66.5, 0}, read.values());
        assertEquals(List.of("max_height"), read.missing());
    }

    @Test
    void refusesAMissingMalformedOrUnrelatedFileInOneLine() throws IOException {
        Path missing = folder.resolve("none.json");
        assertEquals("cannot read start file " + missing + ": " + missing,
                assertThrows(IllegalArgumentException.class, () -> StartValues.read(missing, NAMES)).getMessage());
        Path broken = folder.resolve("broken.json");
        Files.writeString(broken, "{\"parameters\": {");
        String brokenMessage = assertThrows(IllegalArgumentException.class,
                () -> StartValues.read(broken, NAMES)).getMessage();
        assertEquals(true, brokenMessage.startsWith("start file " + broken + ": malformed JSON at line 1"),
                brokenMessage);
        assertEquals(1, brokenMessage.lines().count(), brokenMessage);
        Path wordy = folder.resolve("wordy.json");
        Files.writeString(wordy, "{\"parameters\": {\"hole\": \"many\"}}");
        String wordyMessage = assertThrows(IllegalArgumentException.class,
                () -> StartValues.read(wordy, NAMES)).getMessage();
        assertEquals(true, wordyMessage.startsWith("start file " + wordy + ": ") && wordyMessage.contains("hole"),
                wordyMessage);
        Path unrelated = folder.resolve("unrelated.json");
        Files.writeString(unrelated, "{\"parameters\": {\"bumpiness\": 1}}");
        assertEquals("start file " + unrelated + " names none of the bot's parameters (hole, landing_height,"
                + " max_height)", assertThrows(IllegalArgumentException.class,
                () -> StartValues.read(unrelated, NAMES)).getMessage());
    }
}
