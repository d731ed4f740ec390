package io.tetrisarena.arena.engine;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.GarbageHoles;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PieceSequence;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spawn;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.kernel.TopOut;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.TopOutRule;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.Outcome;
import java.util.List;
import java.util.Set;

/**
 * One game as a state machine: the board, the piece sequence of the seed, hold, preview, score, combo,
 * back-to-back, garbage and the end of the game. The same rules, seed and moves always give the same game.
 *
 * <p>Pieces are dealt from the seed's {@link PieceSequence}: the current piece, then the preview. A move
 * places the current piece, or goes through hold first: with an empty slot the current piece is held and
 * the next one played; otherwise the two swap. After each placement, in order (the tests are the
 * kernel's {@link TopOut}): a {@link TopOutRule#PIECE_ABOVE_VISIBLE} game ends, before any row clears, when
 * a cell of the piece is at or above the visible height; full rows are cleared and scored; lock out ends a
 * {@link TopOutRule#GUIDELINE} game when all four cells were at or above the visible height; a garbage row
 * rises when the schedule says so (pushing a cell off the top ends the game); a
 * {@link TopOutRule#STACK_ABOVE_VISIBLE} game ends when any cell is at or above the visible height; the
 * piece cap ends the game; and the next piece is blocked out when it cannot spawn or has no placement.
 *
 * <p>Two ways in: {@link #observation} and {@link #apply(Move)} for the referee (copies; every move
 * checked), and the fast path {@link #legalPlacements()}, {@link #currentPiece()} and
 * {@link #applyPlacement(int, boolean)} for trusted in-process loops, which allocates nothing per move
 * beyond the optional move record. Not thread-safe.
 */
public final class Game {
    private final Rules rules;
    private final long seed;
    private final Board board;
    private final PieceSequence sequence;
    private final GarbageHoles garbageHoles;
    private final GarbageSchedule garbage;
    private final MoveGenerator generator;
    private final PlacementList legal = new PlacementList();
    private final PlacementList holdLegal = new PlacementList();
    private final StringBuilder moves;
    private final int visibleLimit;

    private Piece current;
    private Piece held;
    private int nextIndex;
    private boolean holdListFresh;

