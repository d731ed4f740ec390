package io.tetrisarena.arena.stats;

/**
 * The LU decomposition of a small square matrix with partial pivoting (Crout's order: column by column, the
 * upper part of a column before its lower part, the row of the largest lower entry swapped onto the
 * diagonal), and the solutions it gives. The order of every sum is fixed, so a solution is the same double on
 * every JVM. A matrix whose pivot falls below {@value #SINGULAR_BELOW} in magnitude counts as singular.
 *
 * <p>Written for the leaderboard's statistics so that writing a leaderboard loads no linear-algebra library:
 * Commons Math, whose pre-Java-6 class files the JVM can neither share from the class-data archive nor
 * check with the fast verifier, costs a {@code run} about 0.06 s of CPU on first use (docs/performance.md).
 */
final class LuDecomposition {
    /** Pivots smaller than this in magnitude make the matrix singular. */
    static final double SINGULAR_BELOW = 1e-11;

    private final double[][] lu;
    private final int[] pivot;

    private LuDecomposition(double[][] lu, int[] pivot) {
        this.lu = lu;
        this.pivot = pivot;
    }

    /** The decomposition of the square matrix {@code a} (not modified), or null when it is singular. */
    static LuDecomposition of(double[][] a) {
        int m = a.length;
        double[][] lu = new double[m][];
        int[] pivot = new int[m];
        for (int row = 0; row < m; row++) {
            if (a[row].length != m) {
                throw new IllegalArgumentException("not a square matrix: row " + row + " has " + a[row].length
                        + " entries, " + m + " expected");
            }
            lu[row] = a[row].clone();
            pivot[row] = row;
        }
        for (int col = 0; col < m; col++) {
            for (int row = 0; row < col; row++) {
                double[] luRow = lu[row];
                double sum = luRow[col];
                for (int i = 0; i < row; i++) {
                    sum -= luRow[i] * lu[i][col];
                }
                luRow[col] = sum;
            }
            int largestRow = col;
            double largest = Double.NEGATIVE_INFINITY;
            for (int row = col; row < m; row++) {
                double[] luRow = lu[row];
                double sum = luRow[col];
                for (int i = 0; i < col; i++) {
                    sum -= luRow[i] * lu[i][col];
                }
                luRow[col] = sum;
                if (Math.abs(sum) > largest) {
                    largest = Math.abs(sum);
                    largestRow = row;
                }
            }
            if (Math.abs(lu[largestRow][col]) < SINGULAR_BELOW) {
                return null;
            }
            if (largestRow != col) {
                double[] swap = lu[largestRow];
                lu[largestRow] = lu[col];
                lu[col] = swap;
                int index = pivot[largestRow];
                pivot[largestRow] = pivot[col];
                pivot[col] = index;
            }
            double diagonal = lu[col][col];
            for (int row = col + 1; row < m; row++) {
                lu[row][col] /= diagonal;
            }
        }
        return new LuDecomposition(lu, pivot);
    }

    /** The x with {@code a x = b} ({@code b} not modified). */
    double[] solve(double[] b) {
        int m = pivot.length;
        if (b.length != m) {
            throw new IllegalArgumentException("right-hand side of " + b.length + " entries for a " + m + "x" + m
                    + " matrix");
        }
        double[] x = new double[m];
        for (int row = 0; row < m; row++) {
            x[row] = b[pivot[row]];
        }
        substitute(x);
        return x;
    }

    /** The inverse of {@code a}, column by column as {@link #solve} gives it. */
    double[][] inverse() {
        int m = pivot.length;
        double[][] inverse = new double[m][m];
        double[] column = new double[m];
        for (int j = 0; j < m; j++) {
            for (int row = 0; row < m; row++) {
                column[row] = pivot[row] == j ? 1 : 0;
            }
            substitute(column);
            for (int row = 0; row < m; row++) {
                inverse[row][j] = column[row];
            }
        }
        return inverse;
    }

    /** Forward substitution through the unit lower factor, then back substitution through the upper one. */
    private void substitute(double[] x) {
        int m = x.length;
        for (int col = 0; col < m; col++) {
            double value = x[col];
            for (int i = col + 1; i < m; i++) {
                x[i] -= value * lu[i][col];
            }
        }
        for (int col = m - 1; col >= 0; col--) {
            x[col] /= lu[col][col];
            double value = x[col];
            for (int i = 0; i < col; i++) {
                x[i] -= value * lu[i][col];
            }
        }
    }
}
