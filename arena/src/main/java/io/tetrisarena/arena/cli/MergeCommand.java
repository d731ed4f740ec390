package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.ArenaRun;
import io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.ShardMerge;
import io.tetrisarena.arena.versus.VersusMerge;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena merge OUT SHARD...}: joins the results of a tournament's shards into one results file and
 * leaderboard, and their versus games ({@code versus.jsonl}, of the standard run's versus round or of
 * {@code versus --shard}) into one versus file.
 */
final class MergeCommand implements Command {
    @Override
    public String name() {
        return "merge";
    }

    @Override
    public String description() {
        return "merge OUT SHARD...: join the results of run --shard K/N (files or folders) into OUT/"
                + JsonLinesStore.GAMES_FILE + " and its leaderboard, and their versus games (or those of versus"
                + " --shard K/N) into OUT/" + JsonLinesStore.VERSUS_FILE;
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
        List<Path> shards = args.subList(1, args.size()).stream().map(Path::of).toList();
        boolean intoAShard = shards.stream()
                .anyMatch(s -> s.toAbsolutePath().normalize().equals(outDir.toAbsolutePath().normalize()));
        // Folders with a tournament's results merge those (and their versus games when each has some);
        // versus results alone merge into a versus file.
        boolean solo = false;
        boolean versus = true;
        for (Path s : shards) {
            boolean folder = Files.isDirectory(s);
            boolean versusFile = !folder && JsonLinesStore.kindOf(s) == ResultsStore.Kind.VERSUS;
            solo |= folder ? ResultsStore.in(s).has(ResultsStore.Kind.GAMES) : !versusFile;
            versus &= folder ? ResultsStore.in(s).has(ResultsStore.Kind.VERSUS) : versusFile;
        }
        ResultsStore target = ResultsStore.in(outDir);
        ResultsStore.Kind<?> kind = solo ? ResultsStore.Kind.GAMES : ResultsStore.Kind.VERSUS;
        if (target.has(kind) && !line.hasOption("force") && !intoAShard) {
            throw new UsageException(target.where(kind) + " exists; add --force to replace it");
        }
        VersusMerge.Merged versusGames = versus ? VersusMerge.merge(shards) : null;
        if (versusGames != null) {
            String file = VersusMerge.write(versusGames, outDir);
            ArenaRun.writeVersusPage(outDir);
            out.printf("%d versus games of run %s from %d shard files into %s%n", versusGames.games().size(),
                    versusGames.header().tournamentId(), shards.size(), file);
        }
        if (!solo) {
            return 0;
        }
        ShardMerge.Merged merged = ShardMerge.merge(shards);
        String file = ShardMerge.write(merged, outDir);
        new DefaultLeaderboardWriter().write(merged.header(), merged.games(), merged.wallSeconds(), outDir);
        out.printf("%d games of tournament %s from %d shard files into %s; leaderboard written to %s%n",
                merged.games().size(), merged.header().tournamentId(), shards.size(), file, outDir);
        return 0;
    }
}
