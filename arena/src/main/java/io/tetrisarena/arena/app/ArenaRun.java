package io.tetrisarena.arena.app;

import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.MarkdownLeaderboard;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.text.Words;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.tournament.TournamentSpec;
import io.tetrisarena.arena.versus.VersusStandings;
import io.tetrisarena.arena.versus.VersusTournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * A run as the arena publishes it, in one place: the tournament (its plan on the executor, into
 * the folder's results store), then for the standard tournament its versus round ({@link VersusRound}: the same
 * executor, shard and resume, into the same store), then the folder's leaderboard, with its versus section
 * when the folder holds versus games. {@code arena run} is {@link #tournament}; {@code arena versus} is
 * {@link #versus}: versus games, their standings ({@code versus.md} and the console), and the folder's
 * leaderboard (its versus section alone, or with the folder's tournament).
 */
public final class ArenaRun {
    /** The standalone Markdown standings' file name. */
    public static final String VERSUS_MARKDOWN = "versus.md";

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
        if (versusRound) {
            VersusTournament round = VersusRound.of(spec.bots(), spec.threads(), spec.outDir(), spec.shard());
            if (round != null) {
                versusGames(round, spec.resume(), Progress.SILENT);
            }
        }
        new DefaultLeaderboardWriter().write(result.header(), result.games(), result.wallSeconds(), spec.outDir());
        out.println("leaderboard written to " + spec.outDir());
        return result;
    }

    /**
     * Plays a versus run (with {@code resume}: only the versus games the folder's store lacks), writes
     * and prints its standings, and writes the folder's leaderboard: the versus section, with the folder's
     * tournament when it holds one.
     */
    public VersusStandings versus(VersusTournament run, boolean resume, Progress progress) throws IOException {
        VersusStandings standings = versusGames(run, resume, progress);
        new DefaultLeaderboardWriter().writeFolder(run.outDir());
        out.println("leaderboard written to " + run.outDir() + (ResultsStore.in(run.outDir())
                .has(ResultsStore.Kind.GAMES) ? " (the tournament with its versus section)" : " (the versus standings)"));
        return standings;
    }

    /** Writes {@code versus.md} of a versus run's standings into {@code outDir}, a gauntlet told from its pairings. */
    public static void writeVersusMarkdown(VersusStandings standings, Path outDir) throws IOException {
        Files.writeString(outDir.resolve(VERSUS_MARKDOWN), MarkdownLeaderboard.versus(standings),
                StandardCharsets.UTF_8);
    }

    /** Writes {@code versus.md} of a round robin ({@code challenger} null) or a gauntlet into {@code outDir}. */
    public static void writeVersusMarkdown(VersusStandings standings, String challenger, Path outDir)
            throws IOException {
        Files.writeString(outDir.resolve(VERSUS_MARKDOWN), MarkdownLeaderboard.versus(standings, challenger),
                StandardCharsets.UTF_8);
    }

    private VersusStandings versusGames(VersusTournament run, boolean resume, Progress progress)
            throws IOException {
        err.printf("versus: %d bots, %s, %s of '%s' x 2 sides per pairing on %s%s%n", run.bots().size(),
                run.challenger() == null ? "round robin" : "gauntlet of " + run.challenger(),
                Words.count(run.games(), "seed"), run.seeds().name(), executor.describe(),
                run.shard().isAll() ? "" : ", shard " + run.shard());
        GameRun.Result<VersusRecord> result;
        try (progress) {
            result = GameRun.play(GameKinds.VERSUS, run.spec(resume), err, progress, executor);
        }
        VersusStandings standings = VersusStandings.of(result.header(), result.games());
        writeVersusMarkdown(standings, run.challenger(), run.outDir());
        out.printf("%s%s in %.1f s; results in %s%s%n", Words.count(result.games().size(), "versus game"),
                result.header().resumed() == null ? "" : ", " + result.played() + " played in this resume",
                result.wallSeconds(), result.file(), arenaFaults(result.games()));
        print(standings, run.challenger(), out);
        return standings;
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

    /**
     * The standings as a console table, then a gauntlet's opponents (each bot's result against the challenger)
     * or a round robin's pairings.
     */
    static void print(VersusStandings s, String challenger, PrintStream out) {
        out.printf(Locale.ROOT, "%-22s %8s %18s %12s %8s %8s %8s %8s%n", "bot", "elo", "95% CI", "W-D-L", "apm/pc",
                "pieces", "tspin%", "allspin%");
        for (VersusStandings.BotLine b : s.bots()) {
            out.printf(Locale.ROOT, "%-22s %8.0f %18s %12s %8.3f %8.1f %8s %8s%n", b.id(), b.rating().value(),
                    String.format(Locale.ROOT, "[%.0f, %.0f]", b.rating().low(), b.rating().high()),
                    b.duels().won() + "-" + b.duels().drawn() + "-" + b.duels().lost(), b.attackPerPiece(),
                    b.piecesPerGame(), MarkdownLeaderboard.percent(b.tSpinShare()),
                    MarkdownLeaderboard.percent(b.allSpinShare()));
        }
        if (challenger != null) {
            out.printf(Locale.ROOT, "%nagainst %s:%n%-22s %12s %8s %16s %6s%n", challenger, "bot", "W-D-L", "score",
                    "95% CI", "games");
            for (VersusStandings.BotLine b : s.bots()) {
                if (!b.id().equals(challenger)) {
                    s.pairing(b.id(), challenger).ifPresentOrElse(p -> out.printf(Locale.ROOT,
                            "%-22s %12s %8.3f %16s %6d%s%n", b.id(), p.duels().won() + "-" + p.duels().drawn() + "-"
                                    + p.duels().lost(), p.score().value(), String.format(Locale.ROOT, "[%.3f, %.3f]",
                                    p.score().low(), p.score().high()), p.duels().total(),
                            p.decided() ? " (decided)" : ""),
                            () -> out.printf(Locale.ROOT, "%-22s %12s %8s %16s %6d%n", b.id(), "-", "-", "-", 0));
                }
            }
            return;
        }
        for (int i = 0; i < s.bots().size(); i++) {
            for (int j = i + 1; j < s.bots().size(); j++) {
                s.pairing(s.bots().get(i).id(), s.bots().get(j).id()).ifPresent(p -> out.printf(Locale.ROOT,
                        "%s vs %s: %d-%d-%d, score %.3f [%.3f, %.3f]%s%n", p.a(), p.b(), p.duels().won(),
                        p.duels().drawn(), p.duels().lost(), p.score().value(), p.score().low(), p.score().high(),
                        p.decided() ? " (decided)" : ""));
            }
        }
    }
}
