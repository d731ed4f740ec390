package io.tetrisarena.arena.referee;

/**
 * Where a bot runs during a tournament: the first three from the least to the most isolated, then
 * {@link #REMOTE}, of which the arena knows nothing but the connection.
 */
public enum Hosting {
    /** In the arena's own JVM: bundled or explicitly trusted bots, fastest. */
    IN_PROCESS("in-process"),
    /**
     * In a child process of its own (an isolated jar's JVM, or an external TBP program), unconfined: where no
     * sandbox exists, a trusted program or a run given {@code --unconfined}.
     */
    PROCESS("unconfined"),
    /** In a child process confined by the operating system (bubblewrap): no network, a private view of files. */
    SANDBOXED("sandboxed"),
    /**
     * Reached over TCP ({@code "connect": "HOST:PORT"} in a descriptor): the arena neither starts nor confines
     * it and cannot read its CPU time, so its moves are timed by the wall clock.
     */
    REMOTE("remote");

    private final String label;

    Hosting(String label) {
        this.label = label;
    }

    /** The word used in listings and in the leaderboard's provenance. */
    public String label() {
        return label;
    }
}
