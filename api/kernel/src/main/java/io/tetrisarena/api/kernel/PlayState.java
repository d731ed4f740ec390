package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.function.IntSupplier;

/**
 * The state of one game between two pieces, and its one transition, {@link #lock}: the board, the current
 * piece (piece {@link #queueIndex()} of a {@link PieceQueue}), the held piece, combo, back-to-back,
 * score, lines, pieces placed and stack height. The host's game, every search of the bundled bots, the
 * toolkit's search and {@code suggest} all move a game forward through this class, so the rules are
 * written once.
 *
 * <p>A lock, in order (the top-out tests are {@link TopOut}'s): the hold slot takes the current piece
 * (with an empty slot the next piece is the one placed, else the held one is); the piece locks; a
 * {@link TopOutRule#PIECE_ABOVE_VISIBLE} game ends before any row clears when a cell of the piece is at or
 * above the visible height; full rows clear and score ({@link Scoring}), combo and back-to-back move on;
 * lock out ends a {@link TopOutRule#GUIDELINE} game; a garbage row rises when the schedule says so (a
 * cell pushed off the top ends the game); a {@link TopOutRule#STACK_ABOVE_VISIBLE} game ends when the
 * stack reaches the hidden rows; the piece cap ends the game; and the next piece, when the queue knows it,
 * is blocked out when it cannot {@link Spawn spawn}, or, in a {@link #hosted} state, when it has no legal
 * placement. Garbage an opponent sends between two locks is the other transition,
 * {@link #receiveAttack}: the rows rise, then the stack rule and the next piece are judged as after a
 * lock. A state given a versus rule profile
 * ({@link #attackTable(AttackTable)}) also reads all-spins, back-to-back and the attack by it in the same
 * transition ({@link LockResult#attack()}).
 *
 * <p>Two forms. An attached state owns its board and {@link #lock(Piece, Rotation, int, int, Spin, boolean,
 * LockResult) locks} on it. A {@link #detached detached} state leaves the board to a search, which locks
 * the piece on its own scratch (a {@code PlacementContext}) and hands the facts over as a
 * {@link LockedPiece}; everything after the board is the same code. Neither form allocates per lock;
 * {@link #copyFrom} copies a state into preallocated scratch. The piece passed to {@code lock} must be
 * the one the state deals (checked when the queue knows it); whether the move is legal (the position,
 * hold allowed and shown) is the caller's business. Not thread-safe.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class PlayState {
    static {
        // The end reasons load with the play state: the JIT compiles the lock path long before the first game
        // ends, and a class it finds not yet loaded on a path costs a recompilation when that path first runs.
        EndReason.values();
    }

    private final Rules rules;
    private final Board board;
    /** The hole column of each scheduled garbage row in turn; null without a schedule. */
    private final IntSupplier garbage;
    private final int pieceCap;
    /** A hosted state's generator and the current piece's legal placements; null in other states. */
    private final MoveGenerator generator;
    private final PlacementList legal;
    /**
     * Whether {@link #legal} holds the current piece's placements; when not (straight drop, a stack low enough
     * that every column takes every shape), they are listed when first read.
     */
    private boolean listed;
    /** Whether a straight-drop state may leave the list to be made when read ({@link #listWhenRead}). */
    private boolean listWhenRead = true;
    private PieceQueue queue;
    private int index;
    private Piece held;
    private int combo = Scoring.NO_COMBO;
    private boolean backToBack;
    private int backToBackChain;
    private AttackTable attackTable;
    private long score;
    private int lines;
    private int piecesPlaced;
    private int garbageReceived;
    private int stack;
    private EndReason ended;

    private PlayState(Rules rules, Board board, IntSupplier garbage, int pieceCap, PieceQueue queue,
                      boolean hosted) {
        this.rules = rules;
        this.board = board;
        this.garbage = garbage;
        this.pieceCap = pieceCap;
        this.queue = queue;
        this.generator = hosted ? MoveGenerator.forRules(rules) : null;
        this.legal = hosted ? new PlacementList() : null;
        this.stack = board == null ? 0 : board.stackHeight();
    }

    /**
     * The host's state of a whole game: the seed's piece sequence and garbage holes, the rules' garbage
     * schedule and piece cap, on a copy of {@code start}; ended by block out when the first piece cannot
     * spawn or has no legal placement. It keeps the current piece's {@link #legalPlacements()}.
     *
     * @throws IllegalArgumentException when the board's size is not the rules' size
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static PlayState ofSeed(Rules rules, long seed, Board start) {
        SeedStreams streams = SeedStreams.installed();
        return hosted(rules, start, streams.pieces(rules.randomizer(), seed), streams.garbageHoles(seed, rules.width()));
    }

    /**
     * {@link #ofSeed} with the parts given: the host's state on a copy of {@code start}, dealing from
     * {@code queue}, with garbage rows whose hole columns {@code holes} gives in turn when the rules schedule
     * garbage, and the rules' piece cap; ended by block out when the first piece cannot spawn or has no legal
     * placement. It keeps the current piece's {@link #legalPlacements()}.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public static PlayState hosted(Rules rules, Board start, PieceQueue queue, IntSupplier holes) {
        checkSize(rules, start);
        PlayState s = new PlayState(rules, start.copy(), rules.garbage().enabled() ? holes : null, rules.pieceCap(),
                queue, true);
        s.judgeSpawn(s.board);
        s.judgePlacements(null);
        return s;
    }

    /**
     * A state on a copy of {@code start} that deals from {@code queue} (its piece 0 is the current piece),
     * with no garbage and no piece cap: a position to play on, e.g. the one a bot observed.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static PlayState of(Rules rules, Board start, PieceQueue queue) {
        checkSize(rules, start);
        return new PlayState(rules, start.copy(), null, 0, queue, false);
    }

    /**
     * A state whose board a search keeps: lock it with {@link #lock(LockedPiece, Spin, boolean, LockResult)}.
     * No garbage, no piece cap; the stack height is whatever the last locked piece left.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static PlayState detached(Rules rules, PieceQueue queue) {
        return new PlayState(rules, null, null, 0, queue, false);
    }

    private static void checkSize(Rules rules, Board start) {
        if (start.width() != rules.width() || start.height() != rules.height()) {
            throw new IllegalArgumentException("the board is " + start.width() + "x" + start.height()
                    + ", the rules want " + rules.width() + "x" + rules.height());
        }
    }

    /**
     * Sets the scalar state, e.g. from an observation: the current piece is piece 0 of {@code newQueue}.
     * The board (when attached) is left as it is; {@link #board()} may be overwritten through
     * {@link Board#copyFrom}, after which {@link #syncStack()} must be called.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public PlayState reset(PieceQueue newQueue, Piece newHeld, int newCombo, boolean newBackToBack, long newScore,
                           int newLines, int newPiecesPlaced) {
        queue = newQueue;
        index = 0;
        held = newHeld;
        combo = newCombo;
        backToBack = newBackToBack;
        backToBackChain = newBackToBack ? 1 : 0;
        score = newScore;
        lines = newLines;
        piecesPlaced = newPiecesPlaced;
        garbageReceived = 0;
        ended = null;
        syncStack();
        return this;
    }

    /**
     * Re-reads the stack height from the attached board after the caller changed it (and, in a hosted state,
     * lists the current piece's placements anew).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public void syncStack() {
        if (board != null) {
            stack = board.stackHeight();
        }
        relist();
    }

    /**
     * Makes this state a copy of {@code other}: the same queue (shared, not copied), position, hold and
     * counters, and, when both are attached, the same cells. The garbage stream is not copied.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public void copyFrom(PlayState other) {
        if (board != null && other.board != null) {
            board.copyFrom(other.board);
        }
        if (queue != other.queue) {
            queue = other.queue;
        }
        index = other.index;
        if (held != other.held) {
            held = other.held;
        }
        combo = other.combo;
        backToBack = other.backToBack;
        backToBackChain = other.backToBackChain;
        if (attackTable != other.attackTable) {
            attackTable = other.attackTable;
        }
        score = other.score;
        lines = other.lines;
        piecesPlaced = other.piecesPlaced;
        garbageReceived = other.garbageReceived;
        stack = other.stack;
        ended = other.ended;
        relist();
    }

    /**
     * Locks {@code piece} with its origin at (x, y) on this state's board, through hold when
     * {@code viaHold}, and applies the whole transition (see the class comment).
     *
     * @return {@code out}, filled with what happened
     * @throws IllegalStateException when the game is over or the state is detached
     * @throws IllegalArgumentException when the piece is not the one the state deals
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public LockResult lock(Piece piece, Rotation rotation, int x, int y, Spin spin, boolean viaHold, LockResult out) {
        if (board == null) {
            throw new IllegalStateException("a detached state locks pieces its search placed (LockedPiece)");
        }
        begin(piece, spin, viaHold, out);
        boolean immobile = attackTable != null && attackTable.countsAsAllSpin(piece)
                && AttackTable.immobile(board, piece, rotation, x, y);
        int bottom = Integer.MAX_VALUE;
        int top = Integer.MIN_VALUE;
        for (int c = 0; c < 4; c++) {
            int cy = y + piece.cellY(rotation, c);
            bottom = Math.min(bottom, cy);
            top = Math.max(top, cy);
        }
        board.lock(piece, rotation, x, y);
        out.lockedStackHeight = board.stackHeight();
        if (endsBeforeClearing(bottom, top, out)) {
            stack = board.stackHeight();
        } else {
            settle(board.clearFullRows(), board.stackHeight(), bottom, top, null, immobile, out);
        }
        judgePlacements(out);
        return out;
    }

    /** {@link #lock(Piece, Rotation, int, int, Spin, boolean, LockResult)} for a placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public LockResult lock(Placement placement, boolean viaHold, LockResult out) {
        return lock(placement.piece(), placement.rotation(), placement.x(), placement.y(), placement.spin(), viaHold,
                out);
    }

    /**
     * The same transition for a piece the caller has already locked and cleared on its own copy of this
     * state's board (a detached state's; an attached state's board is then left untouched, so use this
     * form only on detached states).
     *
     * @return {@code out}, filled with what happened
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public LockResult lock(LockedPiece placed, Spin spin, boolean viaHold, LockResult out) {
        begin(placed.piece(), spin, viaHold, out);
        int bottom = placed.pieceBottomRow();
        int top = placed.pieceTopRow();
        out.lockedStackHeight = placed.clearedStackHeight() + placed.linesCleared();
        if (endsBeforeClearing(bottom, top, out)) {
            stack = out.lockedStackHeight;
            return out;
        }
        boolean immobile = attackTable != null && placed.linesCleared() > 0
                && attackTable.countsAsAllSpin(placed.piece()) && placed.lockedBoard() != null
                && AttackTable.immobileOnLocked(placed.lockedBoard(), placed.piece(), placed.rotation(), placed.x(),
                placed.y());
        settle(placed.linesCleared(), placed.clearedStackHeight(), bottom, top, placed, immobile, out);
        return out;
    }

    /** Checks the piece, moves the hold slot and the queue position, and records the state before. */
    private void begin(Piece piece, Spin spin, boolean viaHold, LockResult out) {
        if (ended != null) {
            throw new IllegalStateException("the game is over (" + ended.text() + ")");
        }
        Piece current = queue.piece(index);
        if (viaHold) {
            Piece in = held != null ? held : queue.piece(index + 1);
            if (in != null && in != piece) {
                throw new IllegalArgumentException("hold brings in " + in + ", not " + piece);
            }
            index += held == null ? 2 : 1;
            held = current;
        } else {
            if (current != null && current != piece) {
                throw new IllegalArgumentException("the current piece is " + current + ", not " + piece);
            }
            index++;
        }
        out.piece = piece;
        out.viaHold = viaHold;
        out.spin = spin;
        out.comboBefore = combo;
        out.backToBackBefore = backToBack;
        out.backToBackChainBefore = backToBackChain;
        out.allSpin = false;
        out.attack = 0;
        out.garbageHole = -1;
        out.endReason = null;
    }

    /** The research rule: a piece reaching the hidden rows ends the game before its rows clear. */
    private boolean endsBeforeClearing(int bottom, int top, LockResult out) {
        if (!TopOut.endsBeforeClearing(rules) || !TopOut.byPiece(rules, bottom, top)) {
            return false;
        }
        piecesPlaced++;
        out.linesCleared = 0;
        out.perfectClear = false;
        out.points = 0;
        out.comboAfter = combo;
        out.backToBackAfter = backToBack;
        out.backToBackChainAfter = backToBackChain;
        end(EndReason.PIECE_ABOVE_VISIBLE, out);
        return true;
    }

    private void settle(int cleared, int stackAfter, int bottom, int top, LockedPiece placed, boolean immobile,
                        LockResult out) {
        boolean perfect = cleared > 0 && stackAfter == 0;
        long points = Scoring.points(rules.scoring(), cleared, out.spin, perfect, combo, backToBack);
        score += points;
        if (attackTable == null) {
            backToBack = Scoring.backToBackAfter(backToBack, cleared, out.spin);
            if (cleared > 0) {
                backToBackChain = backToBack ? backToBackChain + 1 : 0;
            }
        } else {
            boolean allSpin = immobile && cleared > 0;
            out.allSpin = allSpin;
            out.attack = attackTable.linesSent(cleared, out.spin, allSpin, perfect, combo, backToBackChain);
            if (cleared > 0) {
                backToBack = attackTable.difficult(cleared, out.spin, allSpin);
                backToBackChain = backToBack ? backToBackChain + 1 : 0;
            } else if (!attackTable.backToBackKeptWithoutClear()) {
                backToBack = false;
                backToBackChain = 0;
            }
        }
        combo = Scoring.comboAfter(combo, cleared);
        lines += cleared;
        piecesPlaced++;
        stack = stackAfter;
        out.linesCleared = cleared;
        out.perfectClear = perfect;
        out.points = points;
        out.comboAfter = combo;
        out.backToBackAfter = backToBack;
        out.backToBackChainAfter = backToBackChain;
        if (TopOut.byPiece(rules, bottom, top)) {
            end(EndReason.LOCK_OUT, out);
            return;
        }
        if (garbage != null && piecesPlaced % rules.garbage().intervalAt(piecesPlaced) == 0) {
            int hole = garbage.getAsInt();
            out.garbageHole = hole;
            if (!receiveGarbage(hole)) {
                out.endReason = ended;
                return;
            }
        }
        if (TopOut.byStack(rules, stack)) {
            end(EndReason.STACK_ABOVE_VISIBLE, out);
            return;
        }
        if (pieceCap > 0 && piecesPlaced >= pieceCap) {
            end(EndReason.PIECE_CAP, out);
            return;
        }
        // Spawn cells lie at and above the spawn row, so a lower stack cannot block them.
        if (stack > rules.spawnY() && queue.piece(index) != null) {
            Board after = placed == null ? board : placed.clearedBoard();
            judgeSpawn(after);
            out.endReason = ended;
        }
    }

    /**
     * Raises one garbage row with its hole in column {@code hole} under an attached state's stack (the
     * schedule's rows rise inside {@link #lock}; a position a bot is shown, for one, is rebuilt this way),
     * counts it, and ends the game by {@link EndReason#GARBAGE_OVERFLOW} when a filled cell is pushed off the
     * top. It judges nothing else: {@link #receiveAttack} is the whole transition.
     *
     * @return false when the game ended by it
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean receiveGarbage(int hole) {
        if (board == null) {
            throw new IllegalStateException("a detached state has no board to raise garbage under");
        }
        garbageReceived++;
        if (!board.pushGarbage(hole)) {
            ended = EndReason.GARBAGE_OVERFLOW;
            return false;
        }
        stack = board.stackHeight();
        return true;
    }

    /**
     * The transition between two locks when an opponent's garbage arrives: raises {@code rows} rows, row
     * {@code r} (from the first to rise) with its hole in column {@code holes[r]}, each as
     * {@link #receiveGarbage(int)} does; when none pushes a cell off the top, the game then ends when the
     * stack passes the visible field under {@link TopOutRule#STACK_ABOVE_VISIBLE}, and when the current piece
     * cannot spawn or (in a hosted state) has no legal placement, by {@link EndReason#BLOCK_OUT}.
     *
     * @return how many rows rose, the one that pushed a cell off the top included: {@code rows} unless the
     *         game ended by {@link EndReason#GARBAGE_OVERFLOW}
     * @throws IllegalStateException when the game is over or the state is detached
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.5.0")
    public int receiveAttack(int[] holes, int rows) {
        if (board == null) {
            throw new IllegalStateException("a detached state has no board to raise garbage under");
        }
        if (ended != null) {
            throw new IllegalStateException("the game is over (" + ended.text() + ")");
        }
        for (int r = 0; r < rows; r++) {
            if (!receiveGarbage(holes[r])) {
                judgePlacements(null);
                return r + 1;
            }
        }
        if (TopOut.byStack(rules, stack)) {
            ended = EndReason.STACK_ABOVE_VISIBLE;
        } else {
            judgeSpawn(board);
        }
        judgePlacements(null);
        return rows;
    }

    /**
     * A hosted state lists the current piece's placements; none at all ends the game by block out (the
     * generator's judgement where the spawn test passes but the piece cannot enter the field). An ended
     * game lists none.
     */
    private void judgePlacements(LockResult out) {
        if (listWhenRead && legal != null && ended == null && generator instanceof StraightDropMoveGenerator
                && board.stackHeight() + 4 <= board.height() && queue.piece(index) != null) {
            // No shape spans more than four rows: every shape lands in every column below the field's top, so
            // the list is not empty, and it is made only if someone reads it (a bot's search lists its own).
            listed = false;
            return;
        }
        if (relist() == 0 && ended == null) {
            ended = EndReason.BLOCK_OUT;
            if (out != null) {
                out.endReason = ended;
            }
        }
    }

    /** Lists a hosted state's placements anew (none once over) and returns how many; -1 in other states. */
    private int relist() {
        if (legal == null) {
            return -1;
        }
        listed = true;
        Piece current = ended == null ? queue.piece(index) : null;
        if (current == null) {
            legal.clear();
            return -1;
        }
        return generator.generate(board, current, legal);
    }

    private void judgeSpawn(Board on) {
        Piece next = queue.piece(index);
        if (next != null && Spawn.spawnY(on, next, rules) < 0) {
            ended = EndReason.BLOCK_OUT;
        }
    }

    private void end(EndReason reason, LockResult out) {
        ended = reason;
        out.endReason = reason;
    }

    /**
     * Ends the game for a reason the caller judged (a referee's, outside the rules).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public void end(EndReason reason) {
        ended = reason;
        relist();
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Rules rules() {
        return rules;
    }

    /** The live board of an attached state (read it, never change it), or null when detached. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Board board() {
        return board;
    }

    /** The piece to place now, or null when the queue does not know it. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Piece current() {
        return queue.piece(index);
    }

    /**
     * A {@link #hosted} state's legal placements of the current piece, in the generator's order, empty once
     * the game is over; null in other states. The same list object every time, brought up to date by this
     * call after each transition (a straight-drop state lists them only when asked): read it through this
     * method, not a kept reference.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.5.0")
    public PlacementList legalPlacements() {
        if (!listed && legal != null) {
            relist();
        }
        return legal;
    }

    /**
     * Whether a straight-drop state may leave the current piece's placements to be listed when read (the
     * default), or lists them at every transition, as a host whose bot reads every list wants: from the
     * next transition on.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public void listWhenRead(boolean whenRead) {
        listWhenRead = whenRead;
    }

    /**
     * Whether the current piece's {@link #legalPlacements()} are listed already (a straight-drop state whose
     * stack leaves every shape room in every column lists them only when they are read); false in states
     * that are not {@link #hosted}.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public boolean placementsListed() {
        return listed && legal != null;
    }

    /**
     * Whether the {@link Placement#packed() packed} canonical placement is one of the current piece's
     * {@link #legalPlacements()}, answered for that placement alone where the movement model allows it
     * (straight drop: its shape, column and landing row), so that a host checking a move need not list
     * them all. False once the game is over.
     *
     * @throws IllegalStateException when the state is not {@link #hosted}
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public boolean isLegalPlacement(int packed) {
        if (legal == null) {
            throw new IllegalStateException("only a hosted state keeps legal placements");
        }
        if (!listed) {
            return StraightDropMoveGenerator.lists(board, queue.piece(index), packed);
        }
        return legal.containsPacked(packed);
    }

    /** The held piece, or null. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Piece held() {
        return held;
    }

    /**
     * The piece a move through hold would place: the held piece, or the next piece when the slot is empty;
     * null when hold is off or that piece is not known.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Piece holdIn() {
        if (!rules.hold()) {
            return null;
        }
        return held != null ? held : queue.piece(index + 1);
    }

    /** The queue position of the current piece: how many pieces were dealt before it. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int queueIndex() {
        return index;
    }

    /** Piece {@code i} after the current one (0 = next), or null when unknown. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Piece upcoming(int i) {
        return queue.piece(index + 1 + i);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public PieceQueue queue() {
        return queue;
    }

    /** The combo counter: {@link Scoring#NO_COMBO} with no running chain, 0 after its first clear. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int combo() {
        return combo;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean backToBack() {
        return backToBack;
    }

    /** Difficult clears in a row: 0 when no back-to-back chain runs, 1 after the first difficult clear. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public int backToBackChain() {
        return backToBackChain;
    }

    /**
     * Sets the back-to-back chain, as a position restored from an observation has it
     * ({@link #reset} knows only whether a chain runs, and counts it as 1): {@link #backToBack()} becomes
     * {@code chain > 0}.
     *
     * @return this state
     * @throws IllegalArgumentException when {@code chain} is negative
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public PlayState backToBackChain(int chain) {
        if (chain < 0) {
            throw new IllegalArgumentException("a back-to-back chain is 0 or more, got " + chain);
        }
        backToBackChain = chain;
        backToBack = chain > 0;
        return this;
    }

    /**
     * Gives this state a versus rule profile: from the next lock on, spins (all-spins included), back-to-back
     * and {@link LockResult#attack()} follow {@code table}; null (the default) plays without one, back-to-back by
     * {@link Scoring}. {@link #copyFrom} copies it.
     *
     * @return this state
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public PlayState attackTable(AttackTable table) {
        this.attackTable = table;
        return this;
    }

    /** The state's attack table, or null. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public AttackTable attackTable() {
        return attackTable;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public long score() {
        return score;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int lines() {
        return lines;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int piecesPlaced() {
        return piecesPlaced;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int garbageReceived() {
        return garbageReceived;
    }

    /** The stack height (1 + the highest filled row, 0 when empty) after the last lock. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int stackHeight() {
        return stack;
    }

    /** Why the game ended, or null while it goes on. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public EndReason endReason() {
        return ended;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean isOver() {
        return ended != null;
    }
}
