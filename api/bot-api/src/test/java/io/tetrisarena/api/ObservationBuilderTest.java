package io.tetrisarena.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ObservationBuilderTest {
    @Test
    void showsTheBackToBackChainItWasGivenAndCountsAPlainRunningChainAsOne() {
        Observation chained = ObservationBuilder.of(Rules.guideline()).queue("T").backToBackChain(3).build();
        assertEquals(3, chained.backToBackChain());
        assertTrue(chained.backToBack());
        Observation plain = ObservationBuilder.of(Rules.guideline()).queue("T").progress(0, 0, -1, true).build();
        assertEquals(1, plain.backToBackChain());
        Observation none = ObservationBuilder.of(Rules.guideline()).queue("T").backToBackChain(3)
                .progress(0, 0, -1, false).build();
        assertEquals(0, none.backToBackChain(), "progress without back-to-back ends the chain");
        assertEquals(false, none.backToBack());
        assertThrows(IllegalArgumentException.class, () -> ObservationBuilder.of(Rules.guideline()).backToBackChain(-1));
    }

    @Test
    void buildsTheObservationTheArenaWouldShowForADrawnBoard() {
        Observation o = ObservationBuilder.of(Rules.classic())
                .board("#########.",
                       "#########.")
                .queue("I")
                .build();
        assertEquals(Piece.I, o.current());
        assertEquals(List.of(), o.preview());
        assertEquals(18, o.board().filledCells());
        // straight drop, one placement per rotation state and column: 7 flat + 10 upright
        assertEquals(17, o.placements().size());
        assertTrue(o.placements().stream().anyMatch(p -> p.bottomRow() == 0 && p.cellX(0) == 9 && p.cellX(3) == 9),
                "the upright I in the well is legal");
        assertEquals(List.of(), o.holdPlacements(), "classic has no hold");
        assertTrue(o.hold().isEmpty());
        assertEquals(-1, o.combo());
    }

    @Test
    void listsThePlacementsOfThePieceHoldWouldBringIn() {
        Observation o = ObservationBuilder.of(Rules.guideline()).queue("OT").build();
        assertEquals(List.of(Piece.T), o.preview());
        assertEquals(9, o.placements().size(), "an O on an empty board: nine columns");
        assertTrue(o.holdPlacements().stream().allMatch(p -> p.piece() == Piece.T));
        assertEquals(34, o.holdPlacements().size(), "a T on an empty board: 8 + 9 + 8 + 9");
    }

    @Test
    void refusesToBuildWithoutACurrentPieceOrWithTooLongAPreview() {
        assertThrows(IllegalStateException.class, () -> ObservationBuilder.of(Rules.guideline()).build());
        assertThrows(IllegalArgumentException.class, () -> ObservationBuilder.of(Rules.classic()).queue("TI").build());
    }

    @Test
    void namesTheHeldPieceAndThePieceThroughHoldApart() {
        Observation held = ObservationBuilder.of(Rules.guideline()).queue("OT").hold(Piece.I).build();
        assertEquals(Optional.of(Piece.I), held.hold());
        assertEquals(Optional.of(Piece.I), held.pieceThroughHold());
        Observation empty = ObservationBuilder.of(Rules.guideline()).queue("OT").build();
        assertEquals(Optional.empty(), empty.hold());
        assertEquals(Optional.of(Piece.T), empty.pieceThroughHold(), "an empty slot brings in the next piece");
        Observation noHold = ObservationBuilder.of(Rules.classic()).queue("O").build();
        assertEquals(Optional.empty(), noHold.pieceThroughHold());
    }

    @Test
    @SuppressWarnings("deprecation")
    void theDeprecatedHoldPieceStillAnswersWhatItAlwaysDid() {
        Observation o = ObservationBuilder.of(Rules.guideline()).queue("OT").build();
        assertEquals(Optional.of(Piece.T), o.holdPiece());
    }

    @Test
    void listsTheCurrentPiecesPlacementsFromItsOwnBoardWhenTheyAreFirstRead() {
        Board board = Board.parse(10, 40, "#...##...#", "##.####.##");
        ObservationBuilder builder = ObservationBuilder.of(Rules.classic()).board(board).queue(Piece.T, List.of());
        Observation listedNow = builder.build();
        List<Placement> hold = List.of(new Placement(Piece.O, Rotation.NORTH, 4, 2, Spin.NONE));
        Observation whenRead = builder.placementsWhenRead(hold).build();
        // The board the builder was given changes afterwards, as the host's does after the move.
        board.setRow(0, board.fullRowMask());
        builder.board(board);
        assertEquals(34, listedNow.placements().size());
        assertEquals(listedNow.placements(), whenRead.placements());
        assertTrue(whenRead.placements() == whenRead.placements(), "listed once");
        assertEquals(hold, whenRead.holdPlacements());
        // Handing placements over again ends the on-demand listing.
        List<Placement> only = List.of(new Placement(Piece.T, Rotation.NORTH, 4, 2, Spin.NONE));
        assertEquals(only, builder.placements(only, List.of()).build().placements());
    }

    @Test
    void takesPlacementsTheHostAlreadyGeneratedInsteadOfGeneratingThem() {
        List<Placement> only = List.of(new Placement(Piece.O, Rotation.NORTH, 4, 0, Spin.NONE));
        Observation o = ObservationBuilder.of(Rules.guideline()).queue("OT").placements(only, List.of()).build();
        assertEquals(only, o.placements());
        assertEquals(List.of(), o.holdPlacements());
        assertEquals(Optional.empty(), o.pieceThroughHold());
    }

    @Test
    @SuppressWarnings("deprecation")
    void theDeprecatedConstructorBuildsWhatTheBuilderBuilds() {
        Board board = Board.parse(10, 40, "##.#######", "#.########");
        Observation built = ObservationBuilder.of(Rules.guideline()).board(board).queue("TSZ").hold(Piece.L)
                .bagRemaining(EnumSet.of(Piece.I, Piece.J)).progress(1200, 7, 2, true).piecesPlaced(30)
                .timeBudgetNanos(5_000_000).build();
        Observation old = new Observation(Rules.guideline(), board, Piece.T, Piece.L, List.of(Piece.S, Piece.Z),
                EnumSet.of(Piece.I, Piece.J), 1200, 7, 2, true, 30, 5_000_000, built.placements(),
                built.holdPlacements());
        assertEquals(built.board(), old.board());
        assertEquals(List.of(built.current(), built.hold(), built.preview(), built.bagRemaining(), built.score(),
                built.lines(), built.combo(), built.backToBack(), built.piecesPlaced(), built.timeBudgetNanos(),
                built.placements(), built.holdPlacements()),
                List.of(old.current(), old.hold(), old.preview(), old.bagRemaining(), old.score(), old.lines(),
                        old.combo(), old.backToBack(), old.piecesPlaced(), old.timeBudgetNanos(), old.placements(),
                        old.holdPlacements()));
        assertEquals(Set.of(Piece.I, Piece.J), old.bagRemaining());
        assertEquals(18, old.board().filledCells(), "two rows of nine");
    }

    @Test
    void aBuiltObservationKeepsItsBoardWhenTheBuilderMovesOn() {
        ObservationBuilder builder = ObservationBuilder.of(Rules.classic()).board("#########.").queue("I");
        Observation first = builder.build();
        Observation second = builder.board("##########").build();
        assertEquals(9, first.board().filledCells());
        assertEquals(10, second.board().filledCells());
        assertEquals(17, first.placements().size());
        assertTrue(second.placements().stream().allMatch(p -> p.bottomRow() >= 1),
                "placements generated afresh for the second board");
    }
}
