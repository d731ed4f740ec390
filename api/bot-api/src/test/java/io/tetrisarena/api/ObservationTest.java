package io.tetrisarena.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.StraightDropMoveGenerator;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ObservationTest {
    private static final Board BOARD = Board.parse(
            "#.........",
            "##.####.##");

    private static Observation observe(Board board, Set<Piece> bag, List<Placement> placements) {
        return ObservationBuilder.of(Rules.classic()).board(board).queue("T").bagRemaining(bag)
                .placements(placements, List.of()).build();
    }

    private static PlacementList placementsOf(Board board, Piece piece) {
        PlacementList list = new PlacementList();
        new StraightDropMoveGenerator().generate(board, piece, list);
        return list;
    }

    @Test
    void copiesTheBoardIntoABoardTheBotKeepsWhateverThatBoardHeldBefore() {
        Observation observation = observe(BOARD, EnumSet.allOf(Piece.class), List.of());
        Board mine = Board.parse(
                "##########",
                "#.#.#.#.#.",
                "##########",
                "..........",
                "#########.");
        observation.copyBoardTo(mine);
        assertEquals(BOARD, mine);
        assertEquals(BOARD.stackHeight(), mine.stackHeight());
        mine.fill(5, 10);
        assertEquals(BOARD, observation.board(), "the observation's own board is unchanged");
    }

    @Test
    void refusesToCopyTheBoardIntoABoardOfAnotherSize() {
        Observation observation = observe(BOARD, EnumSet.allOf(Piece.class), List.of());
        assertThrows(IllegalArgumentException.class, () -> observation.copyBoardTo(new Board(10, 22)));
    }

    @Test
    void keepsAPlacementSnapshotAsItIsAndCopiesAnyOtherList() {
        List<Placement> snapshot = placementsOf(BOARD, Piece.T).toList();
        assertSame(snapshot, observe(BOARD, Set.of(), snapshot).placements());

        List<Placement> mutable = new ArrayList<>(snapshot);
        Observation observation = observe(BOARD, Set.of(), mutable);
        mutable.clear();
        assertEquals(snapshot, observation.placements());
        assertNotSame(mutable, observation.placements());
    }

    @Test
    void showsTheBagAsAnUnmodifiableSetEqualToTheOneGiven() {
        EnumSet<Piece> bag = EnumSet.of(Piece.I, Piece.S, Piece.Z);
        Observation observation = observe(BOARD, bag, List.of());
        bag.add(Piece.O);
        assertEquals(EnumSet.of(Piece.I, Piece.S, Piece.Z), observation.bagRemaining());
        assertThrows(UnsupportedOperationException.class, () -> observation.bagRemaining().add(Piece.T));
        assertTrue(observe(BOARD, Set.of(), List.of()).bagRemaining().isEmpty());
    }
}
