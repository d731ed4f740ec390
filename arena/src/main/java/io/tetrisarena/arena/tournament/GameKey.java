package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.results.GameRecord;
import java.util.Comparator;
import java.util.Objects;

/** Identifies a game within a tournament: bot, event, seed index. Sorting by key makes runs comparable. */
public record GameKey(String botId, String event, int seedIndex) implements Comparable<GameKey> {
    private static final Comparator<GameKey> ORDER = Comparator.comparing(GameKey::event)
            .thenComparing(GameKey::botId).thenComparingInt(GameKey::seedIndex);

    public static GameKey of(GameRecord record) {
        return new GameKey(record.botId(), record.event(), record.seedIndex());
    }

    @Override
    public int compareTo(GameKey other) {
        return ORDER.compare(this, other);
    }

    // Written out, as a record's generated ones are not: those link through method handles the first time they
    // run, about 10 ms of a tournament's start in the interpreter, since every run keys its games by this.
    @Override
    public boolean equals(Object o) {
        return o instanceof GameKey k && seedIndex == k.seedIndex && Objects.equals(botId, k.botId)
                && Objects.equals(event, k.event);
    }

    @Override
    public int hashCode() {
        return (31 * Objects.hashCode(botId) + Objects.hashCode(event)) * 31 + seedIndex;
    }
}
