package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.RealMatrix;

/**
 * CMA-ES (covariance matrix adaptation evolution strategy) with the standard default parameters
 * (Hansen's tutorial): weighted recombination of the better half, cumulative step-size adaptation,
 * rank-one and rank-mu covariance updates. Written as ask/tell because Commons Math's
 * {@code CMAESOptimizer} runs its own loop and measures one candidate at a time; Commons Math still
 * supplies the eigendecomposition. Initial spread: a quarter of each dimension's range.
 */
public final class CmaEs extends AskTellOptimizer {

    private final int n;
    private final int lambda;
    private final int mu;
    private final double[] weights;
    private final double mueff;
    private final double cc;
    private final double cs;
    private final double c1;
    private final double cmu;
    private final double damps;
    private final double chiN;
    private final SplittableRandom random;

    private final double[] mean;
    private double sigma;
    private final double[] pc;
    private final double[] ps;
    private double[][] c;
    private double[][] b;
    private double[] d;

    /**
     * @param populationSize candidates per generation (lambda); 0 picks the default 4 + floor(3 ln n)
     */
    public CmaEs(SearchSpace space, int populationSize, long seed) {
        n = space.dimension();
        lambda = populationSize > 0 ? Math.max(populationSize, 4) : 4 + (int) Math.floor(3 * Math.log(n));
        mu = lambda / 2;
        weights = new double[mu];
        double sum = 0;
        for (int i = 0; i < mu; i++) {
            weights[i] = Math.log(mu + 0.5) - Math.log(i + 1);
            sum += weights[i];
        }
        double squares = 0;
        for (int i = 0; i < mu; i++) {
            weights[i] /= sum;
            squares += weights[i] * weights[i];
        }
        mueff = 1 / squares;
        cc = (4 + mueff / n) / (n + 4 + 2 * mueff / n);
        cs = (mueff + 2) / (n + mueff + 5);
        c1 = 2 / ((n + 1.3) * (n + 1.3) + mueff);
        cmu = Math.min(1 - c1, 2 * (mueff - 2 + 1 / mueff) / ((n + 2) * (n + 2) + mueff));
        damps = 1 + 2 * Math.max(0, Math.sqrt((mueff - 1) / (n + 1)) - 1) + cs;
        chiN = Math.sqrt(n) * (1 - 1.0 / (4 * n) + 1.0 / (21.0 * n * n));
        random = new SplittableRandom(seed);

        mean = space.initial();
        double averageWidth = 0;
        for (int i = 0; i < n; i++) {
            averageWidth += space.width(i) / n;
        }
        sigma = averageWidth / 4;
        pc = new double[n];
        ps = new double[n];
        c = new double[n][n];
        b = new double[n][n];
        d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = space.width(i) / averageWidth;
            c[i][i] = d[i] * d[i];
            b[i][i] = 1;
        }
        propose(draw());
    }

    @Override
    protected void advance(List<double[]> samples, double[] fitness) {
        int[] ranked = Ranking.bestFirst(fitness);
        double[] old = mean.clone();
        double[][] steps = new double[mu][n];
        for (int k = 0; k < mu; k++) {
            double[] x = samples.get(ranked[k]);
            for (int i = 0; i < n; i++) {
                steps[k][i] = (x[i] - old[i]) / sigma;
            }
        }
        double[] meanStep = new double[n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < mu; k++) {
                meanStep[i] += weights[k] * steps[k][i];
            }
            mean[i] = old[i] + sigma * meanStep[i];
        }

        double[] whitened = inverseSqrtC(meanStep);
        double psFactor = Math.sqrt(cs * (2 - cs) * mueff);
        double psNorm = 0;
        for (int i = 0; i < n; i++) {
            ps[i] = (1 - cs) * ps[i] + psFactor * whitened[i];
            psNorm += ps[i] * ps[i];
        }
        psNorm = Math.sqrt(psNorm);
        boolean hsig = psNorm / Math.sqrt(1 - Math.pow(1 - cs, 2.0 * (generation() + 1))) / chiN
                < 1.4 + 2.0 / (n + 1);
        double pcFactor = hsig ? Math.sqrt(cc * (2 - cc) * mueff) : 0;
        for (int i = 0; i < n; i++) {
            pc[i] = (1 - cc) * pc[i] + pcFactor * meanStep[i];
        }
        double keep = 1 - c1 - cmu + (hsig ? 0 : c1 * cc * (2 - cc));
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double rankMu = 0;
                for (int k = 0; k < mu; k++) {
                    rankMu += weights[k] * steps[k][i] * steps[k][j];
                }
                double value = keep * c[i][j] + c1 * pc[i] * pc[j] + cmu * rankMu;
                c[i][j] = value;
                c[j][i] = value;
            }
        }
        sigma *= Math.exp((cs / damps) * (psNorm / chiN - 1));
        decompose();
        propose(draw());
    }

    @Override
    public java.util.Optional<double[]> centre() {
        return java.util.Optional.of(mean());
    }

    /** The current mean of the search distribution. */
    public double[] mean() {
        return mean.clone();
    }

    /** The current overall step size. */
    public double sigma() {
        return sigma;
    }

    private List<double[]> draw() {
        List<double[]> drawn = new ArrayList<>(lambda);
        for (int k = 0; k < lambda; k++) {
            double[] scaled = new double[n];
            for (int i = 0; i < n; i++) {
                scaled[i] = d[i] * random.nextGaussian();
            }
            double[] x = new double[n];
            for (int i = 0; i < n; i++) {
                double y = 0;
                for (int j = 0; j < n; j++) {
                    y += b[i][j] * scaled[j];
                }
                x[i] = mean[i] + sigma * y;
            }
            drawn.add(x);
        }
        return drawn;
    }

    /** C^(-1/2) v = B D^-1 B^T v. */
    private double[] inverseSqrtC(double[] v) {
        double[] projected = new double[n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                projected[j] += b[i][j] * v[i];
            }
            projected[j] /= d[j];
        }
        double[] result = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                result[i] += b[i][j] * projected[j];
            }
        }
        return result;
    }

    private void decompose() {
        RealMatrix matrix = new Array2DRowRealMatrix(c, true);
        EigenDecomposition eigen = new EigenDecomposition(matrix);
        double[] values = eigen.getRealEigenvalues();
        double[][] vectors = new double[n][n];
        for (int j = 0; j < n; j++) {
            double[] column = eigen.getEigenvector(j).toArray();
            for (int i = 0; i < n; i++) {
                vectors[i][j] = column[i];
            }
            d[j] = Math.sqrt(Math.max(values[j], 1e-300));
        }
        b = vectors;
    }
}
