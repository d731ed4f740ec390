package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.ShardMerge;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena merge OUT SHARD...}: joins the results of a tournament's shards into one results file and leaderboard. */
final class MergeCommand implements Command {
    @Override
    public String name() {
        return "merge";
    }

    @Override
    public String description() {
        return "merge OUT SHARD...: join the results of run --shard K/N (files or folders) into OUT/"
                + JsonLinesStore.GAMES_FILE + " and its leaderboard";
    }

    @Override
    public int maxArguments() {
        return Integer.MAX_VALUE;
    }

    @Override
    public Options options() {
        return new Options().addOption(Flags.flag("force", "replace OUT/" + JsonLinesStore.GAMES_FILE
                + " when it exists"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        List<String> args = line.getArgList();
        if (args.size() < 2) {
            throw new UsageException("usage: merge OUT SHARD... (the output folder, then each shard's results file"
                    + " or folder)");
        }
        Path outDir = Flags.outFolder(args.get(0));
        Path target = ResultsStore.in(outDir).path(ResultsStore.Kind.GAMES);
        List<Path> shards = args.subList(1, args.size()).stream().map(Path::of).toList();
        if (Files.exists(target) && !line.hasOption("force")
                && shards.stream().noneMatch(s -> s.toAbsolutePath().normalize().equals(outDir.toAbsolutePath().normalize()))) {
            throw new UsageException(target + " exists; add --force to replace it");
        }
        ShardMerge.Merged merged = ShardMerge.merge(shards);
        Path file = ShardMerge.write(merged, outDir);
        new DefaultLeaderboardWriter().write(merged.header(), merged.games(), merged.wallSeconds(), outDir);
        out.printf("%d games of tournament %s from %d shard files into %s; leaderboard written to %s%n",
                merged.games().size(), merged.header().tournamentId(), shards.size(), file, outDir);
        return 0;
    }
}
