package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import java.util.List;

/**
 * A weighted sum of features: score = sum of weight(i) * feature(i). Immutable and thread-safe.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class LinearEvaluator implements Evaluator {
    private final Feature[] features;
    private final double[] weights;

    /** Pairs {@code features.get(i)} with {@code weights[i]}; both are copied. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearEvaluator(List<Feature> features, double[] weights) {
        if (features.size() != weights.length) {
            throw new IllegalArgumentException(features.size() + " features but " + weights.length + " weights");
        }
        this.features = features.toArray(new Feature[0]);
        this.weights = weights.clone();
    }

    /** The evaluator a weights file describes. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static LinearEvaluator of(LinearWeights weights) {
        return new LinearEvaluator(weights.features(), weights.weights());
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double evaluate(PlacementContext context) {
        double score = 0;
        for (int i = 0; i < features.length; i++) {
            score += weights[i] * features[i].value(context);
        }
        return score;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public List<Feature> features() {
        return List.of(features);
    }

    /** The weights, in feature order (a fresh copy). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double[] weights() {
        return weights.clone();
    }
}
