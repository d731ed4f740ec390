package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The column scorer must give every placement it scores exactly the score {@link LinearEvaluator} gives the
 * same placement in a {@link PlacementContext}, bit for bit (clears included), and leave to the general
 * path exactly the placements that may end the game. One scorer measures boards of changing sizes and stack
 * heights in turn, as a player's search would across games.
 */
class ColumnScorerTest {
    /** The features the scorer measures itself; each is checked alone, then all of them together. */
    private static final Feature[] MEASURED = {Feature.LANDING_HEIGHT, Feature.ERODED_PIECE_CELLS,
        Feature.ROWS_CLEARED, Feature.ROW_TRANSITIONS, Feature.COLUMN_TRANSITIONS, Feature.HOLES,
        Feature.CUMULATIVE_WELLS, Feature.WELL_SUMS, Feature.HOLE_DEPTH, Feature.ROWS_WITH_HOLES};

    @Test
    void scoresEveryPlacementBitForBitAsTheEvaluatorDoesOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(20261123L);
        List<LinearEvaluator> evaluators = new ArrayList<>();
        for (Feature feature : MEASURED) {
            evaluators.add(new LinearEvaluator(List.of(feature), new double[] {1}));
        }
        evaluators.add(FeatureSet.DELLACHERIE.publishedEvaluator());
        evaluators.add(FeatureSet.BCTS.publishedEvaluator());
        evaluators.add(FeatureSet.EL_TETRIS.publishedEvaluator());
        double[] mixed = new double[MEASURED.length];
        for (int i = 0; i < mixed.length; i++) {
            mixed[i] = random.nextDouble(-30, 30);
        }
        evaluators.add(new LinearEvaluator(List.of(MEASURED), mixed));
        // Whole weights take the scorer's exact long arithmetic: odd ones (the landing height's half shows),
        // both signs, and the two wells features summed into one weight.
        double[] whole = new double[MEASURED.length];
        for (int i = 0; i < whole.length; i++) {
            whole[i] = random.nextInt(-30, 31) | 1;
        }
        evaluators.add(new LinearEvaluator(List.of(MEASURED), whole));
        double[] wholeWellsLower = whole.clone();
        wholeWellsLower[6] = -Math.abs(whole[6]);
        wholeWellsLower[7] = -Math.abs(whole[7]);
        evaluators.add(new LinearEvaluator(List.of(MEASURED), wholeWellsLower));
        List<ColumnScorer> scorers = new ArrayList<>();
        for (LinearEvaluator evaluator : evaluators) {
            scorers.add(ColumnScorer.forEvaluator(evaluator));
        }
        PlacementContext context = new PlacementContext();
        int[] outcomes = new int[3];
        int clearingScored = 0;
        int beaten = 0;
        int quick = 0;
        for (int trial = 0; trial < 400; trial++) {
            Rules rules = rules(random, trial);
            Board board = randomStack(random, rules);
            boolean judgeEnd = trial % 3 != 0;
            for (ColumnScorer scorer : scorers) {
                assertTrue(scorer.load(board));
            }
            for (Piece piece : Piece.values()) {
                for (Rotation rotation : Rotation.values()) {
                    for (int x = -3; x < board.width() + 3; x++) {
                        for (int y = -3; y < Math.min(board.height() + 3, board.stackHeight() + 6); y++) {
                            boolean fits = context.place(board, piece, rotation, x, y);
                            boolean full = fits && context.linesCleared() > 0;
                            boolean ends = fits && judgeEnd && context.endsGame(rules);
                            int expected = !fits ? ColumnScorer.NOT_FITTING
                                    : ends ? ColumnScorer.UNHANDLED : ColumnScorer.SCORED;
                            outcomes[expected]++;
                            if (full && !ends) {
                                clearingScored++;
                            }
                            for (int e = 0; e < scorers.size(); e++) {
                                ColumnScorer scorer = scorers.get(e);
                                int outcome = scorer.score(piece, rotation, x, y, judgeEnd, rules,
                                        Double.NEGATIVE_INFINITY);
                                double exact = scorer.score();
                                boolean same = outcome == expected && (outcome != ColumnScorer.SCORED
                                        || Double.doubleToRawLongBits(evaluators.get(e).evaluate(context))
                                        == Double.doubleToRawLongBits(exact));
                                if (scorer.quick()) {
                                    // The short path agrees with the full one on every placement.
                                    int packed = Placement.of(piece, rotation, x, y).packed();
                                    same &= scorer.scoreQuick(packed, judgeEnd, rules, Double.NEGATIVE_INFINITY)
                                            == outcome && Double.doubleToRawLongBits(scorer.score())
                                            == Double.doubleToRawLongBits(exact);
                                    quick++;
                                    if (outcome == ColumnScorer.SCORED) {
                                        same &= scorer.scoreQuick(packed, judgeEnd, rules, exact)
                                                == ColumnScorer.SCORED && scorer.score() == exact;
                                    }
                                }
                                if (outcome == ColumnScorer.SCORED) {
                                    // Never dropped against a best it ties; dropped against a far better one
                                    // when its wells can only lower it.
                                    same &= scorer.score(piece, rotation, x, y, judgeEnd, rules, exact)
                                            == ColumnScorer.SCORED && scorer.score() == exact;
                                    if (scorer.score(piece, rotation, x, y, judgeEnd, rules,
                                            exact + 1 + Math.abs(exact)) == ColumnScorer.BEATEN) {
                                        beaten++;
                                    }
                                }
                                if (!same) {
                                    String where = piece + " " + rotation + " at (" + x + ", " + y + ") for "
                                            + evaluators.get(e).features() + " on\n" + board;
                                    assertEquals(expected, outcome, where);
                                    assertEquals(evaluators.get(e).evaluate(context), exact, where);
                                    fail("dropped as beaten by its own score: " + where);
                                }
                            }
                        }
                    }
                }
            }
        }
        // Each outcome occurs often, so the agreement is not a vacuous one.
        assertTrue(outcomes[ColumnScorer.SCORED] > 100_000, "scored: " + outcomes[ColumnScorer.SCORED]);
        assertTrue(outcomes[ColumnScorer.UNHANDLED] > 10_000, "left alone: " + outcomes[ColumnScorer.UNHANDLED]);
        assertTrue(outcomes[ColumnScorer.NOT_FITTING] > 100_000, "not fitting: " + outcomes[ColumnScorer.NOT_FITTING]);
        assertTrue(clearingScored > 5_000, "scored with rows cleared: " + clearingScored);
        assertTrue(beaten > 100_000, "dropped as beaten: " + beaten);
        assertTrue(quick > 100_000, "scored by the short path too: " + quick);
    }

    @Test
    void aSearchPlaysMoveForMoveAsTheGeneralPathDoes() {
        // The column scorer carries its measures from one decision's board to the next; the same evaluator
        // hidden behind a plain Evaluator takes the general path. Both play the other's game.
        for (FeatureSet set : new FeatureSet[] {FeatureSet.DELLACHERIE, FeatureSet.BCTS, FeatureSet.EL_TETRIS}) {
            LinearEvaluator linear = set.publishedEvaluator();
            Evaluator general = linear::evaluate;
            Rules rules = Rules.classic().toBuilder().pieceCap(0).build();
            SearchPolicy policy = SearchPolicy.currentPieceOnly().withGameEndingLast(set.gameEndingLast());
            Search columns = new Search(rules, policy);
            Search reference = new Search(rules, policy);
            PlayState state = PlayState.ofSeed(rules, 11, Board.empty(rules));
            MoveGenerator generator = MoveGenerator.forRules(rules);
            PlacementList list = new PlacementList();
            LockResult lock = new LockResult();
            int clears = 0;
            for (int piece = 0; piece < 3000 && !state.isOver(); piece++) {
                generator.generate(state.board(), state.current(), list);
                List<Placement> legal = list.toList();
                Move chosen = columns.bestMove(state.board(), legal, null, List.of(), null, linear);
                Move expected = reference.bestMove(state.board(), legal, null, List.of(), null, general);
                assertEquals(expected, chosen, set + ", piece " + piece + " on\n" + state.board());
                assertEquals(Double.doubleToRawLongBits(reference.bestScore()),
                        Double.doubleToRawLongBits(columns.bestScore()), set + ", piece " + piece);
                state.lock(chosen.placement(), false, lock);
                clears += lock.linesCleared() > 0 ? 1 : 0;
            }
            assertTrue(clears > 500, set + " cleared rows only " + clears + " times");
        }
    }

    @Test
    void withHoldAndEitherTieRuleASearchChoosesAsTheGeneralPathDoes() {
        // The hold list is scanned after the current piece's: its best must win over an equal index of
        // the first list, and ties go by the policy.
        LinearEvaluator linear = FeatureSet.DELLACHERIE.publishedEvaluator();
        Evaluator general = linear::evaluate;
        Rules rules = Rules.classic().toBuilder().pieceCap(0).build();
        SplittableRandom random = new SplittableRandom(7);
        int throughHold = 0;
        for (boolean lastTieWins : new boolean[] {false, true}) {
            SearchPolicy policy = SearchPolicy.currentPieceOnly().withHold(true).withLastTieWins(lastTieWins)
                    .withGameEndingLast(true);
            Search columns = new Search(rules, policy);
            Search reference = new Search(rules, policy);
            Search plain = new Search(rules, SearchPolicy.currentPieceOnly().withGameEndingLast(true));
            PlayState state = PlayState.ofSeed(rules, 5, Board.empty(rules));
            MoveGenerator generator = MoveGenerator.forRules(rules);
            PlacementList list = new PlacementList();
            LockResult lock = new LockResult();
            for (int piece = 0; piece < 1500 && !state.isOver(); piece++) {
                generator.generate(state.board(), state.current(), list);
                List<Placement> legal = list.toList();
                generator.generate(state.board(), Piece.values()[random.nextInt(7)], list);
                List<Placement> hold = list.toList();
                Move chosen = columns.bestMove(state.board(), legal, null, hold, null, linear);
                Move expected = reference.bestMove(state.board(), legal, null, hold, null, general);
                assertEquals(expected, chosen, "piece " + piece + " on\n" + state.board());
                assertEquals(Double.doubleToRawLongBits(reference.bestScore()),
                        Double.doubleToRawLongBits(columns.bestScore()), "piece " + piece);
                // The game goes on with the current piece's best placement, as it cannot really hold.
                throughHold += chosen.useHold() ? 1 : 0;
                Move played = chosen.useHold()
                        ? plain.bestMove(state.board(), legal, null, List.of(), null, linear) : chosen;
                state.lock(played.placement(), false, lock);
            }
        }
        assertTrue(throughHold > 100, "chosen through hold only " + throughHold + " times");
    }

    @Test
    void aStraightDropSearchWithoutTheListChoosesTheMoveAndScoreTheListGives() {
        // The placements worked out from the column tops, in the generator's order, against the generator's
        // list scanned by a second search: the same move and the same score bits, on boards of every size and
        // height (clears, game-ending placements, both tie rules); and through an observation that was never
        // asked for its placements.
        SplittableRandom random = new SplittableRandom(20261130L);
        int answered = 0;
        int trials = 0;
        for (FeatureSet set : new FeatureSet[] {FeatureSet.DELLACHERIE, FeatureSet.EL_TETRIS, FeatureSet.BCTS}) {
            LinearEvaluator linear = set.publishedEvaluator();
            for (int trial = 0; trial < 1500; trial++) {
                Rules rules = rules(random, trial);
                SearchPolicy policy = SearchPolicy.currentPieceOnly().withGameEndingLast(random.nextBoolean())
                        .withLastTieWins(random.nextBoolean());
                Board board = randomStack(random, rules);
                Piece piece = Piece.values()[random.nextInt(7)];
                PlacementList list = new PlacementList();
                if (MoveGenerator.forRules(rules).generate(board, piece, list) == 0) {
                    continue;
                }
                trials++;
                Search fromList = new Search(rules, policy);
                Move expected = fromList.bestMove(board, list.toList(), null, List.of(), null, linear);
                Search search = new Search(rules, policy);
                Move chosen = search.bestDrop(board, piece, linear);
                if (chosen != null) {
                    answered++;
                    assertEquals(expected, chosen, set + ", trial " + trial + ", " + piece + " on\n" + board);
                    assertEquals(Double.doubleToRawLongBits(fromList.bestScore()),
                            Double.doubleToRawLongBits(search.bestScore()), set + ", trial " + trial);
                }
                Observation observation = ObservationBuilder.of(rules).board(board).queue(piece, List.of())
                        .placementsWhenRead(List.of()).build();
                assertEquals(expected, new Search(rules, policy).bestMove(observation, linear),
                        set + ", trial " + trial + ", " + piece + " observed on\n" + board);
            }
        }
        assertTrue(answered > trials / 2, "answered without the list " + answered + " of " + trials);
    }

    @Test
    void aBoardWithAFullRowIsLeftToTheGeneralPath() {
        ColumnScorer scorer = ColumnScorer.forEvaluator(FeatureSet.DELLACHERIE.publishedEvaluator());
        Board board = Board.parse(
                "#.........",
                "##########",
                "####.#####");
        assertFalse(scorer.load(board));
        assertTrue(scorer.load(Board.parse("#.........", "####.#####")));
    }

    @Test
    void wellsBesideThePieceAreRescored() {
        // An O dropped into columns 1-2 makes two wells two deep: column 0, between the wall and the O, and
        // column 3, between the O and column 4 (1 + 2 each). The board had none.
        Board board = Board.parse(
                "....#.....",
                "....#.....");
        assertScoredAs(6, Feature.WELL_SUMS, board, Piece.O, 1, 0);
    }

    @Test
    void aColumnUpToTheFieldsLastRowMeetsTheSpaceAboveIt() {
        Board board = new Board(10, 64);
        for (int y = 0; y < 62; y++) {
            board.fill(0, y);
        }
        // An O on rows 62-63 of columns 0-1: column 0, full to the top, meets the space above (1); column 1
        // changes at the floor, under the O and above it (3); the eight empty columns meet the floor (8).
        assertScoredAs(12, Feature.COLUMN_TRANSITIONS, board, Piece.O, 0, 62);
    }

    /** The scorer and the evaluator both give the feature this value for the piece (north) at (x, y). */
    private static void assertScoredAs(double expected, Feature feature, Board board, Piece piece, int x, int y) {
        LinearEvaluator evaluator = new LinearEvaluator(List.of(feature), new double[] {1});
        ColumnScorer scorer = ColumnScorer.forEvaluator(evaluator);
        assertTrue(scorer.load(board));
        assertEquals(ColumnScorer.SCORED, scorer.score(piece, Rotation.NORTH, x, y, false, Rules.classic(),
                Double.NEGATIVE_INFINITY));
        assertEquals(expected, scorer.score());
        PlacementContext context = new PlacementContext();
        assertTrue(context.place(board, piece, Rotation.NORTH, x, y));
        assertEquals(expected, evaluator.evaluate(context));
    }

    @Test
    void placementsFarOutsideTheFieldDoNotFit() {
        ColumnScorer scorer = ColumnScorer.forEvaluator(FeatureSet.DELLACHERIE.publishedEvaluator());
        assertTrue(scorer.load(Board.parse("##.#######")));
        int[] far = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1_000_000, 1_000_000, Integer.MAX_VALUE - 1,
            Integer.MAX_VALUE};
        for (Piece piece : Piece.values()) {
            for (int coordinate : far) {
                assertEquals(ColumnScorer.NOT_FITTING, scorer.score(piece, Rotation.EAST, coordinate, 5, false,
                        Rules.classic(), Double.NEGATIVE_INFINITY), piece + " at x " + coordinate);
                assertEquals(ColumnScorer.NOT_FITTING, scorer.score(piece, Rotation.SOUTH, 4, coordinate, false,
                        Rules.classic(), Double.NEGATIVE_INFINITY), piece + " at y " + coordinate);
            }
        }
    }

    @Test
    void anEvaluatorOfOtherFeaturesHasNoScorer() {
        assertNull(ColumnScorer.forEvaluator(new LinearEvaluator(List.of(Feature.HOLES, Feature.BUMPINESS),
                new double[] {1, 1})));
    }

    /** Board sizes from the smallest to the largest, every top-out rule. */
    private static Rules rules(SplittableRandom random, int trial) {
        int width = trial % 5 == 0 ? 4 + random.nextInt(13) : 10;
        int height = trial % 7 == 0 ? 4 + random.nextInt(61) : 40;
        int visible = trial % 2 == 0 ? Math.min(20, height - 2) : Math.max(2, height - 2 - random.nextInt(4));
        TopOutRule[] topOuts = TopOutRule.values();
        return Rules.classic().toBuilder().width(width).height(height).visibleHeight(visible)
                .topOut(topOuts[trial % topOuts.length]).build();
    }

    /**
     * A ragged stack with holes, overhangs and deep wells, from empty to the field's top; in half the
     * boards a third of the rows are one cell short of full. Rows that came out full lose a cell, so the
     * board has none.
     */
    private static Board randomStack(SplittableRandom random, Rules rules) {
        Board board = new Board(rules.width(), rules.height());
        int reach = 1 + random.nextInt(rules.height());
        int holeOdds = 2 + random.nextInt(12);
        for (int x = 0; x < rules.width(); x++) {
            int height = random.nextInt(4) == 0 ? 0 : random.nextInt(reach + 1);
            for (int y = 0; y < height; y++) {
                if (random.nextInt(holeOdds) != 0) {
                    board.fill(x, y);
                }
            }
        }
        boolean clearing = random.nextBoolean();
        for (int y = 0; y < board.stackHeight(); y++) {
            if (clearing && random.nextInt(3) == 0) {
                // One cell short of full, so that placements clear it.
                board.setRow(y, board.fullRowMask() & ~(1 << random.nextInt(rules.width())));
            } else if (board.row(y) == board.fullRowMask()) {
                board.clear(random.nextInt(rules.width()), y);
            }
        }
        return board;
    }
}
