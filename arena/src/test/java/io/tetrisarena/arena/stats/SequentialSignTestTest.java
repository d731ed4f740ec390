package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Known answers of the sequential sign test, computed independently (by hand and in Python's math module). */
class SequentialSignTestTest {
    private final SequentialSignTest test = new SequentialSignTest(0.05, 0.05, 0, 50);

    @Test
    void waldsBoundsForFivePercentErrorsAreMinusAndPlusTwoPointNineFour() {
        assertEquals(-2.9444389791664403, test.lowerBound(), 1e-12);
        assertEquals(2.9444389791664403, test.upperBound(), 1e-12);
        SequentialSignTest lopsided = new SequentialSignTest(0.05, 0.1, 0, 50);
        assertEquals(Math.log(0.1 / 0.95), lopsided.lowerBound(), 1e-12);
        assertEquals(2.8903717578961645, lopsided.upperBound(), 1e-12);
    }

    @Test
    void theLogisticCurveMapsEloToWinProbability() {
        assertEquals(0.5, SequentialSignTest.winProbability(0), 0);
        assertEquals(0.5714631174083814, SequentialSignTest.winProbability(50), 1e-12);
        assertEquals(0.6400649998028851, SequentialSignTest.winProbability(100), 1e-12);
        assertEquals(100, SequentialSignTest.elo(0.6400649998028851), 1e-9);
        assertEquals(-100, SequentialSignTest.elo(1 - 0.6400649998028851), 1e-9);
    }

    @Test
    void tenWinsAndThreeLossesGiveTheLikelihoodRatioOfTheTwoBernoulliHypotheses() {
        // 10 ln(0.571463 / 0.5) + 3 ln(0.428537 / 0.5)
        assertEquals(0.8732245915310509, test.llr(10, 3), 1e-12);
        assertEquals(SequentialSignTest.Verdict.CONTINUE, test.verdict(10, 3));
    }

    @Test
    void twentyThreeStraightWinsAcceptH1AndTwentyStraightLossesAcceptH0() {
        assertEquals(SequentialSignTest.Verdict.CONTINUE, test.verdict(22, 0));
        assertEquals(SequentialSignTest.Verdict.H1, test.verdict(23, 0));
        assertEquals(SequentialSignTest.Verdict.CONTINUE, test.verdict(0, 19));
        assertEquals(SequentialSignTest.Verdict.H0, test.verdict(0, 20));
    }

    @Test
    void rejectsHypothesesInTheWrongOrderAndErrorRatesOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> new SequentialSignTest(0.05, 0.05, 10, 10));
        assertThrows(IllegalArgumentException.class, () -> new SequentialSignTest(0, 0.05, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> new SequentialSignTest(0.05, 0.5, 0, 10));
    }
}
