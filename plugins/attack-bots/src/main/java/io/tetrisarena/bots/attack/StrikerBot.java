package io.tetrisarena.bots.attack;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;

/**
 * The reference versus opponent: a beam search over the whole preview and hold that reads each lock's attack
 * off the kernel under the event's own rule profile ({@link io.tetrisarena.api.VersusView#attackTable()}), so
 * T-spins, all-spins of other pieces, back-to-back chains, combos and perfect clears count as the event counts
 * them; its board evaluation builds T-spin double and triple slots on purpose, keeps one well, and digs
 * garbage out when it is covered or the stack rises.
 */
public final class StrikerBot implements TetrisBot {
    static final String VERSION = "1.0.0";

    @Override
    public BotInfo info() {
        return new BotInfo("striker", "Striker", VERSION, "Tetris Arena",
                "Versus reference: beam search over the preview, builds T-spin slots, keeps back-to-back, digs");
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return new StrikerPlayer(rules);
    }
}
