package io.tetrisarena.arena.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The arena formats its numbers with {@link Locale#US} because {@link java.util.Formatter} then needs no
 * locale data; the files and lines it writes must read as they would under {@link Locale#ROOT}.
 */
class NumberLocaleTest {
    private static final List<String> DOUBLE_FORMATS = List.of("%.0f", "%.1f", "%.2f", "%.3f", "%.4f", "%+.1f",
            "%+.2f", "%9.1f", "%9.2f", "%8.2f", "%.1f%%", "%,.0f", "%.3g", "%e");
    private static final List<String> LONG_FORMATS = List.of("%d", "%,d", "%02d", "%02x", "%9d", "%+d");

    @Test
    void formatsEveryNumberAsTheRootLocaleDoes() {
        SplittableRandom random = new SplittableRandom(20261129);
        List<Double> doubles = new ArrayList<>(List.of(0.0, -0.0, 0.05, -0.05, 0.25, 0.125, 0.0005, 999.95,
                1e15, -1e15, 123456789.5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.MIN_VALUE, Double.MAX_VALUE));
        for (int i = 0; i < 4_000; i++) {
            doubles.add((random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-4, 13)));
        }
        for (double v : doubles) {
            for (String format : DOUBLE_FORMATS) {
                assertEquals(String.format(Locale.ROOT, format, v), String.format(Locale.US, format, v),
                        format + " of " + v);
            }
        }
        List<Long> longs = new ArrayList<>(List.of(0L, -1L, 1_000L, -1_000_000L, Long.MAX_VALUE, Long.MIN_VALUE));
        for (int i = 0; i < 4_000; i++) {
            longs.add(random.nextLong() >> random.nextInt(64));
        }
        for (long v : longs) {
            for (String format : LONG_FORMATS) {
                assertEquals(String.format(Locale.ROOT, format, v), String.format(Locale.US, format, v),
                        format + " of " + v);
            }
        }
    }
}
