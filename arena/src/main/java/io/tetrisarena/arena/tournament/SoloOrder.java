package io.tetrisarena.arena.tournament;

import java.util.List;
import java.util.Arrays;

/**
 * One bot's game to play, as plain data that can travel to another machine: everything a member needs to
 * rebuild the game (the bot by the spec users type, the event by its full definition, the seed) and to write
 * the same record as the coordinator would. No live bot object travels.
 *
 * @param tournamentId the tournament (or evolve run) the game belongs to
 * @param botSpec      the bot as entered: {@code id} or {@code family:argument}
 * @param botId        the id the record names
 * @param botVersion   the bot's version the record names
 * @param jarSha256    the sha256 the record names (the plugin jar's; empty for a trainer's candidate)
 * @param pluginJar    the sha256 of the jar the bot is loaded from (may differ from {@code jarSha256} only for a
 *                     trainer's candidate); empty for an external program
 * @param external     the bot is an external program ({@code plugins/<id>.bot.json}), never shipped
 * @param eventJson    the event's canonical definition ({@code Events.toJson})
 * @param eventName    the event's name
 * @param seedSet      the seed set's name
 * @param seedIndex    the seed's position in the set
 * @param seed         the seed
 * @param values       the parameter values of a trainer's candidate, or null for the bot as loaded
 */
public record SoloOrder(String tournamentId, String botSpec, String botId, String botVersion, String jarSha256,
                        String pluginJar, boolean external, String eventJson, String eventName, String seedSet,
                        int seedIndex, long seed, double[] values) implements GameOrder {
    private static final long serialVersionUID = 1L;

    /** The one seat: the bot that plays. */
    @Override
    public List<Seat> seats() {
        return List.of(new Seat(botSpec, botId, botVersion, jarSha256, pluginJar, external));
    }

    /** The key that identifies the game in a results file. */
    public GameKey key() {
        return new GameKey(botId, eventName, seedIndex);
    }

    @Override
    public String canonical() {
        return String.join("\u0000", "solo", tournamentId, botSpec, botId, botVersion, jarSha256, pluginJar,
                Boolean.toString(external), eventJson, eventName, seedSet, Integer.toString(seedIndex),
                Long.toString(seed), values == null ? "-" : Arrays.toString(values));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SoloOrder other && canonical().equals(other.canonical());
    }

    @Override
    public int hashCode() {
        return canonical().hashCode();
    }

    @Override
    public String toString() {
        return botId + "/" + eventName + "/#" + seedIndex;
    }
}
