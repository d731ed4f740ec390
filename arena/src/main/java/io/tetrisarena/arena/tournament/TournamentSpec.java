package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import java.nio.file.Path;
import java.util.List;

/**
 * A tournament to run: every bot plays every event on the first {@code games} seeds of the seed set.
 *
 * @param bots    the bots, in entry order
 * @param events  the events (piece caps already overridden where asked)
 * @param seeds   the seed set
 * @param games   games per bot and event: the first {@code games} seeds (1..seeds.size())
 * @param threads worker threads
 * @param outDir  where results.jsonl, arena.log and the leaderboard go
 * @param resume  continue the results file in outDir instead of starting over
 */
public record TournamentSpec(List<LoadedBot> bots, List<Event> events, SeedSet seeds, int games, int threads,
                             Path outDir, boolean resume) {
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

    /** Every game, in a fixed order: event, then seed, then bot. */
    public List<GameTask> tasks() {
        List<GameTask> tasks = new java.util.ArrayList<>();
        for (Event event : events) {
            for (int seed = 0; seed < games; seed++) {
                for (LoadedBot bot : bots) {
                    tasks.add(new GameTask(bot, event, seed));
                }
            }
        }
        return tasks;
    }
}
