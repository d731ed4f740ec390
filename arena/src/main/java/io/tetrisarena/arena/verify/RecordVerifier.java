package io.tetrisarena.arena.verify;

import io.tetrisarena.api.Move;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.TournamentHeader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks game records against the rules kernel: each record's moves are replayed from its seed under its
 * event's rules (taken from the results file's header), and everything the record claims (the final
 * outcome, pieces, lines, score, tetrises, T-spins, garbage, stack height, and the move list itself with its
 * garbage rows) must be what the replay gives. The seed must be the header's seed set's seed at the
 * record's index when the set can be loaded (always for the standard sets; for sealed seeds, only with the
 * secret the footer reveals, which must match the header's commitment), and the bot must be one the
 * header lists, with the same jar. A record a bot failed in ends early: its replay must not be over.
 */
public final class RecordVerifier {
    private final TournamentHeader header;
    private final Map<String, Event> events = new HashMap<>();
    private final Map<String, TournamentHeader.BotEntry> bots = new HashMap<>();
    private final SeedSet seeds;
    private final String headerProblem;

    /** A verifier of a header's records (for sealed seeds, see the two-argument constructor). */
    public RecordVerifier(TournamentHeader header) {
        this(header, null);
    }

    /**
     * A verifier of a header's records; for a header of sealed seeds, {@code sealedSecret} (the footer's) must be
     * the secret the header commits to, and gives the seeds, else every record is refused.
     */
    public RecordVerifier(TournamentHeader header, String sealedSecret) {
        this.header = header;
        String problem = null;
        for (TournamentHeader.EventInfo info : header.events()) {
            try {
                Event e = Events.parse(info.definitionJson(), "event " + info.name() + " of the header");
                if (!Events.sha256(e).equals(info.sha256())) {
                    problem = "the header's event " + info.name() + " does not match its checksum";
                }
                events.put(info.name(), e);
            } catch (InputFileException ex) {
                problem = "the header's event " + info.name() + " cannot be read: " + ex.getMessage();
            }
        }
        header.bots().forEach(b -> bots.put(b.id(), b));
        HeaderSeeds seeds = HeaderSeeds.of(header, sealedSecret);
        this.seeds = seeds.set();
        this.headerProblem = seeds.problem() != null ? seeds.problem() : problem;
    }

    /**
     * The seeds a header's games must play, and why they cannot be trusted.
     *
     * @param set     the set (the sealed one the revealed secret gives), or null when it cannot be loaded here
     * @param problem why the header's seeds are wrong (a secret that is not the committed one, a checksum that
     *                does not match), or null
     */
    record HeaderSeeds(SeedSet set, String problem) {
        static HeaderSeeds of(TournamentHeader header, String sealedSecret) {
            if (header.sealedCommitment() != null) {
                String why = sealedProblem(header, sealedSecret);
                return why != null ? new HeaderSeeds(null, why)
                        : new HeaderSeeds(SealedSeeds.of(sealedSecret, SealedSeeds.count(header.seedSet())).seeds(),
                        null);
            }
            try {
                SeedSet set = SeedSet.load(header.seedSet());
                return new HeaderSeeds(set, set.checksum().equals(header.seedChecksum()) ? null
                        : "the header's seed set " + header.seedSet() + " has checksum " + header.seedChecksum()
                        + ", but that set's seeds give " + set.checksum());
            } catch (InputFileException ex) {
                return new HeaderSeeds(null, null);
            }
        }
    }

    /** Why a revealed secret does not give the sealed seeds the header commits to, or null when it does. */
    private static String sealedProblem(TournamentHeader header, String secret) {
        if (secret == null) {
            return "the seeds are sealed and the footer reveals no secret (a run not finished?): no game can be"
                    + " checked against its seed";
        }
        SeedSet set;
        try {
            set = SealedSeeds.of(secret, SealedSeeds.count(header.seedSet())).seeds();
        } catch (InputFileException e) {
            return "the sealed secret or set name is malformed: " + e.getMessage();
        }
        if (!set.sealedCommitment().equals(header.sealedCommitment())) {
            return "the footer's secret is not the one the header commits to (its sha256 is "
                    + set.sealedCommitment() + ", the header's " + header.sealedCommitment() + ")";
        }
        if (!set.checksum().equals(header.seedChecksum())) {
            return "the sealed seeds' checksum is " + set.checksum() + ", the header says " + header.seedChecksum();
        }
        return null;
    }

