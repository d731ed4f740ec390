package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.VersusOrder;
import io.tetrisarena.arena.verify.Verifier;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Versus games as the {@link ResultsSink} keeps them ({@link #KIND}): keyed by their two bots in side order, seed
 * index and mirrored game; kept in plan order ({@link #planOrder}); a resumed log keeps the games whose replay
 * confirms them against this run's header, so a changed bot's games are played again; the earlier header is
 * kept while the bots are the same.
 */
public final class VersusRecords extends ResultsSink.Kept<VersusRecord> {
    /** The one instance. */
    public static final VersusRecords KIND = new VersusRecords();

    private VersusRecords() {
        super(ResultsStore.Kind.VERSUS, "versus run", VersusRecords::keyOf, (record, runId) -> record, true);
    }

    /** The key of a game: its two bots in side order, its seed index and whether it is the mirrored game. */
    public static String keyOf(VersusOrder o) {
        return keyOf(o.first().botId(), o.second().botId(), o.seedIndex(), o.swapped());
    }

    /** The key of a recorded game. */
    public static String keyOf(VersusRecord r) {
        return keyOf(r.sides().get(0).botId(), r.sides().get(1).botId(), r.seedIndex(), r.swapped());
    }

    private static String keyOf(String first, String second, int seedIndex, boolean swapped) {
        return first + "\n" + second + "\n" + seedIndex + "\n" + swapped;
    }

    /**
     * The order of a versus run's plan ({@link TournamentPlan#versus}) over its records: pairing (as the header's
     * bots and the challenger give them), seed, then the mirrored game.
     */
    public static Comparator<VersusRecord> planOrder(TournamentHeader header, String challenger) {
        Map<String, Integer> pairing = new HashMap<>();
        List<String> ids = header.bots().stream().map(TournamentHeader.BotEntry::id).toList();
        List<List<String>> pairs = TournamentPlan.pairings(ids, id -> id, challenger);
        for (int i = 0; i < pairs.size(); i++) {
            pairing.put(pairs.get(i).get(0) + "\n" + pairs.get(i).get(1), i);
        }
        return Comparator.<VersusRecord>comparingInt(r -> {
            int first = r.swapped() ? 1 : 0;
            return pairing.getOrDefault(r.sides().get(first).botId() + "\n" + r.sides().get(1 - first).botId(),
                    Integer.MAX_VALUE);
        }).thenComparingInt(VersusRecord::seedIndex).thenComparing(VersusRecord::swapped);
    }

    @Override
    public Comparator<VersusRecord> order(TournamentHeader header, String challenger) {
        return planOrder(header, challenger);
    }

    @Override
    public Predicate<VersusRecord> resumable(ResultsStore.Contents<VersusRecord> previous, TournamentHeader now,
                                             String where, PrintStream messages) {
        // A game the arena cut short (an arena fault) is played again.
        return VersusRecord::countsForTheBots;
    }

    @Override
    public Verifier<VersusRecord> verifier(Path folder, ResultsStore.Contents<VersusRecord> previous,
                                           TournamentHeader now) {
        // this run's header: a side whose bot changed (version or jar) is not in it, so its games are played again
        return Verifier.of(ResultsStore.Kind.VERSUS, now, null);
    }

    @Override
    public String describe(VersusRecord record) {
        return "game " + record.label();
    }

    @Override
    public TournamentHeader resumedHeader(TournamentHeader old, TournamentHeader now) {
        return old.bots().equals(now.bots()) && old.tournamentId() != null ? old : now.withStartedAt(old.startedAt());
    }
}
