package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlacementResult;
import io.tetrisarena.api.kernel.SrsMoveGenerator;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link PlacementContext} builds its cleared board and new-cell marks lazily and reuses its scratch
 * between calls; this pins it to {@link Board#apply} and to new cells worked out from scratch, over seeded
 * random stacks, board sizes and chains, reading the results in a random order each time.
 */
class PlacementContextRandomChainsTest {
    private static final int[][] SIZES = {{10, 40}, {10, 22}, {6, 12}};
    /** Features of the new cells or lines of a whole chain, which a single placement cannot repeat. */
    private static final Set<Feature> CHAIN_FEATURES = EnumSet.of(Feature.ROWS_CLEARED, Feature.TOUCHING_EDGES,
            Feature.WALL_EDGES, Feature.FLOOR_EDGES);

    @Test
    void lazyContextsAgreeWithPlacingFromScratchAlongRandomChains() {
        SplittableRandom random = new SplittableRandom(20261122L);
        PlacementContext[] contexts = {new PlacementContext(), new PlacementContext(), new PlacementContext()};
        int checked = 0;
        int withClears = 0;
        for (int trial = 0; trial < 1700; trial++) {
            int[] size = SIZES[random.nextInt(SIZES.length)];
            Board board = randomStack(random, size[0], size[1], false);
            SrsMoveGenerator generator = new SrsMoveGenerator(rulesFor(size));
            int first = random.nextInt(contexts.length);
            PlacementContext previous = null;
            Board expectedStart = board;
            int[] expectedMarks = new int[board.height()];
            int chainLines = 0;
            int chainPeak = 0;
            for (int link = 0; link < 3; link++) {
                Piece piece = Piece.ofOrdinal(random.nextInt(7));
                PlacementList placements = new PlacementList();
                if (generator.generate(expectedStart, piece, placements) == 0) {
                    break;
                }
                Placement placement = placements.get(random.nextInt(placements.size()));
                PlacementContext context = contexts[(first + link) % contexts.length];
                boolean placed = previous == null ? context.place(expectedStart, placement)
                        : context.placeAfter(previous, placement);
                assertTrue(placed, placement::toString);

                PlacementResult expected = expectedStart.apply(placement);
                int[] lockedMarks = expectedMarks.clone();
                for (int i = 0; i < 4; i++) {
                    lockedMarks[placement.cellY(i)] |= 1 << placement.cellX(i);
                }
                expectedMarks = withoutFullRows(expected.lockedBoard(), lockedMarks);
                chainLines += expected.linesCleared();
                chainPeak = Math.max(chainPeak, expected.board().stackHeight());
                withClears += expected.linesCleared() > 0 ? 1 : 0;

                Board start = expectedStart;
                int[] marks = expectedMarks;
                int lines = chainLines;
                int peak = chainPeak;
                Runnable[] reads = {
                    () -> assertEquals(expected.lockedBoard(), context.lockedBoard(), "locked board"),
                    () -> assertEquals(expected.board(), context.clearedBoard(), "cleared board"),
                    () -> assertEquals(expected.linesCleared(), context.linesCleared(), "lines"),
                    () -> assertEquals(expected.erodedPieceCells(), context.erodedPieceCells(), "eroded cells"),
                    () -> assertEquals(expected.landingHeight(), context.landingHeight(), "landing height"),
                    () -> assertEquals(lines, context.chainLinesCleared(), "chain lines"),
                    () -> assertEquals(peak, context.peakHeight(), "peak height"),
                    () -> {
                        for (int row = 0; row < start.height(); row++) {
                            assertEquals(marks[row], context.newCells(row), "new cells of row " + row);
                        }
                    },
                    () -> {
                        for (int i = 0; i < 4; i++) {
                            assertEquals(placement.cellX(i), context.cellX(i));
                            assertEquals(placement.cellY(i), context.cellY(i));
                        }
                    },
                    () -> assertEquals(BoardFeatures.of(expected.board()).holes(), context.after().holes(), "holes"),
                    () -> assertEquals(BoardFeatures.of(expected.lockedBoard()).rowTransitions(),
                            context.before().rowTransitions(), "row transitions before clearing"),
                };
                if (random.nextInt(3) == 0) {
                    PlacementContext scratch = new PlacementContext();
                    assertTrue(scratch.place(start, placement));
                    assertSameFeatures(scratch, context, random);
                }
                // Each read must be right whichever lazily built part it happens to trigger first.
                for (int i = reads.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    Runnable swap = reads[i];
                    reads[i] = reads[j];
                    reads[j] = swap;
                }
                int count = 1 + random.nextInt(reads.length);
                for (int i = 0; i < count; i++) {
                    reads[i].run();
                }
                checked++;
                previous = context;
                expectedStart = expected.board();
            }
            assertEquals(board, board.copy(), "the start board is unchanged");
        }
        assertTrue(checked > 3000, "placements checked: " + checked);
        assertTrue(withClears > 100, "placements that cleared rows: " + withClears);
    }

    @Test
    void featuresFromHeightsAndFullRowsCarriedFromTheStartBoardEqualFeaturesMeasuredFromScratch() {
        SplittableRandom random = new SplittableRandom(20261123L);
        PlacementContext first = new PlacementContext();
        PlacementContext second = new PlacementContext();
        PlacementContext scratch = new PlacementContext();
        int[] startHeights = new int[Board.MAX_WIDTH];
        PlacementList placements = new PlacementList();
        PlacementList followers = new PlacementList();
        int checked = 0;
        for (int trial = 0; trial < 400; trial++) {
            int[] size = SIZES[random.nextInt(SIZES.length)];
            Board start = randomStack(random, size[0], size[1], true);
            SrsMoveGenerator generator = new SrsMoveGenerator(rulesFor(size));
            generator.generate(start, Piece.ofOrdinal(random.nextInt(7)), placements);
            start.columnHeights(startHeights);
            for (int i = 0; i < placements.size(); i++) {
                assertTrue(first.place(start, startHeights, start.fullRowCount(), placements.piece(i),
                        placements.rotation(i), placements.x(i), placements.y(i)));
                assertTrue(scratch.place(start, placements, i));
                assertSameFeatures(scratch, first, random);
                checked++;
                if (random.nextInt(4) != 0) {
                    continue;
                }
                // A second piece on the board before clearing, as Lee's two-piece search places it.
                Board locked = first.lockedBoard();
                generator.generate(locked, Piece.ofOrdinal(random.nextInt(7)), followers);
                for (int j = 0; j < followers.size(); j++) {
                    second.placeFitting(locked, first.before().heights(), first.linesCleared(),
                            followers.piece(j), followers.rotation(j), followers.x(j), followers.y(j));
                    assertTrue(scratch.place(locked.copy(), followers, j));
                    assertSameFeatures(scratch, second, random);
                    checked++;
                }
            }
        }
        assertTrue(checked > 20000, "placements checked: " + checked);
    }

    /** Every feature but those of the chain's own cells, read in a random order. */
    private static void assertSameFeatures(PlacementContext expected, PlacementContext actual,
                                           SplittableRandom random) {
        Feature[] features = Feature.values();
        for (int i = features.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Feature swap = features[i];
            features[i] = features[j];
            features[j] = swap;
        }
        for (Feature feature : features) {
            if (!CHAIN_FEATURES.contains(feature)) {
                assertEquals(feature.value(expected), feature.value(actual),
                        () -> feature.id() + " of\n" + actual.lockedBoard());
            }
        }
    }

    private static Rules rulesFor(int[] size) {
        Rules g = Rules.guideline();
        return new Rules("test", size[0], size[1], size[1] - 2, 0, false, g.movement(), false, g.scoring(),
                g.randomizer(), g.topOut(), 0, g.garbage(), 0);
    }

    private static int[] withoutFullRows(Board locked, int[] lockedMarks) {
        int[] out = new int[locked.height()];
        int write = 0;
        for (int y = 0; y < locked.height(); y++) {
            if (locked.row(y) != locked.fullRowMask()) {
                out[write++] = lockedMarks[y];
            }
        }
        return out;
    }

    /**
     * A ragged stack with holes, its rows often one or two cells short of full so pieces clear them, and
     * with {@code fullRows} some rows already full (as on a board searched before clearing).
     */
    static Board randomStack(SplittableRandom random, int width, int height, boolean fullRows) {
        Board board = new Board(width, height);
        int rows = random.nextInt(0, Math.min(12, height - 6));
        for (int y = 0; y < rows; y++) {
            int gaps = random.nextInt(fullRows ? 0 : 1, 4);
            int row = board.fullRowMask();
            for (int g = 0; g < gaps; g++) {
                row &= ~(1 << random.nextInt(width));
            }
            board.setRow(y, row);
        }
        return board;
    }
}
