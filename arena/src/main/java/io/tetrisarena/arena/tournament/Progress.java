package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.results.GameRecord;

/** Hears how a tournament is going; called from worker threads, so implementations synchronize. */
public interface Progress extends AutoCloseable {
    /** The run begins: {@code total} games, of which {@code alreadyDone} came from a resumed file. */
    void start(int total, int alreadyDone);

    /** One more game finished. */
    void gameDone(GameRecord record);

    /** One more versus game finished, in which both sides together placed {@code pieces} pieces. */
    default void versusGameDone(int pieces) {
    }

    /** The run is over. */
    @Override
    void close();

    /** Progress that shows nothing. */
    Progress SILENT = new Progress() {
        @Override
        public void start(int total, int alreadyDone) {
        }

        @Override
        public void gameDone(GameRecord record) {
        }

        @Override
        public void close() {
        }
    };
}
