package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tetrisarena.kernel.internal.SplitMix64;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.LUDecomposition;
import org.junit.jupiter.api.Test;

class LuDecompositionTest {

    @Test
    void solvesAKnownSystemExactly() {
        double[][] a = {{2, 1, 1}, {4, -6, 0}, {-2, 7, 2}};
        double[] x = LuDecomposition.of(a).solve(new double[] {5, -2, 9});
        assertArrayEquals(new double[] {1, 1, 2}, x, 1e-12);
    }

    @Test
    void invertsAKnownMatrix() {
        double[][] inverse = LuDecomposition.of(new double[][] {{4, 7}, {2, 6}}).inverse();
        assertArrayEquals(new double[] {0.6, -0.7}, inverse[0], 1e-15);
        assertArrayEquals(new double[] {-0.2, 0.4}, inverse[1], 1e-15);
    }

    @Test
    void leavesTheMatrixAndTheRightHandSideUnchanged() {
        double[][] a = {{0, 1}, {1, 0}};
        double[] b = {3, 4};
        LuDecomposition.of(a).solve(b);
        assertArrayEquals(new double[] {0, 1}, a[0]);
        assertArrayEquals(new double[] {3, 4}, b);
    }

    @Test
    void callsAMatrixSingularWhenAPivotVanishes() {
        assertNull(LuDecomposition.of(new double[][] {{1, 2}, {2, 4}}));
        assertNull(LuDecomposition.of(new double[][] {{1e-12, 0}, {0, 1}}));
        assertNotNull(LuDecomposition.of(new double[][] {{1e-10, 0}, {0, 1}}));
    }

    @Test
    void rejectsARowOfTheWrongLength() {
        assertThrows(IllegalArgumentException.class, () -> LuDecomposition.of(new double[][] {{1, 2}, {3}}));
    }

    /**
     * The leaderboard's ratings were computed with Commons Math's LU solver before this class replaced it;
     * every solution and inverse is the same double, so no rating or interval moved.
     */
    @Test
    void givesCommonsMathsSolutionsToTheLastBit() {
        SplitMix64 random = new SplitMix64(2026);
        for (int trial = 0; trial < 2_000; trial++) {
            int m = 1 + (int) ((random.nextLong() >>> 1) % 9);
            double[][] a = new double[m][m];
            double[] b = new double[m];
            boolean information = trial % 2 == 0;
            for (int i = 0; i < m; i++) {
                b[i] = uniform(random) * 10 - 5;
                for (int j = 0; j < m; j++) {
                    a[i][j] = uniform(random) * 20 - 10;
                }
            }
            if (information) {
                // Shaped like BradleyTerry's information matrices: symmetric, diagonally dominant.
                for (int i = 0; i < m; i++) {
                    for (int j = 0; j < i; j++) {
                        a[i][j] = a[j][i] = -Math.abs(a[i][j]) / m;
                    }
                    a[i][i] = Math.abs(a[i][i]) + 1;
                }
            }
            LUDecomposition theirs = new LUDecomposition(new Array2DRowRealMatrix(a));
            LuDecomposition ours = LuDecomposition.of(a);
            DecompositionSolver solver = theirs.getSolver();
            assertEquals(solver.isNonSingular(), ours != null, "singular? trial " + trial);
            if (ours == null) {
                continue;
            }
            assertArrayEquals(solver.solve(new ArrayRealVector(b)).toArray(), ours.solve(b), "trial " + trial);
            double[][] inverse = ours.inverse();
            double[][] expected = solver.getInverse().getData();
            for (int i = 0; i < m; i++) {
                assertArrayEquals(expected[i], inverse[i], "trial " + trial + ", row " + i);
            }
        }
    }

    private static double uniform(SplitMix64 random) {
        return (random.nextLong() >>> 11) / 0x1p53;
    }
}