    /** Why the header itself cannot be trusted, if it cannot. */
    public Optional<String> headerProblem() {
        return Optional.ofNullable(headerProblem);
    }

    /** Why the record is refused, or empty when its replay confirms every claim. */
    public Optional<String> check(GameRecord r) {
        if (headerProblem != null) {
            return Optional.of(headerProblem);
        }
        Event event = events.get(r.event());
        if (event == null) {
            return Optional.of("event " + r.event() + " is not in the header");
        }
        TournamentHeader.BotEntry bot = bots.get(r.botId());
        if (bot == null) {
            return Optional.of("bot " + r.botId() + " is not in the header");
        }
        if (!bot.jarSha256().equals(r.jarSha256()) || !bot.version().equals(r.botVersion())) {
            return Optional.of("the record's bot version or jar differs from the header's");
        }
        if (!header.seedSet().equals(r.seedSet()) || r.seedIndex() < 0 || r.seedIndex() >= header.seedCount()) {
            return Optional.of("seed #" + r.seedIndex() + " of set " + r.seedSet() + " is not one this tournament plays");
        }
        if (seeds != null && seeds.seedFor(r.event(), r.seedIndex()) != r.seed()) {
            return Optional.of("the seed is " + r.seed() + ", but seed #" + r.seedIndex() + " of " + r.seedSet() + " is "
                    + seeds.seedFor(r.event(), r.seedIndex()) + " for " + r.event());
        }
        return replay(event, r);
    }

    /**
     * Why the record's moves, replayed from its seed under {@code event}'s rules, do not give what it claims
     * (outcome, pieces, lines, score, tetrises, T-spins, garbage, stack height, the move list itself), or empty
     * when they do. Only the game is checked here, not whether its bot, event or seed belong to a tournament.
     */
    public static Optional<String> replay(Event event, GameRecord r) {
        List<MoveCodec.Token> tokens;
        try {
            tokens = MoveCodec.decode(r.moves());
        } catch (IllegalArgumentException e) {
            return Optional.of("the move list is malformed: " + e.getMessage());
        }
        Game game = new Game(event.rules(), r.seed());
        int placed = 0;
        for (MoveCodec.Token t : tokens) {
            if (t.isGarbage()) {
                continue;
            }
            if (game.isOver()) {
                return Optional.of("move " + (placed + 1) + " comes after the game ended (" + game.endReason() + ")");
            }
            try {
                game.apply(new Move(t.hold(), t.placement()));
            } catch (IllegalMoveException e) {
                return Optional.of("move " + (placed + 1) + " is illegal: " + e.getMessage());
            }
            placed++;
        }
        if (!game.moves().equals(r.moves())) {
            return Optional.of("the move list differs from its replay (garbage rows or spins edited)");
        }
        if (r.outcome().isFailure()) {
            if (game.isOver()) {
                return Optional.of("the record says " + r.outcome() + ", but its moves end the game ("
                        + game.endReason() + ")");
            }
        } else if (!game.isOver() || game.outcome() != r.outcome()) {
            return Optional.of("the record says " + r.outcome() + " after " + r.pieces() + " pieces, but its replay "
                    + (game.isOver() ? "ends in " + game.outcome() : "is not over after " + placed + " moves"
                    + " (truncated?)"));
        }
        String mismatch = mismatch(r, game);
        return mismatch == null ? Optional.empty() : Optional.of(mismatch);
    }

    private static String mismatch(GameRecord r, Game g) {
        if (r.pieces() != g.piecesPlaced()) {
            return "the record says " + r.pieces() + " pieces, its replay " + g.piecesPlaced();
        }
        if (r.lines() != g.lines()) {
            return "the record says " + r.lines() + " lines, its replay " + g.lines();
        }
        if (r.score() != g.score()) {
            return "the record says a score of " + r.score() + ", its replay " + g.score();
        }
        if (r.tetrises() != g.tetrises() || r.tSpins() != g.tSpins()) {
            return "the record's tetrises or T-spins differ from its replay";
        }
        if (r.garbageReceived() != g.garbageReceived() || r.highestStack() != g.highestStack()) {
            return "the record's garbage or stack height differ from its replay";
        }
        return null;
    }
}
