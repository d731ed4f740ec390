package io.tetrisarena.arena.stats;

import java.nio.charset.StandardCharsets;

/**
 * Derives the seed of a randomized statistic from the names it describes (event, bot, opponent), so the same
 * results always give the same intervals, on any machine.
 */
public final class StatSeeds {
    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private StatSeeds() {
    }

    /** FNV-1a (64 bit) over the UTF-8 bytes of the parts, each followed by a zero byte, then mixed once. */
    public static long of(String... parts) {
        long hash = FNV_OFFSET;
        for (String part : parts) {
            for (byte b : part.getBytes(StandardCharsets.UTF_8)) {
                hash = (hash ^ (b & 0xff)) * FNV_PRIME;
            }
            hash *= FNV_PRIME;
        }
        hash = (hash ^ (hash >>> 30)) * 0xBF58476D1CE4E5B9L;
        hash = (hash ^ (hash >>> 27)) * 0x94D049BB133111EBL;
        return hash ^ (hash >>> 31);
    }
}
