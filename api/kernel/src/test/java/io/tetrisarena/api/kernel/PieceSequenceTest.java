package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.kernel.internal.GarbageHoles;
import io.tetrisarena.kernel.internal.PieceSequence;
import io.tetrisarena.kernel.internal.SplitMix64;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The seed test vectors of seeds/README.md, the 7-bag's properties, and a second implementation of the
 * written specification that must deal the same pieces as the kernel.
 */
class PieceSequenceTest {

    @Test
    void dealsThePublishedFirstTwentyOnePiecesOfSeedsZeroOneAndFortyTwo() {
        assertEquals("ZOJTSILOIZTSLJZSITLOJ", PieceSequence.sevenBag(0).prefix(21));
        assertEquals("TZSOIJLJTSLZOILTZOJSI", PieceSequence.sevenBag(1).prefix(21));
        assertEquals("LSZIOJTJSOTIZLISOLTZJ", PieceSequence.sevenBag(42).prefix(21));
    }

    @Test
    void dealsThePublishedUniformPieces() {
        assertEquals("LJLSLLJLJTTSJJLZSZZZT", new PieceSequence(RandomizerKind.UNIFORM, 0).prefix(21));
        assertEquals("LIJITLIOJSJLIZOSZTZJI", new PieceSequence(RandomizerKind.UNIFORM, 1).prefix(21));
    }

    @Test
    void spellsAnyPrefixPieceByPiece() {
        for (RandomizerKind kind : RandomizerKind.values()) {
            PieceSequence sequence = new PieceSequence(kind, 77);
            String prefix = new PieceSequence(kind, 77).prefix(10_000);
            assertEquals(10_000, prefix.length());
            for (int i = 0; i < prefix.length(); i++) {
                assertEquals(sequence.piece(i).name().charAt(0), prefix.charAt(i), kind + " piece " + i);
            }
            assertEquals("", sequence.prefix(0));
            assertEquals(prefix.substring(0, 9), sequence.prefix(9));
        }
    }

    @Test
    void producesThePublishedSplitMix64Outputs() {
        SplitMix64 random = new SplitMix64(0);
        assertEquals(0xE220A8397B1DCDAFL, random.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, random.nextLong());
        assertEquals(0x06C45D188009454FL, random.nextLong());
    }

