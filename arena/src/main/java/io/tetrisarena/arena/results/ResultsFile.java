package io.tetrisarena.arena.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.results.ResultsStore.Contents;
import io.tetrisarena.arena.results.ResultsStore.FormatException;
import io.tetrisarena.arena.results.ResultsStore.Kind;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * One log of {@link JsonLinesStore}, as a JSON lines file: line 1 is {@code {"header": TournamentHeader}} (a
 * gauntlet's versus log adds {@code "gauntlet": ID}), then one {@code {"game": GameRecord}} or
 * {@code {"versus": VersusRecord}} per record in the order they were added (sort by key to compare runs), and
 * optionally a last {@code {"footer": {"wallSeconds": ...}}} (which names the cluster members that played, with
 * their speeds, after a cluster run, and {@link #read} puts them into the header; and after a run on sealed
 * seeds, their secret). Every record line is flushed as soon as it is written, so a killed run loses at most a
 * partly written last line, which {@link #read} skips.
 */
public final class ResultsFile {
    private static final ObjectMapper MAPPER = RecordJson.mapper();

    private ResultsFile() {
    }

    /**
     * Reads a tournament's results file, tolerating a cut-short last line.
     *
     * @throws FormatException when the file is not a results file or a line other than the last is bad
     */
    public static Contents<GameRecord> read(Path file) throws IOException {
        return read(file, Kind.GAMES);
    }

    /**
     * Reads a results file of records of {@code kind}, tolerating a cut-short last line.
     *
     * @throws FormatException when the file is not a results file or a line other than the last is bad
     */
    public static <R> Contents<R> read(Path file, Kind<R> kind) throws IOException {
        List<String> lines = textLines(file);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new FormatException(file + ": empty, not a results file");
        }
        TournamentHeader header;
        String challenger;
        try {
            JsonNode first = MAPPER.readTree(lines.get(0));
            if (first == null || !first.has("header")) {
                throw new FormatException(file + ": line 1 is not a {\"header\": ...} line; not a results file");
            }
            header = MAPPER.treeToValue(first.get("header"), TournamentHeader.class);
            challenger = first.hasNonNull("gauntlet") ? first.get("gauntlet").asText() : null;
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new FormatException(file + ": line 1 is not valid JSON; not a results file");
        }
        List<R> games = new ArrayList<>();
        double wall = Double.NaN;
        boolean truncated = false;
        String sealedSecret = null;
        for (int i = 1; i < lines.size(); i++) {
            boolean last = i == lines.size() - 1;
            try {
                JsonNode node = MAPPER.readTree(lines.get(i));
                if (node != null && node.has(kind.key())) {
                    games.add(MAPPER.treeToValue(node.get(kind.key()), kind.type()));
                } else if (node != null && node.has("footer")) {
                    JsonNode footer = node.get("footer");
                    wall = footer.path("wallSeconds").asDouble(Double.NaN);
                    sealedSecret = footer.has("sealedSecret") ? footer.get("sealedSecret").asText() : null;
                    if (footer.has("workers")) {
                        header = header.withWorkers(List.of(MAPPER.treeToValue(footer.get("workers"),
                                TournamentHeader.WorkerInfo[].class)));
                    }
                } else {
                    throw new FormatException(file + ": line " + (i + 1) + " is neither a " + kind.noun()
                            + " nor a footer");
                }
            } catch (JsonProcessingException e) {
                if (!last) {
                    throw new FormatException(file + ": line " + (i + 1) + " is not valid JSON");
                }
                truncated = true;
            } catch (IllegalArgumentException e) {
                throw new FormatException(file + ": line " + (i + 1) + " is not a " + kind.noun() + " record: "
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
            }
        }
        return new Contents<>(header, challenger, games, wall, truncated, sealedSecret);
    }

    /**
     * The lines of a file that should be a results file.
     *
     * @throws FormatException with one line when it is a folder or not UTF-8 text
     */
    public static List<String> textLines(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            Path inside = JsonLinesStore.in(file).path(Kind.GAMES);
            throw new FormatException(file + " is a folder, not a results file"
                    + (Files.isRegularFile(inside) ? "; give " + inside : ""));
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new FormatException(file + ": not text (not UTF-8), so not a results file");
        }
    }

    /** Starts a tournament's results file: {@link #create(Path, Kind, TournamentHeader, String, List)} of games. */
    public static ResultsStore.Writer<GameRecord> create(Path file, TournamentHeader header, List<GameRecord> games)
            throws IOException {
        return create(file, Kind.GAMES, header, null, games);
    }

    /**
     * Starts a results file: writes the header and the given records to a fresh file that then replaces any old
     * one, so the records already there are never lost half-way; then keeps it open for appending.
     */
    public static <R> ResultsStore.Writer<R> create(Path file, Kind<R> kind, TournamentHeader header,
                                                    String challenger, List<R> records) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, ".results", ".tmp");
        try {
            try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                ObjectNode first = MAPPER.createObjectNode();
                first.set("header", MAPPER.valueToTree(header));
                if (challenger != null) {
                    first.put("gauntlet", challenger);
                }
                out.write(MAPPER.writeValueAsString(first) + "\n");
                for (R r : records) {
                    out.write(line(kind, r));
                }
            }
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return new LineWriter<>(kind, file, Files.size(file),
                Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    }

    private static String line(Kind<?> kind, Object value) throws JsonProcessingException {
        ObjectNode node = MAPPER.createObjectNode();
        node.set(kind.key(), MAPPER.valueToTree(value));
        return MAPPER.writeValueAsString(node) + "\n";
    }

    /** Appends records, each flushed at once; safe to call from several threads. */
    private static final class LineWriter<R> implements ResultsStore.Writer<R> {
        private final Kind<R> kind;
        private final Path file;
        private final BufferedWriter out;
        private long written;

        LineWriter(Kind<R> kind, Path file, long written, BufferedWriter out) {
            this.kind = kind;
            this.file = file;
            this.written = written;
            this.out = out;
        }

        @Override
        public synchronized void append(R record) throws IOException {
            write(line(kind, record));
        }

        private void write(String line) throws IOException {
            out.write(line);
            out.flush();
            written += line.getBytes(StandardCharsets.UTF_8).length;
        }

        @Override
        public synchronized void footer(ResultsStore.Footer footer) throws IOException {
            ObjectNode node = MAPPER.createObjectNode();
            ObjectNode body = node.putObject("footer").put("wallSeconds", footer.wallSeconds());
            if (footer.workers() != null) {
                body.set("workers", MAPPER.valueToTree(footer.workers()));
            }
            if (footer.sealedSecret() != null) {
                body.put("sealedSecret", footer.sealedSecret());
            }
            write(MAPPER.writeValueAsString(node) + "\n");
        }

        @Override
        public synchronized void checkIntact() throws IOException {
            if (!Files.isRegularFile(file)) {
                throw new IOException("the results file " + file + " vanished during the run");
            }
            long size = Files.size(file);
            if (size != written) {
                throw new IOException("the results file " + file + " " + (size < written ? "shrank" : "grew")
                        + " during the run (" + written + " bytes written, " + size + " there): something else"
                        + " wrote to it; its games cannot be trusted");
            }
        }

        @Override
        public synchronized void close() throws IOException {
            out.close();
        }
    }
}
