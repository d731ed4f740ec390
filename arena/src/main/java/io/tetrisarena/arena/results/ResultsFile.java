package io.tetrisarena.arena.results;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.results.ResultsStore.Contents;
import io.tetrisarena.arena.results.ResultsStore.FormatException;
import io.tetrisarena.arena.results.ResultsStore.Kind;
import io.tetrisarena.arena.text.JsonTrees;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
 * seeds, their secret).
 *
 * <p>The lines form a chain: each record carries {@code "prev"}, the sha256 (hex) of the exact bytes of the line
 * before it (the header for the first), and the footer carries {@code "records"} (how many), {@code "last"} (the
 * hash of the line before it) and {@code "check"} (the hash of its own line without the check). A record removed,
 * inserted, moved or edited, or an edited header, breaks a link that {@link #read} reports by line number (as
 * {@link Contents#problems}). Logs written before chaining read as unchained.
 *
 * <p>Every line is encoded whole before one write puts it in the file (a text that cannot be encoded never leaves
 * half a line), and flushed at once, so a killed run loses at most a partly written last line, which {@link #read}
 * skips and names by its number. Lines are read with a bound on their length, and a file that is not text is
 * refused in one line.
 */
public final class ResultsFile {
    /** For reading only: writing a results file needs no data binding ({@link RecordTrees}). */
    private static final class Reading {
        static final ObjectMapper MAPPER = RecordJson.mapper();
    }
    /** The longest line read: a longer one (no newline in a huge or endless file) is refused, not buffered. */
    static final long MAX_LINE_BYTES = Math.min(Integer.MAX_VALUE - 64L, Runtime.getRuntime().maxMemory() / 4);
    private static final Pattern CHECK = Pattern.compile(",\"check\":\"([0-9a-f]{64})\"}}$");

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
     * Reads a results file of records of {@code kind}, tolerating a cut-short last line and checking its chain.
     *
     * @throws FormatException when the file is not a results file or a line other than the last is bad
     */
    public static <R> Contents<R> read(Path file, Kind<R> kind) throws IOException {
        List<byte[]> lines = byteLines(file);
        while (!lines.isEmpty() && isBlank(lines.get(lines.size() - 1))) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new FormatException(file + ": empty, not a results file");
        }
        TournamentHeader header;
        String challenger;
        String firstText = text(file, lines.get(0), false);
        try {
            JsonNode first = Reading.MAPPER.readTree(firstText);
            if (first == null || !first.has("header")) {
                throw new FormatException(file + ": line 1 is not a {\"header\": ...} line; not a results file");
            }
            header = Reading.MAPPER.treeToValue(first.get("header"), TournamentHeader.class);
            challenger = first.hasNonNull("gauntlet") ? first.get("gauntlet").asText() : null;
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new FormatException(file + ": line 1 is not valid JSON; not a results file");
        }
        List<R> games = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        List<ResultsStore.Problem> problems = new ArrayList<>();
        double wall = Double.NaN;
        int torn = 0;
        String sealedSecret = null;
        String previousHash = sha256(lines.get(0));
        int linked = 0;
        int unlinked = 0;
        int footerLine = 0;
        for (int i = 1; i < lines.size(); i++) {
            int number = i + 1;
            boolean last = i == lines.size() - 1;
            String hash = sha256(lines.get(i));
            String text = text(file, lines.get(i), last);
            if (text == null) {
                torn = number;
                break;
            }
            if (footerLine > 0) {
                problems.add(new ResultsStore.Problem(number, "a line after the footer (line " + footerLine + ")"));
            }
            try {
                JsonNode node = Reading.MAPPER.readTree(text);
                if (node != null && node.has(kind.key())) {
                    JsonNode body = node.get(kind.key());
                    JsonNode prev = body.get("prev");
                    if (prev == null) {
                        unlinked++;
                    } else {
                        linked++;
                        if (!prev.asText().equals(previousHash)) {
                            problems.add(new ResultsStore.Problem(number, "its link does not match line " + (number - 1)
                                    + " (that line was edited, or a line was removed, inserted or moved here)"));
                        }
                    }
                    R record = record(body, kind, number, problems);
                    if (record != null) {
                        games.add(record);
                        numbers.add(number);
                    }
                } else if (node != null && node.has("footer")) {
                    JsonNode footer = node.get("footer");
                    footerLine = number;
                    wall = footer.path("wallSeconds").asDouble(Double.NaN);
                    sealedSecret = footer.has("sealedSecret") ? footer.get("sealedSecret").asText() : null;
                    if (footer.has("workers")) {
                        header = header.withWorkers(List.of(Reading.MAPPER.treeToValue(footer.get("workers"),
                                TournamentHeader.WorkerInfo[].class)));
                    }
                    footerProblems(footer, text, number, games.size(), previousHash, problems);
                } else {
                    throw new FormatException(file + ": line " + number + " is neither a " + kind.noun()
                            + " nor a footer");
                }
            } catch (JsonProcessingException e) {
                if (!last) {
                    throw new FormatException(file + ": line " + number + " is not valid JSON");
                }
                torn = number;
            } catch (IllegalArgumentException e) {
                throw new FormatException(file + ": line " + number + " is not a " + kind.noun() + " record: "
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
            }
            previousHash = hash;
        }
        boolean chained = linked > 0;
        if (chained && unlinked > 0) {
            for (int k = 0; k < games.size(); k++) {
                if (!linked(lines.get(numbers.get(k) - 1), kind)) {
                    problems.add(new ResultsStore.Problem(numbers.get(k), "a record without a link in a chained log"
                            + " (added by hand?)"));
                }
            }
        }
        problems.sort(java.util.Comparator.comparingInt(ResultsStore.Problem::line));
        return new Contents<>(header, challenger, games, wall, torn > 0, sealedSecret, List.copyOf(numbers), torn,
                chained, footerLine > 0, List.copyOf(problems));
    }

    /**
     * A record line's record, or null (with the problem noted) when it is JSON but not a record of {@code kind}: a
     * bad record is refused by its line number, and the others are still read.
     */
    private static <R> R record(JsonNode body, Kind<R> kind, int number, List<ResultsStore.Problem> problems) {
        try {
            R record = Reading.MAPPER.treeToValue(body, kind.type());
            String missing = RecordJson.missingField(record);
            if (missing == null) {
                return record;
            }
            problems.add(new ResultsStore.Problem(number, "not a " + kind.noun() + " record: it has no " + missing));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            String why = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
            if (e.getCause() instanceof IllegalArgumentException cause) {
                why = cause.getMessage();
            }
            problems.add(new ResultsStore.Problem(number, "not a " + kind.noun() + " record: "
                    + String.valueOf(why).lines().findFirst().orElse("")));
        }
        return null;
    }

    private static boolean linked(byte[] line, Kind<?> kind) {
        String start = "{\"" + kind.key() + "\":{\"prev\":";
        return new String(line, 0, Math.min(line.length, start.length() + 4), StandardCharsets.UTF_8)
                .startsWith(start);
    }

    /** What a chained footer's own fields give away: a count, last hash or check that does not match. */
    private static void footerProblems(JsonNode footer, String text, int number, int records, String previousHash,
                                       List<ResultsStore.Problem> problems) {
        if (!footer.has("records") && !footer.has("last") && !footer.has("check")) {
            return; // a footer from before chaining
        }
        if (footer.path("records").asInt(-1) != records) {
            problems.add(new ResultsStore.Problem(number, "the footer counts " + footer.path("records").asText("no")
                    + " records, the log holds " + records + " (a record removed or added)"));
        }
        if (!footer.path("last").asText("").equals(previousHash)) {
            problems.add(new ResultsStore.Problem(number, "the footer's last hash does not match line " + (number - 1)
                    + " (the last record was edited, removed or added)"));
        }
        Matcher m = CHECK.matcher(text);
        if (!m.find() || !sha256((text.substring(0, m.start()) + "}}").getBytes(StandardCharsets.UTF_8))
                .equals(m.group(1))) {
            problems.add(new ResultsStore.Problem(number, "the footer's check does not match its fields (the"
                    + " footer was edited)"));
        }
    }

    private static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /** A line as text, or null when it is the last line and not UTF-8 (cut short inside a character). */
    private static String text(Path file, byte[] line, boolean last) throws FormatException {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(line)).toString();
        } catch (CharacterCodingException e) {
            if (last) {
                return null;
            }
            throw new FormatException(file + ": not text (not UTF-8), so not a results file");
        }
    }

    /**
     * The lines of a file that should be a results file, each as its exact bytes (without the newline).
     *
     * @throws FormatException with one line when it is a folder, not a regular file, binary, or has a line longer
     *                         than can be read
     */
    static List<byte[]> byteLines(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            Path inside = JsonLinesStore.in(file).path(Kind.GAMES);
            throw new FormatException(file + " is a folder, not a results file"
                    + (Files.isRegularFile(inside) ? "; give " + inside : ""));
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new FormatException(file + " is not a regular file (a device or a pipe?), so not a results file");
        }
        List<byte[]> lines = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] chunk = new byte[64 * 1024];
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int n;
            while ((n = in.read(chunk)) > 0) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    byte b = chunk[i];
                    if (b == 0) {
                        throw new FormatException(file + ": not text (not UTF-8), so not a results file");
                    }
                    if (b == '\n') {
                        line.write(chunk, start, i - start);
                        lines.add(line.toByteArray());
                        line.reset();
                        start = i + 1;
                    }
                }
                line.write(chunk, start, n - start);
                if (line.size() > MAX_LINE_BYTES) {
                    throw new FormatException(file + ": line " + (lines.size() + 1) + " is longer than "
                            + MAX_LINE_BYTES / (1024 * 1024) + " MiB, so not a results file");
                }
            }
            if (line.size() > 0) {
                lines.add(line.toByteArray());
            }
        }
        return lines;
    }

    /**
     * The lines of a file that should be a results file.
     *
     * @throws FormatException with one line when it is a folder or not UTF-8 text
     */
    public static List<String> textLines(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        for (byte[] line : byteLines(file)) {
            out.add(text(file, line, false));
        }
        return out;
    }

    /** The sha256 of a line's bytes, hex: what the next line's link names. */
    public static String sha256(byte[] line) {
        return sha256(line, line.length);
    }

    /** The sha256 of the first {@code length} bytes of {@code bytes}, hex. */
    private static String sha256(byte[] bytes, int length) {
        MessageDigest digest = newSha256();
        digest.update(bytes, 0, length);
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * A fresh SHA-256 digest, cloned from one never used: a line is hashed per record written or read, and
     * {@link MessageDigest#getInstance} looks the algorithm up among the providers and makes the digest by
     * reflection each time.
     */
    private static MessageDigest newSha256() {
        try {
            return (MessageDigest) Sha256.FRESH.clone();
        } catch (CloneNotSupportedException e) {
            return Sha256.lookUp();
        }
    }

    /** The unused digest {@link #newSha256} clones, made on first use. */
    private static final class Sha256 {
        static final MessageDigest FRESH = lookUp();

        static MessageDigest lookUp() {
            try {
                return MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
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
        Chain chain = new Chain();
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp))) {
                ObjectNode first = JsonTrees.object();
                first.set("header", RecordTrees.header(header));
                if (challenger != null) {
                    first.put("gauntlet", challenger);
                }
                out.write(chain.add(JsonTrees.write(first)));
                for (R r : records) {
                    out.write(chain.record(kind, r));
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
        return new LineWriter<>(kind, file, Files.size(file), chain,
                Files.newOutputStream(file, StandardOpenOption.APPEND));
    }

    /** The chain of a log being written: the hash of its last line and how many records it holds. */
    private static final class Chain {
        /** The shortest string {@link #record} copies into a line without the generator. */
        private static final int PLAIN_COPY = 64;
        private String last;
        private int records;

        /** A line's bytes with its newline, encoded whole (a lone surrogate left in it becomes U+FFFD). */
        byte[] add(String line) {
            LineBytes bytes = new LineBytes();
            bytes.write(line, 0, line.length());
            return link(bytes);
        }

        /** The line's bytes with their newline, their hash now the chain's last. */
        private byte[] link(LineBytes line) {
            byte[] bytes = line.withNewline();
            last = sha256(bytes, bytes.length - 1);
            return bytes;
        }

        /**
         * A record's line with its newline: the bytes {@link #add} makes of the tree's JSON text, written
         * without that text ever being held whole. A long string that needs no escaping (a game's move list)
         * is copied into the line as it is, rather than escaped character by character, held as a string,
         * cleaned and encoded again.
         */
        byte[] record(Kind<?> kind, Object value) {
            ObjectNode body = JsonTrees.object();
            body.put("prev", last);
            body.setAll(RecordTrees.of(value));
            ObjectNode node = JsonTrees.object();
            node.set(kind.key(), body);
            records++;
            LineBytes line = new LineBytes();
            try (JsonGenerator generator = JsonTrees.generator(line)) {
                JsonTrees.writeTo(generator, node, (g, text) -> {
                    byte[] plain = text.length() < PLAIN_COPY ? null : LineBytes.plainBytes(text);
                    if (plain == null) {
                        return false;
                    }
                    g.writeRawValue(""); // the separator before the value, then everything so far into the line
                    g.flush();
                    line.appendQuotedPlain(plain);
                    return true;
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e); // the line does no I/O
            }
            return link(line);
        }

        byte[] footer(ResultsStore.Footer footer) {
            ObjectNode node = JsonTrees.object();
            ObjectNode body = node.putObject("footer").put("wallSeconds", footer.wallSeconds());
            if (footer.workers() != null) {
                body.set("workers", RecordTrees.workers(footer.workers()));
            }
            if (footer.sealedSecret() != null) {
                body.put("sealedSecret", footer.sealedSecret());
            }
            body.put("records", records).put("last", last);
            // Cleaned before its check is taken, so that the check covers the bytes add() writes.
            String text = BotText.of(JsonTrees.write(node));
            String check = sha256(text.getBytes(StandardCharsets.UTF_8));
            return add(text.substring(0, text.length() - 2) + ",\"check\":\"" + check + "\"}}");
        }
    }

    /** Appends records, each encoded whole, then written in one write and flushed; safe from several threads. */
    private static final class LineWriter<R> implements ResultsStore.Writer<R> {
        private final Kind<R> kind;
        private final Path file;
        private final OutputStream out;
        private final Chain chain;
        private long written;

        LineWriter(Kind<R> kind, Path file, long written, Chain chain, OutputStream out) {
            this.kind = kind;
            this.file = file;
            this.written = written;
            this.chain = chain;
            this.out = out;
        }

        @Override
        public synchronized void append(R record) throws IOException {
            write(chain.record(kind, record));
        }

        private void write(byte[] line) throws IOException {
            out.write(line);
            out.flush();
            written += line.length;
        }

        @Override
        public synchronized void footer(ResultsStore.Footer footer) throws IOException {
            write(chain.footer(footer));
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
