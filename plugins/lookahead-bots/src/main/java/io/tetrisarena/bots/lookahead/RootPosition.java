package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.ObservedState;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import java.util.List;

/**
 * A decision's starting point, read from an observation into the form the searches use: the board, the
 * kernel's {@link PlayState} of the observed position (detached: the searches keep the boards) with its
 * {@link ObservedQueue} (current piece, preview, bag), and the root moves as two placement lists: option 0
 * plays the current piece, option 1 goes through hold.
 */
final class RootPosition {
    /** The option that plays the current piece. */
    static final int PLAY = 0;
    /** The option that goes through hold. */
    static final int HOLD = 1;

    final Board board;
    final ObservedQueue queue = new ObservedQueue();
    final PlayState state;
    final PlacementList[] lists = {new PlacementList(), new PlacementList()};
    private final List<Placement> play;
    private final List<Placement> viaHold;

    RootPosition(Observation observation) {
        this.board = observation.board();
        this.state = ObservedState.detached(observation, queue);
        this.play = observation.placements();
        this.viaHold = observation.holdPlacements();
        for (Placement p : play) {
            lists[PLAY].add(p);
        }
        for (Placement p : viaHold) {
            lists[HOLD].add(p);
        }
    }

    /** Whether the hold option would bring in the very piece it sets aside (nothing to gain). */
    boolean holdSameAsCurrent() {
        return state.held() == state.current();
    }

    /** The move for entry {@code index} of root option {@code option}, as the observation listed it. */
    Move move(int option, int index) {
        return option == PLAY ? Move.place(play.get(index)) : Move.holdThen(viaHold.get(index));
    }

    /** Whether the position has any move at all. */
    boolean hasMoves() {
        return !play.isEmpty() || !viaHold.isEmpty();
    }
}
