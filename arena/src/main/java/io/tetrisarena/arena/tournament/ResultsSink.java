package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.verify.RecordVerifier;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of a tournament's games into its {@link ResultsStore}. The tournament id written is the header's, or on
 * resume the earlier file's (an id is fixed by the tournament's first run, even when bots are added later). Opening it with {@code resume} keeps the games of
 * the file already there that belong to this tournament and whose replay confirms them (the header must
 * describe the same events and seeds, and every bot in it must be entered again; a changed bot's games are
 * dropped, so played again). Each accepted game is stamped with the tournament id and appended and flushed at
 * once; a second record of a game already written (a cluster may play a game twice when a member dies) is
 * ignored, so the file holds every game exactly once. For sealed seeds ({@link SealedSeeds}), the footer
 * reveals the secret from {@code sealed.secret} in the store's folder, once every game is in.
 */
public final class ResultsSink implements AutoCloseable {
    private final ResultsStore store;
    private final Path file;
    private final TournamentHeader header;
    private final String tournamentId;
    private final Map<GameKey, GameRecord> games;
    private final int kept;
    private final ResultsStore.Writer<GameRecord> writer;

    private ResultsSink(ResultsStore store, TournamentHeader header, Map<GameKey, GameRecord> kept)
            throws IOException {
        this.store = store;
        this.file = store.path(ResultsStore.Kind.GAMES);
        this.header = header;
        this.tournamentId = header.tournamentId();
        this.games = new LinkedHashMap<>();
        kept.forEach((key, g) -> games.put(key, g.inTournament(tournamentId)));
        this.kept = games.size();
        this.writer = store.create(ResultsStore.Kind.GAMES, header, null, List.copyOf(games.values()));
    }

    /**
     * Opens the store's games, replacing them, or with {@code resume} continuing them.
     *
     * @param header   this run's header, stamped with the tournament id
     * @param wanted   the keys of this run's games; resumed games outside it are left out
     * @param messages where notes on resumed games go, one line each
     * @throws InputFileException when resuming a results file of another tournament
     */
    public static ResultsSink open(ResultsStore store, TournamentHeader header, Set<GameKey> wanted, boolean resume,
                                   PrintStream messages) throws IOException {
        Map<GameKey, GameRecord> done = new LinkedHashMap<>();
        Path file = store.path(ResultsStore.Kind.GAMES);
        if (resume && store.has(ResultsStore.Kind.GAMES)) {
            ResultsStore.Contents<GameRecord> previous = store.read(ResultsStore.Kind.GAMES);
            String mismatch = mismatch(previous.header(), header);
            if (mismatch != null) {
                throw new InputFileException(file + " belongs to another tournament (" + mismatch
                        + "); use another --out folder, or --force to start this one over");
            }
            Set<String> unchanged = unchangedBots(previous.header(), header, file, messages);
            RecordVerifier verifier = new RecordVerifier(previous.header(), previous.header().sealedCommitment() == null
                    ? null : sealed(store, previous.header(), previous.sealedSecret()).reveal());
            for (GameRecord g : previous.games()) {
                GameKey key = GameKey.of(g);
                if (wanted.contains(key) && unchanged.contains(g.botId())) {
                    // Only a record whose replay confirms it is kept; anything else is played again.
                    Optional<String> refused = verifier.check(g);
                    if (refused.isPresent()) {
                        messages.println("record " + g.botId() + "/" + g.event() + "/#" + g.seedIndex() + " of "
                                + file + " is refused (" + refused.get() + "); playing it again");
                    } else {
                        done.putIfAbsent(key, g);
                    }
                }
            }
            TournamentHeader old = previous.header();
            // the id is fixed by the tournament's first run: bots added since keep it, so every record agrees
            String id = old.tournamentId() != null ? old.tournamentId() : header.tournamentId();
            header = (unchanged.size() == header.bots().size() ? old.withRun(id, header.shard())
                    : header.withRun(id, header.shard()).withWorkers(old.workers()).withAllBots(old.entersAllBots()))
                    .withResumed(new TournamentHeader.Resumed(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                            earlierWallSeconds(file, previous)));
        }
        return new ResultsSink(store, header, done);
    }

    /**
     * The wall time of the runs that wrote a results file: its footer's for a finished run, or for an
     * interrupted one the time from its start to its last write; plus the runs before it.
     */
    static double earlierWallSeconds(Path file, ResultsStore.Contents<?> previous) throws IOException {
        return earlierWallSeconds(file, previous.header(), previous.wallSeconds());
    }

