package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;
import java.util.List;

/**
 * One game of Misakamm's controller: of the legal placements whose cells all lie below the top of the
 * visible field (the original never weighs one that sticks out), the highest score wins; equal scores go
 * to the placement whose columns are centred best ({@code |left + right - (width - 1)|} smallest), then to
 * the smaller x of the original's orientation origin, then to its earlier orientation, which is the
 * original's order of search and its strict comparisons. When every placement sticks out (the game is
 * lost whatever is played) the first one is played.
 */
final class MisakammPlayer implements BotPlayer {
    /** Per arena shape (4 * piece + rotation): the original's orientation index, and its origin's column offset. */
    private static final int[] ORIGINAL_INDEX = new int[28];
    private static final int[] ORIGINAL_MIN_X = new int[28];

    /**
     * The original's orientations in its order (pieces I J L O S T Z), each as its rows from the top, bit c
     * for column c of its 4x4 box: the tie-break needs their order and where each sits in its box.
     */
    private static final int[][][] ORIGINAL_ORIENTATIONS = {
        {{0b1111}, {0b0100, 0b0100, 0b0100, 0b0100}},
        {{0b0001, 0b0111}, {0b0110, 0b0010, 0b0010}, {0b0111, 0b0100}, {0b0010, 0b0010, 0b0011}},
        {{0b0100, 0b0111}, {0b0010, 0b0010, 0b0110}, {0b0111, 0b0001}, {0b0011, 0b0010, 0b0010}},
        {{0b0011, 0b0011}},
        {{0b0110, 0b0011}, {0b0010, 0b0110, 0b0100}},
        {{0b0010, 0b0111}, {0b0010, 0b0110, 0b0010}, {0b0111, 0b0010}, {0b0010, 0b0011, 0b0010}},
        {{0b0011, 0b0110}, {0b0100, 0b0110, 0b0010}},
    };

    static {
        for (Piece p : Piece.values()) {
            for (Rotation r : Rotation.values()) {
                int shape = 4 * p.ordinal() + r.ordinal();
                int minX = MisakammScorer.MIN_DX[shape];
                int minY = 9;
                for (int i = 0; i < 4; i++) {
                    minY = Math.min(minY, p.cellY(r, i));
                }
                int cells = 0;
                for (int i = 0; i < 4; i++) {
                    cells |= 1 << (4 * (p.cellY(r, i) - minY) + p.cellX(r, i) - minX);
                }
                ORIGINAL_INDEX[shape] = -1;
                int[][] orientations = ORIGINAL_ORIENTATIONS[p.ordinal()];
                for (int o = 0; o < orientations.length && ORIGINAL_INDEX[shape] < 0; o++) {
                    int[] topRows = orientations[o];
                    int boxMinX = 4;
                    for (int row : topRows) {
                        boxMinX = Math.min(boxMinX, Integer.numberOfTrailingZeros(row));
                    }
                    int normal = 0;
                    for (int k = 0; k < topRows.length; k++) {
                        normal |= (topRows[k] >>> boxMinX) << (4 * (topRows.length - 1 - k));
                    }
                    if (normal == cells) {
                        ORIGINAL_INDEX[shape] = o;
                        ORIGINAL_MIN_X[shape] = boxMinX;
                    }
                }
                if (ORIGINAL_INDEX[shape] < 0) {
                    throw new IllegalStateException("no original orientation for " + p + " " + r);
                }
            }
        }
    }

