package io.tetrisarena.arena.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The results store as JSON lines files ({@link ResultsFile}) in one folder: a tournament's games in
 * {@value #GAMES_FILE}, a versus run's in {@value #VERSUS_FILE}. The only code that knows those names.
 */
public final class JsonLinesStore implements ResultsStore {
    /** The file of a tournament's games. */
    public static final String GAMES_FILE = "results.jsonl";
    /** The file of a versus run's games. */
    public static final String VERSUS_FILE = "versus.jsonl";

    /** The logs that a writer of this JVM has open. */
    private static final Set<Path> WRITING = ConcurrentHashMap.newKeySet();

    private final Path games;
    private final Path versus;

    private JsonLinesStore(Path games, Path versus) {
        this.games = games;
        this.versus = versus;
    }

    /** The store of an output folder. */
    public static JsonLinesStore in(Path folder) {
        return new JsonLinesStore(folder.resolve(GAMES_FILE), folder.resolve(VERSUS_FILE));
    }

    /**
     * The store of a tournament's results file given by name (which may be called anything): its games are that
     * file, its versus games the versus file beside it.
     */
    public static JsonLinesStore of(Path resultsFile) {
        Path folder = resultsFile.toAbsolutePath().getParent();
        return new JsonLinesStore(resultsFile, folder.resolve(VERSUS_FILE));
    }

    /**
     * The store of a results file given by name holding records of {@code kind} (which may be called anything), or
     * when {@code given} is a folder, that folder's store.
     */
    public static JsonLinesStore given(Path given, Kind<?> kind) {
        if (Files.isDirectory(given)) {
            return in(given);
        }
        Path folder = given.toAbsolutePath().getParent();
        return kind == Kind.VERSUS ? new JsonLinesStore(folder.resolve(GAMES_FILE), given)
                : new JsonLinesStore(given, folder.resolve(VERSUS_FILE));
    }

    /** The tournament's results file of a folder, as a command's default names it. */
    public static Path resultsFileIn(Path folder) {
        return folder.resolve(GAMES_FILE);
    }

    /**
     * The kind of record a results file holds: versus games when it is named as a versus log or its second line
     * is a versus record, else games (reading it then says when it is not a results file at all).
     */
    public static Kind<?> kindOf(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return Kind.GAMES;
        }
        if (file.getFileName() != null && file.getFileName().toString().equals(VERSUS_FILE)) {
            return Kind.VERSUS;
        }
        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.skip(1).findFirst().map(l -> l.startsWith("{\"" + Kind.VERSUS.key() + "\":")).orElse(false)
                    ? Kind.VERSUS : Kind.GAMES;
        } catch (java.io.UncheckedIOException e) {
            return Kind.GAMES; // not text: reading it as a tournament's results says so
        }
    }

    /** The file of the log of {@code kind}: only the store and its results package know it. */
    Path path(Kind<?> kind) {
        return kind == Kind.VERSUS ? versus : games;
    }

    @Override
    public String where(Kind<?> kind) {
        return path(kind).toString();
    }

    @Override
    public String name(Kind<?> kind) {
        return path(kind).getFileName().toString();
    }

    @Override
    public Instant lastWritten(Kind<?> kind) throws IOException {
        return Files.getLastModifiedTime(path(kind)).toInstant();
    }

    @Override
    public boolean has(Kind<?> kind) {
        return Files.isRegularFile(path(kind));
    }

    @Override
    public <R> Contents<R> read(Kind<R> kind) throws IOException {
        return ResultsFile.read(path(kind), kind);
    }

    @Override
    public <R> Follower<R> follow(Kind<R> kind) {
        return new LogFollower<>(path(kind), kind);
    }

    /**
     * {@inheritDoc} A log has one writer: while a writer of this log is open in this JVM, a second create is refused
     * (another process is kept out by the run folder's lock).
     *
     * @throws IOException with a one-line reason when the log is being written
     */
    @Override
    public <R> Writer<R> create(Kind<R> kind, TournamentHeader header, String challenger, List<R> records)
            throws IOException {
        Path file = path(kind).toAbsolutePath().normalize();
        if (!WRITING.add(file)) {
            throw new IOException(where(kind) + " is being written by another writer; a log has one writer");
        }
        Writer<R> writer;
        try {
            writer = ResultsFile.create(path(kind), kind, header, challenger, records);
        } catch (IOException | RuntimeException e) {
            WRITING.remove(file);
            throw e;
        }
        return new Writer<>() {
            private boolean closed;

            @Override
            public void append(R record) throws IOException {
                writer.append(record);
            }

            @Override
            public void footer(Footer footer) throws IOException {
                writer.footer(footer);
            }

            @Override
            public void checkIntact() throws IOException {
                writer.checkIntact();
            }

            @Override
            public synchronized void close() throws IOException {
                if (!closed) {
                    closed = true;
                    try {
                        writer.close();
                    } finally {
                        WRITING.remove(file);
                    }
                }
            }
        };
    }
}
