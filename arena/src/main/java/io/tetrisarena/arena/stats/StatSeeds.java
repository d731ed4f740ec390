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

    /**
     * The seed of a statistic of {@code values} in {@code event}, from their content alone (in their order,
     * each by magnitude): two bots with the same per-seed results get the same interval, whatever their names
     * or their order, and a pair's differences seen from either side resample the same seeds.
     */
    public static long ofValues(String event, double[] values) {
        StringBuilder content = new StringBuilder(values.length * 17);
        for (double v : values) {
            // +0.0 for -0.0, so that a difference of zero seeds alike from either side
            content.append(Long.toHexString(Double.doubleToLongBits(Math.abs(v) + 0.0))).append(',');
        }
        return of(event, content.toString());
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
