package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Known answers for the pentanomial GSPRT, computed independently of this code: the constrained maximum
 * likelihood is found by a general optimizer (scipy's SLSQP) rather than by the Lagrange fixed point:
 * <pre>
 * import numpy as np; from scipy.optimize import minimize
 * C = 800/np.log(10); a = np.array([0, .25, .5, .75, 1])
 * def mle(ph, s):   # maximise sum ph ln p subject to sum p = 1 and mean(p) - 0.5 = s * sd(p)
 *     cons = [{'type':'eq','fun':lambda p: p.sum()-1},
 *             {'type':'eq','fun':lambda p: (p@a-0.5) - s*np.sqrt(p@(a-p@a)**2)}]
 *     return minimize(lambda p: -(ph*np.log(p)).sum(), np.full(5,.2), constraints=cons,
 *                     bounds=[(1e-12,1)]*5, method='SLSQP', options={'ftol':1e-15,'maxiter':1000}).x
 * def run(counts, nelo0=0, nelo1=50):
 *     n = np.array(counts, float); N = n.sum(); r = np.where(n == 0, 1e-3, n); ph = r/r.sum()
 *     p0, p1 = mle(ph, np.sqrt(2)*nelo0/C), mle(ph, np.sqrt(2)*nelo1/C)
 *     f = n/N; mu = f@a; sd = np.sqrt(f@(a-mu)**2); nelo = (mu-0.5)/(np.sqrt(2)*sd)*C if sd else 0
 *     half = 1.959963984540054*C/np.sqrt(2*N)
 *     print(N*(ph*np.log(p1/p0)).sum(), nelo, nelo-half, nelo+half)
 * </pre>
 */
class PentanomialSprtTest {
    private static final double LLR_TOLERANCE = 1e-5;

    @Test
    void pinsTheLlrAndTheNormalizedEloOfAMixedSample() {
        long[] counts = {3, 10, 40, 22, 5};
        // run([3, 10, 40, 22, 5]) -> LLR 1.961657, nElo 56.361494 [2.526782, 110.196207]
        assertEquals(1.961657, new PentanomialSprt(0.05, 0.05, 0, 50).llr(counts), LLR_TOLERANCE);
        EloInterval elo = PentanomialSprt.normalizedElo(counts);
        assertEquals(56.361494, elo.elo(), 1e-6);
        assertEquals(2.526782, elo.lower(), 1e-6);
        assertEquals(110.196207, elo.upper(), 1e-6);
        assertEquals("+56.4 (95%: +2.5 .. +110.2)", elo.format());
    }

    @Test
    void pairsOfTwoDrawsLeanTowardsH0AndCentreTheIntervalOnZero() {
        long[] counts = {0, 0, 20, 0, 0};
        // run([0, 0, 20, 0, 0]) -> LLR -0.804819, nElo 0 [-107.669425, 107.669425]
        PentanomialSprt test = new PentanomialSprt(0.05, 0.05, 0, 50);
        assertEquals(-0.804819, test.llr(counts), LLR_TOLERANCE);
        assertEquals(SequentialSignTest.Verdict.CONTINUE, test.verdict(counts));
        EloInterval elo = PentanomialSprt.normalizedElo(counts);
        assertEquals(0, elo.elo(), 1e-9);
        assertEquals(-107.669425, elo.lower(), 1e-6);
        assertEquals(107.669425, elo.upper(), 1e-6);
    }

    @Test
    void twelvePairsWonTwiceOverAreStrongEvidenceButNotYetADecision() {
        long[] counts = {0, 0, 0, 0, 12};
        // run([0, 0, 0, 0, 12]) -> LLR 2.181502
        PentanomialSprt test = new PentanomialSprt(0.05, 0.05, 0, 50);
        assertEquals(2.181502, test.llr(counts), LLR_TOLERANCE);
        assertEquals(SequentialSignTest.Verdict.CONTINUE, test.verdict(counts));
        assertEquals(SequentialSignTest.Verdict.H1, test.verdict(new long[] {0, 0, 0, 0, 40}));
        assertEquals(2.0, PentanomialSprt.meanPairScore(counts));
        // no spread: the pair score is 2 every time, so normalized Elo is infinite
        assertEquals("+inf (95%: +inf .. +inf)", PentanomialSprt.normalizedElo(counts).format());
        // run([0, 0, 0, 0, 17]) -> LLR 3.090748; run([14, 0, 0, 0, 0]) -> LLR -3.113372
        assertEquals(3.090748, test.llr(new long[] {0, 0, 0, 0, 17}), LLR_TOLERANCE);
        assertEquals(-3.113372, test.llr(new long[] {14, 0, 0, 0, 0}), LLR_TOLERANCE);
    }

    @Test
    void honoursOtherHypotheses() {
        // run([5, 12, 30, 14, 4], -10, 30) -> LLR -0.428535, nElo 0 [-59.724251, 59.724251]
        long[] counts = {5, 12, 30, 14, 4};
        assertEquals(-0.428535, new PentanomialSprt(0.05, 0.05, -10, 30).llr(counts), LLR_TOLERANCE);
        assertEquals(-59.724251, PentanomialSprt.normalizedElo(counts).lower(), 1e-6);
        assertEquals(0, new PentanomialSprt(0.05, 0.05, 0, 50).llr(new long[5]));
    }
}
