package io.tetrisarena.arena.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
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
 * @param tournamentId  the tournament's id: a hash of its events, seeds and bots, the same for every shard and
 *                      every resumed run of it, and stamped on each of its records (null in older files)
 * @param shard         {@code K/N} when this file holds shard K of N ({@code run --shard}), else null
 * @param workers       the cluster members that played, with their relative speed; null for a local run
 * @param sealedCommitment for sealed seeds ({@code SealedSeeds}): the sha256 of the secret the seeds come from,
 *                      which the footer reveals once every game is in; null for a public seed set
 * @param allBots       true when the run entered every loaded bot (no {@code --bots}), so that a resume enters
 *                      bots added to the plugins folder since; null when the bots were named
 * @param resumed       when this file was last resumed and how long its earlier runs took; null for a file
 *                      written by one run
 * @param games         how many games the run's plan holds (this shard's share): a finished file holds that many
 *                      records; null in older files
 */
public record TournamentHeader(String arenaVersion, String apiVersion, List<EventInfo> events, String seedSet,
                               String seedChecksum, int seedCount, List<BotEntry> bots, int threads,
                               String startedAt, String jvm,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String tournamentId,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String shard,
                               @JsonInclude(JsonInclude.Include.NON_NULL) List<WorkerInfo> workers,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String sealedCommitment,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Boolean allBots,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Resumed resumed,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Integer games) {
    @JsonCreator
    public TournamentHeader {
    }

    /** A header of no known game count (files from before the plan's count was written). */
    public TournamentHeader(String arenaVersion, String apiVersion, List<EventInfo> events, String seedSet,
                            String seedChecksum, int seedCount, List<BotEntry> bots, int threads, String startedAt,
                            String jvm, String tournamentId, String shard, List<WorkerInfo> workers,
                            String sealedCommitment, Boolean allBots, Resumed resumed) {
        this(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads, startedAt, jvm,
                tournamentId, shard, workers, sealedCommitment, allBots, resumed, null);
    }

    /** A header of a run that named its bots and was never resumed. */
    public TournamentHeader(String arenaVersion, String apiVersion, List<EventInfo> events, String seedSet,
                            String seedChecksum, int seedCount, List<BotEntry> bots, int threads, String startedAt,
                            String jvm, String tournamentId, String shard, List<WorkerInfo> workers) {
        this(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads, startedAt, jvm,
                tournamentId, shard, workers, null, null, null);
    }

    /** A header of no known tournament id, shard or workers (files from before clusters). */
    public TournamentHeader(String arenaVersion, String apiVersion, List<EventInfo> events, String seedSet,
                            String seedChecksum, int seedCount, List<BotEntry> bots, int threads, String startedAt,
                            String jvm) {
        this(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads, startedAt, jvm, null,
                null, null);
    }

    /** This header stamped with its tournament's id and shard ("K/N", or null for the whole tournament). */
    public TournamentHeader withRun(String tournamentId, String shard) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers, sealedCommitment, allBots, resumed, games);
    }

    /** This header naming the members that played (null: a local run). */
    public TournamentHeader withWorkers(List<WorkerInfo> workers) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers == null ? null : List.copyOf(workers), sealedCommitment,
                allBots, resumed, games);
    }

    /** This header committing to the secret of sealed seeds (its sha256), or to none (null). */
    public TournamentHeader withSealedCommitment(String commitment) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers, commitment, allBots, resumed, games);
    }

    /** This header marking a run that entered every loaded bot (true) or named them (false). */
    public TournamentHeader withAllBots(boolean all) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers, sealedCommitment, all ? Boolean.TRUE : null,
                resumed, games);
    }

    /** This header with the instant its tournament first started (a resume keeps the first run's). */
    public TournamentHeader withStartedAt(String startedAt) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers, sealedCommitment, allBots, resumed);
    }

    /** This header of a resumed run. */
    public TournamentHeader withResumed(Resumed resumed) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers, sealedCommitment, allBots, resumed, games);
    }

    /** This header naming how many games its run's plan holds (null: not known). */
    public TournamentHeader withGames(Integer count) {
        return new TournamentHeader(arenaVersion, apiVersion, events, seedSet, seedChecksum, seedCount, bots, threads,
                startedAt, jvm, tournamentId, shard, workers, sealedCommitment, allBots, resumed, count);
    }

    /** The wall time of every run of the file together, given the latest run's (its footer's). */
    public double totalWallSeconds(double latestRun) {
        return resumed == null ? latestRun : resumed.earlierWallSeconds() + latestRun;
    }

    /** Whether the run entered every loaded bot rather than naming them. */
    public boolean entersAllBots() {
        return Boolean.TRUE.equals(allBots);
    }

    /**
     * The latest resume of a results file.
     *
     * @param at                 ISO-8601 instant the latest run started
     * @param earlierWallSeconds the wall time of every run before it together (an interrupted run counts up to
     *                           its last recorded game)
     */
    public record Resumed(String at, double earlierWallSeconds) {
    }

    /**
     * One cluster member that played games.
     *
     * @param name          the member's name, as records name it
     * @param threads       its game threads
     * @param games         games it played in this run
     * @param relativeSpeed how fast its moves were against the other members' on the same bots (1.0 = the
     *                      average; 2.0 = moves took half as long)
     */
    public record WorkerInfo(String name, int threads, int games, double relativeSpeed) {
    }

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
        public BotEntry {
            name = BotText.of(name); // what the bot says of itself: valid text whatever it sent
            version = BotText.of(version);
            author = BotText.of(author);
        }
    }
}
