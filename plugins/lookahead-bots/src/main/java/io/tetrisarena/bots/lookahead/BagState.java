package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.rules.RandomizerKind;
import java.util.EnumSet;
import java.util.Set;

/**
 * The pieces the randomizer can deal next, tracked as pieces are dealt. Under the 7-bag each dealt piece
 * leaves the bag, and once the bag is empty a fresh bag holds all seven again; under the uniform
 * randomizer every piece stays possible. Every possible piece is equally likely. Immutable.
 *
 * @param mask     bit {@code piece.ordinal()} set for each possible piece; never 0
 * @param sevenBag whether dealing removes pieces (7-bag) or not (uniform)
 */
public record BagState(int mask, boolean sevenBag) {
    /** The mask with all seven pieces. */
    public static final int ALL = (1 << 7) - 1;

    public BagState {
        if (mask <= 0 || mask > ALL) {
            throw new IllegalArgumentException("a bag state needs between one and seven pieces, mask " + mask);
        }
    }

    /** A fresh bag: all seven pieces possible. */
    public static BagState fresh(RandomizerKind kind) {
        return new BagState(ALL, kind == RandomizerKind.SEVEN_BAG);
    }

    /**
     * The state an observation describes: {@code possible} is what the randomizer can deal right after the
     * last preview piece (an empty set is read as a fresh bag).
     */
    public static BagState of(Set<Piece> possible, RandomizerKind kind) {
        int m = 0;
        for (Piece p : possible) {
            m |= bit(p);
        }
        return new BagState(m == 0 || kind != RandomizerKind.SEVEN_BAG ? ALL : m, kind == RandomizerKind.SEVEN_BAG);
    }

    /** The state after {@code piece} was dealt; the piece must be possible. */
    public BagState afterDeal(Piece piece) {
        return new BagState(maskAfterDeal(mask, piece.ordinal(), sevenBag), sevenBag);
    }

    /** {@link #afterDeal} on a raw mask: the dealt piece leaves a 7-bag, an emptied bag refills. */
    static int maskAfterDeal(int mask, int pieceOrdinal, boolean sevenBag) {
        if ((mask & 1 << pieceOrdinal) == 0) {
            throw new IllegalArgumentException(Piece.ofOrdinal(pieceOrdinal) + " cannot be dealt from this bag");
        }
        if (!sevenBag) {
            return mask;
        }
        int left = mask & ~(1 << pieceOrdinal);
        return left == 0 ? ALL : left;
    }

    /** Whether the randomizer can deal this piece next. */
    public boolean canDeal(Piece piece) {
        return (mask & bit(piece)) != 0;
    }

    /** How many different pieces can come next. */
    public int size() {
        return Integer.bitCount(mask);
    }

    /** The possible pieces, in piece order. */
    public Set<Piece> pieces() {
        EnumSet<Piece> out = EnumSet.noneOf(Piece.class);
        for (Piece p : Piece.values()) {
            if (canDeal(p)) {
                out.add(p);
            }
        }
        return out;
    }

    private static int bit(Piece p) {
        return 1 << p.ordinal();
    }
}
