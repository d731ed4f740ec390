package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.StraightDropMoveGenerator;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The incremental scorer gives every placement the very long integer of the plain evaluation: the piece
 * locked on a copy of the board, full rows cleared, the board measured row by row
 * ({@link MisakammFeatures#measure}), on random boards of 8, 10 and 20 rows with holes, wells and rows one
 * cell short of full, under the published weights and under random ones, with straight drops and with SRS placements (tucks under overhangs). Given a score to beat, it gives
 * a placement up ({@link MisakammScorer#BEATEN}) only when its score is below it.
 */
class MisakammScorerTest {

    static long plainScore(MisakammWeights weights, Board start, Placement p, int fieldHeight) {
        int landingX4 = 0;
        for (int i = 0; i < 4; i++) {
            if (p.cellY(i) >= fieldHeight) {
                return MisakammScorer.NOT_WEIGHED;
            }
            landingX4 += fieldHeight - 1 - p.cellY(i);
        }
        Board board = start.copy();
        int cleared = board.placeAndClear(p);
        int[] rows = new int[fieldHeight];
        for (int y = 0; y < fieldHeight; y++) {
            rows[y] = board.row(y);
        }
        MisakammFeatures.Values v = new MisakammFeatures.Values();
        MisakammFeatures.measure(rows, board.width(), fieldHeight, weights, v);
        return weights.score(landingX4, cleared, v.rowTransitions, v.columnTransitions, v.holes, v.x0Holes,
                v.x1Holes, v.x2Holes, v.holeDepth, v.wells, v.shapeAdaptability);
    }

    static Board randomBoard(SplittableRandom random, int width, int fieldHeight) {
        Board board = new Board(width, fieldHeight + 4);
        int full = (1 << width) - 1;
        int stack = random.nextInt(fieldHeight);
        int well = random.nextInt(width);
        for (int y = 0; y < stack; y++) {
            int row = switch (random.nextInt(4)) {
                case 0 -> full & ~(1 << well);
                case 1 -> full & ~(1 << random.nextInt(width)) & ~(1 << random.nextInt(width));
                default -> random.nextInt(full);
            };
            board.setRow(y, row);
        }
        // Thin the upper rows into a ragged surface; the well column stays open.
        for (int x = 0; x < width; x++) {
            int top = x == well ? 0 : Math.max(0, stack - random.nextInt(4));
            for (int y = top; y < stack; y++) {
                board.clear(x, y);
            }
        }
        return board;
    }

    @Test
    void scoresEveryPlacementBitIdenticallyToThePlainEvaluation() {
        SplittableRandom random = new SplittableRandom(28);
        int placements = 0;
        int clearing = 0;
        int beaten = 0;
        int notWeighed = 0;
        int weighedClearing = 0;
        int tucked = 0;
        int farBeaten = 0;
        for (int round = 0; round < 1500; round++) {
            int fieldHeight = new int[] {8, 10, 20}[round % 3];
            Rules straight = MisakammOriginalChoicesTest.literature(fieldHeight);
            // Under SRS the placements include pieces tucked under overhangs.
            Rules rules = round % 4 < 2 ? straight : straight.toBuilder().movement(MovementModel.SRS).build();
            MisakammWeights weights = round % 2 == 0 ? MisakammWeights.PUBLISHED : randomWeights(random, -50, 500);
            MisakammScorer scorer = new MisakammScorer(weights);
            Board board = randomBoard(random, 10, fieldHeight);
            scorer.load(board, fieldHeight);
            for (Piece piece : Piece.values()) {
                for (Placement p : Decisions.placements(rules, board, piece)) {
                    long expected = plainScore(weights, board, p, fieldHeight);
                    notWeighed += expected == MisakammScorer.NOT_WEIGHED ? 1 : 0;
                    tucked += isTucked(board, p) ? 1 : 0;
                    assertEquals(expected, scorer.score(p.piece(), p.rotation(), p.x(), p.y(), Long.MIN_VALUE),
                            () -> p + " on\n" + board.render(fieldHeight));
                    if (expected != MisakammScorer.NOT_WEIGHED) {
                        // A score to equal is never given up; one just above may be, and then it is BEATEN.
                        assertEquals(expected, scorer.score(p.piece(), p.rotation(), p.x(), p.y(), expected));
                        long above = scorer.score(p.piece(), p.rotation(), p.x(), p.y(), expected + 1);
                        assertTrue(above == expected || above == MisakammScorer.BEATEN, p.toString());
                        beaten += above == MisakammScorer.BEATEN ? 1 : 0;
                        long far = scorer.score(p.piece(), p.rotation(), p.x(), p.y(), Long.MAX_VALUE / 2);
                        assertTrue(far == expected || far == MisakammScorer.BEATEN, p.toString());
                        farBeaten += far == MisakammScorer.BEATEN ? 1 : 0;
                    }
                    placements++;
                    Board after = board.copy();
                    boolean clears = after.placeAndClear(p) > 0;
                    clearing += clears ? 1 : 0;
                    weighedClearing += clears && expected != MisakammScorer.NOT_WEIGHED ? 1 : 0;
                }
            }
        }
        assertTrue(placements > 100_000, "placements " + placements);
        assertTrue(clearing > 1_200, "clearing placements " + clearing);
        // Far below the score to beat, every placement is given up early, those that clear rows too.
        assertEquals(placements - notWeighed, farBeaten);
        assertTrue(weighedClearing > 1_000, "weighed clearing placements " + weighedClearing);
        assertTrue(beaten < farBeaten);
        assertTrue(tucked > 1_000, "tucked placements " + tucked);
    }

    @Test
    void listsTheStraightDropPlacementsTheGeneratorListsInItsOrder() {
        // From the column tops the scorer measured, on boards of 4 to 16 columns whose stack may reach the
        // top rows, where placements whose top would leave the board are not listed.
        SplittableRandom random = new SplittableRandom(30);
        MisakammScorer scorer = new MisakammScorer(MisakammWeights.PUBLISHED);
        StraightDropMoveGenerator generator = new StraightDropMoveGenerator();
        PlacementList expected = new PlacementList();
        int[] listed = new int[4 * Board.MAX_WIDTH];
        int placements = 0;
        int unlisted = 0;
        for (int round = 0; round < 2000; round++) {
            int width = 4 + random.nextInt(13);
            int fieldHeight = 4 + random.nextInt(17);
            Board board = randomBoard(random, width, fieldHeight);
            // A column or two reaching the top rows, where taller shapes no longer fit beside them.
            for (int k = random.nextInt(3); k > 0; k--) {
                board.fill(random.nextInt(width), board.height() - 1 - random.nextInt(3));
            }
            scorer.load(board, board.height());
            for (Piece piece : Piece.values()) {
                unlisted += generator.generate(new Board(width, board.height()), piece, expected);
                generator.generate(board, piece, expected);
                unlisted -= expected.size();
                int n = scorer.listDrops(piece, board.height(), listed);
                int[] want = new int[expected.size()];
                for (int i = 0; i < want.length; i++) {
                    want[i] = expected.packed(i);
                }
                assertArrayEquals(want, Arrays.copyOf(listed, n), () -> piece + " on\n" + board);
                placements += n;
            }
        }
        assertTrue(placements > 100_000, "placements " + placements);
        assertTrue(unlisted > 1_000, "placements whose top would leave the board " + unlisted);
    }

    @Test
    void oneScorerScoresBoardsOfEveryFieldHeightInTurnAsAFreshOneDoes() {
        // A player keeps its scorer for the whole game and every game after: nothing a taller field left in
        // it (rows, heights, well tables) may count on a lower one.
        SplittableRandom random = new SplittableRandom(41);
        MisakammScorer reused = new MisakammScorer(MisakammWeights.PUBLISHED);
        int checked = 0;
        for (int round = 0; round < 300; round++) {
            int fieldHeight = new int[] {20, 8, 10, 20, 10, 8}[round % 6];
            Rules rules = MisakammOriginalChoicesTest.literature(fieldHeight);
            Rules srs = rules.toBuilder().movement(MovementModel.SRS).build();
            Board board = randomBoard(random, 10, fieldHeight);
            reused.load(board, fieldHeight);
            for (Piece piece : Piece.values()) {
                for (Placement p : Decisions.placements(round % 2 == 0 ? rules : srs, board, piece)) {
                    assertEquals(plainScore(MisakammWeights.PUBLISHED, board, p, fieldHeight),
                            reused.score(p.piece(), p.rotation(), p.x(), p.y(), Long.MIN_VALUE),
                            () -> p + " on\n" + board.render(fieldHeight));
                    checked++;
                }
            }
        }
        assertTrue(checked > 20_000, "placements " + checked);
    }

    @Test
    void neverGivesUpTheBestPlacementUnderWeightsOfEitherSign() {
        // A trainer starting from zero draws weights of both signs: a well then scores below zero and the
        // wells' term is a reward, which the bounds must allow for.
        SplittableRandom random = new SplittableRandom(39);
        int checked = 0;
        for (int round = 0; round < 600; round++) {
            int fieldHeight = new int[] {8, 10, 20}[round % 3];
            Rules rules = MisakammOriginalChoicesTest.literature(fieldHeight);
            MisakammWeights weights = randomWeights(random, -400, 401);
            MisakammScorer scorer = new MisakammScorer(weights);
            Board board = randomBoard(random, 10, fieldHeight);
            scorer.load(board, fieldHeight);
            for (Piece piece : Piece.values()) {
                for (Placement p : Decisions.placements(rules, board, piece)) {
                    long expected = plainScore(weights, board, p, fieldHeight);
                    if (expected == MisakammScorer.NOT_WEIGHED) {
                        continue;
                    }
                    assertEquals(expected, scorer.score(p.piece(), p.rotation(), p.x(), p.y(), expected),
                            () -> p + " under " + java.util.Arrays.toString(weights.values()) + " on\n" + board.render(fieldHeight));
                    checked++;
                }
            }
        }
        assertTrue(checked > 40_000, "placements " + checked);
    }

    /** Whether a cell of the placement lies below the top of its column. */
    private static boolean isTucked(Board board, Placement p) {
        for (int i = 0; i < 4; i++) {
            if (p.cellY(i) < board.columnHeight(p.cellX(i))) {
                return true;
            }
        }
        return false;
    }

    /** Weights drawn each from [low, high). */
    private static MisakammWeights randomWeights(SplittableRandom random, int low, int high) {
        long[] w = new long[MisakammWeights.NAMES.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = random.nextInt(low, high);
        }
        return new MisakammWeights(w);
    }
}
