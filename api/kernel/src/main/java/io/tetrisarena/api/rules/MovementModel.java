package io.tetrisarena.api.rules;

import io.tetrisarena.api.Stability;

/** How a piece may move from spawn to its final placement. */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public enum MovementModel {
    /** Guideline movement: shifts, rotations with SRS wall kicks, and soft drops, with no gravity. */
    SRS,
    /** The Tetris-AI literature's model: rotate and shift above the stack, then drop straight down. */
    STRAIGHT_DROP
}
