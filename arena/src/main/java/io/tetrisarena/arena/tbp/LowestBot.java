package io.tetrisarena.arena.tbp;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;

/**
 * A trivial built-in bot, the arena's own code: it takes the legal placement with the lowest top row. It
 * measures the protocol's cost and trains the children's class-data archive.
 */
public final class LowestBot implements TetrisBot {
    @Override
    public BotInfo info() {
        return new BotInfo("trivial", "Trivial", "1", "bench", "the lowest placement");
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return LowestBot::lowest;
    }

    static Move lowest(Observation o) {
        Placement best = null;
        for (Placement p : o.placements()) {
            if (best == null || p.topRow() < best.topRow()) {
                best = p;
            }
        }
        return Move.place(best);
    }
}
