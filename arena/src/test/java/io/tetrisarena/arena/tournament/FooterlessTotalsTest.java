package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.results.TournamentHeader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wall time of an interrupted run (no footer) is the time from its start to its last write, to the millisecond. */
class FooterlessTotalsTest {
    @TempDir
    Path dir;

    private static TournamentHeader header(String startedAt) {
        return new TournamentHeader("dev", "1.2.0", List.of(), "quick", "abc", 5, List.of(), 1, startedAt, "jvm");
    }

    @Test
    void aRunKilledBeforeItsFooterCountsFromItsStartToItsLastWrite() throws Exception {
        Instant start = Instant.parse("2026-03-04T05:06:07.890Z");
        Path file = Files.writeString(dir.resolve("results.jsonl"), "x\n");
        Files.setLastModifiedTime(file, FileTime.from(start.plusMillis(1234)));
        assertEquals(1.234, ResultsSink.earlierWallSeconds(header(start.toString()), Double.NaN,
                JsonLinesStore.in(dir).lastWritten(ResultsStore.Kind.GAMES)), 1e-9);
    }

    @Test
    void aResumedRunKilledBeforeItsFooterAddsItsOwnTimeToTheEarlierRuns() throws Exception {
        Instant resumedAt = Instant.parse("2026-03-04T06:00:00.250Z");
        Path file = Files.writeString(dir.resolve("results.jsonl"), "x\n");
        Files.setLastModifiedTime(file, FileTime.from(resumedAt.plusMillis(2500)));
        TournamentHeader resumed = header("2026-03-04T05:06:07.890Z")
                .withResumed(new TournamentHeader.Resumed(resumedAt.toString(), 10.0));
        assertEquals(12.5, ResultsSink.earlierWallSeconds(resumed, Double.NaN,
                JsonLinesStore.in(dir).lastWritten(ResultsStore.Kind.GAMES)), 1e-9);
        assertEquals(10.0 + 3.0, ResultsSink.earlierWallSeconds(resumed, 3.0, Instant.EPOCH), 1e-9, "a footer's time counts as is");
    }
}
