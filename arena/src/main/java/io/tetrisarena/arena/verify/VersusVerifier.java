package io.tetrisarena.arena.verify;

import io.tetrisarena.api.Move;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Replays versus records: both sides' placements are played again turn by turn in a {@link VersusGame} of
 * the header's event and the record's seed (side {@code s} on the seed's deal {@code s}), so the garbage each side received is recomputed from the attack
 * table, and everything the record claims (both move lists with their garbage rows, the winner, pieces,
 * lines, attack, cancelled and sent lines, garbage received) must be what the replay gives. A side recorded
 * as failing must have failed in the last turn, with its replay still running.
 */
public final class VersusVerifier {
    private final TournamentHeader header;
    private final Event event;
    private final String headerProblem;
    private final SeedSet seeds;

    /** A verifier of a header's versus records that leaves their seeds unchecked (standings, the live page). */
    public VersusVerifier(TournamentHeader header) {
        this(header, new RecordVerifier.HeaderSeeds(null, null));
    }

    /**
     * A verifier of a header's versus records that also checks each record's seed against the set: a public set's,
     * or a sealed set's once {@code sealedSecret} (the footer's) reveals it, which must be the secret the header
     * commits to (else every record is refused). Before the reveal (null) a sealed run's seeds stay unchecked.
     */
    public VersusVerifier(TournamentHeader header, String sealedSecret) {
        this(header, header.sealedCommitment() != null && sealedSecret == null
                ? new RecordVerifier.HeaderSeeds(null, null) : RecordVerifier.HeaderSeeds.of(header, sealedSecret));
    }

    private VersusVerifier(TournamentHeader header, RecordVerifier.HeaderSeeds headerSeeds) {
        this.header = header;
        this.seeds = headerSeeds.set();
        Event e = null;
        String problem = null;
        if (header.events().size() != 1) {
            problem = "a versus results header lists exactly one event, this one " + header.events().size();
        } else {
            TournamentHeader.EventInfo info = header.events().get(0);
            try {
                e = Events.parse(info.definitionJson(), "event " + info.name() + " of the header");
                if (!Events.sha256(e).equals(info.sha256())) {
                    problem = "the header's event " + info.name() + " does not match its checksum";
                } else if (!e.isVersus()) {
                    problem = "the header's event " + info.name() + " is not a versus event";
                }
            } catch (InputFileException ex) {
                problem = "the header's event cannot be read: " + ex.getMessage();
            }
        }
        this.event = e;
        this.headerProblem = problem != null ? problem : headerSeeds.problem();
    }

    /**
     * A verifier of records of this event whose bots are checked elsewhere (a cluster's coordinator checks them
     * against the order it sent): only the replay.
     */
    public VersusVerifier(Event event) {
        this.header = null;
        this.seeds = null;
        this.event = event;
        this.headerProblem = event.isVersus() ? null : "event " + event.name() + " is not a versus event";
    }

    /** Why the record is refused, or empty when its replay confirms every claim. */
    public Optional<String> check(VersusRecord r) {
        if (headerProblem != null) {
            return Optional.of(headerProblem);
        }
        for (VersusRecord.Side side : r.sides()) {
            if (header != null && header.bots().stream().noneMatch(b -> b.id().equals(side.botId())
                    && b.jarSha256().equals(side.jarSha256()) && b.version().equals(side.botVersion()))) {
                return Optional.of("bot " + side.botId() + " (that version and jar) is not in the header");
            }
        }
        if (seeds != null) {
            if (r.seedIndex() < 0 || r.seedIndex() >= seeds.size()) {
                return Optional.of("seed #" + r.seedIndex() + " of set " + r.seedSet() + " is not one this run plays");
            }
            int first = r.swapped() ? 1 : 0;
            long expected = seeds.seedFor(SeedSet.versusScope(r.event(), r.sides().get(first).botId(),
                    r.sides().get(1 - first).botId()), r.seedIndex());
            if (expected != r.seed()) {
                return Optional.of("the seed is " + r.seed() + ", not seed #" + r.seedIndex() + " of " + r.seedSet()
                        + " for this pairing");
            }
        }
        List<List<MoveCodec.Token>> placements;
        try {
            placements = placements(r);
        } catch (IllegalArgumentException e) {
            return Optional.of("a move list is malformed: " + e.getMessage());
        }
        VersusGame game = new VersusGame(event, r.seed(), true);
        int[] turns = new int[1];
        Optional<String> broken = replay(r, placements, game, g -> turns[0]++);
        if (broken.isPresent()) {
            return sameDealt(r, placements) ? Optional.of(SAME_DEAL) : broken;
        }
        int turn = turns[0];
        for (int s = 0; s < 2; s++) {
            if (turn < placements.get(s).size()) {
                return Optional.of("side " + s + " has moves after the game ended (" + game.reason() + ")");
            }
            VersusRecord.Side claimed = r.sides().get(s);
            // move infos are the bot's own words about its moves: information, not something a replay gives
            VersusRecord.Side replayed = game.side(s, claimed.botId(), claimed.botVersion(), claimed.jarSha256(),
                    claimed.meanMoveMillis(), claimed.maxMoveMillis()).withMoveInfo(claimed.moveInfo());
            if (!replayed.equals(claimed)) {
                return Optional.of("side " + s + " (" + claimed.botId() + ") differs from its replay: "
                        + describeDifference(claimed, replayed));
            }
        }
        if (game.winner() != r.winner() || game.turns() != r.turns()) {
            return Optional.of("the record says winner " + r.winner() + " after " + r.turns() + " turns, its replay "
                    + game.winner() + " after " + game.turns());
        }
        return Optional.empty();
    }

    /**
     * The garbage lines waiting for each side after each turn of a game, as the replay computes them: element
     * {@code [s][t]} is side {@code s}'s incoming lines after turn {@code t} (index 0: before the first turn).
     * Empty when the record does not replay under the header's event.
     */
    public Optional<int[][]> incomingByTurn(VersusRecord r) {
        List<int[]> turns = new ArrayList<>();
        turns.add(new int[2]);
        if (replayed(r, g -> turns.add(new int[] {g.incomingLines(0), g.incomingLines(1)})).isEmpty()) {
            return Optional.empty();
        }
        int[][] out = new int[2][turns.size()];
        for (int t = 0; t < turns.size(); t++) {
            out[0][t] = turns.get(t)[0];
            out[1][t] = turns.get(t)[1];
        }
        return Optional.of(out);
    }

    /**
     * The attack each side sent by spins, as the replay's lock transitions give it: element {@code [s][0]} is
     * side {@code s}'s {@link VersusGame#tSpinAttack}, {@code [s][1]} its {@link VersusGame#allSpinAttack}.
     * Empty when the record does not replay.
     */
    public Optional<int[][]> spinAttack(VersusRecord r) {
        return replayed(r, g -> { }).map(game -> new int[][] {{game.tSpinAttack(0), game.allSpinAttack(0)},
                {game.tSpinAttack(1), game.allSpinAttack(1)}});
    }

    /** The record's game replayed to its end (calling {@code afterTurn} each turn); empty when it does not replay. */
    public Optional<VersusGame> replayed(VersusRecord r, java.util.function.Consumer<VersusGame> afterTurn) {
        if (headerProblem != null) {
            return Optional.empty();
        }
        List<List<MoveCodec.Token>> placements;
        try {
            placements = placements(r);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        VersusGame game = new VersusGame(event, r.seed(), true);
        return replay(r, placements, game, afterTurn).isPresent() ? Optional.empty() : Optional.of(game);
    }

    /** Why a record whose two sides were dealt the same pieces is refused. */
    static final String SAME_DEAL = "both sides were dealt the seed's first deal, as versus games were before each"
            + " side had a deal of its own (docs/rules.md, section 13): play the games again";

    /** Whether the record's moves replay to their end when both sides are dealt the seed's first deal. */
    private boolean sameDealt(VersusRecord r, List<List<MoveCodec.Token>> placements) {
        VersusGame same = VersusGame.sameDeal(event, r.seed(), true);
        return replay(r, placements, same, g -> { }).isEmpty() && same.winner() == r.winner()
                && same.turns() == r.turns();
    }

    /** Both sides' placements (garbage rows left out); IllegalArgumentException when a move list is malformed. */
    private static List<List<MoveCodec.Token>> placements(VersusRecord r) {
        List<List<MoveCodec.Token>> placements = new ArrayList<>();
        for (VersusRecord.Side side : r.sides()) {
            placements.add(MoveCodec.decode(side.moves()).stream().filter(t -> !t.isGarbage()).toList());
        }
        return placements;
    }

    /** Plays the recorded placements turn by turn until the game ends; a reason when they cannot be played. */
    private static Optional<String> replay(VersusRecord r, List<List<MoveCodec.Token>> placements, VersusGame game,
                                           java.util.function.Consumer<VersusGame> afterTurn) {
        int turn = 0;
        while (!game.isOver()) {
            boolean any = false;
            for (int s = 0; s < 2; s++) {
                VersusRecord.Side side = r.sides().get(s);
                if (turn < placements.get(s).size()) {
                    MoveCodec.Token t = placements.get(s).get(turn);
                    any = true;
                    try {
                        game.apply(s, new Move(t.hold(), t.placement()));
                    } catch (IllegalMoveException e) {
                        return Optional.of("side " + s + ", move " + (turn + 1) + " is illegal: " + e.getMessage());
                    }
                } else if (side.outcome() != null && side.outcome().isFailure()) {
                    game.forfeit(s, side.outcome(), side.detail());
                    any = true;
                }
            }
            if (!any) {
                return Optional.of("the moves end after " + turn + " turns but the game is not over (truncated?)");
            }
            game.exchange();
            afterTurn.accept(game);
            turn++;
        }
        return Optional.empty();
    }

    private static String describeDifference(VersusRecord.Side a, VersusRecord.Side b) {
        if (!a.moves().equals(b.moves())) {
            return "the move list (garbage rows or spins edited)";
        }
        return "claimed " + a.pieces() + " pieces, " + a.lines() + " lines, attack " + a.attack() + ", cancelled "
                + a.cancelled() + ", sent " + a.sent() + ", garbage " + a.garbageReceived() + ", " + a.outcome()
                + "; replayed " + b.pieces() + ", " + b.lines() + ", " + b.attack() + ", " + b.cancelled() + ", "
                + b.sent() + ", " + b.garbageReceived() + ", " + b.outcome();
    }
}
