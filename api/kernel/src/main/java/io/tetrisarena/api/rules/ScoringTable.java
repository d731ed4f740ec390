package io.tetrisarena.api.rules;

import io.tetrisarena.api.Stability;

/** Which points a line clear earns; see {@link io.tetrisarena.api.kernel.Scoring}. */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum ScoringTable {
    /** Guideline points at level 1, with T-spins, back-to-back, combos and perfect clears. */
    GUIDELINE,
    /** NES points at level 0: 40, 100, 300, 1200 for 1 to 4 lines; spins earn nothing extra. */
    NES,
    /** No points at all; events that use it rank by lines or pieces. */
    NONE
}
