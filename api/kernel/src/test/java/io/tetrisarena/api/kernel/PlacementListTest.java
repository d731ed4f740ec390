package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlacementListTest {

    @Test
    void aSnapshotKeepsThePlacementsOfTheMomentItWasTaken() {
        PlacementList list = new PlacementList();
        new StraightDropMoveGenerator().generate(Board.standard(), Piece.O, list);
        List<Placement> snapshot = list.toList();
        List<Placement> expected = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            expected.add(list.get(i));
        }

        new StraightDropMoveGenerator().generate(Board.parse("#########."), Piece.I, list);

        assertEquals(9, snapshot.size());
        assertEquals(expected, snapshot);
        assertEquals(Placement.of(Piece.O, Rotation.NORTH, 0, 0), snapshot.get(0));
        assertSame(Placement.unpack(snapshot.get(3).packed()), snapshot.get(3), "the shared instance");
    }

    @Test
    void aSnapshotCannotBeChanged() {
        PlacementList list = new PlacementList();
        list.add(Placement.of(Piece.T, Rotation.NORTH, 4, 0));
        List<Placement> snapshot = list.toList();
        assertThrows(UnsupportedOperationException.class, () -> snapshot.add(snapshot.get(0)));
        assertThrows(UnsupportedOperationException.class, () -> snapshot.set(0, snapshot.get(0)));
        assertThrows(UnsupportedOperationException.class, () -> snapshot.remove(0));
        assertThrows(UnsupportedOperationException.class, snapshot::clear);
    }

    @Test
    void onlyListsMadeByToListAreSnapshots() {
        PlacementList list = new PlacementList();
        list.add(Placement.of(Piece.T, Rotation.NORTH, 4, 0));
        assertTrue(PlacementList.isSnapshot(list.toList()));
        assertFalse(PlacementList.isSnapshot(List.of(Placement.of(Piece.T, Rotation.NORTH, 4, 0))));
        assertFalse(PlacementList.isSnapshot(new ArrayList<>(list.toList())));
        assertEquals(List.of(), new PlacementList().toList());
    }

    @Test
    void packedAtReadsTheSamePlacementFromASnapshotAsFromAnyOtherList() {
        PlacementList list = new PlacementList();
        Placement tucked = Placement.of(Piece.T, Rotation.WEST, 0, 1).withSpin(Spin.MINI);
        Placement low = Placement.of(Piece.I, Rotation.NORTH, -1, -2);
        Placement high = Placement.of(Piece.S, Rotation.EAST, 17, 90);
        for (Placement p : List.of(tucked, low, high)) {
            list.add(p);
        }
        List<Placement> snapshot = list.toList();
        List<Placement> plain = new ArrayList<>(snapshot);
        for (int i = 0; i < 3; i++) {
            Placement p = plain.get(i);
            int packed = PlacementList.packedAt(snapshot, i);
            assertEquals(p.packed(), packed);
            assertEquals(packed, PlacementList.packedAt(plain, i));
            assertEquals(new Placement(Piece.values()[Placement.packedPiece(packed)],
                    Rotation.values()[Placement.packedRotation(packed)], Placement.packedX(packed),
                    Placement.packedY(packed), Spin.values()[Placement.packedSpin(packed)]), p);
            assertEquals(4 * p.piece().ordinal() + p.rotation().ordinal(), Placement.packedShape(packed));
        }
        assertEquals(List.of(-1, 17), List.of(Placement.packedX(PlacementList.packedAt(snapshot, 1)),
                Placement.packedX(PlacementList.packedAt(snapshot, 2))));
        assertEquals(List.of(-2, 90), List.of(Placement.packedY(PlacementList.packedAt(snapshot, 1)),
                Placement.packedY(PlacementList.packedAt(snapshot, 2))));
        assertThrows(IndexOutOfBoundsException.class, () -> PlacementList.packedAt(snapshot, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> PlacementList.packedAt(plain, 3));
    }
}