    private final MisakammScorer scorer;
    /** Further features weighed beside Misakamm's (60 score units per unit of their weighted sum), or null. */
    private final LinearEvaluator extra;
    /**
     * The further features' weights when every feature is one the scorer measures from its columns
     * ({@link #FAST_FEATURES}), else null; then a placement that clears nothing has them without a board.
     */
    private final double[] fastWeights;
    private final Feature[] fastFeatures;
    /** Per placement in {@link #choose}: its further features' term (0 without them), and its bound with it. */
    private double[] terms = new double[64];
    private double[] reaches = new double[64];
    private final PlacementContext context = new PlacementContext();
    private Board board;
    /** Scratch of {@link #choose}: per placement its bound (Long.MIN_VALUE when already settled). */
    private long[] bounds = new long[64];
    /** The best placement so far in {@link #choose} and what ranks it. */
    private int best;
    private double bestScore;
    /** The decision's placements, packed, in the move generator's order. */
    private int[] candidates = new int[4 * Board.MAX_WIDTH];
    private int bestBias;
    private int bestX;
    private int bestOrientation;

    MisakammPlayer(MisakammWeights weights) {
        this(weights, null);
    }

    /** With {@code extra} (may be null): every placement's score gains 60 x its weighted features. */
    MisakammPlayer(MisakammWeights weights, LinearEvaluator extra) {
        this(weights, extra, true);
    }

    /** As above; {@code measureFast} false scores every placement on its board (for tests of the fast path). */
    MisakammPlayer(MisakammWeights weights, LinearEvaluator extra, boolean measureFast) {
        this.scorer = new MisakammScorer(weights);
        this.extra = extra;
        boolean fast = measureFast && extra != null && FAST_FEATURES.containsAll(extra.features());
        this.fastFeatures = fast ? extra.features().toArray(new Feature[0]) : null;
        this.fastWeights = fast ? extra.weights() : null;
    }

    /** The further features the scorer measures from its columns for a placement that clears nothing. */
    static final java.util.Set<Feature> FAST_FEATURES = java.util.EnumSet.of(Feature.ROWS_WITH_HOLES,
            Feature.COLUMNS_WITH_HOLES, Feature.ERODED_PIECE_CELLS, Feature.MAX_HEIGHT);

    @Override
    public Move decide(Observation observation) {
        Rules rules = observation.rules();
        if (board == null || board.width() != rules.width() || board.height() != rules.height()) {
            board = new Board(rules.width(), rules.height());
            scorer.prepare(rules.width());
        }
        observation.copyBoardTo(board);
        int fieldHeight = Math.min(rules.visibleHeight(), rules.height());
        scorer.load(board, fieldHeight);
        // Under straight drop the placements follow from the column tops the scorer has just measured: listed
        // here, in the generator's order, the observation's own list is never made.
        int n = rules.movement() == MovementModel.STRAIGHT_DROP && scorer.fieldHoldsBoard()
                ? scorer.listDrops(observation.current(), rules.height(), candidates) : 0;
        if (n == 0) {
            List<Placement> placements = observation.placements();
            n = placements.size();
            if (candidates.length < n) {
                candidates = new int[n];
            }
            for (int i = 0; i < n; i++) {
                candidates[i] = PlacementList.packedAt(placements, i);
            }
            if (n == 0) {
                throw new IllegalStateException("no legal placement to choose from");
            }
        }
        int chosen = choose(candidates, n, rules.width());
        return Move.place(Placement.unpack(candidates[Math.max(chosen, 0)]));
    }

