package io.tetrisarena.arena.results;

import java.util.List;

/**
 * The first line of a results file: everything needed to rebuild the leaderboard and to tell where the
 * numbers came from.
 *
 * @param arenaVersion  the arena's version
 * @param apiVersion    the bot API's version
 * @param events        the events played, with their full definitions
 * @param seedSet       the seed set's name
 * @param seedChecksum  the seed set's checksum
 * @param seedCount     how many seeds of the set each bot plays per event
 * @param bots          the bots entered
 * @param threads       worker threads
 * @param startedAt     ISO-8601 instant the tournament started
 * @param jvm           java.vm.name and java.version
 */
public record TournamentHeader(String arenaVersion, String apiVersion, List<EventInfo> events, String seedSet,
                               String seedChecksum, int seedCount, List<BotEntry> bots, int threads,
                               String startedAt, String jvm) {

    /**
     * One event as played.
     *
     * @param name           the event's name
     * @param description    one line
     * @param metric         the per-game value it ranks by: {@code score}, {@code lines} or {@code pieces}
     * @param higherIsBetter the direction of the ranking
     * @param definitionJson the event's full JSON definition (rules included), canonical form
     * @param sha256         sha256 of {@code definitionJson}
     */
    public record EventInfo(String name, String description, String metric, boolean higherIsBetter,
                            String definitionJson, String sha256) {
    }

    /**
     * One bot as entered.
     *
     * @param id        bot id
     * @param name      display name
     * @param version   bot version
     * @param author    author
     * @param pluginId  the PF4J plugin it came from
     * @param jarSha256 the sha256 of the plugin jar
     * @param hosting   how the bot ran: in-process, process or sandboxed (null in files from before hosting)
     */
    public record BotEntry(String id, String name, String version, String author, String pluginId,
                           String jarSha256, String hosting) {
    }
}
