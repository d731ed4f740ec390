package io.tetrisarena.api.kernel;

import io.tetrisarena.kernel.internal.PieceSequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PieceSetTest {

    @Test
    void everyMaskGivesTheSetOfItsPiecesInPieceOrder() {
        for (int mask = 0; mask < 128; mask++) {
            EnumSet<Piece> expected = EnumSet.noneOf(Piece.class);
            for (Piece piece : Piece.values()) {
                if ((mask >>> piece.ordinal() & 1) != 0) {
                    expected.add(piece);
                }
            }
            Set<Piece> set = PieceSet.of(mask);
            assertEquals(expected, set);
            assertEquals(set, expected);
            assertEquals(expected.hashCode(), set.hashCode());
            assertEquals(new ArrayList<>(expected), new ArrayList<>(set));
            assertEquals(expected.size(), set.size());
            assertEquals(mask, PieceSet.mask(set));
            assertEquals(mask, PieceSet.mask(expected));
            assertSame(set, PieceSet.shared(expected));
            assertSame(set, PieceSet.of(mask));
        }
    }

    @Test
    void theSharedSetsCannotBeChanged() {
        Set<Piece> set = PieceSet.of(0b1010101);
        assertThrows(UnsupportedOperationException.class, () -> set.add(Piece.J));
        assertThrows(UnsupportedOperationException.class, () -> set.remove(Piece.I));
        assertThrows(UnsupportedOperationException.class, () -> set.iterator().remove());
        assertThrows(UnsupportedOperationException.class, set::clear);
        assertEquals(EnumSet.of(Piece.I, Piece.L, Piece.S, Piece.Z), set);
        assertTrue(set.contains(Piece.Z));
        assertFalse(set.contains(Piece.T));
        assertFalse(set.contains("Z"));
    }

    @Test
    void rejectsMasksBeyondTheSevenPieces() {
        assertThrows(IllegalArgumentException.class, () -> PieceSet.of(128));
        assertThrows(IllegalArgumentException.class, () -> PieceSet.of(-1));
    }

    @Test
    void theSevenBagsRemainingPiecesAreTheMaskOfTheSequence() {
        PieceSequence sequence = PieceSequence.sevenBag(99);
        for (int next = 0; next < 30; next++) {
            EnumSet<Piece> left = EnumSet.allOf(Piece.class);
            for (int i = next - next % 7; i < next; i++) {
                left.remove(sequence.piece(i));
            }
            assertEquals(left, sequence.possibleAt(next));
            assertEquals(PieceSet.mask(left), sequence.possibleMaskAt(next));
        }
        assertEquals(List.of(), new ArrayList<>(PieceSet.of(0)));
    }
}