    @Test
    void drawsThePublishedGarbageHolesForSeedZero() {
        GarbageHoles holes = new GarbageHoles(0, 10);
        StringBuilder drawn = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            drawn.append(holes.nextHole());
        }
        assertEquals("6480301759", drawn.toString());
    }

    @Test
    void keepsTheGarbageStreamApartFromThePieceStream() {
        SplitMix64 pieces = new SplitMix64(7);
        GarbageHoles holes = new GarbageHoles(7, 10);
        SplitMix64 salted = new SplitMix64(7 ^ 0x6A09E667F3BCC909L);
        for (int i = 0; i < 20; i++) {
            long next = salted.nextLong();
            assertEquals((int) Long.remainderUnsigned(next, 10), holes.nextHole());
            assertTrue(next != pieces.nextLong());
        }
    }

    @Test
    void matchesTheWrittenSpecificationOnManySeeds() {
        long[] seeds = {0, 1, 42, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x0FF1C1A1L, 123456789L};
        for (long seed : seeds) {
            // Long enough to cross several of the sequence's dealing chunks.
            assertEquals(specSevenBag(seed, 2_000), PieceSequence.sevenBag(seed).prefix(2_000), "seed " + seed);
            assertEquals(specUniform(seed, 2_000), new PieceSequence(RandomizerKind.UNIFORM, seed).prefix(2_000));
        }
    }

    @Test
    void matchesTheWrittenSpecificationPastItsLargestDealingChunk() {
        // The chunks double from 448 pieces to 57,344, reached after 114,240 pieces; 300,000 cross a few of those.
        for (long seed : new long[] {7, -42}) {
            assertEquals(specSevenBag(seed, 300_000), PieceSequence.sevenBag(seed).prefix(300_000), "seed " + seed);
            assertEquals(specUniform(seed, 300_000), new PieceSequence(RandomizerKind.UNIFORM, seed).prefix(300_000));
        }
    }

    @Test
    void dealsEveryAlignedWindowOfSevenAsAPermutation() {
        for (long seed = 0; seed < 200; seed++) {
            PieceSequence sequence = PieceSequence.sevenBag(seed);
            for (int bag = 0; bag < 20; bag++) {
                EnumSet<Piece> seen = EnumSet.noneOf(Piece.class);
                for (int i = 0; i < 7; i++) {
                    seen.add(sequence.piece(bag * 7 + i));
                }
                assertEquals(EnumSet.allOf(Piece.class), seen, "seed " + seed + " bag " + bag);
            }
        }
    }

    @Test
    void dealsAtMostTwelvePiecesBetweenTwoIs() {
        int longest = 0;
        for (long seed = 0; seed < 200; seed++) {
            String pieces = PieceSequence.sevenBag(seed).prefix(700);
            int last = pieces.indexOf('I');
            assertTrue(last <= 6, "the first bag holds an I");
            for (int i = last + 1; i < pieces.length(); i++) {
                if (pieces.charAt(i) == 'I') {
                    longest = Math.max(longest, i - last - 1);
                    last = i;
                }
            }
        }
        assertTrue(longest <= 12, "longest gap " + longest);
        assertTrue(longest >= 10, "200 seeds come close to the bound, got " + longest);
    }

    @Test
    void dealsRunsOfSAndZOfAtMostFour() {
        int longest = 0;
        for (long seed = 0; seed < 200; seed++) {
            String pieces = PieceSequence.sevenBag(seed).prefix(700);
            int run = 0;
            for (int i = 0; i < pieces.length(); i++) {
                char c = pieces.charAt(i);
                run = c == 'S' || c == 'Z' ? run + 1 : 0;
                longest = Math.max(longest, run);
            }
        }
        assertTrue(longest <= 4, "longest S/Z run " + longest);
    }

    @Test
    void dealsTheSamePieceAtAnIndexWhateverTheOrderOfAsking() {
        PieceSequence forward = PieceSequence.sevenBag(99);
        String first = forward.prefix(300);
        PieceSequence jumping = PieceSequence.sevenBag(99);
        assertEquals(first.charAt(299), jumping.piece(299).name().charAt(0));
        assertEquals(first, jumping.prefix(300));
    }

    @Test
    void knowsOnlyLCanFollowIJOSTZDealtFromOneBag() {
        PieceSequence sequence = findSequenceStartingWith("IOTSZJ");
        assertEquals(Set.of(Piece.L), sequence.possibleAt(6));
        assertEquals(Piece.L, sequence.piece(6));
    }

    @Test
    void knowsEveryPieceCanStartABag() {
        PieceSequence sequence = PieceSequence.sevenBag(5);
        assertEquals(EnumSet.allOf(Piece.class), sequence.possibleAt(0));
        assertEquals(EnumSet.allOf(Piece.class), sequence.possibleAt(7));
        EnumSet<Piece> rest = EnumSet.allOf(Piece.class);
        rest.remove(sequence.piece(7));
        rest.remove(sequence.piece(8));
        assertEquals(rest, sequence.possibleAt(9));
    }

    @Test
    void knowsAUniformRandomizerCanDealAnything() {
        PieceSequence sequence = new PieceSequence(RandomizerKind.UNIFORM, 3);
        assertEquals(EnumSet.allOf(Piece.class), sequence.possibleAt(6));
    }

    private static PieceSequence findSequenceStartingWith(String prefix) {
        for (long seed = 0; ; seed++) {
            PieceSequence s = PieceSequence.sevenBag(seed);
            if (s.prefix(prefix.length()).equals(prefix)) {
                return s;
            }
        }
    }

    // The specification of seeds/README.md, written out again from the text.

    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private static long[] state(long seed) {
        return new long[] {seed};
    }

    private static long next(long[] state) {
        state[0] += GAMMA;
        long z = state[0];
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }

    private static int below(long[] state, int bound) {
        return new java.math.BigInteger(Long.toUnsignedString(next(state)))
                .mod(java.math.BigInteger.valueOf(bound)).intValue();
    }

    private static String specSevenBag(long seed, int count) {
        long[] s = state(seed);
        StringBuilder out = new StringBuilder();
        while (out.length() < count) {
            char[] bag = "IJLOSTZ".toCharArray();
            for (int i = 6; i >= 1; i--) {
                int j = below(s, i + 1);
                char t = bag[i];
                bag[i] = bag[j];
                bag[j] = t;
            }
            out.append(bag);
        }
        return out.substring(0, count);
    }

    private static String specUniform(long seed, int count) {
        long[] s = state(seed);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append("IJLOSTZ".charAt(below(s, 7)));
        }
        return out.toString();
    }
}
