package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.verify.RecordVerifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Joins the results files of a tournament's shards ({@code run --shard K/N}) into one: every shard must belong
 * to the same tournament (the same tournament id, i.e. the same events, seeds and bots) and of the same
 * {@code N}, all {@code N} shards must be there, and every record must pass its replay. A game found in two
 * files is kept once.
 */
public final class ShardMerge {
    private ShardMerge() {
    }

    /** The merged tournament: the header (shard cleared), every game sorted by key, and the longest wall time. */
    public record Merged(TournamentHeader header, List<GameRecord> games, double wallSeconds) {
    }

    /**
     * Reads and checks the shards.
     *
     * @param shards results files, or output folders holding one
     * @throws InputFileException with a one-line reason when they cannot be joined
     */
    public static Merged merge(List<Path> shards) throws IOException {
        if (shards.isEmpty()) {
            throw new InputFileException("no shard results given");
        }
        String id = null;
        Path first = null;
        TournamentHeader header = null;
        Integer count = null;
        TreeSet<Integer> seen = new TreeSet<>();
        Map<GameKey, GameRecord> games = new LinkedHashMap<>();
        Map<String, TournamentHeader.WorkerInfo> workers = new LinkedHashMap<>();
        double wall = 0;
        boolean whole = false;
        for (Path given : shards) {
            Path file = JsonLinesStore.resultsFile(given);
            if (!Files.isRegularFile(file)) {
                throw new InputFileException("no such results file: " + file);
            }
            ResultsStore.Contents<GameRecord> contents = ResultsFile.read(file);
            TournamentHeader h = contents.header();
            String shardId = h.tournamentId() != null ? h.tournamentId() : TournamentPlan.idOf(h);
            if (id == null) {
                id = shardId;
                first = file;
                header = h;
            } else if (!id.equals(shardId)) {
                throw new InputFileException(file + " is of tournament " + shardId + ", " + first + " of tournament "
                        + id + " (different events, seeds or bots): merge joins shards of one tournament");
            }
            Shard shard = h.shard() == null ? Shard.ALL : Shard.parse(h.shard());
            if (count != null && count != shard.count() && !shard.isAll()) {
                throw new InputFileException(file + " is shard " + shard + ", but " + first + " is one of " + count
                        + " shards: merge joins the shards of one split");
            }
            whole |= shard.isAll(); // a whole tournament's file has every game
            if (!shard.isAll()) {
                count = shard.count();
                seen.add(shard.index());
            }
            RecordVerifier verifier = new RecordVerifier(h);
            for (GameRecord g : contents.games()) {
                verifier.check(g).ifPresent(why -> {
                    throw new InputFileException(file + ": record " + g.botId() + "/" + g.event() + "/#"
                            + g.seedIndex() + " is refused: " + why);
                });
                games.putIfAbsent(GameKey.of(g), g.inTournament(shardId));
            }
            if (h.workers() != null) {
                h.workers().forEach(w -> workers.putIfAbsent(w.name(), w));
            }
            if (!Double.isNaN(contents.wallSeconds())) {
                wall = Math.max(wall, contents.wallSeconds());
            }
        }
        if (count != null && seen.size() < count && !whole) {
            List<String> missing = new ArrayList<>();
            for (int k = 1; k <= count; k++) {
                if (!seen.contains(k)) {
                    missing.add(k + "/" + count);
                }
            }
            throw new InputFileException("shard" + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing)
                    + " missing: give every shard of the split");
        }
        List<GameRecord> sorted = new ArrayList<>(games.values());
        sorted.sort((a, b) -> GameKey.of(a).compareTo(GameKey.of(b)));
        TournamentHeader merged = header.withRun(id, null).withWorkers(workers.isEmpty() ? null
                : List.copyOf(workers.values()));
        return new Merged(merged, List.copyOf(sorted), wall);
    }

    /** Writes the merged games into the results store of {@code outDir}; returns where they went. */
    public static Path write(Merged merged, Path outDir) throws IOException {
        ResultsStore store = ResultsStore.in(outDir);
        try (ResultsStore.Writer<GameRecord> writer = store.create(ResultsStore.Kind.GAMES, merged.header(), null,
                merged.games())) {
            writer.footer(new ResultsStore.Footer(merged.wallSeconds(), merged.header().workers(), null));
        }
        return store.path(ResultsStore.Kind.GAMES);
    }
}
