package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.text.Words;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.MarkdownLeaderboard;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.tournament.ConsoleProgress;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.versus.VersusStandings;
import io.tetrisarena.arena.versus.VersusTournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Plays a versus run and publishes it: its games in the output folder's results store, {@code versus.md}, the
 * standings on the console, and, when the store also holds a tournament's games, the leaderboard
 * files rewritten with their versus section.
 */
public final class VersusRun {
    /** The standalone Markdown standings' file name. */
    public static final String MARKDOWN = "versus.md";

    private VersusRun() {
    }

    /**
     * Plays, writes and prints, with a progress line on {@code err} as {@code run} shows one, and rewrites the
     * folder's leaderboard if it has one; returns the standings.
     */
    public static VersusStandings play(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                                       String challenger, Path outDir, PrintStream out, PrintStream err)
            throws IOException, InterruptedException {
        try (Progress progress = new ConsoleProgress(err)) {
            return play(bots, event, seeds, games, threads, challenger, outDir, out, err, true, false, progress);
        }
    }

    /**
     * Plays, writes and prints, telling {@code progress} of each game, and rewrites the folder's leaderboard if
     * it has one; with {@code resume} only the versus games the folder's store lacks are played.
     */
    public static VersusStandings play(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                                       String challenger, Path outDir, PrintStream out, PrintStream err,
                                       boolean resume, Progress progress) throws IOException, InterruptedException {
        return play(bots, event, seeds, games, threads, challenger, outDir, out, err, true, resume, progress);
    }

    /**
     * Plays, writes and prints, without a progress line; {@code rewriteLeaderboard} false leaves the
     * leaderboard to the caller.
     */
    public static VersusStandings play(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                                       String challenger, Path outDir, PrintStream out, PrintStream err,
                                       boolean rewriteLeaderboard) throws IOException, InterruptedException {
        return play(bots, event, seeds, games, threads, challenger, outDir, out, err, rewriteLeaderboard, false,
                Progress.SILENT);
    }

    private static VersusStandings play(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                                        String challenger, Path outDir, PrintStream out, PrintStream err,
                                        boolean rewriteLeaderboard, boolean resume, Progress progress)
            throws IOException, InterruptedException {
        VersusTournament run = new VersusTournament(bots, event, seeds, games, threads, challenger, outDir);
        err.printf("versus: %d bots, %s, %s of '%s' x 2 sides per pairing on %s%n", bots.size(),
                challenger == null ? "round robin" : "gauntlet of " + challenger, Words.count(games, "seed"),
                seeds.name(), Words.count(threads, "thread"));
        VersusTournament.Result result = run.run(err, progress, resume);
        progress.close();
        VersusStandings standings = VersusStandings.of(result.header(), result.games());
        Files.writeString(outDir.resolve(MARKDOWN), MarkdownLeaderboard.versus(standings), StandardCharsets.UTF_8);
        out.printf("%s%s in %.1f s; results in %s%n", Words.count(result.games().size(), "versus game"),
                result.header().resumed() == null ? "" : ", " + result.played() + " played in this resume",
                result.wallSeconds(), result.file());
        print(standings, out);
        ResultsStore store = ResultsStore.in(outDir);
        if (rewriteLeaderboard && store.has(ResultsStore.Kind.GAMES)) {
            ResultsStore.Contents<GameRecord> solo = store.read(ResultsStore.Kind.GAMES);
            new DefaultLeaderboardWriter().write(solo.header(), solo.games(), solo.wallSeconds(), outDir);
            out.println("leaderboard written to " + outDir + " (with its versus section)");
        }
        return standings;
    }

    /** The standings as a console table. */
    static void print(VersusStandings s, PrintStream out) {
        out.printf(Locale.ROOT, "%-22s %8s %18s %12s %8s %8s %8s %8s%n", "bot", "elo", "95% CI", "W-D-L", "apm/pc",
                "pieces", "tspin%", "allspin%");
        for (VersusStandings.BotLine b : s.bots()) {
            out.printf(Locale.ROOT, "%-22s %8.0f %18s %12s %8.3f %8.1f %8s %8s%n", b.id(), b.rating().value(),
                    String.format(Locale.ROOT, "[%.0f, %.0f]", b.rating().low(), b.rating().high()),
                    b.duels().won() + "-" + b.duels().drawn() + "-" + b.duels().lost(), b.attackPerPiece(),
                    b.piecesPerGame(), MarkdownLeaderboard.percent(b.tSpinShare()),
                    MarkdownLeaderboard.percent(b.allSpinShare()));
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
