package io.tetrisarena.arena.results;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Where a run's results are kept: for each kind of record (a tournament's games, a versus run's games) one log
 * of a header, the records in the order they were added, and an optional footer. A log is started whole
 * ({@link #create}: the header and the records already known, replacing any earlier log of that kind), then
 * grows a record at a time, each kept before {@link Writer#append} returns, so a killed run loses at most a
 * record being written; {@link #read} skips such a cut-short last record and says so. Callers ask the store
 * ({@link #has}, {@link #read}, {@link #follow}, {@link #where} for messages); it hands out no file paths.
 * {@link JsonLinesStore} is the implementation: JSON lines files in a folder; {@code ResultsStoreContract} (a test)
 * pins what any implementation must do.
 */
public interface ResultsStore {

    /**
     * A kind of record a store keeps, each in its own log.
     *
     * @param <R> the record type
     */
    final class Kind<R> {
        /** A tournament's games, one {@link GameRecord} each. */
        public static final Kind<GameRecord> GAMES = new Kind<>("game", GameRecord.class, "game");
        /** A versus run's games, one {@link VersusRecord} each. */
        public static final Kind<VersusRecord> VERSUS = new Kind<>("versus", VersusRecord.class, "versus game");

        private final String key;
        private final Class<R> type;
        private final String noun;

        private Kind(String key, Class<R> type, String noun) {
            this.key = key;
            this.type = type;
            this.noun = noun;
        }

        /** The record's name in a log ({@code "game"}, {@code "versus"}). */
        public String key() {
            return key;
        }

        /** The record's class. */
        public Class<R> type() {
            return type;
        }

        /** What one record is called in messages. */
        public String noun() {
            return noun;
        }

        @Override
        public String toString() {
            return key;
        }
    }

    /**
     * What a log holds.
     *
     * @param header       the header (after a cluster run, with the members the footer names)
     * @param challenger   the gauntlet's challenger a versus log's header names, or null (a round robin, or games)
     * @param games        every complete record, in log order
     * @param wallSeconds  the footer's wall time, or NaN without a footer
     * @param truncated    true when the last record was cut short (a killed run) and was skipped
     * @param sealedSecret the secret of sealed seeds the footer reveals, or null (public seeds, or no footer)
     * @param lines        the line number (1 = the header) of each record of {@code games}, in the same order
     * @param tornLine     the number of the cut-short last line, or 0
     * @param chained      whether the records are chained (each names the hash of the line before it); false for
     *                     logs written before chaining
     * @param footer       whether the log ends with a footer (a finished run)
     * @param problems     what the log's own structure gives away: broken links, a footer whose count, last hash
     *                     or check does not match, lines after the footer; each by line number
     * @param <R>          the record type
     */
    record Contents<R>(TournamentHeader header, String challenger, List<R> games, double wallSeconds,
                       boolean truncated, String sealedSecret, List<Integer> lines, int tornLine, boolean chained,
                       boolean footer, List<Problem> problems) {
        /** Contents of no known line numbers or chain (built by hand, as tests do). */
        public Contents(TournamentHeader header, String challenger, List<R> games, double wallSeconds,
                        boolean truncated, String sealedSecret) {
            this(header, challenger, games, wallSeconds, truncated, sealedSecret, List.of(), 0, false,
                    !Double.isNaN(wallSeconds), List.of());
        }

        /** The line number of record {@code index} of {@link #games} (its position + 2 when not known). */
        public int lineOf(int index) {
            return index < lines.size() ? lines.get(index) : index + 2;
        }
    }

    /**
     * What is wrong with one line of a log.
     *
     * @param line the line number (1 = the header)
     * @param why  one line
     */
    record Problem(int line, String why) {
        @Override
        public String toString() {
            return "line " + line + ": " + why;
        }
    }

    /**
     * The end of a log.
     *
     * @param wallSeconds  the run's wall time
     * @param workers      the cluster members that played, or null (a local run)
     * @param sealedSecret the secret of sealed seeds, revealed once every game is in, or null (public seeds)
     */
    record Footer(double wallSeconds, List<TournamentHeader.WorkerInfo> workers, String sealedSecret) {
        /** A local run's footer on public seeds. */
        public static Footer of(double wallSeconds) {
            return new Footer(wallSeconds, null, null);
        }
    }

    /**
     * Adds to a log {@link #create} began. Thread-safe.
     *
     * @param <R> the record type
     */
    interface Writer<R> extends Closeable {
        /** Adds one record, kept before this returns. */
        void append(R record) throws IOException;

        /** Ends the log; call once, after the last record. */
        void footer(Footer footer) throws IOException;

        /** Ends the log of a local run on public seeds; call once, after the last record. */
        default void footer(double wallSeconds) throws IOException {
            footer(Footer.of(wallSeconds));
        }

        /**
         * Checks that the log still holds exactly what this writer wrote: one that vanished, shrank or grew
         * meanwhile (something else wrote to it) is an error.
         *
         * @throws IOException with a one-line reason when it does not
         */
        void checkIntact() throws IOException;
    }

    /**
     * Reads a log again on demand while a run writes it.
     *
     * @param <R> the record type
     */
    interface Follower<R> {
        /**
         * The log as it now stands, parsing only what was added since the last poll where the log allows it:
         * null when there is no log yet, a null header while its first line is not complete, a NaN wall time
         * until the footer is written.
         *
         * @throws IOException when the log cannot be read (the next poll starts over)
         */
        Contents<R> poll() throws IOException;
    }

    /** A log is not readable; the message is one line. */
    final class FormatException extends IOException {
        private static final long serialVersionUID = 1L;

        public FormatException(String message) {
            super(message);
        }
    }

    /**
     * The results store of an output folder: every run, command and server opens its store here, so another
     * implementation replaces {@link JsonLinesStore} in this one place.
     */
    static ResultsStore in(Path folder) {
        return JsonLinesStore.in(folder);
    }

    /** The log of {@code kind} named for messages (a JSON-lines store: its file's path). */
    String where(Kind<?> kind);

    /** The log of {@code kind} named within the run's folder, for short messages (a JSON-lines store: its file). */
    String name(Kind<?> kind);

    /**
     * When the log of {@code kind} was last written: for an interrupted run without a footer, the end of its time.
     *
     * @throws IOException when there is no such log
     */
    Instant lastWritten(Kind<?> kind) throws IOException;

    /** Whether the store holds a log of {@code kind}. */
    boolean has(Kind<?> kind);

    /**
     * Reads the log of {@code kind}, skipping a cut-short last record.
     *
     * @throws FormatException when it is not such a log, or a record other than the last is bad
     */
    <R> Contents<R> read(Kind<R> kind) throws IOException;

    /**
     * Starts the log of {@code kind} afresh: its header (naming the gauntlet's {@code challenger}, when not null)
     * and {@code records}, replacing any earlier log whole; then open for appending.
     */
    <R> Writer<R> create(Kind<R> kind, TournamentHeader header, String challenger, List<R> records) throws IOException;

    /** A follower of the log of {@code kind}, for watching a run that still writes it. */
    <R> Follower<R> follow(Kind<R> kind);

    /** Writes the log of {@code kind} whole, replacing any earlier one: {@link #create}, then the footer. */
    default <R> void write(Kind<R> kind, TournamentHeader header, String challenger, List<R> records, Footer footer)
            throws IOException {
        try (Writer<R> writer = create(kind, header, challenger, records)) {
            writer.footer(footer);
        }
    }
}
