package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;

/**
 * How a {@link Search} looks for the best move.
 *
 * @param twoPiece                    score pairs (current piece, next piece) when the preview shows the
 *                                    next piece; otherwise the current piece alone
 * @param secondPieceOnUnclearedBoard place the second piece on the first's board with full rows still
 *                                    present (Lee's bot), instead of the cleared board (continuing a chain)
 * @param lastTieWins                 among equal scores keep the last candidate (tetris4j) instead of the
 *                                    first (candidates go in placement-list order: rotation, then column)
 * @param useHold                     also consider playing through hold when the observation allows it
 * @param gameEndingLast              rate a placement that ends the game under the rules
 *                                    ({@link PlacementContext#endsGame}) minus infinity, below every one
 *                                    that survives, as the literature's controllers do; in a two-piece
 *                                    search this applies to both pieces of a pair
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public record SearchPolicy(boolean twoPiece, boolean secondPieceOnUnclearedBoard, boolean lastTieWins,
                           boolean useHold,
                           @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0") boolean gameEndingLast) {

    /** A policy that scores game-ending placements like any other. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public SearchPolicy(boolean twoPiece, boolean secondPieceOnUnclearedBoard, boolean lastTieWins,
                        boolean useHold) {
        this(twoPiece, secondPieceOnUnclearedBoard, lastTieWins, useHold, false);
    }

    /** The current piece alone, first of equal scores wins, no hold. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static SearchPolicy currentPieceOnly() {
        return new SearchPolicy(false, false, false, false);
    }

    /** Current and next piece (second on the cleared board), first of equal scores wins, no hold. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static SearchPolicy currentAndNext() {
        return new SearchPolicy(true, false, false, false);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public SearchPolicy withHold(boolean hold) {
        return new SearchPolicy(twoPiece, secondPieceOnUnclearedBoard, lastTieWins, hold, gameEndingLast);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public SearchPolicy withSecondPieceOnUnclearedBoard(boolean uncleared) {
        return new SearchPolicy(twoPiece, uncleared, lastTieWins, useHold, gameEndingLast);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public SearchPolicy withLastTieWins(boolean last) {
        return new SearchPolicy(twoPiece, secondPieceOnUnclearedBoard, last, useHold, gameEndingLast);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public SearchPolicy withGameEndingLast(boolean last) {
        return new SearchPolicy(twoPiece, secondPieceOnUnclearedBoard, lastTieWins, useHold, last);
    }
}
