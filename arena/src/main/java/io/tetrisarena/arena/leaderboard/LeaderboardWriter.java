package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a tournament's leaderboard files ({@code leaderboard.md}, {@code leaderboard.json} and
 * {@code leaderboard.html}) into a folder, creating it if needed; each view renders the whole
 * {@link Leaderboard}, its versus section included.
 *
 * <p>The files depend only on the header, the set of game records (not their order), the wall time and the
 * versus games: the same inputs give byte-identical files.
 */
public interface LeaderboardWriter {

    /** Writes the files of a built leaderboard. */
    void write(Leaderboard board, Path outDir) throws IOException;

    /**
     * Builds and writes the files, with the versus section of {@code versus} (none when it is null).
     *
     * @param header      the tournament's header (events, bots, seed set, provenance)
     * @param games       every finished game, in any order
     * @param wallSeconds the tournament's wall-clock duration in seconds, NaN when unknown
     * @param versus      a versus run's games to add as the versus section, or null
     * @param outDir      the folder to write into
     * @throws IllegalArgumentException when a game names an event the header does not list, an event has an
     *                                  unknown metric, or two records describe the same (event, bot, seed)
     * @throws IOException              when a file cannot be written
     */
    default void write(TournamentHeader header, List<GameRecord> games, double wallSeconds,
                       ResultsStore.Contents<VersusRecord> versus, Path outDir) throws IOException {
        write(LeaderboardBuilder.build(header, games, wallSeconds, versus), outDir);
    }

    /**
     * Builds and writes the files, with the versus section of the versus games in {@code outDir}'s results
     * store, when it has them; see {@link #write(TournamentHeader, List, double, ResultsStore.Contents, Path)}.
     */
    default void write(TournamentHeader header, List<GameRecord> games, double wallSeconds, Path outDir)
            throws IOException {
        ResultsStore store = ResultsStore.in(outDir);
        write(header, games, wallSeconds, store.has(ResultsStore.Kind.VERSUS) ? store.read(ResultsStore.Kind.VERSUS)
                : null, outDir);
    }

    /**
     * Builds and writes the leaderboard of what {@code outDir}'s results store holds: its solo results, its
     * versus results, or both.
     *
     * @throws IllegalArgumentException when the folder holds neither, or for the input errors of
     *                                  {@link #write(TournamentHeader, List, double, ResultsStore.Contents, Path)}
     */
    default void writeFolder(Path outDir) throws IOException {
        ResultsStore store = ResultsStore.in(outDir);
        ResultsStore.Contents<GameRecord> solo = store.has(ResultsStore.Kind.GAMES)
                ? store.read(ResultsStore.Kind.GAMES) : null;
        write(solo == null ? null : solo.header(), solo == null ? List.of() : solo.games(),
                solo == null ? Double.NaN : solo.wallSeconds(), outDir);
    }
}
