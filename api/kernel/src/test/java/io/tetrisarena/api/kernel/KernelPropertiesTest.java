package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.TreeSet;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Invariants of the kernel on seeded random boards: the move generators agree exactly with the
 * independent {@link ReferenceMoveGenerator} (every listed placement is reachable, none is missing, spins
 * included), placing and clearing conserves cells, and placements survive canonical form and packing.
 */
class KernelPropertiesTest {
    private static final Rules GUIDELINE = Rules.guideline();
    private static final Rules HALF_TURNS = new Rules("half turns", 10, 40, 20, 5, true, MovementModel.SRS, true,
            ScoringTable.GUIDELINE, RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, GarbageSchedule.NONE, 0);

    private final SrsMoveGenerator srs = new SrsMoveGenerator(GUIDELINE);
    private final SrsMoveGenerator srsWithHalfTurns = new SrsMoveGenerator(HALF_TURNS);
    private final StraightDropMoveGenerator straightDrop = new StraightDropMoveGenerator();
    private final PlacementList out = new PlacementList();

    @Provide
    Arbitrary<Board> boards() {
        // Mostly low and middling stacks; one board in five reaches up to the spawn rows.
        return Arbitraries.longs().flatMap(seed -> Arbitraries.of(6, 12, 16, 16, 23)
                .map(height -> RandomBoards.standard(seed, height)));
    }

    @Property(tries = 200, seed = "20261121")
    void srsListsExactlyTheReferencePlacements(@ForAll("boards") Board board) {
        ReferenceMoveGenerator reference = ReferenceMoveGenerator.standard();
        assertSameAsReference(board, srs, piece -> reference.srs(board, piece));
    }

    @Property(tries = 60, seed = "20261122")
    void srsWithHalfTurnsListsExactlyTheReferencePlacements(@ForAll("boards") Board board) {
        ReferenceMoveGenerator reference = new ReferenceMoveGenerator(4, 19, true);
        assertSameAsReference(board, srsWithHalfTurns, piece -> reference.srs(board, piece));
    }

    @Property(tries = 200, seed = "20261123")
    void straightDropListsExactlyTheReferencePlacements(@ForAll("boards") Board board) {
        ReferenceMoveGenerator reference = ReferenceMoveGenerator.standard();
        assertSameAsReference(board, straightDrop, piece -> reference.straightDrop(board, piece));
    }

    @Property(tries = 200, seed = "20261126")
    void straightDropListsPlacementsInPackedOrder(@ForAll("boards") Board board) {
        // Bots break ties by list order, so the order is part of what a game replays.
        for (Piece piece : Piece.values()) {
            straightDrop.generate(board, piece, out);
            for (int i = 1; i < out.size(); i++) {
                assertTrue(out.packed(i - 1) < out.packed(i), piece + " at " + i + " on\n" + board);
            }
        }
    }

    @Property(tries = 60, seed = "20261125")
    void srsListsExactlyTheReferencePlacementsOnNarrowAndWideFields(@ForAll("fieldSizes") int[] size,
                                                                   @ForAll long seed) {
        int width = size[0];
        int visible = size[1];
        int height = size[2];
        Rules rules = new Rules("sized", width, height, visible, 0, false, MovementModel.SRS, false,
                ScoringTable.GUIDELINE, RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, GarbageSchedule.NONE, 0);
        Board board = RandomBoards.of(seed, width, height, visible - 2);
        ReferenceMoveGenerator reference = new ReferenceMoveGenerator(rules.spawnX(), rules.spawnY(), false);
        assertSameAsReference(board, new SrsMoveGenerator(rules), piece -> reference.srs(board, piece));
        assertSameAsReference(board, straightDrop, piece -> reference.straightDrop(board, piece));
    }

