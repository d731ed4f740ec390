package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.LeaderboardWriter;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.tournament.LogCheck;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena leaderboard}: rebuilds the leaderboard files from a results file. */
final class LeaderboardCommand implements Command {
    @Override
    public String name() {
        return "leaderboard";
    }

    @Override
    public String description() {
        return "write the leaderboard files (md, json, html) from a results file";
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("results", "FILE", "the results file (default: " + RunFolder.DEFAULT_RESULTS
                        + ")"))
                .addOption(Flags.withArg("out", "DIR", "output folder (default: the results file's folder)"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Path results = Path.of(line.getOptionValue("results", RunFolder.DEFAULT_RESULTS.toString()));
        if (!Files.isRegularFile(results)) {
            throw new UsageException("no such results file: " + results);
        }
        // A leaderboard is only as good as its records: every one is replayed and the log's chain checked first.
        ResultsStore.Contents<GameRecord> contents = LogCheck.readChecked(results, ResultsStore.Kind.GAMES);
        if (contents.truncated()) {
            err.println("warning: line " + contents.tornLine() + " of " + results + " was cut short and is ignored");
        }
        Path parent = results.toAbsolutePath().getParent();
        Path outDir = line.hasOption("out") ? Flags.outFolder(line.getOptionValue("out")) : parent;
        // The versus section comes from the versus games beside the results file, wherever the files go.
        ResultsStore store = JsonLinesStore.of(results);
        ResultsStore.Contents<VersusRecord> versus = store.has(ResultsStore.Kind.VERSUS)
                ? LogCheck.readChecked(store.path(ResultsStore.Kind.VERSUS), ResultsStore.Kind.VERSUS) : null;
        LeaderboardWriter writer = new DefaultLeaderboardWriter();
        String incomplete;
        try {
            writer.write(contents.header(), contents.games(), contents.wallSeconds(), versus, outDir);
            incomplete = io.tetrisarena.arena.leaderboard.LeaderboardBuilder.build(contents.header(), contents.games(),
                    contents.wallSeconds()).incompleteNote();
        } catch (IllegalArgumentException e) {
            throw new UsageException(results + ": " + e.getMessage());
        }
        out.println("leaderboard written to " + outDir + " from " + Flags.count(contents.games().size(), "game")
                + (incomplete == null ? "" : "; " + incomplete + " (an interrupted run: '" + RunFolder.launcher() + " run --resume --out "
                + RunFolder.quoted(parent.toString()) + "' plays the rest)"));
        return 0;
    }
}
