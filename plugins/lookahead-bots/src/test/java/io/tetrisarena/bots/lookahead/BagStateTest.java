package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PieceSequence;
import io.tetrisarena.api.rules.RandomizerKind;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BagStateTest {

    private static BagState dealAll(BagState bag, String letters) {
        for (Piece p : Positions.pieces(letters)) {
            bag = bag.afterDeal(p);
        }
        return bag;
    }

    @Test
    void onlyLCanFollowIOTSZJFromOneBag() {
        BagState bag = dealAll(BagState.fresh(RandomizerKind.SEVEN_BAG), "IOTSZJ");
        assertEquals(Set.of(Piece.L), bag.pieces());
        assertEquals(1, bag.size());
    }

    @Test
    void anEmptiedBagRefillsWithAllSeven() {
        BagState bag = dealAll(BagState.fresh(RandomizerKind.SEVEN_BAG), "IOTSZJL");
        assertEquals(EnumSet.allOf(Piece.class), bag.pieces());
    }

    @Test
    void theStateAnObservationGivesContinuesThroughTheNextBag() {
        BagState bag = BagState.of(EnumSet.of(Piece.T, Piece.Z), RandomizerKind.SEVEN_BAG);
        BagState afterZ = bag.afterDeal(Piece.Z);
        assertEquals(Set.of(Piece.T), afterZ.pieces());
        BagState afterT = afterZ.afterDeal(Piece.T);
        assertEquals(7, afterT.size());
        assertEquals(Set.of(Piece.I, Piece.J, Piece.L, Piece.O, Piece.S, Piece.Z), afterT.afterDeal(Piece.T).pieces());
    }

    @Test
    void aPieceAlreadyDealtFromTheBagCannotBeDealtAgain() {
        BagState bag = dealAll(BagState.fresh(RandomizerKind.SEVEN_BAG), "IO");
        assertFalse(bag.canDeal(Piece.I));
        assertThrows(IllegalArgumentException.class, () -> bag.afterDeal(Piece.O));
    }

    @Test
    void theUniformRandomizerKeepsEveryPiecePossible() {
        BagState bag = dealAll(BagState.fresh(RandomizerKind.UNIFORM), "IOTSZJ");
        assertEquals(7, bag.size());
        assertTrue(bag.canDeal(Piece.I));
    }

    @Test
    void anEmptyObservedSetIsReadAsAFreshBag() {
        assertEquals(7, BagState.of(Set.of(), RandomizerKind.SEVEN_BAG).size());
    }

    @Test
    void trackingAgreesWithTheArenaSequenceOverSeveralBags() {
        PieceSequence sequence = PieceSequence.sevenBag(42);
        BagState bag = BagState.fresh(RandomizerKind.SEVEN_BAG);
        for (int i = 0; i < 30; i++) {
            assertEquals(sequence.possibleAt(i), bag.pieces(), "before piece " + i);
            bag = bag.afterDeal(sequence.piece(i));
        }
    }
}
