package io.tetrisarena.arena.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The results store as JSON lines files ({@link ResultsFile}) in one folder: a tournament's games in
 * {@value #GAMES_FILE}, a versus run's in {@value #VERSUS_FILE}. The only code that knows those names.
 */
public final class JsonLinesStore implements ResultsStore {
    /** The file of a tournament's games. */
    public static final String GAMES_FILE = "results.jsonl";
    /** The file of a versus run's games. */
    public static final String VERSUS_FILE = "versus.jsonl";

    private final Path folder;
    private final Path games;
    private final Path versus;

    private JsonLinesStore(Path folder, Path games, Path versus) {
        this.folder = folder;
        this.games = games;
        this.versus = versus;
    }

    /** The store of an output folder. */
    public static JsonLinesStore in(Path folder) {
        return new JsonLinesStore(folder, folder.resolve(GAMES_FILE), folder.resolve(VERSUS_FILE));
    }

    /**
     * The store of a tournament's results file given by name (which may be called anything): its games are that
     * file, its versus games the versus file beside it.
     */
    public static JsonLinesStore of(Path resultsFile) {
        Path folder = resultsFile.toAbsolutePath().getParent();
        return new JsonLinesStore(folder, resultsFile, folder.resolve(VERSUS_FILE));
    }

    /** A results file, or when {@code given} is a folder, the tournament's results file in it. */
    public static Path resultsFile(Path given) {
        return Files.isDirectory(given) ? in(given).path(Kind.GAMES) : given;
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

    @Override
    public Path folder() {
        return folder;
    }

    @Override
    public Path path(Kind<?> kind) {
        return kind == Kind.VERSUS ? versus : games;
    }

    @Override
    public String name(Kind<?> kind) {
        return path(kind).toString();
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

    @Override
    public <R> Writer<R> create(Kind<R> kind, TournamentHeader header, String challenger, List<R> records)
            throws IOException {
        return ResultsFile.create(path(kind), kind, header, challenger, records);
    }
}
