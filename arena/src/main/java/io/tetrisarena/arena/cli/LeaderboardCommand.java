package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.Leaderboard;
import io.tetrisarena.arena.leaderboard.LeaderboardBuilder;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.tournament.LogCheck;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena leaderboard [DIR]}: rebuilds the leaderboard files from a results folder or file: a tournament's
 * results, a versus run's, or both.
 */
final class LeaderboardCommand implements Command {
    @Override
    public String name() {
        return "leaderboard";
    }

    @Override
    public String description() {
        return "write the leaderboard files (md, json, html) of a results folder ('leaderboard DIR') or file"
                + " (--results): its solo results, its versus results, or both";
    }

    @Override
    public int maxArguments() {
        return 1;
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("results", "FILE", "the results file (default: " + RunFolder.DEFAULT_RESULTS
                        + ", or DIR's); a " + JsonLinesStore.VERSUS_FILE + " beside it adds the versus section"))
                .addOption(Flags.withArg("out", "DIR", "output folder (default: the results file's folder)"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        ResultsStore store; // the versus section comes from the versus games beside the results file
        Path parent;
        if (line.getArgList().isEmpty()) {
            Path results = Path.of(line.getOptionValue("results", RunFolder.DEFAULT_RESULTS.toString()));
            store = JsonLinesStore.of(results);
            parent = results.toAbsolutePath().getParent();
        } else if (line.hasOption("results")) {
            throw new UsageException("give the results folder or --results FILE, not both");
        } else {
            Path dir = Path.of(line.getArgList().get(0));
            if (!Files.isDirectory(dir)) {
                throw new UsageException("no such results folder: " + dir);
            }
            store = ResultsStore.in(dir);
            parent = dir.toAbsolutePath();
        }
        String results = store.where(ResultsStore.Kind.GAMES);
        boolean solo = store.has(ResultsStore.Kind.GAMES);
        if (!solo && !store.has(ResultsStore.Kind.VERSUS)) {
            throw new UsageException("no such results file: " + results + " (nor a " + JsonLinesStore.VERSUS_FILE
                    + " beside it)");
        }
        // A leaderboard is only as good as its records: every one is replayed and the log's chain checked first.
        ResultsStore.Contents<GameRecord> contents = solo ? LogCheck.readChecked(store, ResultsStore.Kind.GAMES)
                : null;
        if (contents != null && contents.truncated()) {
            err.println("warning: line " + contents.tornLine() + " of " + results + " was cut short and is ignored");
        }
        Path outDir = line.hasOption("out") ? Flags.outFolder(line.getOptionValue("out")) : parent;
        ResultsStore.Contents<VersusRecord> versus = store.has(ResultsStore.Kind.VERSUS)
                ? LogCheck.readChecked(store, ResultsStore.Kind.VERSUS) : null;
        Leaderboard board;
        try {
            board = contents == null ? LeaderboardBuilder.build(null, List.of(), Double.NaN, versus)
                    : LeaderboardBuilder.build(contents.header(), contents.games(), contents.wallSeconds(), versus);
            new DefaultLeaderboardWriter().write(board, outDir);
        } catch (IllegalArgumentException e) {
            throw new UsageException((solo ? results : store.where(ResultsStore.Kind.VERSUS)) + ": " + e.getMessage());
        }
        String incomplete = board.incompleteNote();
        out.println("leaderboard written to " + outDir + " from " + (contents == null
                ? Flags.count(versus.games().size(), "versus game")
                : Flags.count(contents.games().size(), "game") + (versus == null ? ""
                : " and " + Flags.count(versus.games().size(), "versus game")))
                + (incomplete == null ? "" : "; " + incomplete + " (an interrupted run: '" + RunFolder.launcher() + " run --resume --out "
                + RunFolder.quoted(parent.toString()) + "' plays the rest)"));
        return 0;
    }
}
