package io.tetrisarena.kernel.internal;

import io.tetrisarena.api.Stability;

/**
 * The seed's second, independent stream: the hole column of each garbage row. It is a
 * {@link SplitMix64} started from {@code seed ^ STREAM_SALT}, and row {@code k}'s hole is its
 * {@code k}-th value modulo the board width.
 *
 * <p>Internal to the arena (not part of the bot API's contract): garbage comes from the seed.
 */
@Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
public final class GarbageHoles {
    /** Mixed into the seed so that the garbage stream never shares the piece stream's state. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public static final long STREAM_SALT = 0x6A09E667F3BCC909L;

    private final SplitMix64 random;
    private final int width;

    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public GarbageHoles(long seed, int width) {
        this.random = new SplitMix64(seed ^ STREAM_SALT);
        this.width = width;
    }

    /** The hole column of the next garbage row. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public int nextHole() {
        return random.nextInt(width);
    }
}
