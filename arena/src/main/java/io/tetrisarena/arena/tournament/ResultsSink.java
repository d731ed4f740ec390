package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.verify.Verifier;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The one writer of a run's records of one kind into its {@link ResultsStore}: a tournament's games
 * ({@link #GAMES}) or a versus run's games ({@code VersusRecords.KIND}); what differs between the kinds is a
 * {@link Records} strategy. Opening it with {@code resume} keeps the records of the log already there that this
 * run still wants and whose replay confirms them (the header must describe the same events, seeds, game count,
 * shard and gauntlet challenger; a changed bot's games are played again). Each accepted record is stamped as its
 * kind says (a game with the tournament id, which is the header's, or on resume the earlier log's: an id is fixed
 * by the first run, even when bots are added later), then appended and flushed at once; a second record of a game
 * already written (a cluster may play a game twice when a member dies) is ignored, so the log holds every game
 * exactly once. {@link #finish} ends the log with its footer, or for a kind kept in plan order rewrites it whole
 * in that order, so a resumed, sharded-and-merged or clustered run writes the same log as one uninterrupted run,
 * timing fields aside. For sealed seeds ({@link SealedSeeds}), the footer reveals the secret from
 * {@code sealed.secret} in the store's folder, once every game is in.
 *
 * @param <R> the record type
 */
public final class ResultsSink<R> implements AutoCloseable {
    /**
     * What differs between kinds of record: the log they go to, a record's key, their order, how a kept record is
     * checked and which the resumed log keeps.
     *
     * @param <R> the record type
     */
    public interface Records<R> {
        /** The log the records go to. */
        ResultsStore.Kind<R> kind();

        /** What a run of this kind is called in messages ({@code "tournament"}, {@code "versus run"}). */
        String run();

        /** A record's key: two records of the same game have equal keys. */
        Object key(R record);

        /** The record as written, stamped with the run's id. */
        R stamped(R record, String runId);

        /** The order {@link ResultsSink#finish} returns the records in, for a run with this header and challenger. */
        Comparator<R> order(TournamentHeader header, String challenger);

        /** Whether the log is rewritten in {@link #order} when opened and at the end (else kept in log order). */
        boolean keptInOrder();

        /**
         * Which records of the earlier log {@code previous} (of the same run, as {@link ResultsSink#mismatch}
         * found) a resumed run with header {@code now} may keep, announcing to {@code messages} what it will play
         * again.
         *
         * @throws InputFileException when resuming would drop finished games
         */
        Predicate<R> resumable(ResultsStore.Contents<R> previous, TournamentHeader now, String where,
                               PrintStream messages);

        /** The check a kept record's replay must pass; {@code folder} keeps a sealed set's secret. */
        Verifier<R> verifier(Path folder, ResultsStore.Contents<R> previous, TournamentHeader now);

        /** A record as a note on a refused one names it. */
        String describe(R record);

        /** The header a resumed run writes, before its resumption is noted. */
        TournamentHeader resumedHeader(TournamentHeader old, TournamentHeader now);
    }

    /**
     * What every kind of record states about itself: its log, what its run is called, its key, how it is stamped
     * with the run's id, and whether its log is kept in plan order.
     *
     * @param <R> the record type
     */
    public abstract static class Kept<R> implements Records<R> {
        private final ResultsStore.Kind<R> kind;
        private final String run;
        private final Function<R, Object> key;
        private final BiFunction<R, String, R> stamp;
        private final boolean keptInOrder;

        protected Kept(ResultsStore.Kind<R> kind, String run, Function<R, Object> key, BiFunction<R, String, R> stamp,
                       boolean keptInOrder) {
            this.kind = kind;
            this.run = run;
            this.key = key;
            this.stamp = stamp;
            this.keptInOrder = keptInOrder;
        }

        @Override
        public final ResultsStore.Kind<R> kind() {
            return kind;
        }

        @Override
        public final String run() {
            return run;
        }

        @Override
        public final Object key(R record) {
            return key.apply(record);
        }

        @Override
        public final R stamped(R record, String runId) {
            return stamp.apply(record, runId);
        }

        @Override
        public final boolean keptInOrder() {
            return keptInOrder;
        }
    }

    /** A tournament's games: stamped with its id, kept in log order, resumed for the bots unchanged since. */
    public static final Records<GameRecord> GAMES = new Kept<>(ResultsStore.Kind.GAMES, "tournament", GameKey::of,
            GameRecord::inTournament, false) {
        @Override
        public Comparator<GameRecord> order(TournamentHeader header, String challenger) {
            return Comparator.comparing(GameKey::of);
        }

        @Override
        public Predicate<GameRecord> resumable(ResultsStore.Contents<GameRecord> previous, TournamentHeader now,
                                               String where, PrintStream messages) {
            Set<String> unchanged = unchangedBots(previous.header(), now, where, messages);
            // A game the arena cut short (an arena fault) is played again.
            return g -> unchanged.contains(g.botId()) && g.outcome().countsForTheBot();
        }

        @Override
        public Verifier<GameRecord> verifier(Path folder, ResultsStore.Contents<GameRecord> previous,
                                             TournamentHeader now) {
            TournamentHeader old = previous.header();
            return Verifier.of(ResultsStore.Kind.GAMES, old, old.sealedCommitment() == null ? null
                    : sealed(folder, old, previous.sealedSecret()).reveal());
        }

        @Override
        public String describe(GameRecord record) {
            return "record " + Verifier.keyOf(record);
        }

        @Override
        public TournamentHeader resumedHeader(TournamentHeader old, TournamentHeader now) {
            // the id is fixed by the tournament's first run: bots added since keep it, so every record agrees
            String id = old.tournamentId() != null ? old.tournamentId() : now.tournamentId();
            return unchangedIds(old, now).size() == now.bots().size() ? old.withRun(id, now.shard())
                    : now.withRun(id, now.shard()).withWorkers(old.workers()).withAllBots(old.entersAllBots())
                    .withStartedAt(old.startedAt()); // the resume's own start is in 'resumed'
        }
    };

    private final Records<R> records;
    private final ResultsStore store;
    private final Path folder;
    private final String where;
    private final TournamentHeader header;
    private final String challenger;
    private final Map<Object, R> games;
    private final int kept;
    private final ResultsStore.Writer<R> writer;

    private ResultsSink(Records<R> records, ResultsStore store, Path folder, TournamentHeader header,
                        String challenger, Map<Object, R> kept) throws IOException {
        this.records = records;
        this.store = store;
        this.folder = folder;
        this.where = store.where(records.kind());
        this.header = header;
        this.challenger = challenger;
        this.games = new LinkedHashMap<>();
        kept.forEach((key, r) -> games.put(key, records.stamped(r, header.tournamentId())));
        this.kept = games.size();
        this.writer = store.create(records.kind(), header, challenger, records.keptInOrder() ? sorted()
                : List.copyOf(games.values()));
    }

    /**
     * Opens the store's log of {@code records}' kind, replacing it, or with {@code resume} continuing it.
     *
     * @param folder     the run's folder, which keeps a sealed set's secret ({@code sealed.secret})
     * @param header     this run's header, stamped with its id and shard
     * @param challenger the gauntlet's challenger, null for a round robin or a tournament
     * @param wanted     the keys ({@link Records#key}) of this run's games (this shard's share); resumed games
     *                   outside it are left out
     * @param messages   where notes on resumed games go, one line each
     * @throws InputFileException when resuming the log of another run
     */
    public static <R> ResultsSink<R> open(Records<R> records, ResultsStore store, Path folder, TournamentHeader header,
                                          String challenger, Set<?> wanted, boolean resume, PrintStream messages)
            throws IOException {
        Map<Object, R> done = new LinkedHashMap<>();
        String file = store.where(records.kind());
        if (resume && store.has(records.kind())) {
            ResultsStore.Contents<R> previous = store.read(records.kind());
            String mismatch = mismatch(previous.header(), header);
            if (mismatch == null && !Objects.equals(challenger, previous.challenger())) {
                mismatch = "another gauntlet or a round robin";
            }
            if (mismatch != null) {
                throw new InputFileException(file + " belongs to another " + records.run() + " (" + mismatch
                        + "); use another --out folder, or --force to start this one over");
            }
            // The log's own structure: a broken link blames the line it names and the one before it; the header
            // itself must be whole, else nothing in the log can be kept.
            Map<Integer, String> suspect = new HashMap<>();
            for (ResultsStore.Problem p : LogCheck.problems(previous, records.kind())) {
                if (p.line() == 1) {
                    throw new InputFileException(file + ": line 1: " + p.why() + "; use --force to start over");
                }
                suspect.putIfAbsent(p.line(), p.why());
                if (p.why().startsWith("its link")) {
                    suspect.putIfAbsent(p.line() - 1, "line " + p.line() + "'s link does not match it");
                }
            }
            if (previous.tornLine() > 0) {
                messages.println("line " + previous.tornLine() + " of " + file + " is cut short (a run ended while"
                        + " writing it); playing its game again");
            }
            Predicate<R> resumable = records.resumable(previous, header, file, messages);
            Verifier<R> verifier = records.verifier(folder, previous, header);
            for (int k = 0; k < previous.games().size(); k++) {
                R r = previous.games().get(k);
                Object key = records.key(r);
                if (wanted.contains(key) && resumable.test(r)) {
                    // Only a record whose replay confirms it is kept; anything else is played again.
                    int line = previous.lineOf(k);
                    Optional<String> refused = verifier.check(r)
                            .or(() -> Optional.ofNullable(suspect.get(line)).map(why -> "line " + line + ": " + why));
                    if (refused.isPresent()) {
                        messages.println(records.describe(r) + " of " + file + " is refused (" + refused.get()
                                + "); playing it again");
                    } else {
                        done.putIfAbsent(key, r);
                    }
                }
            }
            header = records.resumedHeader(previous.header(), header)
                    .withResumed(new TournamentHeader.Resumed(Instant.now().truncatedTo(ChronoUnit.MILLIS).toString(),
                            earlierWallSeconds(previous.header(), previous.wallSeconds(),
                                    store.lastWritten(records.kind()))));
        }
        header = header.withGames(wanted.size());
        return new ResultsSink<>(records, store, folder, header, challenger, done);
    }

    /**
     * The wall time of the runs that wrote a log (of a tournament or of versus games) with header {@code old} and
     * footer wall time {@code wallSeconds}: the footer's for a finished run, or for an interrupted one (NaN: no
     * footer) the time from its start to {@code lastWritten}, its last write; plus the runs before it.
     */
    public static double earlierWallSeconds(TournamentHeader old, double wallSeconds, Instant lastWritten) {
        double before = old.resumed() == null ? 0 : old.resumed().earlierWallSeconds();
        if (!Double.isNaN(wallSeconds)) {
            return before + wallSeconds;
        }
        try {
            Instant start = Instant.parse(old.resumed() == null ? old.startedAt() : old.resumed().at());
            return before + Math.max(0, Duration.between(start, lastWritten).toMillis() / 1000.0);
        } catch (java.time.format.DateTimeParseException e) {
            return Double.NaN;
        }
    }

    /** The header written. */
    public TournamentHeader header() {
        return header;
    }

    /** The keys ({@link Records#key}) of the games kept from the earlier file. */
    public synchronized Set<Object> done() {
        return new HashSet<>(games.keySet());
    }

    /** How many games came from the earlier file. */
    public int kept() {
        return kept;
    }

    /**
     * Writes a finished game, stamped with the run's id, unless that game is already written.
     *
     * @return whether it was written (false: a second copy, ignored)
     */
    public synchronized boolean accept(R record) throws IOException {
        R stamped = records.stamped(record, header.tournamentId());
        if (games.putIfAbsent(records.key(stamped), stamped) != null) {
            return false;
        }
        writer.append(stamped);
        return true;
    }

    /**
     * Ends the log: the footer (with the members that played, null for a local run), then a check that
     * nothing else wrote to it; or for a kind kept in plan order, the log rewritten whole in that order with
     * its footer.
     *
     * @return every game in the log, in {@link Records#order}
     */
    public synchronized List<R> finish(double wallSeconds, List<TournamentHeader.WorkerInfo> workers)
            throws IOException {
        // every game is in: the footer reveals the secret of sealed seeds, so anyone can check them
        String reveal = header.sealedCommitment() == null ? null : sealed(folder, header, null).reveal();
        ResultsStore.Footer footer = new ResultsStore.Footer(wallSeconds, workers, reveal);
        List<R> all = sorted();
        if (records.keptInOrder()) {
            writer.close();
            store.write(records.kind(), header, challenger, all, footer);
        } else {
            writer.footer(footer);
            writer.checkIntact();
        }
        return all;
    }

    private List<R> sorted() {
        List<R> all = new ArrayList<>(games.values());
        all.sort(records.order(header, challenger));
        return List.copyOf(all);
    }

    /** The sealed seeds of a results file's header, from the secret in {@code folder} (or the one its footer revealed). */
    private static SealedSeeds sealed(Path folder, TournamentHeader header, String revealed) {
        return SealedSeeds.resume(folder, header.seedSet(), header.sealedCommitment(),
                revealed);
    }

    /** The log written, named for messages. */
    public String where() {
        return where;
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }

    /** Why two headers describe different tournaments, or null when they describe the same one. */
    public static String mismatch(TournamentHeader old, TournamentHeader now) {
        if (!old.seedSet().equals(now.seedSet()) || !old.seedChecksum().equals(now.seedChecksum())) {
            return "seed set " + old.seedSet() + " there, " + now.seedSet() + " now";
        }
        if (old.seedCount() != now.seedCount()) {
            return old.seedCount() + " games per event there, " + now.seedCount() + " now";
        }
        List<String> oldEvents = old.events().stream().map(e -> e.name() + "@" + e.sha256()).toList();
        List<String> newEvents = now.events().stream().map(e -> e.name() + "@" + e.sha256()).toList();
        if (!oldEvents.equals(newEvents)) {
            return "events " + old.events().stream().map(TournamentHeader.EventInfo::name).toList()
                    + " there, " + now.events().stream().map(TournamentHeader.EventInfo::name).toList()
                    + " now, or their rules differ";
        }
        if (!Objects.equals(old.shard(), now.shard())) {
            return (old.shard() == null ? "the whole tournament" : "shard " + old.shard()) + " there, "
                    + (now.shard() == null ? "the whole tournament" : "shard " + now.shard()) + " now";
        }
        return null;
    }

    /**
     * The ids of the bots whose games a resumed run keeps: those entered in both headers with the same version
     * and jar. Added bots and changed bots (their games are replayed) are announced; a bot of the old header
     * that this run leaves out is an error, so resuming never drops finished games.
     */
    private static Set<String> unchangedBots(TournamentHeader old, TournamentHeader now, String resultsPath,
                                             PrintStream messages) {
        Map<String, String> before = versions(old);
        Set<String> entered = new HashSet<>();
        now.bots().forEach(b -> entered.add(b.id()));
        List<String> left = before.keySet().stream().filter(id -> !entered.contains(id)).toList();
        if (!left.isEmpty()) {
            throw new InputFileException(resultsPath + " has games of " + String.join(", ", left)
                    + ", which this run does not enter; enter every bot it has (adding new ones is fine) or use"
                    + " another --out folder");
        }
        for (TournamentHeader.BotEntry b : now.bots()) {
            String was = before.get(b.id());
            if (was == null) {
                messages.println("bot " + b.id() + " is new: playing its games");
            } else if (!was.equals(b.version() + "@" + b.jarSha256())) {
                messages.println("bot " + b.id() + " changed (version or jar) since " + resultsPath
                        + " was written: replaying its games");
            }
        }
        return unchangedIds(old, now);
    }

    /** The ids of the bots entered in both headers with the same version and jar. */
    private static Set<String> unchangedIds(TournamentHeader old, TournamentHeader now) {
        Map<String, String> before = versions(old);
        Set<String> unchanged = new HashSet<>();
        for (TournamentHeader.BotEntry b : now.bots()) {
            if ((b.version() + "@" + b.jarSha256()).equals(before.get(b.id()))) {
                unchanged.add(b.id());
            }
        }
        return unchanged;
    }

    /** Each bot of a header's version and jar, by id. */
    private static Map<String, String> versions(TournamentHeader header) {
        Map<String, String> versions = new LinkedHashMap<>();
        header.bots().forEach(b -> versions.put(b.id(), b.version() + "@" + b.jarSha256()));
        return versions;
    }
}
