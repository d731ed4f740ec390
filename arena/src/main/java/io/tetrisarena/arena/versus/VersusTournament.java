package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.TournamentSpec;
import java.nio.file.Path;
import java.util.List;

/**
 * A versus run: every pairing (a round robin of all bots, or a gauntlet of one challenger against each of
 * the others) plays each of the first {@code games} seeds twice, sides swapped. It is played as every run is
 * ({@link #spec}: the application layer's run skeleton with the versus kind of game): its plan (the pairings'
 * orders, the run's id, the shard's share), an executor (this JVM's threads, or a cluster), and the results sink,
 * the one writer of the versus games in the results store of {@code outDir}, which appends each game as it
 * finishes and, at the end, writes them in plan order (pairing, seed, mirrored game last) whatever the threads or
 * members. A resumed run keeps the games already there whose replay confirms them (same event, seeds, game count
 * and shard; bots of the same version and jar) and plays only the others. A bot that declines the event is left
 * out with a message; a bot that fails loses only the game it failed in.
 *
 * @param bots       the bots, in entry order
 * @param event      a versus event
 * @param seeds      the seed set
 * @param games      seeds per pairing: the first {@code games} of the set
 * @param threads    worker threads
 * @param challenger null for a round robin, else the id of the gauntlet's challenger
 * @param outDir     where the results store and arena.log are
 * @param shard      the share of the games this run plays ({@link Shard#ALL} for all)
 */
public record VersusTournament(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                               String challenger, Path outDir, Shard shard) {
    public VersusTournament {
        bots = List.copyOf(bots);
        if (!event.isVersus()) {
            throw new IllegalArgumentException("event " + event.name() + " is not a versus event");
        }
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games must be 1.." + seeds.size() + ", got " + games);
        }
    }

    /** The whole run. */
    public VersusTournament(List<LoadedBot> bots, Event event, SeedSet seeds, int games, int threads,
                            String challenger, Path outDir) {
        this(bots, event, seeds, games, threads, challenger, outDir, Shard.ALL);
    }

    /** The run as the run skeleton plays it: with {@code resume}, only the games the folder's store lacks. */
    public TournamentSpec spec(boolean resume) {
        return new TournamentSpec(bots, List.of(event), seeds, games, Math.max(1, threads), outDir, resume, shard,
                false, challenger);
    }
}
