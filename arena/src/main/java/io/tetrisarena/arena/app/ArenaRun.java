package io.tetrisarena.arena.app;

import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.Leaderboard;
import io.tetrisarena.arena.leaderboard.LeaderboardBuilder;
import io.tetrisarena.arena.leaderboard.LeaderboardViews;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.text.Words;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.tournament.TournamentSpec;
import io.tetrisarena.arena.versus.VersusTournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * A run as the arena publishes it, in one place: the tournament (the run skeleton {@link GameRun}: its plan on the
 * executor, into the folder's results store), then for the standard tournament its versus round
 * ({@link VersusRound}: the same executor, shard and resume, into the same store), then the folder's leaderboard,
 * with its versus section when the folder holds versus games: one model ({@link Leaderboard}) that every view
 * renders (the files, {@code versus.md}, the console table). {@code arena run} is {@link #tournament}; {@code arena versus} is
 * {@link #versus}: versus games, their standings ({@code versus.md} and the console), and the folder's
 * leaderboard (its versus section alone, or with the folder's tournament).
 */
public final class ArenaRun {
    /** The standalone Markdown standings' file name. */
    public static final String VERSUS_MARKDOWN = LeaderboardViews.VERSUS_MARKDOWN.file();

    private final GameExecutor executor;
    private final PrintStream out;
    private final PrintStream err;

    /**
     * @param executor where every game of the run is played
     * @param out      results and standings
     * @param err      what the run is doing (plans, messages, progress)
     */
    public ArenaRun(GameExecutor executor, PrintStream out, PrintStream err) {
        this.executor = executor;
        this.out = out;
        this.err = err;
    }

    /**
     * Plays the tournament, tells {@code played} of its result (the caller's summary), plays its versus round
     * when {@code versusRound} (with at least two bots), and writes the leaderboard.
     *
     * @throws IllegalArgumentException with a one-line reason for a tournament that cannot be run
     */
    public GameRun.Result<GameRecord> tournament(TournamentSpec spec, Progress progress, boolean versusRound,
                                                 Consumer<GameRun.Result<GameRecord>> played) throws IOException {
        GameRun.Result<GameRecord> result;
        try (progress) {
            result = GameRun.play(GameKinds.SOLO, spec, err, progress, executor);
        }
        played.accept(result);
        VersusTournament round = versusRound ? VersusRound.of(spec.bots(), spec.threads(), spec.outDir(),
                spec.shard()) : null;
        GameRun.Result<VersusRecord> versus = round == null ? null : versusGames(round, spec.resume(),
                Progress.SILENT);
        Leaderboard board = LeaderboardBuilder.build(result.header(), result.games(), result.wallSeconds(),
                versusOf(ResultsStore.in(spec.outDir())));
        if (versus != null) {
            showVersus(board, versus, spec.outDir());
        }
        new DefaultLeaderboardWriter().write(board, spec.outDir());
        out.println("leaderboard written to " + spec.outDir());
        return result;
    }

    /**
     * Plays a versus run (with {@code resume}: only the versus games the folder's store lacks), writes
     * and prints its standings, and writes the folder's leaderboard: the versus section, with the folder's
     * tournament when it holds one; all of them views of the one leaderboard model.
     *
     * @return the folder's leaderboard
     */
    public Leaderboard versus(VersusTournament run, boolean resume, Progress progress) throws IOException {
        GameRun.Result<VersusRecord> result = versusGames(run, resume, progress);
        ResultsStore store = ResultsStore.in(run.outDir());
        ResultsStore.Contents<GameRecord> solo = store.has(ResultsStore.Kind.GAMES)
                ? store.read(ResultsStore.Kind.GAMES) : null;
        Leaderboard board = LeaderboardBuilder.build(solo == null ? null : solo.header(),
                solo == null ? List.of() : solo.games(), solo == null ? Double.NaN : solo.wallSeconds(),
                versusOf(store));
        showVersus(board, result, run.outDir());
        new DefaultLeaderboardWriter().write(board, run.outDir());
        out.println("leaderboard written to " + run.outDir() + (solo != null
                ? " (the tournament with its versus section)" : " (the versus standings)"));
        return board;
    }

    /**
     * Writes {@code versus.md} of the versus games in {@code outDir}'s results store (a merge's): the versus section
     * of the leaderboard model, a gauntlet as the log's header names it.
     */
    public static void writeVersusPage(Path outDir) throws IOException {
        Leaderboard board = LeaderboardBuilder.live(null, List.of(), versusOf(ResultsStore.in(outDir)));
        Files.writeString(outDir.resolve(VERSUS_MARKDOWN), LeaderboardViews.VERSUS_MARKDOWN.render(board),
                StandardCharsets.UTF_8);
    }

    /** The store's versus games, or null without them. */
    private static ResultsStore.Contents<VersusRecord> versusOf(ResultsStore store) throws IOException {
        return store.has(ResultsStore.Kind.VERSUS) ? store.read(ResultsStore.Kind.VERSUS) : null;
    }

    private GameRun.Result<VersusRecord> versusGames(VersusTournament run, boolean resume, Progress progress)
            throws IOException {
        err.printf("versus: %d bots, %s, %s of '%s' x 2 sides per pairing on %s%s%n", run.bots().size(),
                run.challenger() == null ? "round robin" : "gauntlet of " + run.challenger(),
                Words.count(run.games(), "seed"), run.seeds().name(), executor.describe(),
                run.shard().isAll() ? "" : ", shard " + run.shard());
        try (progress) {
            return GameRun.play(GameKinds.VERSUS, run.spec(resume), err, progress, executor);
        }
    }

    /** A versus run's own views of the board's versus section: {@code versus.md}, its summary and the console table. */
    private void showVersus(Leaderboard board, GameRun.Result<VersusRecord> result, Path outDir) throws IOException {
        Files.writeString(outDir.resolve(LeaderboardViews.VERSUS_MARKDOWN.file()),
                LeaderboardViews.VERSUS_MARKDOWN.render(board), StandardCharsets.UTF_8);
        out.printf("%s%s in %.1f s; results in %s%s%n", Words.count(result.games().size(), "versus game"),
                result.header().resumed() == null ? "" : ", " + result.played() + " played in this resume",
                result.wallSeconds(), result.where(), arenaFaults(result.games()));
        out.print(LeaderboardViews.CONSOLE.render(board));
    }

    /**
     * The summary's note of versus games the arena cut short (an arena fault: a child killed from outside, the
     * arena's own reaping), by bots and seed, which count for neither bot and {@code --resume} plays again; "" when
     * there are none.
     */
    static String arenaFaults(List<VersusRecord> games) {
        List<String> faults = games.stream().filter(g -> !g.countsForTheBots())
                .map(g -> g.sides().get(0).botId() + " vs " + g.sides().get(1).botId() + " on seed #" + g.seedIndex()
                        + (g.swapped() ? " (sides swapped)" : ""))
                .toList();
        if (faults.isEmpty()) {
            return "";
        }
        return "; " + Words.count(faults.size(), "versus game") + " ended by an arena fault, not the bots' ("
                + String.join(", ", faults.subList(0, Math.min(3, faults.size())))
                + (faults.size() > 3 ? ", ..." : "") + "; --resume plays them again)";
    }
}