    private long score;
    private int lines;
    private int combo = Scoring.NO_COMBO;
    private boolean backToBack;
    private int piecesPlaced;
    private int tetrises;
    private int tSpins;
    private int garbageReceived;
    private int highestStack;
    /** The board's stack height, kept up to date without scanning: full rows always lie below the top. */
    private int stack;
    private int lastLines;
    private Spin lastSpin = Spin.NONE;
    private boolean lastPerfect;
    private int lastComboBefore = Scoring.NO_COMBO;
    private boolean lastBackToBackBefore;
    private Outcome outcome;
    private String endReason = "";

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
        this(rules, seed, rules.emptyBoard(), recordMoves);
    }

    /**
     * A new game starting from a given board (a copy is used), for puzzles and tests.
     *
     * @throws IllegalArgumentException when the board's size is not the rules' size
     */
    public Game(Rules rules, long seed, Board start, boolean recordMoves) {
        if (start.width() != rules.width() || start.height() != rules.height()) {
            throw new IllegalArgumentException("the board is " + start.width() + "x" + start.height()
                    + ", the rules want " + rules.width() + "x" + rules.height());
        }
        this.rules = rules;
        this.seed = seed;
        this.board = start.copy();
        this.stack = board.stackHeight();
        this.highestStack = stack;
        this.sequence = new PieceSequence(rules.randomizer(), seed);
        this.garbageHoles = new GarbageHoles(seed, rules.width());
        this.garbage = rules.garbage();
        this.generator = MoveGenerator.forRules(rules);
        this.moves = recordMoves ? new StringBuilder(rules.pieceCap() > 0 ? rules.pieceCap() * 8 : 1024) : null;
        this.visibleLimit = rules.pieceCap() > 0 ? rules.pieceCap() + (rules.hold() ? 1 : 0) : Integer.MAX_VALUE;
        this.current = sequence.piece(0);
        this.nextIndex = 1;
        spawnCurrent();
    }

    public Rules rules() {
        return rules;
    }

    public long seed() {
        return seed;
    }

    /** The live board: read it, never change it (use {@link #boardCopy()} for a copy). */
    public Board board() {
        return board;
    }

    public Board boardCopy() {
        return board.copy();
    }

    /** True once the game has ended. */
    public boolean isOver() {
        return outcome != null;
    }

    /** {@link Outcome#TOPPED_OUT} or {@link Outcome#PIECE_CAP} once over, else null. */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * Why the game ended ("block out", "lock out", "garbage overflow", "stack above the visible field",
     * "piece above the visible field", "piece cap").
     */
    public String endReason() {
        return endReason;
    }

    /** The piece to place now. */
    public Piece currentPiece() {
        return current;
    }

    /** The held piece, or null. */
    public Piece heldPiece() {
        return held;
    }

    /** How many preview pieces the rules show now: the preview count, fewer only near the piece cap. */
    public int previewLength() {
        return Math.max(0, Math.min(rules.previewCount(), visibleLimit - nextIndex));
    }

    /** Preview piece {@code i} (0 = next), {@code i < previewLength()}. */
    public Piece previewPiece(int i) {
        if (i < 0 || i >= previewLength()) {
            throw new IndexOutOfBoundsException("preview index " + i + " of " + previewLength());
        }
        return sequence.piece(nextIndex + i);
    }

    /** The pieces shown in the preview, next first (unmodifiable). */
    public List<Piece> preview() {
        Piece[] out = new Piece[previewLength()];
        for (int i = 0; i < out.length; i++) {
            out[i] = sequence.piece(nextIndex + i);
        }
        return List.of(out);
    }

    /** The pieces the randomizer can deal right after the last piece the preview shows. */
    public Set<Piece> bagRemaining() {
        return sequence.possibleAt(nextIndex + previewLength());
    }

    /**
     * The piece hold would bring in, when a move through hold is possible: the held piece, or the next
     * preview piece when the slot is empty; null when hold is off or that piece is not shown.
     */
    public Piece holdInPiece() {
        if (!rules.hold() || isOver()) {
            return null;
        }
        if (held != null) {
            return held;
        }
        return previewLength() > 0 ? sequence.piece(nextIndex) : null;
    }

    /** The legal placements of the current piece (live list, valid until the next move; empty once over). */
    public PlacementList legalPlacements() {
        return legal;
    }

    /** The legal placements of {@link #holdInPiece()} (live list; empty when hold is not possible). */
    public PlacementList holdPlacements() {
        if (!holdListFresh) {
            Piece in = holdInPiece();
            if (in == null) {
                holdLegal.clear();
            } else {
                generator.generate(board, in, holdLegal);
            }
            holdListFresh = true;
        }
        return holdLegal;
    }

    public long score() {
        return score;
    }

    public int lines() {
        return lines;
    }

    /** The combo counter: -1 with no running chain, 0 after its first clear, and so on. */
    public int combo() {
        return combo;
    }

    public boolean backToBack() {
        return backToBack;
    }

    public int piecesPlaced() {
        return piecesPlaced;
    }

    public int tetrises() {
        return tetrises;
    }

    /** T-spins (mini or full), whether they cleared lines or not. */
    public int tSpins() {
        return tSpins;
    }

    public int garbageReceived() {
        return garbageReceived;
    }

    /** The current stack height (1 + the highest filled row, 0 when empty), without scanning the board. */
    public int stackHeight() {
        return stack;
    }

    /** The highest stack height reached, in rows (measured right after each lock and each garbage row). */
    public int highestStack() {
        return highestStack;
    }

    /** The compact move list so far (see {@link MoveCodec}); empty when moves are not recorded. */
    public String moves() {
        return moves == null ? "" : moves.toString();
    }

    /** What the rules let a bot see now, with the given time budget; copies throughout. */
    public Observation observation(long timeBudgetNanos) {
        ensureRunning();
        return new Observation(rules, board, current, held, preview(), bagRemaining(), score, lines, combo,
                backToBack, piecesPlaced, timeBudgetNanos, legal.toList(), holdPlacements().toList());
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
            expected = current;
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
        PlacementList list = hold ? holdPlacements() : legal;
        int index = -1;
        for (int i = 0, n = list.size(); i < n; i++) {
            if (list.packed(i) == packed) {
                index = i;
                break;
            }
        }
        if (index < 0) {
            if (hold && list.isEmpty()) {
                throw new IllegalMoveException("used hold, but hold is not possible here");
            }
            throw new IllegalMoveException("placement " + Placement.unpack(packed) + " is not among the "
                    + list.size() + " legal placements" + (hold ? " of the hold piece" : ""));
        }
        Piece piece = list.piece(index);
        Rotation rotation = list.rotation(index);
        int x = list.x(index);
        int y = list.y(index);
        Spin spin = list.spin(index);
        if (hold) {
            if (held == null) {
                held = current;
                nextIndex++;
            } else {
                held = current;
            }
        }
        place(hold, piece, rotation, x, y, spin);
        return lastLines;
    }

    private void place(boolean viaHold, Piece piece, Rotation rotation, int x, int y, Spin spin) {
        int bottom = Integer.MAX_VALUE;
        int top = Integer.MIN_VALUE;
        for (int c = 0; c < 4; c++) {
            int cy = y + piece.cellY(rotation, c);
            bottom = Math.min(bottom, cy);
            top = Math.max(top, cy);
        }
        board.lock(piece, rotation, x, y);
        stack = Math.max(stack, top + 1);
        highestStack = Math.max(highestStack, stack);
        if (TopOut.endsBeforeClearing(rules) && TopOut.byPiece(rules, bottom, top)) {
            piecesPlaced++;
            holdListFresh = false;
            if (moves != null) {
                MoveCodec.appendPlacement(moves, viaHold, piece, rotation, x, y, spin);
            }
            end(Outcome.TOPPED_OUT, "piece above the visible field");
            return;
        }
        int cleared = board.clearFullRows();
        stack -= cleared;
        boolean perfect = cleared > 0 && stack == 0;
        lastSpin = spin;
        lastPerfect = perfect;
        lastComboBefore = combo;
        lastBackToBackBefore = backToBack;
        score += Scoring.points(rules.scoring(), cleared, spin, perfect, combo, backToBack);
        combo = Scoring.comboAfter(combo, cleared);
        backToBack = Scoring.backToBackAfter(backToBack, cleared, spin);
        lines += cleared;
        lastLines = cleared;
        if (cleared == 4) {
            tetrises++;
        }
        if (spin != Spin.NONE) {
            tSpins++;
        }
        piecesPlaced++;
        holdListFresh = false;
        if (moves != null) {
            MoveCodec.appendPlacement(moves, viaHold, piece, rotation, x, y, spin);
        }
        if (TopOut.byPiece(rules, bottom, top)) {
            end(Outcome.TOPPED_OUT, "lock out");
            return;
        }
        if (garbage.enabled() && piecesPlaced % garbage.intervalAt(piecesPlaced) == 0
                && !raiseGarbageRow(garbageHoles.nextHole())) {
            return;
        }
        if (TopOut.byStack(rules, stack)) {
            end(Outcome.TOPPED_OUT, "stack above the visible field");
            return;
        }
        if (rules.pieceCap() > 0 && piecesPlaced >= rules.pieceCap()) {
            end(Outcome.PIECE_CAP, "piece cap");
            return;
        }
        current = sequence.piece(nextIndex++);
        spawnCurrent();
    }

    /**
     * What the last placement did, as an attack table reads it (versus games).
     *
     * @param lines            rows it cleared
     * @param spin             its spin
     * @param perfectClear     whether it left the field empty
     * @param comboBefore      the combo counter before it
     * @param backToBackBefore the back-to-back state before it
     */
    public record LastLock(int lines, Spin spin, boolean perfectClear, int comboBefore, boolean backToBackBefore) {
    }

    /** What the last placement did (all zero before the first). */
    public LastLock lastLock() {
        return new LastLock(lastLines, lastSpin, lastPerfect, lastComboBefore, lastBackToBackBefore);
    }

    /**
     * Raises {@code rows} garbage rows with their hole in column {@code hole} between two placements (versus
     * games), recording a garbage token per row; the current piece's placements are generated anew. Ends the
     * game when a row pushes a cell off the field ("garbage overflow"), under
     * {@link TopOutRule#STACK_ABOVE_VISIBLE} when the stack passes the visible field, and when the current
     * piece can no longer spawn ("block out").
     */
    public void receiveGarbage(int hole, int rows) {
        ensureRunning();
        for (int r = 0; r < rows; r++) {
            if (!raiseGarbageRow(hole)) {
                return;
            }
        }
        if (TopOut.byStack(rules, stack)) {
            end(Outcome.TOPPED_OUT, "stack above the visible field");
            return;
        }
        spawnCurrent();
    }

    /** One garbage row rises (recorded as a token); false when it pushed a cell off the field (game over). */
    private boolean raiseGarbageRow(int hole) {
        garbageReceived++;
        if (moves != null) {
            MoveCodec.appendGarbage(moves, hole);
        }
        if (!board.pushGarbage(hole)) {
            end(Outcome.TOPPED_OUT, "garbage overflow");
            return false;
        }
        stack++;
        highestStack = Math.max(highestStack, stack);
        return true;
    }

    private void spawnCurrent() {
        legal.clear();
        holdListFresh = false;
        if (Spawn.spawnY(board, current, rules) < 0 || generator.generate(board, current, legal) == 0) {
            legal.clear();
            end(Outcome.TOPPED_OUT, "block out");
        }
    }

    private void end(Outcome how, String reason) {
        outcome = how;
        endReason = reason;
        legal.clear();
        holdLegal.clear();
        holdListFresh = true;
    }

    private void ensureRunning() {
        if (outcome != null) {
            throw new IllegalStateException("the game is over (" + endReason + ")");
        }
    }
}
