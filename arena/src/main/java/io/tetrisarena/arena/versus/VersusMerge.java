package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.tournament.LogCheck;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.ShardMerge;
import io.tetrisarena.arena.tournament.TournamentPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins the versus logs of a versus run's shards ({@code versus --shard K/N}, or the versus round of
 * {@code run --shard K/N}) into one, as {@code ShardMerge} joins a tournament's: the same run id, the same
 * {@code N}, every shard there, every record confirmed by its replay; a game found in two files is kept once, and
 * the games are written in plan order, so the merged file is the one an unsharded run writes, timing aside.
 */
public final class VersusMerge {
    private VersusMerge() {
    }

    /** The merged run: the header (shard cleared), the gauntlet's challenger, every game in plan order, the longest wall time. */
    public record Merged(TournamentHeader header, String challenger, List<VersusRecord> games, double wallSeconds) {
    }

    /**
     * Reads and checks the shards.
     *
     * @param shards versus results files, or folders whose results store holds versus games
     * @throws InputFileException with a one-line reason when they cannot be joined
     */
    public static Merged merge(List<Path> shards) throws IOException {
        if (shards.isEmpty()) {
            throw new InputFileException("no shard results given");
        }
        ShardMerge.Split split = new ShardMerge.Split("versus run", "different event, seeds, bots or gauntlet");
        String challenger = null;
        Map<String, VersusRecord> games = new LinkedHashMap<>();
        double wall = 0;
        Integer planned = 0;
        for (Path given : shards) {
            LogCheck.Given<VersusRecord> log = LogCheck.given(given, ResultsStore.Kind.VERSUS);
            String file = log.where();
            ResultsStore.Contents<VersusRecord> contents = log.contents();
            TournamentHeader h = contents.header();
            String there = contents.challenger();
            // the id covers the gauntlet's challenger, which the header line holds beside the header
            split.add(file, h, TournamentPlan.versusIdOf(h, there));
            challenger = there;
            planned = planned == null || h.games() == null || h.shard() == null || !contents.footer() ? null
                    : planned + h.games(); // a count only for finished shards
            for (VersusRecord r : contents.games()) {
                games.putIfAbsent(VersusRecords.keyOf(r), r);
            }
            if (!Double.isNaN(contents.wallSeconds())) {
                wall = Math.max(wall, contents.wallSeconds());
            }
        }
        ShardMerge.Joined joined = split.complete("versus shard");
        TournamentHeader merged = joined.header().withRun(joined.id(), null)
                .withGames(planned);
        List<VersusRecord> sorted = new ArrayList<>(games.values());
        sorted.sort(VersusRecords.planOrder(merged, challenger));
        return new Merged(merged, challenger, List.copyOf(sorted), wall);
    }

    /** Writes the merged versus games into the results store of {@code outDir}; returns where they went, for messages. */
    public static String write(Merged merged, Path outDir) throws IOException {
        ResultsStore store = ResultsStore.in(outDir);
        store.write(ResultsStore.Kind.VERSUS, merged.header(), merged.challenger(), merged.games(),
                ResultsStore.Footer.of(merged.wallSeconds()));
        return store.where(ResultsStore.Kind.VERSUS);
    }
}
