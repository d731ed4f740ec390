package io.tetrisarena.arena.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A tournament's results file, JSON lines: line 1 is {@code {"header": TournamentHeader}}, then one
 * {@code {"game": GameRecord}} per finished game in the order the games finished (sort by key to compare
 * runs), and optionally a last {@code {"footer": {"wallSeconds": ...}}} (which names the cluster members that
 * played, with their speeds, after a cluster run; {@link #read} puts them into the header; and after a run on
 * sealed seeds, their secret). Every game line is flushed as soon
 * as it is written, so a killed run loses at most a partly written last line, which {@link #read} skips.
 */
public final class ResultsFile {
    private static final ObjectMapper MAPPER = RecordJson.mapper();

    private ResultsFile() {
    }

    /**
     * What a results file holds.
     *
     * @param header      the header
     * @param games       every complete game line, in file order
     * @param wallSeconds the footer's wall time, or NaN without a footer
     * @param truncated   true when the last line was cut short (a killed run) and was skipped
     * @param sealedSecret the secret of sealed seeds the footer reveals, or null (a public seed set, or no footer)
     */
    public record Contents(TournamentHeader header, List<GameRecord> games, double wallSeconds, boolean truncated,
                           String sealedSecret) {
    }

    /** A results file is not readable; the message is one line. */
    public static final class ResultsFormatException extends IOException {
        private static final long serialVersionUID = 1L;

        public ResultsFormatException(String message) {
            super(message);
        }
    }

    /**
     * Reads a results file, tolerating a cut-short last line.
     *
     * @throws ResultsFormatException when the file is not a results file or a line other than the last is bad
     */
    public static Contents read(Path file) throws IOException {
        List<String> lines = textLines(file);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new ResultsFormatException(file + ": empty, not a results file");
        }
        TournamentHeader header;
        try {
            JsonNode first = MAPPER.readTree(lines.get(0));
            if (first == null || !first.has("header")) {
                throw new ResultsFormatException(file + ": line 1 is not a {\"header\": ...} line; not a results file");
            }
            header = MAPPER.treeToValue(first.get("header"), TournamentHeader.class);
        } catch (JsonProcessingException e) {
            throw new ResultsFormatException(file + ": line 1 is not valid JSON; not a results file");
        }
        List<GameRecord> games = new ArrayList<>();
        double wall = Double.NaN;
        boolean truncated = false;
        String sealedSecret = null;
        for (int i = 1; i < lines.size(); i++) {
            boolean last = i == lines.size() - 1;
            try {
                JsonNode node = MAPPER.readTree(lines.get(i));
                if (node != null && node.has("game")) {
                    games.add(MAPPER.treeToValue(node.get("game"), GameRecord.class));
                } else if (node != null && node.has("footer")) {
                    wall = node.get("footer").path("wallSeconds").asDouble(Double.NaN);
                    sealedSecret = node.get("footer").has("sealedSecret")
                            ? node.get("footer").get("sealedSecret").asText() : null;
                    if (node.get("footer").has("workers")) {
                        header = header.withWorkers(List.of(MAPPER.treeToValue(node.get("footer").get("workers"),
                                TournamentHeader.WorkerInfo[].class)));
                    }
                } else {
                    throw new ResultsFormatException(file + ": line " + (i + 1) + " is neither a game nor a footer");
                }
            } catch (JsonProcessingException e) {
                if (!last) {
                    throw new ResultsFormatException(file + ": line " + (i + 1) + " is not valid JSON");
                }
                truncated = true;
            }
        }
        return new Contents(header, games, wall, truncated, sealedSecret);
    }

    /**
     * The lines of a file that should be a results file (of a tournament or of versus games).
     *
     * @throws ResultsFormatException with one line when it is a folder or not UTF-8 text
     */
    public static List<String> textLines(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            Path inside = file.resolve("results.jsonl");
            throw new ResultsFormatException(file + " is a folder, not a results file"
                    + (Files.isRegularFile(inside) ? "; give " + inside : ""));
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new ResultsFormatException(file + ": not text (not UTF-8), so not a results file");
        }
    }

    /**
     * Starts a results file: writes the header and the given games (for a resumed run) to a fresh file
     * that replaces any old one, then keeps it open for appending.
     */
    public static Writer create(Path file, TournamentHeader header, List<GameRecord> games) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, ".results", ".tmp");
        try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
            out.write(line("header", header));
            for (GameRecord g : games) {
                out.write(line("game", g));
            }
        }
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        return new Writer(file, Files.size(file),
                Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    }

    private static String line(String key, Object value) throws JsonProcessingException {
        ObjectNode node = MAPPER.createObjectNode();
        node.set(key, MAPPER.valueToTree(value));
        return MAPPER.writeValueAsString(node) + "\n";
    }

    /** Appends games, each flushed at once; safe to call from several threads. */
    public static final class Writer implements Closeable {
        private final Path file;
        private final BufferedWriter out;
        private long written;

        private Writer(Path file, long written, BufferedWriter out) {
            this.file = file;
            this.written = written;
            this.out = out;
        }

        public synchronized void append(GameRecord game) throws IOException {
            write(line("game", game));
        }

        private void write(String line) throws IOException {
            out.write(line);
            out.flush();
            written += line.getBytes(StandardCharsets.UTF_8).length;
        }

        /** Writes the footer; call once, after the last game. */
        public synchronized void footer(double wallSeconds) throws IOException {
            footer(wallSeconds, null);
        }

        /** Writes the footer with the cluster members that played (null: a local run); call once, at the end. */
        public synchronized void footer(double wallSeconds, List<TournamentHeader.WorkerInfo> workers)
                throws IOException {
            footer(wallSeconds, workers, null);
        }

        /**
         * Writes the footer with the cluster members that played (null: a local run) and the secret of sealed
         * seeds it reveals (null: public seeds); call once, after the last game.
         */
        public synchronized void footer(double wallSeconds, List<TournamentHeader.WorkerInfo> workers,
                                        String sealedSecret) throws IOException {
            ObjectNode footer = MAPPER.createObjectNode();
            ObjectNode body = footer.putObject("footer").put("wallSeconds", wallSeconds);
            if (workers != null) {
                body.set("workers", MAPPER.valueToTree(workers));
            }
            if (sealedSecret != null) {
                body.put("sealedSecret", sealedSecret);
            }
            write(MAPPER.writeValueAsString(footer) + "\n");
        }

        /**
         * Checks that the file still holds exactly what this writer wrote: a file that vanished, shrank or
         * grew during the run (someone else wrote to it) is an error, never a success.
         *
         * @throws IOException with a one-line reason when it does not
         */
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