    /**
     * The wall time of the runs that wrote a results file (of a tournament or of versus games) with header
     * {@code old} and footer wall time {@code wallSeconds} (NaN: no footer, an interrupted run).
     */
    public static double earlierWallSeconds(Path file, TournamentHeader old, double wallSeconds) throws IOException {
        double before = old.resumed() == null ? 0 : old.resumed().earlierWallSeconds();
        if (!Double.isNaN(wallSeconds)) {
            return before + wallSeconds;
        }
        try {
            Instant start = Instant.parse(old.resumed() == null ? old.startedAt() : old.resumed().at());
            Instant last = Files.getLastModifiedTime(file).toInstant();
            return before + Math.max(0, Duration.between(start, last).toMillis() / 1000.0);
        } catch (java.time.format.DateTimeParseException e) {
            return Double.NaN;
        }
    }

    /** The header written. */
    public TournamentHeader header() {
        return header;
    }

    /** The games kept from the earlier file, by key. */
    public synchronized Set<GameKey> done() {
        return new HashSet<>(games.keySet());
    }

    /** How many games came from the earlier file. */
    public int kept() {
        return kept;
    }

    /**
     * Writes a finished game, stamped with the tournament id, unless that game is already written.
     *
     * @return whether it was written (false: a second copy, ignored)
     */
    public synchronized boolean accept(GameRecord record) throws IOException {
        GameRecord stamped = record.inTournament(tournamentId);
        if (games.putIfAbsent(GameKey.of(stamped), stamped) != null) {
            return false;
        }
        writer.append(stamped);
        return true;
    }

    /**
     * Ends the file: the footer (with the members that played, null for a local run), then a check that
     * nothing else wrote to it.
     *
     * @return every game in the file, sorted by key
     */
    public synchronized List<GameRecord> finish(double wallSeconds, List<TournamentHeader.WorkerInfo> workers)
            throws IOException {
        // every game is in: the footer reveals the secret of sealed seeds, so anyone can check them
        String reveal = header.sealedCommitment() == null ? null : sealed(store, header, null).reveal();
        writer.footer(new ResultsStore.Footer(wallSeconds, workers, reveal));
        writer.checkIntact();
        List<GameRecord> all = new ArrayList<>(games.values());
        all.sort((a, b) -> GameKey.of(a).compareTo(GameKey.of(b)));
        return List.copyOf(all);
    }

    /**
     * The sealed seeds {@code name} ({@code sealed} or {@code sealed:N}) gives a run into {@code file}: with
     * {@code resume} and a sealed results file there, the same secret again (from {@code sealed.secret} beside it,
     * or the one its footer revealed); else a fresh one, which the caller stores
     * ({@link SealedSeeds#store}) before the first game.
     *
     * @throws InputFileException when a sealed run's secret is lost or is not the one its header commits to
     */
    public static SealedSeeds sealedSeeds(String name, ResultsStore store, boolean resume) throws IOException {
        if (resume && store.has(ResultsStore.Kind.GAMES)) {
            ResultsStore.Contents<GameRecord> previous = store.read(ResultsStore.Kind.GAMES);
            if (previous.header().sealedCommitment() != null) {
                return SealedSeeds.resume(store.folder(), name,
                        previous.header().sealedCommitment(), previous.sealedSecret());
            }
        }
        return SealedSeeds.draw(name);
    }

    /** The sealed seeds of a results file's header, from the secret beside it (or the one its footer revealed). */
    private static SealedSeeds sealed(ResultsStore store, TournamentHeader header, String revealed) {
        return SealedSeeds.resume(store.folder(), header.seedSet(), header.sealedCommitment(),
                revealed);
    }

    /** The results file. */
    public Path file() {
        return file;
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
        if (!java.util.Objects.equals(old.shard(), now.shard())) {
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
    private static Set<String> unchangedBots(TournamentHeader old, TournamentHeader now, Path resultsPath,
                                             PrintStream messages) {
        Map<String, String> before = new LinkedHashMap<>();
        old.bots().forEach(b -> before.put(b.id(), b.version() + "@" + b.jarSha256()));
        Set<String> entered = new HashSet<>();
        now.bots().forEach(b -> entered.add(b.id()));
        List<String> left = before.keySet().stream().filter(id -> !entered.contains(id)).toList();
        if (!left.isEmpty()) {
            throw new InputFileException(resultsPath + " has games of " + String.join(", ", left)
                    + ", which this run does not enter; enter every bot it has (adding new ones is fine) or use"
                    + " another --out folder");
        }
        Set<String> unchanged = new HashSet<>();
        for (TournamentHeader.BotEntry b : now.bots()) {
            String was = before.get(b.id());
            if (was == null) {
                messages.println("bot " + b.id() + " is new: playing its games");
            } else if (!was.equals(b.version() + "@" + b.jarSha256())) {
                messages.println("bot " + b.id() + " changed (version or jar) since " + resultsPath
                        + " was written: replaying its games");
            } else {
                unchanged.add(b.id());
            }
        }
        return unchanged;
    }
}
