package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.LoadedBot;

/**
 * One independent game of a tournament: a bot, an event and a seed's index in the seed set. Tasks share
 * nothing, so any executor (a thread pool here, other machines later) may run them in any order.
 */
public record GameTask(LoadedBot bot, Event event, int seedIndex) {
    /** The key that identifies the game in a results file. */
    public GameKey key() {
        return new GameKey(bot.id(), event.name(), seedIndex);
    }
}
