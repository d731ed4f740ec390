package io.tetrisarena.arena.serve;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A results folder as a run writes it, read again on demand through its {@link ResultsStore}'s followers: the
 * games as they are added, the versus games when they change. Thread-safe: {@link #refresh()} and the
 * accessors synchronise on the folder.
 */
public final class ResultsFolder {
    private final Path dir;
    private final ResultsStore store;
    private final ResultsStore.Follower<GameRecord> games;
    private final ResultsStore.Follower<VersusRecord> versus;

    public ResultsFolder(Path dir) {
        this.dir = dir;
        this.store = ResultsStore.in(dir);
        this.games = store.follow(ResultsStore.Kind.GAMES);
        this.versus = store.follow(ResultsStore.Kind.VERSUS);
    }

    public Path dir() {
        return dir;
    }

    /**
     * What the folder held at the last refresh: its solo results ({@code header} null when it has none, as in a
     * versus run's folder) and its versus results ({@code versus} null when it has none).
     *
     * @param bad the lines of the results file that are not records, each with its number and why (the others
     *            are still shown)
     */
    public record Snapshot(TournamentHeader header, List<GameRecord> games, boolean finished, String problem,
                           ResultsStore.Contents<VersusRecord> versus, List<ResultsStore.Problem> bad) {
        Snapshot(TournamentHeader header, List<GameRecord> games, boolean finished, String problem,
                 ResultsStore.Contents<VersusRecord> versus) {
            this(header, games, finished, problem, versus, List.of());
        }

        /** Whether the folder's versus run has ended (its versus results have their footer). */
        public boolean versusFinished() {
            return versus != null && !Double.isNaN(versus.wallSeconds());
        }
    }

    /** Reads what was added since the last call, and returns the whole folder as it now stands. */
    public synchronized Snapshot refresh() {
        String name = store.name(ResultsStore.Kind.GAMES);
        ResultsStore.Contents<VersusRecord> versusNow;
        try {
            versusNow = versus.poll();
        } catch (IOException | RuntimeException e) {
            versusNow = null;
        }
        try {
            ResultsStore.Contents<GameRecord> now = games.poll();
            if (now == null) {
                // a versus run's folder holds no solo results: nothing is missing while its versus games are there
                return new Snapshot(null, List.of(), false, versusNow != null ? "" : "no " + name + " or "
                        + store.name(ResultsStore.Kind.VERSUS) + " yet", versusNow);
            }
            if (now.header() == null) {
                return new Snapshot(null, List.of(), false, name + " has no complete header line yet", versusNow);
            }
            List<ResultsStore.Problem> bad = now.problems();
            String problem = bad.isEmpty() ? "" : bad.size() + (bad.size() == 1 ? " line" : " lines") + " of " + name
                    + " cannot be shown (" + bad.get(0) + "); the other games are";
            return new Snapshot(now.header(), now.games(), !Double.isNaN(now.wallSeconds()), problem, versusNow, bad);
        } catch (IOException | RuntimeException e) {
            return new Snapshot(null, List.of(), false, name + " cannot be read: " + e.getMessage(), versusNow);
        }
    }
}
