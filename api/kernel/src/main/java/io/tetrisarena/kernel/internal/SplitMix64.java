package io.tetrisarena.kernel.internal;

import io.tetrisarena.api.Stability;

/**
 * The SplitMix64 generator (Steele, Lea and Flood), the arena's only source of randomness for piece
 * sequences and garbage. Exactly specified in seeds/README.md so any implementation can reproduce a
 * seed set. Not thread-safe.
 *
 * <p>Internal to the arena (not part of the bot API's contract): bots never see the seed.
 */
@Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
public final class SplitMix64 {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A value in [0, bound): the next 64 bits, read as unsigned, modulo bound. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return (int) Long.remainderUnsigned(nextLong(), bound);
    }
}
