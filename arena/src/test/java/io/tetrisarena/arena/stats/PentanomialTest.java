package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PentanomialTest {
    @Test
    void theScoreIntervalCountsEachPairAsOneUnitWithAVirtualWonAndLostPair() {
        // Pairs scoring 2, 1.5, 1 and 0: shares 1, 0.75, 0.5, 0; mean 2.25 / 4 = 0.5625.
        // With the virtual shares 1 and 0: mean 3.25 / 6 = 0.541667; squares 2 * 0.458333^2 + 0.208333^2
        // + 0.041667^2 + 2 * 0.541667^2 = 1.052083; margin 1.959964 * sqrt(1.052083 / 36) = 0.335060;
        // interval 0.206607 .. 0.876726.
        Estimate score = new Pentanomial(1, 0, 1, 1, 1).score();
        assertEquals(0.5625, score.value(), 1e-15);
        assertEquals(3.25 / 6 - 1.959963984540054 * Math.sqrt(1.0520833333333333 / 36), score.low(), 1e-15);
        assertEquals(0.20660718600445938, score.low(), 1e-12);
        assertEquals(0.8767261473288739, score.high(), 1e-12);
    }

    @Test
    void pairsThatAllScoredAlikeDecideOnlyWhenThereAreEnoughOfThem() {
        Estimate three = new Pentanomial(0, 0, 0, 0, 3).score();
        // shares 1, 1, 1 and the virtual 1, 0: mean 0.8, squares 0.8, margin 1.96 * sqrt(0.8 / 25) = 0.350609
        assertEquals(1.0, three.value());
        assertEquals(0.8 - 1.959963984540054 * Math.sqrt(0.032), three.low(), 1e-15);
        assertEquals(1.0, three.high(), "clipped");
        assertEquals(0.44939, three.low(), 1e-5, "three pairs all won: not decided, as a sign test would say");
        Estimate fifty = new Pentanomial(0, 0, 0, 0, 50).score();
        assertEquals(0.94344, fifty.low(), 1e-5, "fifty pairs all won: decided");
    }

    @Test
    void noPairsGiveAnEvenScoreInTheWholeRange() {
        assertEquals(new Estimate(0.5, 0, 1), Pentanomial.NONE.score());
    }

    @Test
    void pairScoresMapToTheirCountAndBackFromTheOtherSide() {
        Pentanomial p = Pentanomial.NONE.plus(0).plus(1.5).plus(1.5).plus(2);
        assertEquals(new Pentanomial(1, 0, 0, 2, 1), p);
        assertEquals(new Pentanomial(1, 2, 0, 0, 1), p.reversed());
        assertEquals("1/0/0/2/1", p.format());
        assertEquals(4, p.pairs());
        assertEquals(1.25, PentanomialSprt.meanPairScore(p.counts()), 1e-15);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Pentanomial.index(0.75));
        assertEquals("a pair scores 0, 0.5, 1, 1.5 or 2, not 0.75", e.getMessage());
    }
}
