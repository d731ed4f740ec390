package io.tetrisarena.bots.heuristic;

import static io.tetrisarena.bots.heuristic.Decisions.observe;
import static io.tetrisarena.bots.heuristic.Decisions.resultOf;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mzmousa genome under the classic rules (its full values; to four places 0.2257 rows cleared - 0.0868
 * max height^1.5 - 0.6153 aggregate height + 0.1584 relative height - 0.1545 holes - 0.0216 bumpiness),
 * after clearing, and -500 when the next piece could not appear one row below the spawn position.
 */
class MzmousaBotTest {
    private static final MzmousaBot MZMOUSA = new MzmousaBot();
    private static final Rules CLASSIC = Rules.classic();
    private static final double ROWS = 0.22568649650722883;
    private static final double HEIGHT_15 = 0.08679520494876472;
    private static final double AGGREGATE = 0.6152727732730796;
    private static final double RELATIVE = 0.15842464424735841;
    private static final double BUMPINESS = 0.021586109522043928;
    private static final Board TOWERS = Board.parse(String.join("\n", java.util.Collections.nCopies(16, "...#..#...")));

    @Test
    void itFillsTheGapAndScoresTheClearedBoard() {
        // I upright in column 4 clears row 0, leaving heights 0 0 0 0 3 0 ...: one row cleared, max 3,
        // aggregate 3, relative 3, no holes, bumpiness 6. Every other I placement leaves aggregate 13.
        Board gap = Board.parse("####.#####");
        MzmousaBot.SpawnCollisionPenalty genome = (MzmousaBot.SpawnCollisionPenalty) MZMOUSA.evaluator(CLASSIC);
        genome.observe(observe(CLASSIC, gap, Piece.I));
        PlacementContext context = new PlacementContext();
        context.place(gap, Placement.of(Piece.I, Rotation.EAST, 4, 2));
        assertEquals(ROWS - HEIGHT_15 * Math.pow(3, 1.5) - AGGREGATE * 3 + RELATIVE * 3 - BUMPINESS * 6,
                genome.evaluate(context), 1e-12);
        assertEquals(Board.parse("....#.....", "....#.....", "....#....."), resultOf(MZMOUSA, CLASSIC, gap, Piece.I));
    }

    /**
     * Two towers of height 16 in columns 3 and 6 mirror each other, so an I stood on either scores the
     * same by the genome; the one on column 3 reaches row 19. The check one row below the spawn position
     * puts a T on (3..5, 18) and (4, 19), which that I blocks, and an O on (4..5, 18..19), which it does not.
     */
    @Test
    void itAvoidsBlockingTheSpawnOfAPieceThatMayComeNext() {
        assertEquals(6, columnChosen(TOWERS, EnumSet.of(Piece.T)));
        assertEquals(3, columnChosen(TOWERS, EnumSet.of(Piece.O)));
        Placement onColumn3 = Placement.of(Piece.I, Rotation.EAST, 3, 18);
        Placement onColumn6 = Placement.of(Piece.I, Rotation.EAST, 6, 18);
        Rules withPreview = CLASSIC.withPreview(1);
        assertEquals(onColumn6, Decisions.decide(MZMOUSA, observe(withPreview, TOWERS, Piece.I, List.of(Piece.T),
                EnumSet.allOf(Piece.class), List.of(onColumn3, onColumn6))).placement());
    }

    /** The column of the I the bot stands on a tower (column 3 or its mirror image 6), given the bag. */
    private static int columnChosen(Board towers, EnumSet<Piece> mayComeNext) {
        int y = towers.columnHeight(3) + 2;
        List<Placement> both = List.of(Placement.of(Piece.I, Rotation.EAST, 3, y),
                Placement.of(Piece.I, Rotation.EAST, 6, y));
        return Decisions.decide(MZMOUSA, observe(CLASSIC, towers, Piece.I, List.of(), mayComeNext, both))
                .placement().x();
    }

    @Test
    void theSpawnPenaltyIsFiveHundred() {
        Board towers = TOWERS;
        MzmousaBot.SpawnCollisionPenalty genome = (MzmousaBot.SpawnCollisionPenalty) MZMOUSA.evaluator(CLASSIC);
        PlacementContext blocking = new PlacementContext();
        blocking.place(towers, Placement.of(Piece.I, Rotation.EAST, 3, 18));
        genome.observe(observe(CLASSIC, towers, Piece.I, List.of(), EnumSet.of(Piece.O), List.of()));
        double harmless = genome.evaluate(blocking);
        genome.observe(observe(CLASSIC, towers, Piece.I, List.of(), EnumSet.of(Piece.T), List.of()));
        assertEquals(harmless - 500, genome.evaluate(blocking), 1e-12);
    }

    /**
     * Towers of height 15: an I stood on column 3 covers rows 15-18. The arena spawns a T with its flat
     * side in row 19, clear of it; the original checks one row lower, where the T's flat side covers
     * (3, 18). So a possible T makes the bot stand the I on column 6 instead (the mirror image, equal by
     * the genome, and listed later, so with no penalty column 3 would win); a possible O, whose cells
     * (4..5, 18..19) stay clear of column 3, does not.
     */
    @Test
    void itChecksTheNextPieceOneRowBelowTheSpawnPositionAsTheOriginalDoes() {
        Board towers = Board.parse(String.join("\n", java.util.Collections.nCopies(15, "...#..#...")));
        assertEquals(6, columnChosen(towers, EnumSet.of(Piece.T)));
        assertEquals(3, columnChosen(towers, EnumSet.of(Piece.O)));
    }

    /**
     * A close call the four-decimal genome gets wrong: on this 17-row board a J stood up against the left
     * wall (J R 0 16, clearing row 15) and a J laid on columns 7-9 (J 0 8 17) score within 0.001 of each
     * other: -107.60515 and -107.60530 with the rounded weights, which prefer the first, -107.60078 and
     * -107.60020 with the original's full values, which prefer the second.
     */
    @Test
    void itsFullPrecisionWeightsDecideACloseCallTheRoundedOnesGetWrong() {
        Board board = Board.parse(
                ".#.#######",
                ".#########",
                ".#########",
                ".#########",
                ".#########",
                ".#########",
                ".#######.#",
                ".#########",
                ".#.#######",
                ".#########",
                "#.########",
                "#.########",
                "#.########",
                "#.########",
                "#######..#",
                "#######.##",
                "###.###.##");
        List<Placement> placements = Decisions.placements(CLASSIC, board, Piece.J);
        Search search = new Search(CLASSIC, SearchPolicy.currentPieceOnly());
        Evaluator rounded = new LinearEvaluator(FeatureSet.MZMOUSA.features(),
                new double[] {0.2257, -0.0868, -0.6153, 0.1584, -0.1545, -0.0216});
        assertEquals(Placement.parse("J R 0 16"),
                search.bestMove(board, placements, null, List.of(), null, rounded).placement());
        assertEquals(Placement.parse("J 0 8 17"), search.bestMove(board, placements, null, List.of(), null,
                PublishedWeights.MZMOUSA.evaluator()).placement());
        assertEquals(Placement.parse("J 0 8 17"), Decisions.decide(MZMOUSA,
                observe(CLASSIC, board, Piece.J, List.of(), EnumSet.allOf(Piece.class), placements)).placement());
    }
}
