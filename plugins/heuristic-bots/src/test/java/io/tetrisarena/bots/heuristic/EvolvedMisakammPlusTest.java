package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code evolved-misakamm-plus} plays the final centre of the continued {@code misakamm-plus} run kept in
 * evolved-bots' training folder, exactly as {@code misakamm-plus:FILE} plays that file, and that run
 * continued from {@code evolved-misakamm-zero}'s 10-row centre.
 */
class EvolvedMisakammPlusTest {

    private static final Path RUNS = Path.of("..", "evolved-bots", "training", "evolved-misakamm-zero");
    private static final Path CENTRE = RUNS.resolve("stage-c-plus-10x10").resolve("centre.json");

    @Test
    void holdsTheRunsFinalCentreWithMisakammsWeightsRounded() {
        EvolvedWeightsFile file = EvolvedWeightsFile.read(CENTRE.toString());
        assertArrayEquals(file.misakammWeights(CENTRE.toString()).values(), EvolvedMisakammPlus.WEIGHTS.values());
        List<Double> added = EvolvedMisakammPlus.ADDED.stream()
                .map(f -> file.parameters().get(f.id())).toList();
        assertEquals(added, java.util.Arrays.stream(EvolvedMisakammPlus.addedWeights()).boxed().toList());
        assertEquals(15, file.parameters().size());
    }

    @Test
    void choosesAsMisakammPlusOfTheFileOnRandomBoards() {
        TetrisBot fromFile = new MisakammPlusBot().configure(CENTRE.toString());
        assertEquals("misakamm-plus:evolved-misakamm-plus-cem", fromFile.info().id());
        TetrisBot shipped = new EvolvedMisakammPlus();
        assertEquals("evolved-misakamm-plus", shipped.info().id());
        SplittableRandom random = new SplittableRandom(60);
        int decisions = 0;
        for (int round = 0; round < 300; round++) {
            int fieldHeight = round % 2 == 0 ? 10 : 8;
            Rules rules = MisakammOriginalChoicesTest.literature(fieldHeight);
            Board board = MisakammScorerTest.randomBoard(random, 10, fieldHeight);
            for (Piece piece : Piece.values()) {
                assertEquals(Decisions.decide(fromFile, Decisions.observe(rules, board, piece)),
                        Decisions.decide(shipped, Decisions.observe(rules, board, piece)),
                        () -> piece + " on\n" + board.render(fieldHeight));
                decisions++;
            }
        }
        assertEquals(2_100, decisions);
    }

    @Test
    void theRunContinuedFromTheTenRowCentreOfTheRunFromZero() throws IOException {
        String centre = Files.readString(CENTRE);
        String sha = java.util.HexFormat.of().formatHex(EvolvedMisakammZeroTest.uncheckedSha256(
                Files.readAllBytes(RUNS.resolve("stage-b-10x10").resolve("centre.json"))));
        assertTrue(centre.contains("\"start\" : \"sha256:" + sha + "\""), centre);
        assertTrue(centre.contains("\"generations\" : 60"), centre);
        assertTrue(centre.contains("\"event\" : \"literature-10x10\""), centre);
    }
}
