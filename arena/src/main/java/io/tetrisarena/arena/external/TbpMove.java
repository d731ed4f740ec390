package io.tetrisarena.arena.external;

import io.tetrisarena.api.kernel.Placement;

/**
 * One move of the Tetris Bot Protocol: where the piece rests (a canonical placement when read) and the arena's
 * {@code hold} extension ({@code hold} null when the move did not say, then the piece type decides).
 */
public record TbpMove(Placement placement, Boolean hold) {
}
