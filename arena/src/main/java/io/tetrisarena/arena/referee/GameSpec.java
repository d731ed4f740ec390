package io.tetrisarena.arena.referee;

import io.tetrisarena.arena.event.Event;

/**
 * One game to play: which bot (as the record names it), which event, which seed.
 *
 * @param botId      the bot's id
 * @param botVersion the bot's version
 * @param jarSha256  the sha256 of the bot's plugin jar
 * @param event      the event
 * @param seedSet    the seed set's name
 * @param seedIndex  the seed's position in the set
 * @param seed       the seed
 */
public record GameSpec(String botId, String botVersion, String jarSha256, Event event, String seedSet, int seedIndex,
                       long seed) {
}
