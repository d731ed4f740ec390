package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;

/**
 * Chooses a move by searching ahead from an observation. The move is always one of the observation's
 * legal moves, and the search stays inside its share of the observation's time budget. A search keeps
 * scratch state: one instance per player, used by one thread at a time.
 */
interface LookaheadSearch {

    /** The chosen move; the position must have at least one legal move. */
    Move choose(Observation observation);

    /** Node evaluations the last {@link #choose} used. */
    long lastNodes();
}
