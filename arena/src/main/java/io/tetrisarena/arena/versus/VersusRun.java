package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.text.Words;
import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.VersusLeaderboard;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Plays a versus run and publishes it: {@code versus.jsonl} and {@code versus.md} in the output folder, the
 * standings on the console, and, when the folder holds a tournament's {@code results.jsonl}, the leaderboard
 * files rewritten with their versus section.
 */
public final class VersusRun {
    /** The standalone Markdown standings' file name. */
    public static final String MARKDOWN = "versus.md";

    private VersusRun() {
    }

    /**
     * Plays {@code run} on {@code executor} (with {@code resume}: only the games the folder's {@code versus.jsonl}
     * lacks), telling {@code progress} of each game, writes and prints the standings, and with
     * {@code rewriteLeaderboard} rewrites the folder's leaderboard if it has one.
     */
    public static VersusStandings play(VersusTournament run, GameExecutor executor, boolean resume,
                                       Progress progress, PrintStream out, PrintStream err,
                                       boolean rewriteLeaderboard) throws IOException, InterruptedException {
        Path outDir = run.outDir();
        err.printf("versus: %d bots, %s, %s of '%s' x 2 sides per pairing on %s%s%n", run.bots().size(),
                run.challenger() == null ? "round robin" : "gauntlet of " + run.challenger(),
                Words.count(run.games(), "seed"), run.seeds().name(), executor.describe(),
                run.shard().isAll() ? "" : ", shard " + run.shard());
        VersusTournament.Result result = run.run(err, progress, resume, executor);
        progress.close();
        VersusStandings standings = VersusStandings.of(result.header(), result.games());
        Files.writeString(outDir.resolve(MARKDOWN), VersusLeaderboard.markdown(standings), StandardCharsets.UTF_8);
        out.printf("%s%s in %.1f s; results in %s%n", Words.count(result.games().size(), "versus game"),
                result.header().resumed() == null ? "" : ", " + result.played() + " played in this resume",
                result.wallSeconds(), result.file());
        print(standings, out);
        Path results = outDir.resolve(Tournament.RESULTS_FILE);
        if (rewriteLeaderboard && Files.exists(results)) {
            ResultsFile.Contents solo = ResultsFile.read(results);
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
                    b.piecesPerGame(), VersusLeaderboard.percent(b.tSpinShare()),
                    VersusLeaderboard.percent(b.allSpinShare()));
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
