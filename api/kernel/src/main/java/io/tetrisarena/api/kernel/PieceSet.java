package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Sets of pieces as bit masks (bit {@code piece.ordinal()} per piece), with one shared, unmodifiable
 * {@link Set} per mask, so that the 7-bag's remaining pieces travel from the game to an observation and
 * into a search without a set being built, copied or walked on every move. The shared sets iterate in
 * piece order and are equal to any other set of the same pieces.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class PieceSet {
    private static final Piece[] PIECES = Piece.values();
    private static final Shared[] SHARED = new Shared[1 << PIECES.length];

    static {
        for (int mask = 0; mask < SHARED.length; mask++) {
            SHARED[mask] = new Shared(mask);
        }
    }

    private PieceSet() {
    }

    /**
     * The shared unmodifiable set of the pieces in {@code mask}.
     *
     * @throws IllegalArgumentException when the mask has bits beyond the seven pieces
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static Set<Piece> of(int mask) {
        if (mask < 0 || mask >= SHARED.length) {
            throw new IllegalArgumentException("not a mask of pieces: " + mask);
        }
        return SHARED[mask];
    }

    /** The bit mask of {@code pieces}: read off a shared set, else built from its elements. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static int mask(Set<Piece> pieces) {
        if (pieces instanceof Shared shared) {
            return shared.mask;
        }
        int mask = 0;
        for (Piece piece : pieces) {
            mask |= 1 << piece.ordinal();
        }
        return mask;
    }

    /** The same pieces as a shared set (the argument itself when it is one). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static Set<Piece> shared(Set<Piece> pieces) {
        return pieces instanceof Shared ? pieces : SHARED[mask(pieces)];
    }

    private static final class Shared extends AbstractSet<Piece> {
        private final int mask;
        private final int size;

        Shared(int mask) {
            this.mask = mask;
            this.size = Integer.bitCount(mask);
        }

        @Override
        public boolean contains(Object o) {
            return o instanceof Piece piece && (mask >>> piece.ordinal() & 1) != 0;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<Piece> iterator() {
            return new Iterator<>() {
                private int left = mask;

                @Override
                public boolean hasNext() {
                    return left != 0;
                }

                @Override
                public Piece next() {
                    if (left == 0) {
                        throw new NoSuchElementException();
                    }
                    Piece next = PIECES[Integer.numberOfTrailingZeros(left)];
                    left &= left - 1;
                    return next;
                }
            };
        }
    }
}
