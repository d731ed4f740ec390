package io.tetrisarena.arena.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.RecordJson;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
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
 * A results folder as a run writes it, read again on demand: the games' file of its {@link JsonLinesStore} is
 * followed as it grows
 * (only the new complete lines are parsed; a line still being written waits for its newline; a file that
 * shrinks or gets a new header, as {@code run --force} writes, is read from the start), and
 * the versus games' file is read again when it changes.
 * Thread-safe: {@link #refresh()} and the accessors synchronise on the folder.
 */
public final class ResultsFolder {
    private static final ObjectMapper MAPPER = RecordJson.mapper();

    private final Path dir;
    private long offset;
    private String headerLine;
    private TournamentHeader header;
    private final List<GameRecord> games = new ArrayList<>();
    private boolean finished;
    private String problem = "";
    private FileTime versusStamp;
    private long versusSize = -1;
    private ResultsStore.Contents<VersusRecord> versus;

    private final ResultsStore store;

    public ResultsFolder(Path dir) {
        this.dir = dir;
        this.store = ResultsStore.in(dir);
    }

    public Path dir() {
        return dir;
    }

    /** What the folder held at the last refresh. */
    public record Snapshot(TournamentHeader header, List<GameRecord> games, boolean finished, String problem,
                           ResultsStore.Contents<VersusRecord> versus) {
    }

    /** Reads what was added since the last call, and returns the whole folder as it now stands. */
    public synchronized Snapshot refresh() {
        Path file = store.path(ResultsStore.Kind.GAMES);
        try {
            if (!Files.isRegularFile(file)) {
                reset();
                problem = "no " + file.getFileName() + " yet";
            } else {
                follow(file);
            }
        } catch (IOException | RuntimeException e) {
            reset();
            problem = file.getFileName() + " cannot be read: " + e.getMessage();
        }
        readVersus();
        return new Snapshot(header, List.copyOf(games), finished, problem, versus);
    }

    private void reset() {
        offset = 0;
        headerLine = null;
        header = null;
        games.clear();
        finished = false;
    }

    private void follow(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            String first = firstLine(channel);
            if (size < offset || headerLine != null && !headerLine.equals(first)) {
                reset();
            }
            if (first == null) {
                problem = file.getFileName() + " has no complete header line yet";
                return;
            }
            if (headerLine == null) {
                JsonNode node = MAPPER.readTree(first);
                if (node == null || !node.has("header")) {
                    throw new IOException("line 1 is not a {\"header\": ...} line");
                }
                header = MAPPER.treeToValue(node.get("header"), TournamentHeader.class);
                headerLine = first;
                offset = first.getBytes(StandardCharsets.UTF_8).length + 1L;
            }
            problem = "";
            ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 8, size - offset));
            channel.read(buffer, offset);
            byte[] bytes = buffer.array();
            int start = 0;
            for (int i = 0; i < buffer.position(); i++) {
                if (bytes[i] == '\n') {
                    line(new String(bytes, start, i - start, StandardCharsets.UTF_8));
                    start = i + 1;
                }
            }
            offset += start;
        }
    }

    private void line(String text) throws IOException {
        if (text.isBlank()) {
            return;
        }
        JsonNode node = MAPPER.readTree(text);
        if (node != null && node.has(ResultsStore.Kind.GAMES.key())) {
            games.add(MAPPER.treeToValue(node.get(ResultsStore.Kind.GAMES.key()), GameRecord.class));
        } else if (node != null && node.has("footer")) {
            finished = true;
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

    private void readVersus() {
        Path file = store.path(ResultsStore.Kind.VERSUS);
        try {
            if (!Files.isRegularFile(file)) {
                versus = null;
                versusSize = -1;
                return;
            }
            FileTime stamp = Files.getLastModifiedTime(file);
            long size = Files.size(file);
            if (size != versusSize || !stamp.equals(versusStamp)) {
                versus = store.read(ResultsStore.Kind.VERSUS);
                versusSize = size;
                versusStamp = stamp;
            }
        } catch (IOException | RuntimeException e) {
            versus = null;
            versusSize = -1;
        }
    }
}