    @Provide
    Arbitrary<int[]> fieldSizes() {
        // {width, visible height, height}: narrow, wide, tall, and fields with only two hidden rows.
        return Arbitraries.of(new int[] {4, 8, 12}, new int[] {6, 12, 14}, new int[] {9, 20, 24},
                new int[] {16, 20, 40}, new int[] {16, 30, 32}, new int[] {12, 50, 54}, new int[] {10, 20, 22});
    }

    private void assertSameAsReference(Board board, MoveGenerator generator,
                                       Function<Piece, TreeSet<String>> reference) {
        for (Piece piece : Piece.values()) {
            generator.generate(board, piece, out);
            TreeSet<String> expected = reference.apply(piece);
            assertEquals(expected, keys(out), piece + " on\n" + board);
            assertEquals(expected.size(), out.size(), "each placement once");
        }
    }

    @Property(tries = 200, seed = "20261124")
    void placingAndClearingKeepsEveryCellNotInAClearedRow(@ForAll("boards") Board board,
                                                           @ForAll @IntRange(min = 0, max = 6) int pieceIndex,
                                                           @ForAll @IntRange(min = 0, max = 999) int choice) {
        Piece piece = Piece.ofOrdinal(pieceIndex);
        if (srs.generate(board, piece, out) == 0) {
            return;
        }
        Placement placement = out.get(choice % out.size());
        int before = board.filledCells();
        PlacementResult result = board.apply(placement);
        Board mutable = board.copy();
        int lines = mutable.placeAndClear(placement);
        assertEquals(before + 4 - board.width() * lines, mutable.filledCells());
        assertEquals(result.linesCleared(), lines);
        assertEquals(result.board(), mutable);
        assertEquals(before + 4, result.lockedBoard().filledCells());
        assertEquals(0, mutable.fullRowCount());
        assertEquals(lines > 0 && mutable.isEmpty(), result.perfectClear());
    }

    @Property(tries = 200)
    void canonicalFormIsIdempotentAndKeepsTheCells(@ForAll @IntRange(min = 0, max = 6) int pieceIndex,
                                                  @ForAll @IntRange(min = 0, max = 3) int rotation,
                                                  @ForAll @IntRange(min = -2, max = 20) int x,
                                                  @ForAll @IntRange(min = -2, max = 100) int y,
                                                  @ForAll Spin spin) {
        Placement p = new Placement(Piece.ofOrdinal(pieceIndex), Rotation.ofQuarterTurns(rotation), x, y, spin);
        Placement canonical = p.canonical();
        assertEquals(canonical, canonical.canonical());
        assertEquals(ReferenceMoveGenerator.cellKey(p), ReferenceMoveGenerator.cellKey(canonical));
        assertEquals(p.piece(), canonical.piece());
        assertEquals(p.spin(), canonical.spin());
        assertTrue(canonical.rotation().ordinal() <= p.rotation().ordinal());
    }

    @Property(tries = 200)
    void packingRoundTrips(@ForAll @IntRange(min = 0, max = 6) int pieceIndex,
                           @ForAll @IntRange(min = 0, max = 3) int rotation,
                           @ForAll @IntRange(min = -8, max = 23) int x,
                           @ForAll @IntRange(min = -8, max = 119) int y,
                           @ForAll Spin spin) {
        Placement p = new Placement(Piece.ofOrdinal(pieceIndex), Rotation.ofQuarterTurns(rotation), x, y, spin);
        assertEquals(p, Placement.unpack(p.packed()));
        assertEquals(p, Placement.parse(p.toString()));
        PlacementList list = new PlacementList(1);
        list.add(p);
        assertEquals(p.piece(), list.piece(0));
        assertEquals(p.rotation(), list.rotation(0));
        assertEquals(p.x(), list.x(0));
        assertEquals(p.y(), list.y(0));
        assertEquals(p.spin(), list.spin(0));
    }

    private static TreeSet<String> keys(PlacementList list) {
        TreeSet<String> keys = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            keys.add(ReferenceMoveGenerator.key(list.get(i)));
        }
        return keys;
    }
}
