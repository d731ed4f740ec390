package io.tetrisarena.api;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Everything a bot may know when it decides: exactly what the rules show and nothing more (never the
 * seed, never pieces beyond the preview). Immutable; {@link #board()} returns a fresh copy on every
 * call, so a bot may change it freely.
 */
@Stability(Stability.Level.STABLE)
public final class Observation {
    /** Every set of pieces, unmodifiable, indexed by the bit mask of their ordinals. */
    private static final Set<Piece>[] PIECE_SETS = allPieceSets();

    private final Rules rules;
    private final Board board;
    private final Piece current;
    private final Piece hold;
    private final List<Piece> preview;
    private final Set<Piece> bagRemaining;
    private final long score;
    private final int lines;
    private final int combo;
    private final boolean backToBack;
    private final int piecesPlaced;
    private final long timeBudgetNanos;
    private final List<Placement> placements;
    private final List<Placement> holdPlacements;
    private final VersusView versus;

    /**
     * Built by the arena (and by tests and tools). Collections and the board are copied, except placement
     * lists made by {@link PlacementList#toList()}, which are unmodifiable snapshots already.
     *
     * @param hold           the held piece, or null when the hold slot is empty
     * @param bagRemaining   the pieces the randomizer can still deal right after the last preview piece
     * @param combo          the combo counter: -1 with no running chain, 0 after its first clear, ...
     * @param holdPlacements the placements of the piece that hold would bring in; empty when hold is off
     *                       or would bring in a piece the rules do not show
     */
    public Observation(Rules rules, Board board, Piece current, Piece hold, List<Piece> preview,
                       Set<Piece> bagRemaining, long score, int lines, int combo, boolean backToBack,
                       int piecesPlaced, long timeBudgetNanos, List<Placement> placements,
                       List<Placement> holdPlacements) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.board = Objects.requireNonNull(board, "board").copy();
        this.current = Objects.requireNonNull(current, "current");
        this.hold = hold;
        this.preview = List.copyOf(preview);
        this.bagRemaining = pieceSet(bagRemaining);
        this.score = score;
        this.lines = lines;
        this.combo = combo;
        this.backToBack = backToBack;
        this.piecesPlaced = piecesPlaced;
        this.timeBudgetNanos = timeBudgetNanos;
        this.placements = unmodifiable(placements);
        this.holdPlacements = unmodifiable(holdPlacements);
        if (this.preview.size() > rules.previewCount()) {
            throw new IllegalArgumentException("preview longer than the rules allow");
        }
        this.versus = null;
    }

    /** The same observation with a versus view ({@link ObservationBuilder#withVersus}); shares the immutable parts. */
    Observation(Observation base, VersusView versus) {
        this.rules = base.rules;
        this.board = base.board;
        this.current = base.current;
        this.hold = base.hold;
        this.preview = base.preview;
        this.bagRemaining = base.bagRemaining;
        this.score = base.score;
        this.lines = base.lines;
        this.combo = base.combo;
        this.backToBack = base.backToBack;
        this.piecesPlaced = base.piecesPlaced;
        this.timeBudgetNanos = base.timeBudgetNanos;
        this.placements = base.placements;
        this.holdPlacements = base.holdPlacements;
        this.versus = Objects.requireNonNull(versus, "versus");
    }

    @SuppressWarnings("unchecked")
    private static Set<Piece>[] allPieceSets() {
        Piece[] pieces = Piece.values();
        Set<Piece>[] sets = new Set[1 << pieces.length];
        for (int mask = 0; mask < sets.length; mask++) {
            EnumSet<Piece> set = EnumSet.noneOf(Piece.class);
            for (Piece piece : pieces) {
                if ((mask >>> piece.ordinal() & 1) != 0) {
                    set.add(piece);
                }
            }
            sets[mask] = java.util.Collections.unmodifiableSet(set);
        }
        return sets;
    }

    private static List<Placement> unmodifiable(List<Placement> placements) {
        return PlacementList.isSnapshot(placements) ? placements : List.copyOf(placements);
    }

    /** The shared unmodifiable set with the same pieces: one per subset, so building one allocates nothing. */
    private static Set<Piece> pieceSet(Set<Piece> pieces) {
        int mask = 0;
        for (Piece piece : pieces) {
            mask |= 1 << piece.ordinal();
        }
        return PIECE_SETS[mask];
    }

    public Rules rules() {
        return rules;
    }

    /** A fresh copy of the board. */
    public Board board() {
        return board.copy();
    }

    /**
     * Copies the board into {@code target}, which must have the board's size: {@link #board()} without
     * allocating, for bots that keep a scratch board.
     *
     * @throws IllegalArgumentException when the sizes differ
     */
    public void copyBoardTo(Board target) {
        target.copyFrom(board);
    }

    /** The piece to place now. */
    public Piece current() {
        return current;
    }

    /** The held piece, if any. */
    public Optional<Piece> hold() {
        return Optional.ofNullable(hold);
    }

    /** The upcoming pieces, next first; at most the rules' preview count (fewer only near a piece cap). */
    public List<Piece> preview() {
        return preview;
    }

    /** The pieces the randomizer can deal right after the last preview piece (all seven for uniform). */
    public Set<Piece> bagRemaining() {
        return bagRemaining;
    }

    public long score() {
        return score;
    }

    /** Lines cleared so far. */
    public int lines() {
        return lines;
    }

    /** The combo counter: -1 with no running chain of clears, 0 after its first clear, and so on. */
    public int combo() {
        return combo;
    }

    /** Whether the last clear was a tetris or a T-spin clear (the next one would be back-to-back). */
    public boolean backToBack() {
        return backToBack;
    }

    public int piecesPlaced() {
        return piecesPlaced;
    }

    /** CPU time this decision may use, in nanoseconds; 0 means no limit. */
    public long timeBudgetNanos() {
        return timeBudgetNanos;
    }

    /** Every legal placement of the current piece, as the kernel generates them. */
    public List<Placement> placements() {
        return placements;
    }

    /** The piece hold would bring in: the held piece, or the next piece when the slot is empty. */
    public Optional<Piece> holdPiece() {
        if (holdPlacements.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(holdPlacements.get(0).piece());
    }

    /** Every legal placement of the piece that hold would bring in; empty when hold is not possible. */
    public List<Placement> holdPlacements() {
        return holdPlacements;
    }

    /**
     * In a versus game, what the bot sees of it (incoming garbage, the opponent's board); empty in a game
     * played alone. Experimental (see {@link VersusView}); a bot that ignores it simply plays its own game.
     */
    public Optional<VersusView> versus() {
        return Optional.ofNullable(versus);
    }
}
