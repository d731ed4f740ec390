package io.tetrisarena.arena.game;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.game.GarbageQueue.Chunk;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.kernel.internal.GarbageHoles;
import io.tetrisarena.kernel.internal.SplitMix64;

/**
 * Two games of one seed played in lockstep, with garbage between them: the rules of docs/rules.md,
 * section 13. The seed deals two hands, as duplicate bridge does: side {@code s} plays the seed's deal
 * {@code s} ({@link #dealSeed}: deal 0 is the seed itself, deal 1 a seed derived from it), which fixes its
 * pieces, the holes of the garbage it receives and their messiness, each from that deal's seed exactly as a
 * solo game of that seed deals them. A pairing's second game seats the bots the other way round, so each bot
 * plays each deal once, against the other bot on the other deal. Each turn both sides place one piece
 * ({@link #apply}, side 0 then side 1, each from the position at the start of the turn), then {@link #exchange}
 * settles the turn: each side's attack (the event's {@link AttackTable} profile, read off each lock) first
 * cancels its own incoming garbage and the rest goes to the other side, due after the event's garbage delay;
 * a side whose piece cleared no lines then takes every batch that is due, each batch a block of rows with one
 * hole from its deal's garbage stream ({@link GarbageHoles} of the deal's seed: the {@code k}-th batch the
 * player of a deal receives has the same hole whichever bot plays it). The event's profile may cap the rows
 * that rise after one piece, and make garbage messy: each row after a batch's first may move its hole, by
 * draws from a further stream of the deal's seed, two per row a side receives, so the {@code j}-th garbage
 * row of a deal uses the same draws whichever bot plays it. A side that tops out loses; both in the same
 * turn, or both reaching the piece cap, is a draw. Not thread-safe.
 */
public final class VersusGame {
    private final Event event;
    private final Game[] games = new Game[2];
    private final GarbageQueue[] queues = {new GarbageQueue(), new GarbageQueue()};
    /** Mixed into the seed for the messiness stream, apart from the piece and hole streams. */
    public static final long MESSINESS_SALT = 0xBB67AE8584CAA73BL;
    /** Mixed into a game's seed to derive its second deal's seed (seeds/README.md, "The second deal"). */
    public static final long SECOND_DEAL_SALT = 0x3C6EF372FE94F82BL;

    private final GarbageHoles[] holes = new GarbageHoles[2];
    private final SplitMix64[] messiness = new SplitMix64[2];
    private final int[] currentHole = new int[2];
    private final int[] attack = new int[2];
    private final int[] tSpinAttack = new int[2];
    private final int[] allSpinAttack = new int[2];
    private final int[] cancelled = new int[2];
    private final int[] sent = new int[2];
    private final Outcome[] failures = new Outcome[2];
    private final String[] failureDetails = {"", ""};
    private int turns;
    private boolean over;
    private int winner = -1;
    private String reason = "";

    /** A new versus game of this (versus) event and seed: side {@code s} plays the seed's deal {@code s}. */
    public VersusGame(Event event, long seed, boolean recordMoves) {
        this(event, seed, recordMoves, Board.empty(event.rules()), Board.empty(event.rules()));
    }

    /** A versus game from given boards, for tests and puzzles. */
    public VersusGame(Event event, long seed, boolean recordMoves, Board start0, Board start1) {
        this(event, new long[] {dealSeed(seed, 0), dealSeed(seed, 1)}, recordMoves, start0, start1);
    }

    private VersusGame(Event event, long[] deals, boolean recordMoves, Board start0, Board start1) {
        if (!event.isVersus()) {
            throw new IllegalArgumentException("event " + event.name() + " is not a versus event");
        }
        this.event = event;
        Board[] starts = {start0, start1};
        for (int s = 0; s < 2; s++) {
            games[s] = new Game(event.rules(), deals[s], starts[s], recordMoves);
            games[s].attackTable(event.versus().table());
            holes[s] = new GarbageHoles(deals[s], event.rules().width());
            messiness[s] = new SplitMix64(deals[s] ^ MESSINESS_SALT);
        }
        settle();
    }

    /**
     * A game that deals both sides the seed's first deal, as versus games were dealt before the duplicate deal:
     * only for telling such a record apart from a forged one ({@code VersusVerifier}) and for tests.
     */
    public static VersusGame sameDeal(Event event, long seed, boolean recordMoves) {
        return new VersusGame(event, new long[] {seed, seed}, recordMoves, Board.empty(event.rules()),
                Board.empty(event.rules()));
    }

    /**
     * The seed of a game seed's deal {@code deal}: the seed itself for deal 0 (side 0's pieces, holes and
     * messiness), and for deal 1 the first value of {@link SplitMix64} started from
     * {@code seed ^ SECOND_DEAL_SALT}.
     */
    public static long dealSeed(long seed, int deal) {
        return switch (deal) {
            case 0 -> seed;
            case 1 -> new SplitMix64(seed ^ SECOND_DEAL_SALT).nextLong();
            default -> throw new IllegalArgumentException("a versus seed deals two hands, 0 and 1, not " + deal);
        };
    }

    /** Side {@code side}'s own game (read only). */
    public Game game(int side) {
        return games[side];
    }

    /** What side {@code side} sees: its own game and the {@link VersusView} (the opponent's board, its garbage). */
    public Observation observation(int side, long timeBudgetNanos) {
        VersusView view = new VersusView(games[1 - side].board(), queues[side].view(), event.versus().garbageDelay(),
                event.versus().table());
        return ObservationBuilder.withVersus(games[side].observation(timeBudgetNanos), view);
    }

