package io.tetrisarena.arena.event;

import io.tetrisarena.kernel.internal.SplitMix64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SeedSetTest {
    @Test
    void standardSetsAreTheFirstOutputsOfTheirSaltedGenerator() {
        for (SeedSet.Standard standard : SeedSet.Standard.values()) {
            SeedSet set = SeedSet.load(standard.setName);
            assertEquals(standard.size, set.size());
            SplitMix64 random = new SplitMix64(standard.salt);
            for (int i = 0; i < set.size(); i++) {
                assertEquals(random.nextLong(), set.seed(i));
            }
            assertEquals(standard.generate(), set);
        }
    }

    @Test
    void standardSetsAreDisjoint() {
        Set<Long> all = new HashSet<>();
        int total = 0;
        for (SeedSet.Standard standard : SeedSet.Standard.values()) {
            all.addAll(SeedSet.load(standard.setName).seeds());
            total += standard.size;
        }
        assertEquals(total, all.size());
    }

    @Test
    void theFileFormatRoundTrips() {
        SeedSet quick = SeedSet.Standard.QUICK.generate();
        assertEquals(quick, SeedSet.parse(quick.toJson(), "text"));
    }

    @Test
    void aChangedSeedFailsTheChecksum() {
        SeedSet quick = SeedSet.Standard.QUICK.generate();
        String tampered = quick.toJson().replace(String.valueOf(quick.seed(2)), String.valueOf(quick.seed(2) + 1));
        InputFileException e = assertThrows(InputFileException.class, () -> SeedSet.parse(tampered, "q.json"));
        assertTrue(e.getMessage().startsWith("seed set quick: checksum mismatch (file altered or mistyped?)"),
                e.getMessage());
    }

    @Test
    void anotherGeneratorIsRefused() {
        String other = SeedSet.Standard.QUICK.generate().toJson().replace("splitmix64-7bag-v1", "mt19937");
        InputFileException e = assertThrows(InputFileException.class, () -> SeedSet.parse(other, "q.json"));
        assertTrue(e.getMessage().contains("generator 'mt19937' is not supported"), e.getMessage());
    }

    @Test
    void eachStandardSetIsPinnedToTheChecksumItsGeneratorGives() {
        for (SeedSet.Standard standard : SeedSet.Standard.values()) {
            assertEquals(standard.generate().checksum(), standard.checksum, standard.setName);
        }
    }

    @Test
    void theStandardSeedsUnderAMistypedChecksumAreStillRefused() {
        SeedSet official = SeedSet.Standard.OFFICIAL.generate();
        String wrong = "0".repeat(64);
        String text = official.toJson().replace(official.checksum(), wrong);
        InputFileException e = assertThrows(InputFileException.class, () -> SeedSet.parse(text, "o.json"));
        assertEquals("seed set official: checksum mismatch (file altered or mistyped?) in o.json: the file says "
                + wrong + ", its seeds give " + SeedSet.Standard.OFFICIAL.checksum, e.getMessage());
        assertEquals(official, SeedSet.parse(official.toJson(), "o.json"));
    }

    @Test
    void anEditedOfficialSetWithAMatchingChecksumIsRefusedByName() {
        SeedSet official = SeedSet.Standard.OFFICIAL.generate();
        java.util.List<Long> seeds = new java.util.ArrayList<>(official.seeds());
        seeds.set(0, 12345L);
        SeedSet forged = new SeedSet("official", official.description(), seeds, SeedSet.checksumOf(seeds));
        InputFileException e = assertThrows(InputFileException.class, () -> SeedSet.parse(forged.toJson(), "o.json"));
        assertTrue(e.getMessage().startsWith("seed set official (o.json): these are not the standard official seeds"),
                e.getMessage());
        SeedSet renamed = new SeedSet("my-set", official.description(), seeds, SeedSet.checksumOf(seeds));
        assertEquals(renamed, SeedSet.parse(renamed.toJson(), "m.json"));
    }
}
