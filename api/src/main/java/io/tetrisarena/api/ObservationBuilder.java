package io.tetrisarena.api;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Builds an {@link Observation} for a bot's tests from a board drawn in strings, the way the arena would
 * show it: the legal placements (and those through hold) come from the rules' move generator.
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
 * takes the start-of-game value: empty hold, no score, lines or combo, the full bag, no time limit.
 */
@Stability(Stability.Level.EXPERIMENTAL)
public final class ObservationBuilder {
    private final Rules rules;
    private Board board;
    private Piece current;
    private List<Piece> preview = List.of();
    private Piece hold;
    private Set<Piece> bagRemaining = EnumSet.allOf(Piece.class);
    private long score;
    private int lines;
    private int combo = Scoring.NO_COMBO;
    private boolean backToBack;
    private int piecesPlaced;
    private long timeBudgetNanos;
    private VersusView versus;

    private ObservationBuilder(Rules rules) {
        this.rules = rules;
        this.board = new Board(rules.width(), rules.height());
    }

    /** A builder under these rules, with an empty board. */
    public static ObservationBuilder of(Rules rules) {
        return new ObservationBuilder(rules);
    }

    /** The board: rows of '.' (empty) and '#' (filled), top first, bottom-aligned. */
    public ObservationBuilder board(String... topFirstRows) {
        this.board = Board.parse(rules.width(), rules.height(), topFirstRows);
        return this;
    }

    /** The current piece, then the preview (at most the rules' preview count), as letters, e.g. {@code "TIO"}. */
    public ObservationBuilder queue(String letters) {
        List<Piece> pieces = new ArrayList<>();
        for (char c : letters.strip().toCharArray()) {
            pieces.add(Piece.parse(c));
        }
        if (pieces.isEmpty()) {
            throw new IllegalArgumentException("the queue needs at least the current piece");
        }
        this.current = pieces.get(0);
        this.preview = List.copyOf(pieces.subList(1, pieces.size()));
        return this;
    }

    /** The held piece (null: empty). */
    public ObservationBuilder hold(Piece piece) {
        this.hold = piece;
        return this;
    }

    /** The pieces the 7-bag can still deal after the preview. */
    public ObservationBuilder bagRemaining(Set<Piece> pieces) {
        this.bagRemaining = EnumSet.copyOf(pieces.isEmpty() ? EnumSet.noneOf(Piece.class) : pieces);
        return this;
    }

    /** Score, lines, combo counter and back-to-back state so far. */
    public ObservationBuilder progress(long newScore, int newLines, int newCombo, boolean newBackToBack) {
        this.score = newScore;
        this.lines = newLines;
        this.combo = newCombo;
        this.backToBack = newBackToBack;
        return this;
    }

    /** Pieces placed so far. */
    public ObservationBuilder piecesPlaced(int count) {
        this.piecesPlaced = count;
        return this;
    }

    /** The CPU time budget of this decision (0: none). */
    public ObservationBuilder timeBudgetNanos(long nanos) {
        this.timeBudgetNanos = nanos;
        return this;
    }

    /** What the bot sees of a versus game (null: a game played alone). */
    public ObservationBuilder versus(VersusView view) {
        this.versus = view;
        return this;
    }

    /**
     * The observation {@code base} with a versus view added, everything else shared: how the arena shows a
     * bot its versus game without generating the placements again.
     */
    public static Observation withVersus(Observation base, VersusView view) {
        return new Observation(base, view);
    }

    /**
     * The observation, with the current piece's legal placements and, when the rules have hold, those of
     * the piece hold would bring in (the held piece, else the first preview piece).
     *
     * @throws IllegalStateException when no current piece was given
     */
    public Observation build() {
        if (current == null) {
            throw new IllegalStateException("set the current piece with queue(\"T...\") first");
        }
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList list = new PlacementList();
        generator.generate(board, current, list);
        List<io.tetrisarena.api.kernel.Placement> placements = list.toList();
        List<io.tetrisarena.api.kernel.Placement> holdPlacements = List.of();
        Piece holdIn = !rules.hold() ? null : hold != null ? hold : preview.isEmpty() ? null : preview.get(0);
        if (holdIn != null) {
            generator.generate(board, holdIn, list);
            holdPlacements = list.toList();
        }
        Observation built = new Observation(rules, board, current, hold, preview, bagRemaining, score, lines, combo,
                backToBack, piecesPlaced, timeBudgetNanos, placements, holdPlacements);
        return versus == null ? built : withVersus(built, versus);
    }
}
