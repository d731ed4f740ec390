package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every bundled bot accepts guideline rules (SRS, preview 5, hold) and answers with a legal placement. */
class AnyRulesTest {
    private static final List<TetrisBot> BOTS = List.of(new LeeBot(), new MzmousaBot(), new Tetris4jBot(),
            new NusBot(), new DellacherieBot(), new ElTetrisBot(), new BctsBot(),
            new LinearBot().configure("features=el-tetris"));

    @Test
    void everyBotPlaysALegalSrsPlacementUnderGuidelineRules() {
        Rules rules = Rules.guideline();
        Board board = Board.parse("..........", "#...######", "##.#######", "###.######");
        List<Placement> current = Decisions.placements(rules, board, Piece.T);
        List<Placement> hold = Decisions.placements(rules, board, Piece.I);
        Observation observation = ObservationBuilder.of(rules).board(board).queue("TIOSZL")
                .bagRemaining(EnumSet.of(Piece.J)).placements(current, hold).build();
        for (TetrisBot bot : BOTS) {
            assertTrue(bot.accepts(rules).accepted(), bot.info().id());
            Move move = bot.newPlayer(rules).decide(observation);
            List<Placement> legal = move.useHold() ? hold : current;
            assertTrue(legal.contains(move.placement()), bot.info().id() + " played " + move);
        }
    }
}
