package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.rules.Rules;

/**
 * The referee's line to one bot for one game, wherever the bot runs: in this JVM
 * ({@link InProcessConnection}), or later in an isolated JVM or an external Tetris-Bot-Protocol program.
 * The referee only sends rules and observations and gets moves back, so the bot can never touch the game.
 *
 * <p>Each call reports the bot's CPU time for it. A call gives up with {@link Reply.Status#NO_ANSWER}
 * once the bot has used more than {@code cpuLimitNanos} of CPU (when positive) or after
 * {@code wallBackstopNanos} of wall time; after that the connection is unusable and only {@link #close} is
 * called.
 */
public interface BotConnection extends AutoCloseable {

    /** Starts the game: the bot prepares its player for these rules. A {@code null} move is expected. */
    Reply start(Rules rules, long cpuLimitNanos, long wallBackstopNanos);

    /** Asks for the next move. */
    Reply decide(Observation observation, long cpuLimitNanos, long wallBackstopNanos);

    /** Ends the game and frees the bot's resources; never throws. */
    @Override
    void close();

    /** What the bot said about the move its last answer chose ({@code move_info}), or null. */
    default io.tetrisarena.arena.results.MoveInfo lastMoveInfo() {
        return null;
    }
}
