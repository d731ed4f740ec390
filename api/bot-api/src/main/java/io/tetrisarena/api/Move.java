package io.tetrisarena.api;

import io.tetrisarena.api.kernel.Placement;

/**
 * A bot's answer to one decision: a placement taken from the observation's legal placements, played
 * either with the current piece ({@code useHold} false, from {@link Observation#placements()}) or
 * through hold ({@code useHold} true, from {@link Observation#holdPlacements()}).
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record Move(boolean useHold, Placement placement) {
    public Move {
        if (placement == null) {
            throw new IllegalArgumentException("a move needs a placement");
        }
    }

    /** Play the current piece at this placement. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Move place(Placement placement) {
        return new Move(false, placement);
    }

    /** Swap with hold first, then play the resulting piece at this placement. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Move holdThen(Placement placement) {
        return new Move(true, placement);
    }
}
