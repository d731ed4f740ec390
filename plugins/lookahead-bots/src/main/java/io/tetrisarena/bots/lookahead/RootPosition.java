package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import java.util.List;

/**
 * A decision's starting point, read from an observation into the form the searches use: the board, the
 * known pieces (current first, then the preview) as ordinals, the held piece, the bag after the preview,
 * the scoring state, and the root moves as two placement lists: option 0 plays the current piece, option
 * 1 goes through hold.
 */
final class RootPosition {
    /** The option that plays the current piece. */
    static final int PLAY = 0;
    /** The option that goes through hold. */
    static final int HOLD = 1;

    final Board board;
    final int[] known;
    final int hold;
    final int bagMask;
    final boolean sevenBag;
    final int combo;
    final boolean backToBack;
    final boolean holdAllowed;
    /** Index of the next unplayed known piece after each root option. */
    final int[] nextIndex = new int[2];
    /** The held piece after each root option (-1 = empty). */
    final int[] nextHold = new int[2];
    final PlacementList[] lists = {new PlacementList(), new PlacementList()};
    private final List<Placement> play;
    private final List<Placement> viaHold;

    RootPosition(Observation observation) {
        this.board = observation.board();
        List<Piece> preview = observation.preview();
        this.known = new int[1 + preview.size()];
        known[0] = observation.current().ordinal();
        for (int i = 0; i < preview.size(); i++) {
            known[i + 1] = preview.get(i).ordinal();
        }
        this.hold = observation.hold().map(Piece::ordinal).orElse(-1);
        BagState bag = BagState.of(observation.bagRemaining(), observation.rules().randomizer());
        this.bagMask = bag.mask();
        this.sevenBag = bag.sevenBag();
        this.combo = observation.combo();
        this.backToBack = observation.backToBack();
        this.holdAllowed = observation.rules().hold();
        this.play = observation.placements();
        this.viaHold = observation.holdPlacements();
        for (Placement p : play) {
            lists[PLAY].add(p);
        }
        for (Placement p : viaHold) {
            lists[HOLD].add(p);
        }
        nextIndex[PLAY] = 1;
        nextHold[PLAY] = hold;
        nextIndex[HOLD] = hold >= 0 ? 1 : 2;
        nextHold[HOLD] = known[0];
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
