package io.tetrisarena.arena.results;

/**
 * A record of a game, of either kind, that a cluster member may have played.
 *
 * @param <R> the record type
 */
public interface Played<R> {
    /** The record naming the cluster member that played it. */
    R playedBy(String member);

    /** The cluster member that played the game, or null when it was played locally. */
    String worker();
}