    /** The index of the chosen placement of the first {@code n} packed ones, or -1 when none lies wholly in the field. */
    int choose(int[] placements, int n, int width) {
        if (bounds.length < n) {
            bounds = new long[n];
            reaches = new double[n];
            terms = new double[n];
        }
        best = -1;
        boolean withTerms = extra != null;
        if (withTerms && (fastWeights == null || !scorer.fieldHoldsBoard())) {
            // The further features are not measured by the scorer: every placement is scored on its board.
            for (int i = 0; i < n; i++) {
                Placement p = Placement.unpack(placements[i]);
                long score = scorer.score(p.piece(), p.rotation(), p.x(), p.y(), Long.MIN_VALUE);
                if (score != MisakammScorer.NOT_WEIGHED && context.place(board, p)) {
                    offer(placements[i], i, score + 60 * extra.evaluate(context), width);
                }
            }
            return best;
        }
        if (withTerms) {
            scorer.loadHoleShape();
        }
        // First each placement's bound (when further features count, a row-filling one is scored outright, on
        // its board); then the placement of the highest bound is scored, and the rest in list order, skipping
        // those whose bound is below the best score so far: the fewer surfaces are read. A further term (from
        // the scorer's columns) is added to a placement's bound and to its score alike.
        int top = -1;
        for (int i = 0; i < n; i++) {
            int packed = placements[i];
            long bound = scorer.bound(Placement.packedShape(packed), Placement.packedX(packed),
                    Placement.packedY(packed));
            bounds[i] = Long.MIN_VALUE;
            if (bound == MisakammScorer.NOT_WEIGHED) {
                continue;
            }
            if (withTerms && scorer.boundClears()) {
                long score = scorer.finishLast(Long.MIN_VALUE);
                if (context.place(board, Placement.unpack(packed))) {
                    offer(packed, i, score + 60 * extra.evaluate(context), width);
                }
                continue;
            }
            bounds[i] = bound;
            terms[i] = withTerms ? 60 * fastExtraSum() : 0;
            reaches[i] = bound + terms[i];
            if (top < 0 || reaches[i] > reaches[top]) {
                top = i;
            }
        }
        if (top >= 0) {
            weigh(placements, top, width);
            for (int i = 0; i < n; i++) {
                if (i != top && bounds[i] != Long.MIN_VALUE && reaches[i] >= bestScore) {
                    weigh(placements, i, width);
                }
            }
        }
        return best;
    }

    /**
     * The further features' weighted sum for the placement the scorer last bounded (clearing nothing), added
     * in feature order as {@link LinearEvaluator#evaluate} adds them, so the same double.
     */
    private double fastExtraSum() {
        scorer.measurePlacedHoleShape();
        double sum = 0;
        for (int i = 0; i < fastFeatures.length; i++) {
            double value = switch (fastFeatures[i]) {
                case ROWS_WITH_HOLES -> scorer.placedRowsWithHoles();
                case COLUMNS_WITH_HOLES -> scorer.placedColumnsWithHoles();
                case MAX_HEIGHT -> scorer.placedMaxHeight();
                default -> 0; // eroded piece cells: nothing is cleared
            };
            sum += fastWeights[i] * value;
        }
        return sum;
    }

    /**
     * Scores placement i (its bound did not rule it out) with its further term and offers it. Its own score
     * need only reach the best score less the term, rounded down: one below that stays below the best once
     * the term is added (a double's rounding there is far smaller than 1).
     */
    private void weigh(int[] placements, int i, int width) {
        int packed = placements[i];
        double term = terms[i];
        long beat = best < 0 ? Long.MIN_VALUE : (long) Math.floor(bestScore - term);
        long score = scorer.score(Placement.packedShape(packed), Placement.packedX(packed), Placement.packedY(packed),
                beat);
        if (score != MisakammScorer.BEATEN) {
            offer(packed, i, score + term, width);
        }
    }

    /**
     * Takes placement i if it beats the best so far: by score, then centring, then the original's x and
     * orientation, then list order (so the order placements are weighed in never matters).
     */
    private void offer(int packed, int i, double score, int width) {
        int shape = Placement.packedShape(packed);
        int left = Placement.packedX(packed) + MisakammScorer.MIN_DX[shape];
        int bias = Math.abs(2 * left + MisakammScorer.COLUMN_COUNT[shape] - 1 - (width - 1));
        int x = left - ORIGINAL_MIN_X[shape];
        int orientation = ORIGINAL_INDEX[shape];
        if (best < 0 || score > bestScore || score == bestScore && (bias < bestBias || bias == bestBias
                && (x < bestX || x == bestX && (orientation < bestOrientation
                || orientation == bestOrientation && i < best)))) {
            best = i;
            bestScore = score;
            bestBias = bias;
            bestX = x;
            bestOrientation = orientation;
        }
    }
}
