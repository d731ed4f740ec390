package io.tetrisarena.api;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The way to build an {@link Observation}: the arena builds each one this way, and a bot's tests build one
 * from a board drawn in strings, which shows the bot what the arena would. Unless they are handed over with
 * {@link #placements}, the legal placements (and those through hold) come from the rules' move generator.
 *
 * <pre>{@code
 * Observation o = ObservationBuilder.of(Rules.guideline())
 *         .board("#########.",
 *                "#########.")
 *         .queue("IOT")          // the current piece, then the preview
 *         .build();
 * }</pre>
 *
 * Rows are top first and bottom-aligned, {@code '.'} empty and anything else filled. Everything not set
 * takes the start-of-game value: empty board and hold, no score, lines or combo, the full bag, no time
 * limit. A component added to {@link Observation} in a later API version gets a setter here and a default,
 * so code that builds observations keeps compiling. Not thread-safe; one builder may build many
 * observations.
 */
@Stability(value = Stability.Level.STABLE, since = "1.2.0")
public final class ObservationBuilder {
    final Rules rules;
    /** Null for the empty board, made only when needed (the arena builds one observation per move). */
    Board board;
    Piece current;
    List<Piece> preview = List.of();
    Piece hold;
    /** Null for the full bag. */
    Set<Piece> bagRemaining;
    long score;
    int lines;
    int combo = Scoring.NO_COMBO;
    boolean backToBack;
    int backToBackChain;
    int piecesPlaced;
    long timeBudgetNanos;
    List<Placement> placements;
    List<Placement> holdPlacements;
    /** Whether the current piece's placements are listed from the observation's board when first read. */
    boolean placementsWhenRead;
    VersusView versus;

    private ObservationBuilder(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /** A builder under these rules, with an empty board. */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public static ObservationBuilder of(Rules rules) {
        return new ObservationBuilder(rules);
    }

    /** The board: rows of '.' (empty) and '#' (filled), top first, bottom-aligned. */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder board(String... topFirstRows) {
        this.board = Board.parse(rules.width(), rules.height(), topFirstRows);
        return this;
    }

    /** The board (copied when the observation is built), of the rules' size. */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public ObservationBuilder board(Board value) {
        this.board = Objects.requireNonNull(value, "board");
        return this;
    }

    /** The current piece, then the preview (at most the rules' preview count), as letters, e.g. {@code "TIO"}. */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder queue(String letters) {
        List<Piece> pieces = new ArrayList<>();
        for (char c : letters.strip().toCharArray()) {
            pieces.add(Piece.parse(c));
        }
        if (pieces.isEmpty()) {
            throw new IllegalArgumentException("the queue needs at least the current piece");
        }
        return queue(pieces.get(0), pieces.subList(1, pieces.size()));
    }

    /** The current piece and the preview, next first (at most the rules' preview count). */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public ObservationBuilder queue(Piece currentPiece, List<Piece> previewPieces) {
        this.current = Objects.requireNonNull(currentPiece, "current");
        this.preview = List.copyOf(previewPieces);
        return this;
    }

    /** The piece in the hold slot (null: empty). */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder hold(Piece piece) {
        this.hold = piece;
        return this;
    }

    /** The pieces the randomizer can still deal right after the last preview piece (read when built). */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder bagRemaining(Set<Piece> pieces) {
        this.bagRemaining = Objects.requireNonNull(pieces, "bagRemaining");
        return this;
    }

    /** Score, lines, combo counter (-1: no running chain) and back-to-back state so far. */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder progress(long newScore, int newLines, int newCombo, boolean newBackToBack) {
        this.score = newScore;
        this.lines = newLines;
        this.combo = newCombo;
        this.backToBack = newBackToBack;
        this.backToBackChain = newBackToBack ? Math.max(1, backToBackChain) : 0;
        return this;
    }

    /**
     * The back-to-back chain: difficult clears in a row, 0 when none runs (then {@link Observation#backToBack()}
     * is false, else true). Without this call a running chain counts as 1.
     *
     * @throws IllegalArgumentException when {@code chain} is negative
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public ObservationBuilder backToBackChain(int chain) {
        if (chain < 0) {
            throw new IllegalArgumentException("a back-to-back chain is 0 or more, got " + chain);
        }
        this.backToBackChain = chain;
        this.backToBack = chain > 0;
        return this;
    }

    /** Pieces placed so far. */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder piecesPlaced(int count) {
        this.piecesPlaced = count;
        return this;
    }

    /** The CPU time budget of this decision (0: none). */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public ObservationBuilder timeBudgetNanos(long nanos) {
        this.timeBudgetNanos = nanos;
        return this;
    }

    /** What the bot sees of a versus game (null: a game played alone). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public ObservationBuilder versus(VersusView view) {
        this.versus = view;
        return this;
    }

    /**
     * The observation {@code base} with a versus view added, everything else shared: how the arena shows a
     * bot its versus game without generating the placements again.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static Observation withVersus(Observation base, VersusView view) {
        return new Observation(base, view);
    }

    /**
     * The legal placements, already generated (as the arena does once per move): those of the current
     * piece and those through hold (empty when hold is off or would bring in a piece the rules do not
     * show). Without this call {@link #build()} generates both.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public ObservationBuilder placements(List<Placement> currentPiece, List<Placement> throughHold) {
        this.placements = Objects.requireNonNull(currentPiece, "placements");
        this.holdPlacements = Objects.requireNonNull(throughHold, "hold placements");
        this.placementsWhenRead = false;
        return this;
    }

    /**
     * The placements through hold, already generated, and those of the current piece left to the
     * observation, which lists them from its own board when {@link Observation#placements()} is first called:
     * how the arena builds a straight-drop observation, whose bot may never read them (a search that scores
     * columns lists its own). The list is the one {@link #build()} would generate.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public ObservationBuilder placementsWhenRead(List<Placement> throughHold) {
        this.placements = null;
        this.holdPlacements = Objects.requireNonNull(throughHold, "hold placements");
        this.placementsWhenRead = true;
        return this;
    }

    /**
     * The observation. Unless {@link #placements} handed them over, the current piece's legal placements
     * and, when the rules have hold, those of the piece hold would bring in (the held piece, else the first
     * preview piece) are generated under the rules.
     *
     * @throws IllegalStateException    when no current piece was given
     * @throws IllegalArgumentException when the preview is longer than the rules show
     */
    @Stability(value = Stability.Level.STABLE, since = "1.2.0")
    public Observation build() {
        if (current == null) {
            throw new IllegalStateException("set the current piece with queue(\"T...\") first");
        }
        if (placements != null || placementsWhenRead) {
            return new Observation(this);
        }
        if (board == null) {
            board = new Board(rules.width(), rules.height());
        }
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList list = new PlacementList();
        generator.generate(board, current, list);
        placements = list.toList();
        holdPlacements = List.of();
        Piece holdIn = !rules.hold() ? null : hold != null ? hold : preview.isEmpty() ? null : preview.get(0);
        if (holdIn != null) {
            generator.generate(board, holdIn, list);
            holdPlacements = list.toList();
        }
        try {
            return new Observation(this);
        } finally {
            placements = null;
            holdPlacements = null;
        }
    }
}
