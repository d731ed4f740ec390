package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.RandomizerKind;
import java.util.function.IntSupplier;

/**
 * Where a seed's two streams come from (the pieces, and the hole of each scheduled garbage row), for
 * {@link PlayState#ofSeed}. The streams live in the kernel jar's host-only package, which depends on this
 * package and never the other way: the kernel jar installs its implementation as a service of this interface.
 * Not for bots: a bot never sees a seed.
 */
@Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
public interface SeedStreams {
    /** Every piece of the seed's sequence under {@code randomizer}, piece 0 first. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    PieceQueue pieces(RandomizerKind randomizer, long seed);

    /** The hole column of each garbage row of the seed in turn, on a board {@code width} cells wide. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    IntSupplier garbageHoles(long seed, int width);

    /**
     * The installed streams (the kernel jar's own).
     *
     * @throws IllegalStateException when the kernel jar's service entry is missing
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    static SeedStreams installed() {
        return InstalledSeedStreams.STREAMS;
    }
}

