package io.tetrisarena.arena.game;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.EndReason;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PieceSet;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.MoveText;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.kernel.internal.GarbageHoles;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * One game as the host plays it: a {@link PlayState} of the seed (whose {@link PlayState#lock lock} is the
 * one transition of the rules: hold, clears, scoring, combo, back-to-back, garbage, top out, the next
 * piece), wrapped with what only the host does: the legal placements, legality checks, the observation a
 * bot sees (preview cut short near the piece cap), game statistics, the recorded moves and the outcome.
 * The same rules, seed and moves always give the same game.
 *
 * <p>Two ways in: {@link #observation} and {@link #apply(Move)} for the referee (copies; every move
 * checked), and the fast path {@link #legalPlacements()}, {@link #currentPiece()} and
 * {@link #applyPlacement(int, boolean)} for trusted in-process loops, which allocates nothing per move
 * beyond the optional move record. Not thread-safe.
 */
public final class Game {
    private static final Piece[] PIECES = Piece.values();
    private static final Rotation[] ROTATIONS = Rotation.values();
    private static final Spin[] SPINS = Spin.values();

    private final Rules rules;
    private final long seed;
    private final PieceSequence sequence;
    private final PlayState state;
    private final LockResult last = new LockResult();
    private final MoveGenerator generator;
    private final PlacementList holdLegal = new PlacementList();
    /** The move record, or null when moves are not recorded. */
    private final MoveText moves;
    private final int visibleLimit;
    /** Builds every observation (each sets every component); it keeps no more than this game shows. */
    private final ObservationBuilder observations;

    /**
     * The last observation this game built: when its bot read the placements it was left to list, the next
     * ones are the state's list, made before the bot asks (as cheap as the observation's own listing, and the
     * move is then checked against it); a bot that never reads them leaves them unlisted.
     */
    private Observation lastObservation;
    private boolean holdListFresh;
    private int tetrises;
    private int tSpins;
    private int highestStack;
    private int lastLines;

    /** A new game that records its moves (see {@link #moves()}). */
    public Game(Rules rules, long seed) {
        this(rules, seed, true);
    }

    /**
     * A new game.
     *
     * @param recordMoves whether to keep the compact move list; trainers that never replay can skip it
     */
    public Game(Rules rules, long seed, boolean recordMoves) {
        this(rules, seed, Board.empty(rules), recordMoves);
    }

    /**
     * A new game starting from a given board (a copy is used), for puzzles and tests.
     *
     * @throws IllegalArgumentException when the board's size is not the rules' size
     */
    public Game(Rules rules, long seed, Board start, boolean recordMoves) {
        this.rules = rules;
        this.seed = seed;
        this.sequence = new PieceSequence(rules.randomizer(), seed);
        this.state = PlayState.hosted(rules, start, sequence::piece, new GarbageHoles(seed, rules.width())::nextHole);
        this.highestStack = state.stackHeight();
        this.generator = MoveGenerator.forRules(rules);
        this.moves = recordMoves ? new MoveText(rules.pieceCap() > 0 ? rules.pieceCap() : 128) : null;
        this.visibleLimit = rules.pieceCap() > 0 ? rules.pieceCap() + (rules.hold() ? 1 : 0) : Integer.MAX_VALUE;
        this.observations = ObservationBuilder.of(rules);
    }

    public Rules rules() {
        return rules;
    }

    public long seed() {
        return seed;
    }

    /** The live board: read it, never change it (use {@link #boardCopy()} for a copy). */
    public Board board() {
        return state.board();
    }

    public Board boardCopy() {
        return state.board().copy();
    }

    /** The game's play state (read it; only this game moves it on). */
    public PlayState state() {
        return state;
    }

    /** What the last move did (overwritten by the next move). */
    public LockResult lastLock() {
        return last;
    }

    /** True once the game has ended. */
    public boolean isOver() {
        return state.isOver();
    }

    /** {@link Outcome#TOPPED_OUT} or {@link Outcome#PIECE_CAP} once over, else null. */
    public Outcome outcome() {
        EndReason reason = state.endReason();
        return reason == null ? null : reason == EndReason.PIECE_CAP ? Outcome.PIECE_CAP : Outcome.TOPPED_OUT;
    }

    /**
     * Why the game ended ("block out", "lock out", "garbage overflow", "stack above the visible field",
     * "piece above the visible field", "piece cap"), or "" while it goes on.
     */
    public String endReason() {
        EndReason reason = state.endReason();
        return reason == null ? "" : reason.text();
    }

    /** The piece to place now. */
    public Piece currentPiece() {
        return state.current();
    }

    /** The held piece, or null. */
    public Piece heldPiece() {
        return state.held();
    }

    /** How many preview pieces the rules show now: the preview count, fewer only near the piece cap. */
    public int previewLength() {
        return Math.max(0, Math.min(rules.previewCount(), visibleLimit - state.queueIndex() - 1));
    }

    /** Preview piece {@code i} (0 = next), {@code i < previewLength()}. */
    public Piece previewPiece(int i) {
        if (i < 0 || i >= previewLength()) {
            throw new IndexOutOfBoundsException("preview index " + i + " of " + previewLength());
        }
        return state.upcoming(i);
    }

    /** The pieces shown in the preview, next first (unmodifiable). */
    public List<Piece> preview() {
        int length = previewLength();
        if (length == 0) {
            return List.of();
        }
        Piece[] out = new Piece[length];
        for (int i = 0; i < out.length; i++) {
            out[i] = state.upcoming(i);
        }
        return List.of(out);
    }

    /** The pieces the randomizer can deal right after the last piece the preview shows. */
    public Set<Piece> bagRemaining() {
        return PieceSet.of(sequence.possibleMaskAt(state.queueIndex() + 1 + previewLength()));
    }

    /**
     * The piece hold would bring in, when a move through hold is possible: the held piece, or the next
     * preview piece when the slot is empty; null when hold is off or that piece is not shown.
     */
    public Piece holdInPiece() {
        if (isOver() || (state.held() == null && previewLength() == 0)) {
            return null;
        }
        return state.holdIn();
    }

    /** The legal placements of the current piece (live list, valid until the next move; empty once over). */
    public PlacementList legalPlacements() {
        return state.legalPlacements();
    }

    /** The legal placements of {@link #holdInPiece()} (live list; empty when hold is not possible). */
    public PlacementList holdPlacements() {
        if (!holdListFresh) {
            Piece in = holdInPiece();
            if (in == null) {
                holdLegal.clear();
            } else {
                generator.generate(state.board(), in, holdLegal);
            }
            holdListFresh = true;
        }
        return holdLegal;
    }

    public long score() {
        return state.score();
    }

    public int lines() {
        return state.lines();
    }

    /** The combo counter: -1 with no running chain, 0 after its first clear, and so on. */
    public int combo() {
        return state.combo();
    }

    public boolean backToBack() {
        return state.backToBack();
    }

    public int piecesPlaced() {
        return state.piecesPlaced();
    }

    public int tetrises() {
        return tetrises;
    }

    /** T-spins (mini or full), whether they cleared lines or not. */
    public int tSpins() {
        return tSpins;
    }

    public int garbageReceived() {
        return state.garbageReceived();
    }

    /** The current stack height (1 + the highest filled row, 0 when empty), without scanning the board. */
    public int stackHeight() {
        return state.stackHeight();
    }

    /** The highest stack height reached, in rows (measured right after each lock and each garbage row). */
    public int highestStack() {
        return highestStack;
    }

    /** The compact move list so far (see {@link MoveCodec}); empty when moves are not recorded. */
    public String moves() {
        return moves == null ? "" : moves.toString();
    }

    /**
     * What the rules let a bot see now, with the given time budget; copies throughout. The current piece's
     * placements are the state's list when it has made one, or the bot read the last observation's; when
     * neither (straight drop, a stack low enough that the state need not list them, a bot that did not read
     * them: a search that scores columns never does), the observation lists its own from its board if read.
     */
    public Observation observation(long timeBudgetNanos) {
        ensureRunning();
        ObservationBuilder b = observations.board(state.board()).queue(state.current(), preview())
                .hold(state.held()).bagRemaining(bagRemaining())
                .progress(state.score(), state.lines(), state.combo(), state.backToBack())
                .backToBackChain(state.backToBackChain())
                .piecesPlaced(state.piecesPlaced()).timeBudgetNanos(timeBudgetNanos);
        List<Placement> throughHold = holdPlacements().toList();
        Observation last = lastObservation;
        boolean botReads = last != null && last.placementsRead();
        state.listWhenRead(!botReads);
        if (botReads) {
            state.legalPlacements();
        }
        Observation built = (state.placementsListed() ? b.placements(state.legalPlacements().toList(), throughHold)
                : b.placementsWhenRead(throughHold)).build();
        lastObservation = built;
        return built;
    }
    /**
     * Plays a move after checking that it is legal.
     *
     * @return the rows the placement cleared
     * @throws IllegalMoveException with a one-line reason when the move is not one of the legal moves
     */
    public int apply(Move move) {
        ensureRunning();
        if (move == null) {
            throw new IllegalMoveException("no move (null)");
        }
        Placement p = move.placement();
        Piece expected;
        if (move.useHold()) {
            if (!rules.hold()) {
                throw new IllegalMoveException("used hold, but hold is off in this event");
            }
            expected = holdInPiece();
            if (expected == null) {
                throw new IllegalMoveException("used hold, but the piece it would bring in is not shown");
            }
        } else {
            expected = state.current();
        }
        if (p.piece() != expected) {
            throw new IllegalMoveException("wrong piece: the move places " + p.piece() + " but "
                    + (move.useHold() ? "hold brings in " : "the current piece is ") + expected);
        }
        return applyPlacement(p.canonical().packed(), move.useHold());
    }

    /**
     * The fast path: plays the placement with this {@link Placement#packed() packed} canonical form, through
     * hold when {@code hold} is true. The placement must be in {@link #legalPlacements()} (or
     * {@link #holdPlacements()} with hold).
     *
     * @return the rows the placement cleared
     * @throws IllegalMoveException when it is not
     */
    public int applyPlacement(int packed, boolean hold) {
        ensureRunning();
        if (!(hold ? holdPlacements().containsPacked(packed) : state.isLegalPlacement(packed))) {
            PlacementList list = hold ? holdPlacements() : state.legalPlacements();
            if (hold && list.isEmpty()) {
                throw new IllegalMoveException("used hold, but hold is not possible here");
            }
            throw new IllegalMoveException("placement " + Placement.unpack(packed) + " is not among the "
                    + list.size() + " legal placements" + (hold ? " of the hold piece" : ""));
        }
        // A legal placement's packed form is the list's entry: read the move from it.
        Piece piece = PIECES[Placement.packedPiece(packed)];
        Rotation rotation = ROTATIONS[Placement.packedRotation(packed)];
        int x = Placement.packedX(packed);
        int y = Placement.packedY(packed);
        Spin spin = SPINS[Placement.packedSpin(packed)];
        state.lock(piece, rotation, x, y, spin, hold, last);
        lastLines = last.linesCleared();
        highestStack = Math.max(highestStack, Math.max(last.lockedStackHeight(), state.stackHeight()));
        // 1 for a tetris, else 0 (lines are 0..4), without a branch: tetrises are rare, and a branch the JIT
        // never saw taken would cost a recompilation the first time it is.
        tetrises += (last.linesCleared() ^ 4) - 1 >>> 31;
        if (spin != Spin.NONE && last.endReason() != EndReason.PIECE_ABOVE_VISIBLE) {
            tSpins++;
        }
        if (moves != null) {
            moves.appendPlacement(hold, piece, rotation, x, y, spin);
            if (last.garbageHole() >= 0) {
                moves.appendGarbage(last.garbageHole());
            }
        }
        holdListFresh = false;
        return lastLines;
    }

    /**
     * Raises {@code rows} garbage rows with their hole in column {@code hole} between two placements (an
     * opponent's attack in a versus game) by the play state's {@link PlayState#receiveAttack} transition,
     * recording a garbage token per row that rose; the game may end there (garbage overflow, the stack rule,
     * block out).
     */
    public void receiveGarbage(int hole, int rows) {
        int[] holes = new int[rows];
        Arrays.fill(holes, hole);
        receiveGarbage(holes, rows);
    }

    /**
     * {@link #receiveGarbage(int, int)} with a hole column per row: row {@code r} (from the first to rise) has
     * its hole in {@code holes[r]}.
     */
    public void receiveGarbage(int[] holes, int rows) {
        ensureRunning();
        int risen = state.receiveAttack(holes, rows);
        if (moves != null) {
            for (int r = 0; r < risen; r++) {
                moves.appendGarbage(holes[r]);
            }
        }
        // rows only raise the stack, so the last one's height is the highest
        highestStack = Math.max(highestStack, state.stackHeight());
        holdListFresh = false;
    }

    /**
     * Plays this game by a versus rule profile from now on: spins, back-to-back and each lock's
     * {@link LockResult#attack()} follow {@code table} ({@link PlayState#attackTable(AttackTable)}).
     */
    public void attackTable(AttackTable table) {
        state.attackTable(table);
    }

    private void ensureRunning() {
        if (state.isOver()) {
            throw new IllegalStateException("the game is over (" + endReason() + ")");
        }
    }
}
