package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.rules.Rules;

/**
 * How the arena reaches one bot for the length of a run: it answers whether the bot plays a set of rules and
 * opens one {@link BotConnection} per game. Implementations decide where the bot runs ({@link Hosting}): in
 * this JVM ({@link InProcessConnector}), or in a child process that the connector starts once and reuses
 * across games. A connector is opened at the start of a run and closed at its end; connections may be opened
 * from several threads at once.
 */
public interface BotConnector extends AutoCloseable {

    /** Where the bot runs, as {@code bots} and the leaderboard's provenance report it. */
    Hosting hosting();

    /**
     * Whether the bot plays these rules. Never throws: a bot that fails to answer declines, with the reason.
     */
    Acceptance accepts(Rules rules);

    /** Opens the line to the bot for one game; {@code label} names the game in thread names and logs. */
    BotConnection open(String label);

    /**
     * Opens the line to the bot for one game that deals the pieces {@code dealt} names (null: pieces anyone may
     * know): a connector that keeps bot processes across games plays it on a process that has not played a game
     * with the same key, so no process carries memory of a sealed game's pieces into the game that repeats them.
     * In-process bots are the arena's own, so by default the key changes nothing.
     */
    default BotConnection open(String label, Object dealt) {
        return open(label);
    }

    /** Frees what the bot holds for the run (threads, child processes); never throws. */
    @Override
    void close();
}
