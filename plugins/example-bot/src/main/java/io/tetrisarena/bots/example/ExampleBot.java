package io.tetrisarena.bots.example;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.BoardFeatures;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;

/**
 * A one-piece greedy bot: it tries every legal placement of the current piece and keeps the one whose
 * resulting board scores best: 3 per cleared row, -4 per hole, -1 per unit of aggregate height and of
 * bumpiness. The first of equal scores wins.
 */
public class ExampleBot implements TetrisBot {

    @Override
    public BotInfo info() {
        return new BotInfo("example", "Example bot", "1.0.0", "Tetris Arena",
                "One-piece greedy: clear rows, avoid holes, keep the stack low and flat");
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        PlacementContext context = new PlacementContext(); // scratch reused for every placement tried
        return observation -> {
            Board board = observation.board();
            Placement best = observation.placements().get(0);
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Placement placement : observation.placements()) {
                context.place(board, placement);
                BoardFeatures after = context.after(); // the board once full rows are removed
                double score = 3 * context.linesCleared() - 4 * after.holes() - after.aggregateHeight()
                        - after.bumpiness();
                if (score > bestScore) {
                    bestScore = score;
                    best = placement;
                }
            }
            return Move.place(best);
        };
    }
}
