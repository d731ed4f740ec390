package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code misakamm-plus} with the added features its scorer measures (rows and columns with holes, eroded
 * piece cells, maximum height) chooses exactly as when every placement is measured on its board: the
 * features equal the board's on random boards, and the choices are equal on random boards and along
 * played games, under weights of either sign.
 */
class MisakammPlusFastTest {
    private static final List<Feature> FEATURES = List.of(Feature.ROWS_WITH_HOLES, Feature.COLUMNS_WITH_HOLES,
            Feature.ERODED_PIECE_CELLS, Feature.MAX_HEIGHT);

    @Test
    void measuresTheAddedFeaturesOfEveryPlacementThatClearsNothingAsTheBoardDoes() {
        SplittableRandom random = new SplittableRandom(40);
        PlacementContext context = new PlacementContext();
        int checked = 0;
        for (int round = 0; round < 600; round++) {
            int fieldHeight = new int[] {8, 10, 20}[round % 3];
            Rules rules = rules(fieldHeight, round);
            MisakammScorer scorer = new MisakammScorer(MisakammWeights.PUBLISHED);
            Board board = MisakammScorerTest.randomBoard(random, 10, fieldHeight);
            scorer.load(board, fieldHeight);
            scorer.loadHoleShape();
            for (Piece piece : Piece.values()) {
                for (Placement p : Decisions.placements(rules, board, piece)) {
                    long bound = scorer.bound(p.piece(), p.rotation(), p.x(), p.y());
                    if (bound == MisakammScorer.NOT_WEIGHED || scorer.boundClears()) {
                        continue;
                    }
                    assertTrue(context.place(board, p));
                    scorer.measurePlacedHoleShape();
                    String where = p + " on\n" + board.render(fieldHeight);
                    assertEquals(context.after().rowsWithHoles(), scorer.placedRowsWithHoles(), where);
                    assertEquals(context.after().columnsWithHoles(), scorer.placedColumnsWithHoles(), where);
                    assertEquals(context.after().maxHeight(), scorer.placedMaxHeight(), where);
                    assertEquals(0, context.erodedPieceCells(), where);
                    checked++;
                }
            }
        }
        assertTrue(checked > 30_000, "placements " + checked);
    }

    @Test
    void choosesAsTheFullMeasurementOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(41);
        int decisions = 0;
        for (int round = 0; round < 1500; round++) {
            int fieldHeight = new int[] {8, 10, 20}[round % 3];
            Rules rules = rules(fieldHeight, round);
            MisakammPlayer[] players = players(random);
            Board board = MisakammScorerTest.randomBoard(random, 10, fieldHeight);
            for (Piece piece : Piece.values()) {
                assertEquals(players[1].decide(Decisions.observe(rules, board, piece)),
                        players[0].decide(Decisions.observe(rules, board, piece)), () -> piece + " on\n"
                                + board.render(fieldHeight));
                decisions++;
            }
        }
        assertEquals(10_500, decisions);
    }

    @Test
    void choosesAsTheFullMeasurementAlongPlayedGames() {
        SplittableRandom random = new SplittableRandom(42);
        int decisions = 0;
        int cleared = 0;
        for (int game = 0; game < 40; game++) {
            int fieldHeight = game % 2 == 0 ? 10 : 8;
            Rules rules = rules(fieldHeight, game / 2);
            MisakammPlayer[] players = players(random);
            Board board = new Board(10, fieldHeight + 4);
            for (int move = 0; move < 400; move++) {
                Piece piece = Piece.ofOrdinal(random.nextInt(7));
                Move fast = players[0].decide(Decisions.observe(rules, board, piece));
                assertEquals(players[1].decide(Decisions.observe(rules, board, piece)), fast);
                decisions++;
                cleared += board.placeAndClear(fast.placement());
                if (topOut(board, fieldHeight)) {
                    break;
                }
            }
        }
        assertTrue(decisions > 4_000, "decisions " + decisions);
        assertTrue(cleared > 500, "lines " + cleared);
    }

    /** Straight drops for even rounds, SRS (pieces tucked under overhangs) for odd ones. */
    private static Rules rules(int fieldHeight, int round) {
        Rules straight = MisakammOriginalChoicesTest.literature(fieldHeight);
        return round % 2 == 0 ? straight : straight.toBuilder().movement(MovementModel.SRS).build();
    }

    /** A player with the fast added features and one measuring every placement on its board, the same weights. */
    private static MisakammPlayer[] players(SplittableRandom random) {
        long[] own = new long[MisakammWeights.NAMES.size()];
        for (int i = 0; i < own.length; i++) {
            own[i] = random.nextInt(-100, 500);
        }
        double[] added = new double[FEATURES.size()];
        for (int i = 0; i < added.length; i++) {
            added[i] = random.nextDouble(-30, 30);
        }
        MisakammWeights weights = new MisakammWeights(own);
        LinearEvaluator extra = new LinearEvaluator(FEATURES, added);
        return new MisakammPlayer[] {new MisakammPlayer(weights, extra, true), new MisakammPlayer(weights, extra, false)};
    }

    private static boolean topOut(Board board, int fieldHeight) {
        for (int x = 0; x < board.width(); x++) {
            if (board.columnHeight(x) > fieldHeight) {
                return true;
            }
        }
        return false;
    }
}
