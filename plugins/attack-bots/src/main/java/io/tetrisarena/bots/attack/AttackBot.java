package io.tetrisarena.bots.attack;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;

/**
 * An attack-minded bot for versus events: it scores each pair of placements (the current piece, or the hold
 * piece, then the next one) by the garbage they send ({@link io.tetrisarena.api.kernel.AttackTable}: tetrises,
 * T-spins, back-to-back, combos, perfect clears) plus a board evaluation that keeps a well open on the right
 * for tetrises; when its stack grows high or much garbage is on its way, it switches to a survival evaluation.
 * It plays any rules (alone it simply plays for attack-table points).
 */
public final class AttackBot implements TetrisBot {
    static final String VERSION = "1.0.0";

    @Override
    public BotInfo info() {
        return new BotInfo("attacker", "Attacker", VERSION, "Tetris Arena",
                "Versus: plays for tetrises, T-spins, back-to-back and combos over two pieces");
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return new AttackPlayer(rules);
    }
}
