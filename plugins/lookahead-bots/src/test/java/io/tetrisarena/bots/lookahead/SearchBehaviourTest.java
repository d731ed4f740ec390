package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.BoardFeatures;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SearchBehaviourTest {
    private static final Evaluator SIMPLE = c -> {
        BoardFeatures f = c.after();
        return -f.aggregateHeight() - 8.0 * f.holes() - f.bumpiness();
    };

    private static final Board WELL = Board.parse(
            "#########.",
            "#########.",
            "#########.",
            "#########.");

    /** Classic rules show no preview: the piece after the current one is known only through the bag. */
    private static Observation classicWithBag(Piece current, Set<Piece> bag, long budgetNanos) {
        Rules rules = Rules.classic();
        PlacementList list = new PlacementList();
        MoveGenerator.forRules(rules).generate(WELL, current, list);
        return new Observation(rules, WELL, current, null, List.of(), bag, 0, 0, Scoring.NO_COMBO, false, 0,
                budgetNanos, list.toList(), List.of());
    }

    @Test
    void expectimaxKeepsTheWellWhenTheBagCanOnlyDealAnIPieceNext() {
        Move move = new ExpectimaxBot().searchFor(Rules.classic(), SIMPLE)
                .choose(classicWithBag(Piece.L, EnumSet.of(Piece.I), 0));
        assertFalse(Positions.touchesColumn(move, 9), "plugged the well: " + move);
    }

    @Test
    void minimaxPlugsTheWellWhenTheBagMayDealAnythingBecauseTheWorstPieceIsNoI() {
        Move move = new MinimaxBot().searchFor(Rules.classic(), SIMPLE)
                .choose(classicWithBag(Piece.L, EnumSet.allOf(Piece.class), 0));
        assertTrue(Positions.touchesColumn(move, 9), "kept the well for an I that may not come: " + move);
    }

    @Test
    void minimaxKeepsTheWellWhenTheBagCanOnlyDealAnIPieceNext() {
        Move move = new MinimaxBot().searchFor(Rules.classic(), SIMPLE)
                .choose(classicWithBag(Piece.L, EnumSet.of(Piece.I), 0));
        assertFalse(Positions.touchesColumn(move, 9), "plugged the well: " + move);
    }

    @Test
    void aSpentTimeBudgetFallsBackToTheOnePieceChoice() {
        Observation observation = classicWithBag(Piece.L, EnumSet.of(Piece.I), 1);
        Move rushed = new ExpectimaxBot().searchFor(Rules.classic(), SIMPLE).choose(observation);
        Move greedy = new GreedyBot().searchFor(Rules.classic(), SIMPLE).choose(observation);
        assertEquals(greedy, rushed);
    }

    @Test
    void theNodeCapBoundsTheWorkOfOneDecision() {
        Rules rules = Rules.guideline();
        LeafScorer scorer = new LeafScorer(SIMPLE, 0, LeafScorer.PathValue.SUM);
        TreeSearch search = new TreeSearch(rules, scorer, 3, 1, new int[] {6, 2}, TreeSearch.ChanceRule.AVERAGE,
                new CpuBudget(100, 1.0));
        Observation observation = Positions.observe(rules, WELL, "LITSZ", Piece.O);
        Move move = search.choose(observation);
        assertTrue(observation.placements().contains(move.placement())
                || observation.holdPlacements().contains(move.placement()));
        // The root's placements are all scored (they are the fallback), then the search stops at the cap.
        int rootPlacements = observation.placements().size() + observation.holdPlacements().size();
        assertTrue(search.lastNodes() <= Math.max(100, rootPlacements) + 2 * 40,
                "used " + search.lastNodes() + " nodes");
    }

    @Test
    void beamSearchWithNoPreviewPlaysLikeTheOnePieceBot() {
        Observation observation = classicWithBag(Piece.L, EnumSet.of(Piece.I), 0);
        Move beam = new BeamBot().searchFor(Rules.classic(), SIMPLE).choose(observation);
        Move greedy = new GreedyBot().searchFor(Rules.classic(), SIMPLE).choose(observation);
        assertEquals(greedy, beam);
    }
}
