package io.tetrisarena.api.rules;

import io.tetrisarena.api.Stability;

/**
 * When garbage rows rise: a row with one hole is pushed in from the bottom after every
 * {@code interval} pieces placed, where the interval starts at {@code firstInterval} and shrinks by one
 * every {@code shrinkEvery} pieces, down to {@code minInterval}. The hole's column comes from the
 * seed's garbage stream. {@link #NONE} (first interval 0) means no garbage.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record GarbageSchedule(int firstInterval, int minInterval, int shrinkEvery) {
    /** No garbage. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static final GarbageSchedule NONE = new GarbageSchedule(0, 0, 0);

    public GarbageSchedule {
        if (firstInterval < 0 || minInterval < 0 || shrinkEvery < 0) {
            throw new IllegalArgumentException("garbage schedule values must not be negative");
        }
        if (firstInterval > 0 && (minInterval < 1 || minInterval > firstInterval)) {
            throw new IllegalArgumentException("garbage minInterval must be 1.." + firstInterval);
        }
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean enabled() {
        return firstInterval > 0;
    }

    /** The interval in force once {@code piecesPlaced} pieces have been placed. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int intervalAt(int piecesPlaced) {
        if (!enabled()) {
            return 0;
        }
        int shrink = shrinkEvery == 0 ? 0 : piecesPlaced / shrinkEvery;
        return Math.max(minInterval, firstInterval - shrink);
    }
}