    /** Garbage lines waiting for side {@code side}. */
    public int incomingLines(int side) {
        return queues[side].lines();
    }

    /**
     * Plays side {@code side}'s move of this turn.
     *
     * @throws IllegalMoveException when it is not legal (the side then {@link #forfeit forfeits})
     */
    public void apply(int side, Move move) {
        games[side].apply(move);
        LockResult lock = games[side].lastLock();
        attack[side] += lock.attack();
        if (lock.spin() != Spin.NONE || lock.allSpin()) {
            (lock.piece() == Piece.T ? tSpinAttack : allSpinAttack)[side] += lock.attack();
        }
    }

    /** Side {@code side} failed (an illegal move, a timeout, a throw): it loses, unless the other failed too. */
    public void forfeit(int side, Outcome failure, String detail) {
        failures[side] = failure;
        failureDetails[side] = detail;
    }

    /** Ends the turn after both sides moved (or failed): garbage is exchanged and the result decided. */
    public void exchange() {
        turns++;
        if (failures[0] != null || failures[1] != null) {
            over = true;
            winner = failures[0] != null && failures[1] != null ? -1 : failures[0] != null ? 1 : 0;
            reason = winner < 0 ? "both bots failed" : "bot on side " + (1 - winner) + " failed: "
                    + failureDetails[1 - winner];
            return;
        }
        if (!games[0].isOver() && !games[1].isOver()) {
            int[] out = new int[2];
            for (int s = 0; s < 2; s++) {
                int a = games[s].lastLock().attack();
                out[s] = queues[s].cancel(a);
                cancelled[s] += a - out[s];
                sent[s] += out[s];
            }
            for (int s = 0; s < 2; s++) {
                queues[1 - s].add(out[s], event.versus().garbageDelay());
            }
            for (int s = 0; s < 2; s++) {
                if (games[s].lastLock().linesCleared() == 0) {
                    for (Chunk chunk : queues[s].takeReady(event.versus().garbageCap())) {
                        if (!games[s].isOver()) {
                            games[s].receiveGarbage(holes(s, chunk), chunk.lines());
                        }
                    }
                }
                queues[s].endTurn();
            }
        }
        settle();
    }

    /** The hole column of each row of a chunk of garbage rising on side {@code side}. */
    private int[] holes(int side, Chunk chunk) {
        int width = event.rules().width();
        double mess = event.versus().messiness();
        int hole = chunk.continued() ? currentHole[side] : holes[side].nextHole();
        int[] rows = new int[chunk.lines()];
        for (int r = 0; r < rows.length; r++) {
            if (mess > 0) {
                double u = (messiness[side].nextLong() >>> 11) * 0x1.0p-53;
                int shift = 1 + messiness[side].nextInt(width - 1);
                if ((r > 0 || chunk.continued()) && u < mess) {
                    hole = (hole + shift) % width;
                }
            }
            rows[r] = hole;
        }
        currentHole[side] = hole;
        return rows;
    }

    private void settle() {
        boolean topped0 = games[0].outcome() == Outcome.TOPPED_OUT;
        boolean topped1 = games[1].outcome() == Outcome.TOPPED_OUT;
        if (topped0 || topped1) {
            over = true;
            winner = topped0 && topped1 ? -1 : topped0 ? 1 : 0;
            reason = winner < 0 ? "both topped out (" + games[0].endReason() + ", " + games[1].endReason() + ")"
                    : "side " + (1 - winner) + " topped out (" + games[1 - winner].endReason() + ")";
        } else if (games[0].isOver() || games[1].isOver()) {
            over = true;
            winner = -1;
            reason = "piece cap";
        }
    }

    public boolean isOver() {
        return over;
    }

    /** 0 or 1, or -1 for a draw (meaningful once over). */
    public int winner() {
        return winner;
    }

    /** Why the game ended. */
    public String reason() {
        return reason;
    }

    /** Turns played. */
    public int turns() {
        return turns;
    }

    /** Lines side {@code side}'s clears were worth by the attack table. */
    public int attack(int side) {
        return attack[side];
    }

    /**
     * The part of {@link #attack} sent by locks of a T with a spin (full or mini, or immobile under an all-spin
     * table): each such lock's whole attack, its back-to-back, combo and perfect-clear bonus included.
     */
    public int tSpinAttack(int side) {
        return tSpinAttack[side];
    }

    /** The part of {@link #attack} sent by locks of other pieces than T that count as all-spins (whole attack). */
    public int allSpinAttack(int side) {
        return allSpinAttack[side];
    }

    /** Incoming lines side {@code side}'s attack cancelled. */
    public int cancelled(int side) {
        return cancelled[side];
    }

    /** Lines side {@code side} sent to the other side. */
    public int sent(int side) {
        return sent[side];
    }

    /** Side {@code side}'s failure, or null. */
    public Outcome failure(int side) {
        return failures[side];
    }

    /** Side {@code side}'s failure detail, or empty. */
    public String failureDetail(int side) {
        return failureDetails[side];
    }

    /** A record's side for side {@code side}, with the bot's identity and its charged times. */
    public VersusRecord.Side side(int side, String botId, String version, String sha, double meanMs, double maxMs) {
        Game g = games[side];
        Outcome outcome = failures[side] != null ? failures[side] : g.outcome();
        String detail = failures[side] != null ? failureDetails[side] : g.isOver() ? g.endReason() : "";
        return new VersusRecord.Side(botId, version, sha, outcome, detail, g.piecesPlaced(), g.lines(), attack[side],
                cancelled[side], sent[side], g.garbageReceived(), g.tSpins(), g.tetrises(), meanMs, maxMs, g.moves());
    }
}
