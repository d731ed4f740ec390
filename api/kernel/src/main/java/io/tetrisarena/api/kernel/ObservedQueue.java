package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.RandomizerKind;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The pieces a bot knows: the current piece and the preview it observed, then whatever its search deals
 * past them, with the bag tracked as it deals. Under the 7-bag each dealt piece leaves the bag and an
 * emptied bag refills with all seven; under the uniform randomizer every piece stays possible. Dealing is
 * last in, first out ({@link #deal}, {@link #forget}), as a depth-first search needs, and allocates nothing.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class ObservedQueue implements PieceQueue {
    /** The bag mask with all seven pieces (bit {@code piece.ordinal()} per piece). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static final int ALL = (1 << 7) - 1;

    private Piece[] pieces = new Piece[32];
    /** bag[k]: the mask of pieces the randomizer can deal at position k, for observed <= k <= known. */
    private int[] bag = new int[33];

    {
        bag[0] = ALL;
    }
    private int known;
    private int observed;
    private boolean sevenBag;

    /** An empty queue; {@link #load} fills it from an observation. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public ObservedQueue() {
    }

    /**
     * Starts over from an observation: {@code current}, then {@code preview}; {@code bagAfterPreview} is
     * what the randomizer can deal right after the last preview piece (an empty set reads as a fresh bag).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public ObservedQueue load(Piece current, List<Piece> preview, Set<Piece> bagAfterPreview, RandomizerKind kind) {
        int n = 1 + preview.size();
        ensureRoom(n);
        pieces[0] = current;
        for (int i = 0; i < preview.size(); i++) {
            pieces[i + 1] = preview.get(i);
        }
        return start(n, bagAfterPreview, kind);
    }

    /**
     * Starts over with {@code known} pieces (possibly none yet), the first the current one; the bag as in
     * {@link #load(Piece, List, Set, RandomizerKind)}.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public ObservedQueue load(List<Piece> known, Set<Piece> bagAfter, RandomizerKind kind) {
        ensureRoom(known.size());
        for (int i = 0; i < known.size(); i++) {
            pieces[i] = known.get(i);
        }
        return start(known.size(), bagAfter, kind);
    }

    private void ensureRoom(int n) {
        if (pieces.length < n + 16) {
            pieces = new Piece[n + 16];
            bag = new int[n + 17];
        }
    }

    private ObservedQueue start(int n, Set<Piece> bagAfter, RandomizerKind kind) {
        sevenBag = kind == RandomizerKind.SEVEN_BAG;
        int mask = PieceSet.mask(bagAfter);
        bag[n] = mask == 0 || !sevenBag ? ALL : mask;
        known = n;
        observed = n;
        return this;
    }

    /**
     * Adds a piece the host announced after the known ones, for good: it becomes observed. It leaves the
     * bag as a dealt piece does; one the bag could not have dealt (a host out of step) leaves the bag alone.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public void append(Piece piece) {
        int mask = bag[known];
        int next = (mask & 1 << piece.ordinal()) == 0 ? mask : maskAfterDeal(mask, piece.ordinal(), sevenBag);
        grow();
        pieces[known] = piece;
        bag[known + 1] = next;
        known++;
        observed = known;
    }

    private void grow() {
        if (known + 1 >= pieces.length) {
            pieces = Arrays.copyOf(pieces, pieces.length * 2);
            bag = Arrays.copyOf(bag, pieces.length + 1);
        }
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Piece piece(int index) {
        return index >= 0 && index < known ? pieces[index] : null;
    }

    /** How many pieces are known: the observed ones and those dealt since. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int known() {
        return known;
    }

    /** How many pieces were observed (current and preview). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int observed() {
        return observed;
    }

    /** The mask of pieces the randomizer can deal at position {@link #known()}, the first unknown one. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int possibleNext() {
        return bag[known];
    }

    /** The pieces the randomizer can deal at position {@link #known()}, in piece order. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Set<Piece> possibleNextPieces() {
        EnumSet<Piece> out = EnumSet.noneOf(Piece.class);
        for (Piece p : Piece.values()) {
            if ((bag[known] & 1 << p.ordinal()) != 0) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * Deals {@code piece} at position {@code index}, which must be the first unknown one.
     *
     * @throws IllegalArgumentException when the index is not {@link #known()} or the bag cannot deal it
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public void deal(int index, Piece piece) {
        if (index != known) {
            throw new IllegalArgumentException("deal at " + index + ", but the first unknown piece is " + known);
        }
        grow();
        pieces[known] = piece;
        bag[known + 1] = maskAfterDeal(bag[known], piece.ordinal(), sevenBag);
        known++;
    }

    /** Forgets the pieces dealt at {@code index} and after; observed pieces are never forgotten. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public void forget(int index) {
        known = Math.max(observed, Math.min(known, index));
    }

    /** The bag after dealing one piece from {@code mask}: it leaves a 7-bag, an emptied bag refills. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static int maskAfterDeal(int mask, int pieceOrdinal, boolean sevenBag) {
        if ((mask & 1 << pieceOrdinal) == 0) {
            throw new IllegalArgumentException(Piece.ofOrdinal(pieceOrdinal) + " cannot be dealt from this bag");
        }
        if (!sevenBag) {
            return mask;
        }
        int left = mask & ~(1 << pieceOrdinal);
        return left == 0 ? ALL : left;
    }
}
