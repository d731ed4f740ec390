package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The versus round a standard {@code run} adds to its leaderboard: the bundled {@code versus} event on the
 * first {@link #SEEDS} seeds of {@code quick}, both sides, as a gauntlet of {@link #CHALLENGER} against every
 * other bot of the run (a round robin when the challenger is not entered), into the results store of the
 * output folder.
 * A gauntlet keeps the cost linear in the number of bots; every bot still gets a rating, through the games
 * against the challenger.
 */
public final class VersusRound {
    /** The challenger of the gauntlet. */
    public static final String CHALLENGER = "attacker";
    /** Seeds per pairing, each played twice. */
    public static final int SEEDS = 2;

    private VersusRound() {
    }

    /** Plays the round for the run's bots; nothing when fewer than two bots play. */
    public static void play(List<LoadedBot> bots, int threads, Path outDir, PrintStream out, PrintStream err)
            throws IOException, InterruptedException {
        if (bots.size() < 2) {
            return;
        }
        Event event = Events.load("versus");
        SeedSet seeds = SeedSet.load("quick");
        String challenger = bots.stream().anyMatch(b -> b.id().equals(CHALLENGER)) ? CHALLENGER : null;
        VersusRun.play(bots, event, seeds, Math.min(SEEDS, seeds.size()), threads, challenger, outDir, out, err,
                false);
    }
}
