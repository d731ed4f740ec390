package io.tetrisarena.bots.heuristic;

import static io.tetrisarena.bots.heuristic.Decisions.observe;
import static io.tetrisarena.bots.heuristic.Decisions.resultOf;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mzmousa genome under the classic rules: 0.2257 rows cleared - 0.0868 max height^1.5 - 0.6153
 * aggregate height + 0.1584 relative height - 0.1545 holes - 0.0216 bumpiness, after clearing, and -500
 * when the next piece could not appear at its spawn cells.
 */
class MzmousaBotTest {
    private static final MzmousaBot MZMOUSA = new MzmousaBot();
    private static final Rules CLASSIC = Rules.classic();
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
        assertEquals(0.2257 - 0.0868 * Math.pow(3, 1.5) - 0.6153 * 3 + 0.1584 * 3 - 0.0216 * 6,
                genome.evaluate(context), 1e-12);
        assertEquals(Board.parse("....#.....", "....#.....", "....#....."), resultOf(MZMOUSA, CLASSIC, gap, Piece.I));
    }

    /**
     * Two towers of height 16 in columns 3 and 6 mirror each other, so an I stood on either scores the
     * same by the genome; the one on column 3 reaches row 19, where a T spawns (cells (3..5, 19), (4, 20))
     * but an O does not (cells (4..5, 19..20)).
     */
    @Test
    void itAvoidsBlockingTheSpawnOfAPieceThatMayComeNext() {
        Board towers = TOWERS;
        Placement onColumn3 = Placement.of(Piece.I, Rotation.EAST, 3, 18);
        Placement onColumn6 = Placement.of(Piece.I, Rotation.EAST, 6, 18);
        List<Placement> both = List.of(onColumn3, onColumn6);
        assertEquals(onColumn6, Decisions.decide(MZMOUSA,
                observe(CLASSIC, towers, Piece.I, List.of(), EnumSet.of(Piece.T), both)).placement());
        assertEquals(onColumn3, Decisions.decide(MZMOUSA,
                observe(CLASSIC, towers, Piece.I, List.of(), EnumSet.of(Piece.O), both)).placement());
        Rules withPreview = CLASSIC.withPreview(1);
        assertEquals(onColumn6, Decisions.decide(MZMOUSA,
                observe(withPreview, towers, Piece.I, List.of(Piece.T), EnumSet.allOf(Piece.class), both)).placement());
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
}
