package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
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

    /**
     * The merged tournament: the header (shard cleared), every game sorted by key, the longest wall time, and the
     * secret of sealed seeds a finished file revealed (null: public seeds).
     */
    public record Merged(TournamentHeader header, List<GameRecord> games, double wallSeconds, String sealedSecret) {
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
        Split split = new Split("tournament", "different events, seeds or bots");
        Map<GameKey, GameRecord> games = new LinkedHashMap<>();
        Map<String, TournamentHeader.WorkerInfo> workers = new LinkedHashMap<>();
        double wall = 0;
        Integer planned = 0;
        String secret = null;
        for (Path given : shards) {
            LogCheck.Given<GameRecord> log = LogCheck.given(given, ResultsStore.Kind.GAMES);
            String file = log.where();
            ResultsStore.Contents<GameRecord> contents = log.contents();
            TournamentHeader h = contents.header();
            String shardId = split.add(file, h, h.tournamentId() != null ? h.tournamentId() : TournamentPlan.idOf(h));
            planned = planned == null || h.games() == null || h.shard() == null || !contents.footer() ? null
                    : planned + h.games(); // a count only for finished shards
            secret = contents.sealedSecret() != null ? contents.sealedSecret() : secret;
            for (GameRecord g : contents.games()) {
                games.putIfAbsent(GameKey.of(g), g.inTournament(shardId));
            }
            if (h.workers() != null) {
                h.workers().forEach(w -> workers.putIfAbsent(w.name(), w));
            }
            if (!Double.isNaN(contents.wallSeconds())) {
                wall = Math.max(wall, contents.wallSeconds());
            }
        }
        Joined joined = split.complete("shard");
        String id = joined.id();
        TournamentHeader header = joined.header();
        List<GameRecord> sorted = new ArrayList<>(games.values());
        sorted.sort((a, b) -> GameKey.of(a).compareTo(GameKey.of(b)));
        TournamentHeader merged = header.withRun(id, null).withWorkers(workers.isEmpty() ? null
                : List.copyOf(workers.values())).withGames(planned);
        return new Merged(merged, List.copyOf(sorted), wall, secret);
    }

    /**
     * The run a split's shards join into.
     *
     * @param id     the run's id (the first file's)
     * @param header the first file's header
     */
    public record Joined(String id, TournamentHeader header) {
    }

    /**
     * The shards met so far of one split: each must be of the same run (its id) and one of the same {@code N} (a
     * whole run's file counts as every shard), and at the end every {@code K} of {@code N} must have been met.
     */
    public static final class Split {
        private final String kind;
        private final String differs;
        private String id;
        private String first;
        private TournamentHeader header;
        private Integer count;
        private final TreeSet<Integer> seen = new TreeSet<>();
        private boolean whole;

        /**
         * @param kind    what the run is called in errors ({@code "tournament"}, {@code "versus run"})
         * @param differs what makes two runs differ, for errors
         */
        public Split(String kind, String differs) {
            this.kind = kind;
            this.differs = differs;
        }

        /**
         * Takes in the file of a shard.
         *
         * @param runId the run's id the file's header gives
         * @return {@code runId}
         * @throws InputFileException when it is a shard of another run or another split
         */
        public String add(String file, TournamentHeader h, String runId) {
            if (id == null) {
                id = runId;
                first = file;
                header = h;
            } else if (!id.equals(runId)) {
                throw new InputFileException(file + " is of " + kind + " " + runId + ", " + first + " of " + kind + " "
                        + id + " (" + differs + "): merge joins shards of one " + kind);
            }
            Shard shard = h.shard() == null ? Shard.ALL : Shard.parse(h.shard());
            if (count != null && count != shard.count() && !shard.isAll()) {
                throw new InputFileException(file + " is shard " + shard + ", but " + first + " is one of " + count
                        + " shards: merge joins the shards of one split");
            }
            whole |= shard.isAll(); // a whole run's file has every game
            if (!shard.isAll()) {
                count = shard.count();
                seen.add(shard.index());
            }
            return runId;
        }

        /**
         * The joined run: its id and the first file's header, once every shard of the split is in.
         *
         * @param what how the error names a shard ({@code "shard"}, {@code "versus shard"})
         * @throws InputFileException naming the shards missing
         */
        public Joined complete(String what) {
            if (count != null && seen.size() < count && !whole) {
                List<String> missing = new ArrayList<>();
                for (int k = 1; k <= count; k++) {
                    if (!seen.contains(k)) {
                        missing.add(k + "/" + count);
                    }
                }
                throw new InputFileException(what + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing)
                        + " missing: give every shard of the split");
            }
            return new Joined(id, header);
        }
    }

    /** Writes the merged games into the results store of {@code outDir}; returns where they went, for messages. */
    public static String write(Merged merged, Path outDir) throws IOException {
        ResultsStore store = ResultsStore.in(outDir);
        try (ResultsStore.Writer<GameRecord> writer = store.create(ResultsStore.Kind.GAMES, merged.header(), null,
                merged.games())) {
            writer.footer(new ResultsStore.Footer(merged.wallSeconds(), merged.header().workers(),
                    merged.sealedSecret()));
        }
        return store.where(ResultsStore.Kind.GAMES);
    }
}
