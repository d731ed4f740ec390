package io.tetrisarena.arena.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.results.ResultsStore.Contents;
import io.tetrisarena.arena.results.ResultsStore.Kind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;

/**
 * Follows one file of {@link JsonLinesStore} as a run writes it. A tournament's games are only ever appended to
 * (or the file is replaced with a new header, as {@code run --force} does), so only the complete lines added
 * since the last poll are parsed; a line still being written waits for its newline, and a file that shrinks or
 * gets a new header is read from the start. A versus file is rewritten whole when its run ends, so it is read
 * again whenever its size or time changes. A line that is not a record is noted as bad (in
 * {@link Contents#problems}, by its number) and the others are still read.
 */
final class LogFollower<R> implements ResultsStore.Follower<R> {
    private static final ObjectMapper MAPPER = RecordJson.mapper();

    private final Path file;
    private final Kind<R> kind;
    private final boolean appendOnly;
    private long offset;
    private String headerLine;
    private TournamentHeader header;
    private final List<R> records = new ArrayList<>();
    private final List<ResultsStore.Problem> bad = new ArrayList<>();
    private int lineNumber;
    private double wallSeconds = Double.NaN;
    private FileTime stamp;
    private long size = -1;
    private Contents<R> whole;

    LogFollower(Path file, Kind<R> kind) {
        this.file = file;
        this.kind = kind;
        this.appendOnly = kind == Kind.GAMES;
    }

    @Override
    public synchronized Contents<R> poll() throws IOException {
        try {
            if (!Files.isRegularFile(file)) {
                reset();
                return null;
            }
            return appendOnly ? follow() : reread();
        } catch (IOException | RuntimeException e) {
            reset();
            throw e;
        }
    }

    private Contents<R> reread() throws IOException {
        FileTime now = Files.getLastModifiedTime(file);
        long bytes = Files.size(file);
        if (whole == null || bytes != size || !now.equals(stamp)) {
            whole = ResultsFile.read(file, kind);
            size = bytes;
            stamp = now;
        }
        return whole;
    }

    private void reset() {
        offset = 0;
        headerLine = null;
        header = null;
        records.clear();
        bad.clear();
        lineNumber = 0;
        wallSeconds = Double.NaN;
        whole = null;
        size = -1;
    }

    private Contents<R> follow() throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long bytes = channel.size();
            String first = firstLine(channel);
            if (bytes < offset || headerLine != null && !headerLine.equals(first)) {
                reset();
            }
            if (first == null) {
                return new Contents<>(null, null, List.of(), Double.NaN, false, null);
            }
            if (headerLine == null) {
                JsonNode node = MAPPER.readTree(first);
                if (node == null || !node.has("header")) {
                    throw new IOException("line 1 is not a {\"header\": ...} line");
                }
                header = MAPPER.treeToValue(node.get("header"), TournamentHeader.class);
                headerLine = first;
                offset = first.getBytes(StandardCharsets.UTF_8).length + 1L;
                lineNumber = 1;
            }
            ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 8, bytes - offset));
            channel.read(buffer, offset);
            byte[] read = buffer.array();
            int start = 0;
            for (int i = 0; i < buffer.position(); i++) {
                if (read[i] == '\n') {
                    line(new String(read, start, i - start, StandardCharsets.UTF_8));
                    start = i + 1;
                }
            }
            offset += start;
        }
        return new Contents<>(header, null, List.copyOf(records), wallSeconds, false, null, List.of(), 0, false,
                !Double.isNaN(wallSeconds), List.copyOf(bad));
    }

    /** Takes in one complete line; a line that is not a record or a footer is noted as bad and skipped. */
    private void line(String text) {
        lineNumber++;
        if (text.isBlank()) {
            return;
        }
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node != null && node.has(kind.key())) {
                R record = MAPPER.treeToValue(node.get(kind.key()), kind.type());
                String missing = RecordJson.missingField(record);
                if (missing != null) {
                    throw new IllegalArgumentException("it has no " + missing);
                }
                records.add(record);
            } else if (node != null && node.has("footer")) {
                wallSeconds = node.get("footer").path("wallSeconds").asDouble(Double.NaN);
            } else {
                throw new IllegalArgumentException("neither a " + kind.noun() + " nor a footer");
            }
        } catch (IOException | RuntimeException e) {
            String why = e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage()
                    : e.getMessage();
            bad.add(new ResultsStore.Problem(lineNumber, "not a " + kind.noun() + " record: "
                    + String.valueOf(why).lines().findFirst().orElse("")));
        }
    }

    private static String firstLine(FileChannel channel) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
        long at = 0;
        while (true) {
            buffer.clear();
            int n = channel.read(buffer, at);
            if (n <= 0) {
                return null;
            }
            byte[] bytes = buffer.array();
            for (int i = 0; i < n; i++) {
                if (bytes[i] == '\n') {
                    line.write(bytes, 0, i);
                    return line.toString(StandardCharsets.UTF_8);
                }
            }
            line.write(bytes, 0, n);
            at += n;
        }
    }
}
