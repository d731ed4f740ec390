package io.tetrisarena.api.rules;

import io.tetrisarena.api.Stability;

/** How the piece sequence is drawn from a seed; see seeds/README.md for the exact algorithm. */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum RandomizerKind {
    /** The guideline 7-bag: each run of seven pieces is a shuffled permutation of all seven. */
    SEVEN_BAG,
    /** Each piece drawn independently and uniformly, as in the research literature. */
    UNIFORM
}
