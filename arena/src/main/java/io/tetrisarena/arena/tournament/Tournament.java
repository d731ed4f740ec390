package io.tetrisarena.arena.tournament;

/**
 * What every run of the arena shares, whatever its kind of game: the log file failing bots' stack traces go to,
 * and the arena's version its headers record. A run itself is played by the application layer's {@code GameRun}
 * from a {@link TournamentSpec}: the plan, a {@link GameExecutor}, and the {@link ResultsSink}.
 */
public final class Tournament {
    /** The log file's name inside the output folder. */
    public static final String LOG_FILE = "arena.log";

    private Tournament() {
    }

    /** The arena's version, from the jar manifest ("dev" when run from classes). */
    public static String arenaVersion() {
        String v = Tournament.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
