package io.tetrisarena.kernel.internal;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PieceSet;
import io.tetrisarena.api.rules.RandomizerKind;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * The piece sequence of one seed, dealt lazily and remembered, so that piece {@code i} is always the
 * same piece. The 7-bag deals the seven pieces (I J L O S T Z) in the order of a Fisher-Yates shuffle
 * driven by {@link SplitMix64}; see seeds/README.md for the exact algorithm and test vectors.
 *
 * <p>Internal to the arena (not part of the bot API's contract): bots see only the preview.
 */
@Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
public final class PieceSequence {
    private static final Piece[] ORDER = Piece.values();
    /** Each piece's letter, by ordinal: its name. */
    private static final byte[] LETTERS = new byte[ORDER.length];

    static {
        for (Piece p : ORDER) {
            LETTERS[p.ordinal()] = (byte) p.name().charAt(0);
        }
    }

    private final RandomizerKind kind;
    private final SplitMix64 random;
    /** How many pieces {@link #dealMore} deals first: whole bags, 64 of them. */
    private static final int FIRST_CHUNK = 7 * 64;
    /** The most it deals at once: 8,192 bags. */
    private static final int MAX_CHUNK = 7 * 8192;
    private byte[] dealt = new byte[FIRST_CHUNK];
    private int size;
    /** How many pieces the next {@link #dealMore} deals: whole bags, doubling from the first chunk. */
    private int chunk = FIRST_CHUNK;

    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public PieceSequence(RandomizerKind kind, long seed) {
        this.kind = kind;
        this.random = new SplitMix64(seed);
    }

    /** The 7-bag sequence of a seed. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public static PieceSequence sevenBag(long seed) {
        return new PieceSequence(RandomizerKind.SEVEN_BAG, seed);
    }

    /** The piece at position {@code index} (0 = the first piece of the game). */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public Piece piece(int index) {
        while (size <= index) {
            dealMore();
        }
        return ORDER[dealt[index]];
    }

    /**
     * Deals the next {@link #chunk} pieces (whole bags), then doubles the chunk up to {@link #MAX_CHUNK}.
     * Dealing a bag at a time put this call on the path of every seventh piece, so the JIT compiled the
     * shuffle, with its loops and the generator's rejection sampling, into each hot caller, the referee's
     * move among them. In chunks it is called rarely, and in doubling chunks never often enough for the JIT
     * to count the call hot (about a hundred calls from one place), which a fixed 448 pieces reached within
     * one long game or a few short ones (docs/performance.md, "Compiled small: the pieces dealt in doubling
     * chunks"). A game deals at most about twice the pieces it plays, and the pieces are the same however
     * they are dealt.
     */
    private void dealMore() {
        int count = chunk;
        chunk = Math.min(MAX_CHUNK, 2 * count);
        if (size + count > dealt.length) {
            dealt = Arrays.copyOf(dealt, Math.max(2 * dealt.length, size + count));
        }
        byte[] into = dealt;
        boolean uniform = kind == RandomizerKind.UNIFORM;
        for (int end = size + count; size < end; size += 7) {
            if (uniform) {
                dealSevenUniform(into, size, random);
            } else {
                dealBag(into, size, random);
            }
        }
    }

    /**
     * Deals seven pieces drawn independently into {@code into} from {@code at}. This and {@link #dealBag} are
     * methods of their own, so that the JIT compiles each once, small, after enough calls, rather than a
     * chunk's whole loop by on-stack replacement part-way through a run (two or three C2 compilations, about
     * 20 ms, in a million pieces).
     */
    private static void dealSevenUniform(byte[] into, int at, SplitMix64 random) {
        for (int i = 0; i < 7; i++) {
            into[at + i] = (byte) random.nextInt(7);
        }
    }

    /** Deals one bag, a shuffle of the seven pieces, into {@code into} from {@code at}. */
    private static void dealBag(byte[] into, int at, SplitMix64 random) {
        for (int i = 0; i < 7; i++) {
            into[at + i] = (byte) i;
        }
        for (int i = 6; i > 0; i--) {
            int j = random.nextInt(i + 1);
            byte t = into[at + i];
            into[at + i] = into[at + j];
            into[at + j] = t;
        }
    }

    /**
     * The pieces the randomizer can deal at position {@code nextIndex}, given everything before it: for
     * the 7-bag, the pieces of that position's bag not yet dealt before it; for uniform, all seven.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public Set<Piece> possibleAt(int nextIndex) {
        EnumSet<Piece> left = EnumSet.noneOf(Piece.class);
        left.addAll(PieceSet.of(possibleMaskAt(nextIndex)));
        return left;
    }

    /** {@link #possibleAt} as a bit mask (bit {@code piece.ordinal()} per piece); allocates nothing. */
    @Stability(value = Stability.Level.INTERNAL, since = "1.3.0")
    public int possibleMaskAt(int nextIndex) {
        int left = ObservedQueue.ALL;
        int bagStart = nextIndex - nextIndex % 7;
        if (kind == RandomizerKind.SEVEN_BAG && nextIndex > bagStart) {
            piece(nextIndex - 1);
            for (int i = bagStart; i < nextIndex; i++) {
                left &= ~(1 << dealt[i]);
            }
        }
        return left;
    }

    /** The first {@code count} pieces as letters, e.g. "IJLOSTZ...". */
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public String prefix(int count) {
        if (count <= 0) {
            return "";
        }
        piece(count - 1);
        // Array reads only: a replay asks for one long prefix, in a loop the JVM runs once, interpreted.
        byte[] letters = new byte[count];
        for (int i = 0; i < count; i++) {
            letters[i] = LETTERS[dealt[i]];
        }
        return new String(letters, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
