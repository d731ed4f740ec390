package io.tetrisarena.arena.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** arena.log: each report one stamped line after those already there, and no file for a run without failures. */
class FailureLogTest {
    @TempDir
    Path out;

    @Test
    void aRunWithoutFailuresLeavesNoLog() throws Exception {
        try (FailureLog log = new FailureLog(out.resolve("arena.log"))) {
            assertFalse(Files.exists(out.resolve("arena.log")));
        }
        assertFalse(Files.exists(out.resolve("arena.log")));
    }

    @Test
    void eachReportIsAppendedAfterWhatTheFileHeldWithTheSecondItWasWritten() throws Exception {
        Files.writeString(out.resolve("arena.log"), "2026-11-28T10:00:00Z an earlier run's report\n");
        try (FailureLog log = new FailureLog(out.resolve("arena.log"))) {
            log.write("bot a failed in classic-3: boom");
            log.write("bot b failed in versus-0a: exited with code 2");
        }
        List<String> lines = Files.readAllLines(out.resolve("arena.log"));
        assertEquals(3, lines.size(), String.join("\n", lines));
        assertEquals("2026-11-28T10:00:00Z an earlier run's report", lines.get(0));
        assertTrue(lines.get(1).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ bot a failed in classic-3: boom"),
                lines.get(1));
        assertTrue(lines.get(2).matches("\\S+Z bot b failed in versus-0a: exited with code 2"), lines.get(2));
    }
}
