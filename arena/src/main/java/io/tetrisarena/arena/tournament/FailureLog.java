package io.tetrisarena.arena.tournament;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A run's {@code arena.log}: the referees' reports of failing games (a bot's stack trace, a process's exit), one
 * report at a time, each line stamped with the second it was written; solo and versus runs write the same
 * format. The file is opened on the first report, so a run without failures leaves none.
 */
public final class FailureLog implements AutoCloseable {
    private final Path file;
    private BufferedWriter out;

    public FailureLog(Path file) {
        this.file = file;
    }

    /** Appends one report. */
    public synchronized void write(String report) {
        try {
            if (out == null) {
                out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
            out.write(Instant.now().truncatedTo(ChronoUnit.SECONDS) + " " + report);
            out.newLine();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }
}
