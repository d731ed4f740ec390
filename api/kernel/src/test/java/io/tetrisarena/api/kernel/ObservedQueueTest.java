package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ObservedQueueTest {

    private static ObservedQueue freshBag(RandomizerKind kind) {
        // One observed piece that opened a bag of which nothing else is known yet.
        return new ObservedQueue().load(Piece.I, List.of(), EnumSet.complementOf(EnumSet.of(Piece.I)), kind);
    }

    private static void dealAll(ObservedQueue queue, String letters) {
        for (char c : letters.toCharArray()) {
            queue.deal(queue.known(), Piece.parse(c));
        }
    }

    @Test
    void onlyLCanFollowIOTSZJFromOneBag() {
        ObservedQueue queue = freshBag(RandomizerKind.SEVEN_BAG);
        dealAll(queue, "OTSZJ");
        assertEquals(Set.of(Piece.L), queue.possibleNextPieces());
    }

    @Test
    void anEmptiedBagRefillsWithAllSeven() {
        ObservedQueue queue = freshBag(RandomizerKind.SEVEN_BAG);
        dealAll(queue, "OTSZJL");
        assertEquals(EnumSet.allOf(Piece.class), queue.possibleNextPieces());
    }

    @Test
    void theStateAnObservationGivesContinuesThroughTheNextBag() {
        ObservedQueue queue = new ObservedQueue().load(Piece.I, List.of(Piece.O), EnumSet.of(Piece.T, Piece.Z),
                RandomizerKind.SEVEN_BAG);
        queue.deal(2, Piece.Z);
        assertEquals(Set.of(Piece.T), queue.possibleNextPieces());
        queue.deal(3, Piece.T);
        assertEquals(7, queue.possibleNextPieces().size());
        queue.deal(4, Piece.T);
        assertEquals(EnumSet.complementOf(EnumSet.of(Piece.T)), queue.possibleNextPieces());
        assertEquals(Piece.T, queue.piece(4));
        assertNull(queue.piece(5));
    }

    @Test
    void aPieceAlreadyDealtFromTheBagCannotBeDealtAgainNorPastTheFirstUnknownPosition() {
        ObservedQueue queue = freshBag(RandomizerKind.SEVEN_BAG);
        dealAll(queue, "O");
        assertThrows(IllegalArgumentException.class, () -> queue.deal(2, Piece.O));
        assertThrows(IllegalArgumentException.class, () -> queue.deal(3, Piece.T));
    }

    @Test
    void forgettingDealtPiecesRestoresTheBagButNeverTheObservedPieces() {
        ObservedQueue queue = new ObservedQueue().load(Piece.I, List.of(Piece.O), Set.of(Piece.T, Piece.Z),
                RandomizerKind.SEVEN_BAG);
        queue.deal(2, Piece.T);
        queue.forget(2);
        assertEquals(Set.of(Piece.T, Piece.Z), queue.possibleNextPieces());
        queue.forget(0);
        assertEquals(2, queue.known());
        assertEquals(Piece.O, queue.piece(1));
    }

    @Test
    void theUniformRandomizerKeepsEveryPiecePossible() {
        ObservedQueue queue = freshBag(RandomizerKind.UNIFORM);
        dealAll(queue, "OTSZJ");
        assertEquals(7, queue.possibleNextPieces().size());
    }

    @Test
    void anEmptyObservedSetIsReadAsAFreshBag() {
        assertEquals(7, new ObservedQueue().load(Piece.I, List.of(), Set.of(), RandomizerKind.SEVEN_BAG)
                .possibleNextPieces().size());
    }

    @Test
    void trackingAgreesWithTheArenaSequenceOverSeveralBags() {
        PieceSequence sequence = PieceSequence.sevenBag(42);
        ObservedQueue queue = new ObservedQueue().load(sequence.piece(0), List.of(), sequence.possibleAt(1),
                RandomizerKind.SEVEN_BAG);
        for (int i = 1; i < 30; i++) {
            assertEquals(sequence.possibleAt(i), queue.possibleNextPieces(), "before piece " + i);
            queue.deal(i, sequence.piece(i));
        }
    }

    @Test
    void piecesTheHostAnnouncesBecomeObservedAndLeaveTheBagUnlessItCouldNotDealThem() {
        ObservedQueue queue = new ObservedQueue().load(List.of(), Set.of(Piece.T, Piece.Z), RandomizerKind.SEVEN_BAG);
        assertNull(queue.piece(0));
        queue.append(Piece.Z);
        assertEquals(Set.of(Piece.T), queue.possibleNextPieces());
        queue.append(Piece.I);
        assertEquals(Set.of(Piece.T), queue.possibleNextPieces());
        queue.forget(0);
        assertEquals(2, queue.known());
        assertEquals(Piece.I, queue.piece(1));
    }
}
