package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a tournament's leaderboard files ({@code leaderboard.md}, {@code leaderboard.json} and
 * {@code leaderboard.html}) into a folder, creating it if needed.
 *
 * <p>The files depend only on the header, the set of game records (not their order) and the wall time: the
 * same inputs give byte-identical files.
 */
public interface LeaderboardWriter {

    /**
     * Writes the three files.
     *
     * @param header      the tournament's header (events, bots, seed set, provenance)
     * @param games       every finished game, in any order
     * @param wallSeconds the tournament's wall-clock duration in seconds, NaN when unknown
     * @param outDir      the folder to write into
     * @throws IllegalArgumentException when a game names an event the header does not list, an event has an
     *                                  unknown metric, or two records describe the same (event, bot, seed)
     * @throws IOException              when a file cannot be written
     */
    void write(TournamentHeader header, List<GameRecord> games, double wallSeconds, Path outDir) throws IOException;
}
