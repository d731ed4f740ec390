package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.leaderboard.LeaderboardWriter;
import java.lang.reflect.InvocationTargetException;

/** Finds the leaderboard writer this build has. */
final class Leaderboards {
    private static final String DEFAULT_WRITER = "io.tetrisarena.arena.leaderboard.DefaultLeaderboardWriter";

    private Leaderboards() {
    }

    /** The default writer, or null when this build has none yet. */
    static LeaderboardWriter writer() {
        try {
            return (LeaderboardWriter) Class.forName(DEFAULT_WRITER).getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            return null;
        } catch (NoSuchMethodException | InstantiationException | IllegalAccessException
                 | InvocationTargetException e) {
            throw new IllegalStateException("cannot create " + DEFAULT_WRITER, e);
        }
    }
}
