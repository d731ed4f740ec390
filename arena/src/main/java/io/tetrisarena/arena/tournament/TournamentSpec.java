package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import java.nio.file.Path;
import java.util.List;

/**
 * A run to play, of either kind of game: a tournament (every bot plays every event on the first {@code games}
 * seeds of the seed set) or a versus run (every pairing, or a gauntlet's, plays its one event on those seeds);
 * this run plays the {@code shard}'s share of those games.
 *
 * @param bots    the bots, in entry order
 * @param events  the events (piece caps already overridden where asked)
 * @param seeds   the seed set
 * @param games   games per bot and event: the first {@code games} seeds (1..seeds.size())
 * @param threads worker threads
 * @param outDir  where the results store, arena.log and the leaderboard go
 * @param resume  continue the results file in outDir instead of starting over
 * @param shard   the share of the games this run plays ({@link Shard#ALL} for all)
 * @param allBots the bots are every loaded bot (none named), recorded in the header so a resume enters bots
 *                added since
 * @param challenger a versus gauntlet's challenger; null for a round robin or a tournament
 */
public record TournamentSpec(List<LoadedBot> bots, List<Event> events, SeedSet seeds, int games, int threads,
                             Path outDir, boolean resume, Shard shard, boolean allBots, String challenger) {
    public TournamentSpec {
        bots = List.copyOf(bots);
        events = List.copyOf(events);
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games must be 1.." + seeds.size() + " for seed set " + seeds.name()
                    + ", got " + games);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
    }

    /** A tournament. */
    public TournamentSpec(List<LoadedBot> bots, List<Event> events, SeedSet seeds, int games, int threads,
                          Path outDir, boolean resume, Shard shard, boolean allBots) {
        this(bots, events, seeds, games, threads, outDir, resume, shard, allBots, null);
    }

    /** A tournament of named bots. */
    public TournamentSpec(List<LoadedBot> bots, List<Event> events, SeedSet seeds, int games, int threads,
                          Path outDir, boolean resume, Shard shard) {
        this(bots, events, seeds, games, threads, outDir, resume, shard, false);
    }

    /** The whole tournament. */
    public TournamentSpec(List<LoadedBot> bots, List<Event> events, SeedSet seeds, int games, int threads,
                          Path outDir, boolean resume) {
        this(bots, events, seeds, games, threads, outDir, resume, Shard.ALL);
    }
}
