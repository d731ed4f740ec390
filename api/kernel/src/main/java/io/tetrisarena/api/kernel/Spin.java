package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * How a placement was reached, for scoring: {@code NONE}, or a T-spin by the three-corner rule,
 * {@code MINI} or {@code FULL}. Only T pieces spin; see the rules document.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum Spin {
    NONE, MINI, FULL
}
