package io.tetrisarena.arena.app;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.versus.VersusTournament;
import java.nio.file.Path;
import java.util.List;

/**
 * The versus round a standard {@code run} adds to its leaderboard: the bundled {@code versus} event on the
 * first {@link #SEEDS} seeds of {@code quick}, both sides, as a gauntlet of {@link #CHALLENGER} against every
 * other bot of the run (a round robin when the challenger is not entered), into the results store of the
 * output folder.
 * A gauntlet keeps the cost linear in the number of bots; every bot still gets a rating, through the games
 * against the challenger. It goes where the run's games go: the same executor (threads or cluster), the same
 * shard, and a resumed run resumes it ({@code ArenaRun}).
 */
public final class VersusRound {
    /** The challenger of the gauntlet. */
    public static final String CHALLENGER = "attacker";
    /** Seeds per pairing, each played twice. */
    public static final int SEEDS = 2;

    private VersusRound() {
    }

    /**
     * The round (this shard's share of it) for the run's bots, into {@code outDir}; null when fewer than two bots
     * play.
     */
    public static VersusTournament of(List<LoadedBot> bots, int threads, Path outDir, Shard shard) {
        if (bots.size() < 2) {
            return null;
        }
        Event event = Events.load("versus");
        SeedSet seeds = SeedSet.load("quick");
        String challenger = bots.stream().anyMatch(b -> b.id().equals(CHALLENGER)) ? CHALLENGER : null;
        return new VersusTournament(bots, event, seeds, Math.min(SEEDS, seeds.size()), threads, challenger, outDir,
                shard);
    }
}
