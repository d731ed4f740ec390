package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Known answers for the Elo interval of paired outcomes, computed independently:
 * <pre>
 * from math import sqrt, log10
 * def elo(s): return -400*log10(1/s-1)
 * def run(w, d, l):
 *     n = w+d+l; s = (w+d/2)/n; var = (w*(1-s)**2 + d*(0.5-s)**2 + l*s**2)/n
 *     h = 1.959963984540054*sqrt(var/n); print(elo(s), elo(s-h), elo(s+h))
 * </pre>
 */
class EloIntervalTest {
    @Test
    void pinsThePointAndTheIntervalOfWinsTiesAndLosses() {
        // run(26, 8, 3) -> 252.809286 154.914055 407.005106
        EloInterval e = EloInterval.ofOutcomes(26, 8, 3);
        assertEquals(252.809286, e.elo(), 1e-6);
        assertEquals(154.914055, e.lower(), 1e-6);
        assertEquals(407.005106, e.upper(), 1e-6);
        // run(12, 5, 9) -> 40.268065 -80.341419 171.892318
        EloInterval close = EloInterval.ofOutcomes(12, 5, 9);
        assertEquals(40.268065, close.elo(), 1e-6);
        assertEquals(-80.341419, close.lower(), 1e-6);
        assertEquals(171.892318, close.upper(), 1e-6);
        assertEquals("+40.3 (95%: -80.3 .. +171.9)", close.format());
    }

    @Test
    void onlyTiesGiveZeroAndStraightWinsAnInfiniteUpperEnd() {
        assertEquals("+0.0 (95%: +0.0 .. +0.0)", EloInterval.ofOutcomes(0, 40, 0).format());
        assertEquals("+inf (95%: +inf .. +inf)", EloInterval.ofOutcomes(23, 0, 0).format());
        assertEquals("+0.0 (95%: -inf .. +inf)", EloInterval.ofOutcomes(0, 0, 0).format());
    }
}
