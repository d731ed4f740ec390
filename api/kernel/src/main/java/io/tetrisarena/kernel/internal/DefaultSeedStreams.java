package io.tetrisarena.kernel.internal;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.PieceQueue;
import io.tetrisarena.api.kernel.SeedStreams;
import io.tetrisarena.api.rules.RandomizerKind;
import java.util.function.IntSupplier;

/** The seed's streams as the arena deals them: {@link PieceSequence} and {@link GarbageHoles}. */
@Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
public final class DefaultSeedStreams implements SeedStreams {
    @Override
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public PieceQueue pieces(RandomizerKind randomizer, long seed) {
        return new PieceSequence(randomizer, seed)::piece;
    }

    @Override
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public IntSupplier garbageHoles(long seed, int width) {
        return new GarbageHoles(seed, width)::nextHole;
    }
}
