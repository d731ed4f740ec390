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
}
