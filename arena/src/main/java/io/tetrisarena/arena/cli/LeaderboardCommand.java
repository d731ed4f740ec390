package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.leaderboard.LeaderboardWriter;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsFile;
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
        ResultsStore.Contents<GameRecord> contents = ResultsFile.read(results);
        if (contents.truncated()) {
            err.println("warning: the last line of " + results + " was cut short and is ignored");
        }
        // A leaderboard is only as good as its records: every one is replayed before it is ranked.
        io.tetrisarena.arena.verify.RecordVerifier verifier =
                new io.tetrisarena.arena.verify.RecordVerifier(contents.header());
        for (GameRecord g : contents.games()) {
            java.util.Optional<String> why = verifier.check(g);
            if (why.isPresent()) {
                throw new io.tetrisarena.arena.event.InputFileException(results + ": record " + VerifyCommand.key(g)
                        + " is refused: " + why.get() + " (see 'arena verify " + results + "')");
            }
        }
        Path parent = results.toAbsolutePath().getParent();
        Path outDir = line.hasOption("out") ? Flags.outFolder(line.getOptionValue("out")) : parent;
        // The versus section comes from the versus games beside the results file, wherever the files go.
        ResultsStore store = JsonLinesStore.of(results);
        ResultsStore.Contents<VersusRecord> versus = store.has(ResultsStore.Kind.VERSUS)
                ? store.read(ResultsStore.Kind.VERSUS) : null;
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
                + (incomplete == null ? "" : "; " + incomplete + " (an interrupted run: '" + PluginFolders.launcher() + " run --resume --out "
                + RunFolder.quoted(parent.toString()) + "' plays the rest)"));
        return 0;
    }
}
