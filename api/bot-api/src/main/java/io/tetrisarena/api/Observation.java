package io.tetrisarena.api;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PieceSet;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Everything a bot may know when it decides: exactly what the rules show and nothing more (never the
 * seed, never pieces beyond the preview). Immutable; {@link #board()} returns a fresh copy on every
 * call, so a bot may change it freely. Built with {@link ObservationBuilder}, which a bot's tests use to
 * draw a position in strings; components added in later API versions come with their own builder setter
 * and a default, so building code keeps compiling.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class Observation {
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
    private final int backToBackChain;
    private final int piecesPlaced;
    private final long timeBudgetNanos;
    /**
     * Null until first read when the builder left them to be listed from {@link #board}, which never changes:
     * a racing second listing makes an equal list, and the snapshot's own array is final, so a list read
     * through this plain field is always whole.
     */
    private List<Placement> placements;
    private final List<Placement> holdPlacements;
    private final VersusView versus;
    /**
     * The observation this one adds a versus view to ({@link ObservationBuilder#withVersus}), which lists the
     * placements for both, so that its host learns when they are read; null for others.
     */
    private final Observation base;

    /**
     * The 1.0 way to build one, kept so that bots and tests written against it keep working; new code uses
     * {@link ObservationBuilder}, which gives every component added later its default. Collections and the
     * board are copied, except placement lists made by {@link PlacementList#toList()}, which are
     * unmodifiable snapshots already.
     *
     * @param hold           the held piece, or null when the hold slot is empty
     * @param bagRemaining   the pieces the randomizer can still deal right after the last preview piece
     * @param combo          the combo counter: -1 with no running chain, 0 after its first clear, ...
     * @param holdPlacements the placements of the piece that hold would bring in; empty when hold is off
     *                       or would bring in a piece the rules do not show
     * @deprecated since 1.3.0: use {@link ObservationBuilder} ({@code ObservationBuilder.of(rules)...build()},
     *             with {@link ObservationBuilder#placements} to hand over placements already generated)
     */
    @Deprecated(since = "1.3.0")
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Observation(Rules rules, Board board, Piece current, Piece hold, List<Piece> preview,
                       Set<Piece> bagRemaining, long score, int lines, int combo, boolean backToBack,
                       int piecesPlaced, long timeBudgetNanos, List<Placement> placements,
                       List<Placement> holdPlacements) {
        this(ObservationBuilder.of(rules).board(board).queue(current, preview).hold(hold)
                .bagRemaining(bagRemaining).progress(score, lines, combo, backToBack).piecesPlaced(piecesPlaced)
                .timeBudgetNanos(timeBudgetNanos).placements(placements, holdPlacements));
    }

    /** From a builder whose placements are set: {@link ObservationBuilder#build()}. */
    Observation(ObservationBuilder from) {
        this.rules = Objects.requireNonNull(from.rules, "rules");
        this.board = from.board != null ? from.board.copy() : new Board(rules.width(), rules.height());
        this.current = Objects.requireNonNull(from.current, "current");
        this.hold = from.hold;
        this.preview = List.copyOf(from.preview);
        this.bagRemaining = from.bagRemaining != null ? PieceSet.shared(from.bagRemaining)
                : PieceSet.of(ObservedQueue.ALL);
        this.score = from.score;
        this.lines = from.lines;
        this.combo = from.combo;
        this.backToBack = from.backToBack;
        this.backToBackChain = from.backToBackChain;
        this.piecesPlaced = from.piecesPlaced;
        this.timeBudgetNanos = from.timeBudgetNanos;
        this.placements = from.placementsWhenRead ? null : unmodifiable(from.placements);
        this.holdPlacements = unmodifiable(from.holdPlacements);
        if (this.preview.size() > rules.previewCount()) {
            throw new IllegalArgumentException("preview longer than the rules allow");
        }
        this.versus = from.versus;
        this.base = null;
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
        this.backToBackChain = base.backToBackChain;
        this.piecesPlaced = base.piecesPlaced;
        this.timeBudgetNanos = base.timeBudgetNanos;
        this.placements = base.placements;
        this.holdPlacements = base.holdPlacements;
        this.versus = Objects.requireNonNull(versus, "versus");
        this.base = base;
    }

    private static List<Placement> unmodifiable(List<Placement> placements) {
        return PlacementList.isSnapshot(placements) ? placements : List.copyOf(placements);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rules rules() {
        return rules;
    }

    /** A fresh copy of the board. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Board board() {
        return board.copy();
    }

    /**
     * Copies the board into {@code target}, which must have the board's size: {@link #board()} without
     * allocating, for bots that keep a scratch board.
     *
     * @throws IllegalArgumentException when the sizes differ
     */
    @Stability(value = Stability.Level.STABLE, since = "1.1.0")
    public void copyBoardTo(Board target) {
        target.copyFrom(board);
    }

    /** The piece to place now. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Piece current() {
        return current;
    }

    /** The piece in the hold slot, if any (not the piece hold would bring in: {@link #pieceThroughHold()}). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Optional<Piece> hold() {
        return Optional.ofNullable(hold);
    }

    /** The upcoming pieces, next first; at most the rules' preview count (fewer only near a piece cap). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public List<Piece> preview() {
        return preview;
    }

    /** The pieces the randomizer can deal right after the last preview piece (all seven for uniform). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Set<Piece> bagRemaining() {
        return bagRemaining;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public long score() {
        return score;
    }

    /** Lines cleared so far. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int lines() {
        return lines;
    }

    /** The combo counter: -1 with no running chain of clears, 0 after its first clear, and so on. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int combo() {
        return combo;
    }

    /** Whether the last clear was a tetris or a T-spin clear (the next one would be back-to-back). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean backToBack() {
        return backToBack;
    }

    /**
     * Difficult clears in a row (tetrises, spin clears, and what the event's versus profile counts): 0 when no
     * back-to-back chain runs, 1 after the first difficult clear, and so on; {@link #backToBack()} is
     * {@code backToBackChain() > 0}. Profiles whose back-to-back bonus grows with the chain read it here.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public int backToBackChain() {
        return backToBackChain;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int piecesPlaced() {
        return piecesPlaced;
    }

    /** CPU time this decision may use, in nanoseconds; 0 means no limit. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public long timeBudgetNanos() {
        return timeBudgetNanos;
    }

    /** Every legal placement of the current piece, as the kernel generates them. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public List<Placement> placements() {
        List<Placement> listed = placements;
        if (listed == null) {
            listed = base != null ? base.placements() : LISTERS.get().list(rules, board, current);
            placements = listed;
        }
        return listed;
    }

    /**
     * Whether {@link #placements()} has been called, or the placements were handed to the builder: how a host
     * that leaves them to be listed when read learns whether its bot reads them.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public boolean placementsRead() {
        return placements != null;
    }

    /** Each thread's generator and list for the placements observations list when read. */
    private static final ThreadLocal<Lister> LISTERS = ThreadLocal.withInitial(Lister::new);

    /** A thread's move generator (remade when the rules change) and the list it fills before the snapshot. */
    private static final class Lister {
        private final PlacementList list = new PlacementList();
        private Rules rules;
        private MoveGenerator generator;

        List<Placement> list(Rules of, Board board, Piece piece) {
            if (of != rules) {
                rules = of;
                generator = MoveGenerator.forRules(of);
            }
            generator.generate(board, piece, list);
            return list.toList();
        }
    }

    /**
     * The piece a move through hold would place: the held piece, or the first preview piece when the slot
     * is empty; empty when hold is not possible. {@link #holdPlacements()} are its placements. The piece
     * in the slot itself is {@link #hold()}.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public Optional<Piece> pieceThroughHold() {
        if (holdPlacements.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(holdPlacements.get(0).piece());
    }

    /**
     * The piece a move through hold would place, not the held piece.
     *
     * @deprecated since 1.3.0: the name read as the held piece; use {@link #pieceThroughHold()} for this
     *             and {@link #hold()} for the piece in the slot
     */
    @Deprecated(since = "1.3.0")
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Optional<Piece> holdPiece() {
        return pieceThroughHold();
    }

    /** Every legal placement of {@link #pieceThroughHold()}; empty when hold is not possible. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public List<Placement> holdPlacements() {
        return holdPlacements;
    }

    /**
     * In a versus game, what the bot sees of it (incoming garbage, the opponent's board); empty in a game
     * played alone. Experimental (see {@link VersusView}); a bot that ignores it simply plays its own game.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Optional<VersusView> versus() {
        return Optional.ofNullable(versus);
    }
}
