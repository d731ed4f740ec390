package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.VersusOrder;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of a versus run's games into its results store, as {@link ResultsSink} is of a tournament's
 * games: opened with {@code resume}, it keeps the games of the log already there that this run plans and whose replay
 * confirms them (the header must describe the same event, seeds, game count and shard; a changed bot's games are
 * played again); each accepted game is appended and flushed at once, and a second record of a game already
 * written (a cluster may play a game twice when a member dies) is ignored; {@link #finish} rewrites the file
 * whole in plan order ({@link #planOrder}) with its footer, so a resumed, sharded-and-merged or clustered run
 * writes the same file as one uninterrupted run, timing fields aside.
 */
public final class VersusSink {
    private final ResultsStore store;
    private final Path file;
    private final TournamentHeader header;
    private final String challenger;
    private final Map<String, VersusRecord> games = new LinkedHashMap<>();
    private final int kept;

    private ResultsStore.Writer<VersusRecord> writer;

    private VersusSink(ResultsStore store, TournamentHeader header, String challenger, Map<String, VersusRecord> kept)
            throws IOException {
        this.store = store;
        this.file = store.path(ResultsStore.Kind.VERSUS);
        this.header = header;
        this.challenger = challenger;
        this.games.putAll(kept);
        this.kept = kept.size();
        this.writer = store.create(ResultsStore.Kind.VERSUS, header, challenger, sorted());
    }

    /**
     * Opens the store's versus log, replacing it, or with {@code resume} continuing it.
     *
     * @param header     this run's header, stamped with its id and shard
     * @param challenger the gauntlet's challenger, null for a round robin
     * @param plan       this run's games (this shard's share); resumed games outside it are left out
     * @param messages   where notes on resumed games go, one line each
     * @throws InputFileException when resuming the file of another versus run
     */
    public static VersusSink open(ResultsStore store, TournamentHeader header, String challenger,
                                  List<VersusOrder> plan, boolean resume, PrintStream messages) throws IOException {
        Map<String, VersusRecord> done = new HashMap<>();
        TournamentHeader written = header;
        Path file = store.path(ResultsStore.Kind.VERSUS);
        if (resume && store.has(ResultsStore.Kind.VERSUS)) {
            ResultsStore.Contents<VersusRecord> previous = store.read(ResultsStore.Kind.VERSUS);
            String mismatch = ResultsSink.mismatch(previous.header(), header);
            if (mismatch == null && !java.util.Objects.equals(challenger, previous.challenger())) {
                mismatch = "another gauntlet or a round robin";
            }
            if (mismatch != null) {
                throw new InputFileException(file + " belongs to another versus run (" + mismatch + "); use another"
                        + " --out folder, or --force to start this one over");
            }
            Set<String> wanted = new HashSet<>();
            plan.forEach(o -> wanted.add(key(o)));
            VersusVerifier verifier = new VersusVerifier(header);
            for (VersusRecord r : previous.games()) {
                if (!wanted.contains(key(r))) {
                    continue;
                }
                Optional<String> refused = verifier.check(r);
                if (refused.isPresent()) {
                    messages.println("game " + r.label() + " of " + file + " is refused (" + refused.get()
                            + "); playing it again");
                } else {
                    done.putIfAbsent(key(r), r);
                }
            }
            TournamentHeader old = previous.header();
            written = (old.bots().equals(header.bots()) && old.tournamentId() != null ? old : header)
                    .withResumed(new TournamentHeader.Resumed(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                            ResultsSink.earlierWallSeconds(file, old, previous.wallSeconds())));
        }
        return new VersusSink(store, written, challenger, done);
    }

    /** The key of a game: its two bots in side order, its seed index and whether it is the mirrored game. */
    public static String key(VersusOrder o) {
        return key(o.first().botId(), o.second().botId(), o.seedIndex(), o.swapped());
    }

    /** The key of a recorded game. */
    public static String key(VersusRecord r) {
        return key(r.sides().get(0).botId(), r.sides().get(1).botId(), r.seedIndex(), r.swapped());
    }

    private static String key(String first, String second, int seedIndex, boolean swapped) {
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

    /** The header written. */
    public TournamentHeader header() {
        return header;
    }

    /** The keys of the games kept from the earlier file. */
    public synchronized Set<String> done() {
        return new HashSet<>(games.keySet());
    }

    /** How many games came from the earlier file. */
    public int kept() {
        return kept;
    }

    /**
     * Writes a finished game, unless that game is already written.
     *
     * @return whether it was written (false: a second copy, ignored)
     */
    public synchronized boolean accept(VersusRecord record) throws IOException {
        if (games.putIfAbsent(key(record), record) != null) {
            return false;
        }
        writer.append(record);
        return true;
    }

    /**
     * Rewrites the log whole, in plan order, with its footer.
     *
     * @return every game in the file, in plan order
     */
    public synchronized List<VersusRecord> finish(double wallSeconds) throws IOException {
        List<VersusRecord> all = sorted();
        writer.close();
        store.write(ResultsStore.Kind.VERSUS, header, challenger, all, ResultsStore.Footer.of(wallSeconds));
        return all;
    }

    private List<VersusRecord> sorted() {
        List<VersusRecord> all = new ArrayList<>(games.values());
        all.sort(planOrder(header, challenger));
        return List.copyOf(all);
    }

    /** Where the versus log is kept, for messages. */
    public Path file() {
        return file;
    }
}
