package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.results.GameRecord;
import java.util.Comparator;

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
}
