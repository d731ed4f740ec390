package io.tetrisarena.arena.trainer.optim;

import java.util.ArrayList;
import java.util.List;

/**
 * The Nelder-Mead simplex method (reflection 1, expansion 2, contraction 1/2, shrink 1/2) as ask/tell:
 * a generation measures the starting simplex, one reflected, expanded or contracted point, or the
 * points of a shrink. Commons Math's {@code SimplexOptimizer} runs its own loop one point at a time and
 * cannot be paused for a checkpoint, so the method is written out here. It is deterministic (no seed).
 * The starting simplex is the starting point plus {@code stepFraction} of each range along each axis.
 */
public final class NelderMead extends AskTellOptimizer {

    private enum Phase { START, REFLECT, EXPAND, CONTRACT_OUTSIDE, CONTRACT_INSIDE, SHRINK }

    private final int n;
    private final List<double[]> vertices = new ArrayList<>();
    private double[] vertexFitness;
    private Phase phase = Phase.START;
    private double[] centroid;
    private double[] reflected;
    private double reflectedFitness;

    public NelderMead(SearchSpace space, double stepFraction) {
        if (!(stepFraction > 0)) {
            throw new IllegalArgumentException("the simplex step must be positive");
        }
        n = space.dimension();
        double[] start = space.initial();
        List<double[]> pending = new ArrayList<>();
        pending.add(start.clone());
        for (int i = 0; i < n; i++) {
            double[] vertex = start.clone();
            vertex[i] += stepFraction * space.width(i);
            pending.add(vertex);
        }
        propose(pending);
    }

    @Override
    protected void advance(List<double[]> pending, double[] fitness) {
        switch (phase) {
            case START -> {
                vertices.addAll(pending);
                vertexFitness = fitness.clone();
                reflect();
            }
            case REFLECT -> {
                double f = fitness[0];
                int last = n;
                if (f > vertexFitness[0]) {
                    reflected = pending.get(0);
                    reflectedFitness = f;
                    propose(Phase.EXPAND, along(centroid, reflected, 2));
                } else if (f > vertexFitness[last - 1]) {
                    replaceWorst(pending.get(0), f);
                } else if (f > vertexFitness[last]) {
                    reflected = pending.get(0);
                    reflectedFitness = f;
                    propose(Phase.CONTRACT_OUTSIDE, along(centroid, reflected, 0.5));
                } else {
                    propose(Phase.CONTRACT_INSIDE, along(centroid, vertices.get(last), 0.5));
                }
            }
            case EXPAND -> {
                if (fitness[0] > reflectedFitness) {
                    replaceWorst(pending.get(0), fitness[0]);
                } else {
                    replaceWorst(reflected, reflectedFitness);
                }
            }
            case CONTRACT_OUTSIDE -> {
                if (fitness[0] >= reflectedFitness) {
                    replaceWorst(pending.get(0), fitness[0]);
                } else {
                    shrink();
                }
            }
            case CONTRACT_INSIDE -> {
                if (fitness[0] > vertexFitness[n]) {
                    replaceWorst(pending.get(0), fitness[0]);
                } else {
                    shrink();
                }
            }
            case SHRINK -> {
                for (int i = 1; i <= n; i++) {
                    vertices.set(i, pending.get(i - 1));
                    vertexFitness[i] = fitness[i - 1];
                }
                reflect();
            }
        }
    }

    @Override
    public boolean comparesAcrossGenerations() {
        return true;
    }

    /** The current simplex, best vertex first (empty before the first generation completes). */
    public List<double[]> simplex() {
        return copies(vertices);
    }

    private void replaceWorst(double[] point, double fitness) {
        vertices.set(n, point);
        vertexFitness[n] = fitness;
        reflect();
    }

    /** Sorts the simplex best first, then proposes the worst vertex reflected through the others' centroid. */
    private void reflect() {
        int[] order = Ranking.bestFirst(vertexFitness);
        List<double[]> sorted = new ArrayList<>();
        double[] sortedFitness = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            sorted.add(vertices.get(order[i]));
            sortedFitness[i] = vertexFitness[order[i]];
        }
        vertices.clear();
        vertices.addAll(sorted);
        vertexFitness = sortedFitness;
        centroid = new double[n];
        for (int v = 0; v < n; v++) {
            for (int i = 0; i < n; i++) {
                centroid[i] += vertices.get(v)[i] / n;
            }
        }
        propose(Phase.REFLECT, along(centroid, vertices.get(n), -1));
    }

    private void shrink() {
        double[] top = vertices.get(0);
        List<double[]> points = new ArrayList<>();
        for (int v = 1; v <= n; v++) {
            points.add(along(top, vertices.get(v), 0.5));
        }
        phase = Phase.SHRINK;
        propose(points);
    }

    private void propose(Phase next, double[] point) {
        phase = next;
        propose(List.of(point));
    }

    /** origin + factor * (towards - origin). */
    private static double[] along(double[] origin, double[] towards, double factor) {
        double[] point = new double[origin.length];
        for (int i = 0; i < point.length; i++) {
            point[i] = origin[i] + factor * (towards[i] - origin[i]);
        }
        return point;
    }
}
