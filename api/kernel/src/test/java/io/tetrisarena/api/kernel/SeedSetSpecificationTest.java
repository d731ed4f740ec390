package io.tetrisarena.api.kernel;

import io.tetrisarena.kernel.internal.PieceSequence;
import io.tetrisarena.kernel.internal.SplitMix64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The standard seed sets as seeds/README.md specifies them: first seeds and checksums of the table
 * there, and no seed shared between sets.
 */
class SeedSetSpecificationTest {

    private static Set<Long> seeds(long salt, int count) {
        SplitMix64 random = new SplitMix64(salt);
        Set<Long> seeds = new LinkedHashSet<>();
        for (int i = 0; i < count; i++) {
            seeds.add(random.nextLong());
        }
        assertEquals(count, seeds.size(), "no seed twice");
        return seeds;
    }

    private static String checksum(Set<Long> seeds) throws NoSuchAlgorithmException {
        StringBuilder text = new StringBuilder();
        for (long seed : seeds) {
            text.append(seed).append(' ').append(PieceSequence.sevenBag(seed).prefix(70)).append('\n');
        }
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
        StringBuilder hex = new StringBuilder();
        for (byte b : digest) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
    }

    @Test
    void derivesThePublishedStandardSets() throws NoSuchAlgorithmException {
        Set<Long> official = seeds(0x0FF1C1A1L, 100);
        Set<Long> training = seeds(0x7124141EL, 1000);
        Set<Long> quick = seeds(0x0000C01CL, 5);
        assertEquals(1465076255846902610L, official.iterator().next());
        assertEquals(253666606349997588L, training.iterator().next());
        assertEquals(1091260364646661382L, quick.iterator().next());
        assertEquals("cc726ededd27d9cdf64a8b129372f41397345e6794255a5ca50b3acd989be04f", checksum(official));
        assertEquals("e8d77c219cea8d52bcf1b855169e9596ee58a82a65e337928e5efdeebda2ad21", checksum(training));
        assertEquals("775ab57f0f57e66f39023dc51801fa4ce229aa6879da0bf2aaaa66f0e660c05a", checksum(quick));
    }

    @Test
    void keepsTheStandardSetsDisjoint() {
        Set<Long> all = new HashSet<>();
        all.addAll(seeds(0x0FF1C1A1L, 100));
        all.addAll(seeds(0x7124141EL, 1000));
        all.addAll(seeds(0x0000C01CL, 5));
        assertTrue(all.size() == 1105, "shared seeds: " + (1105 - all.size()));
    }
}
