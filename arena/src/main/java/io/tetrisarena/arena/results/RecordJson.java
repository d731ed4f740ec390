package io.tetrisarena.arena.results;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON mapper for files and messages that carry {@link GameRecord}s. A record's move list is one string
 * of about six characters a move, so a game of millions of pieces (the 10x20 research game) is far longer
 * than Jackson's default 20-million-character limit on a string; these mappers read strings of any length
 * and ignore properties they do not know (records written by newer arenas).
 */
public final class RecordJson {
    private RecordJson() {
    }

    /** A new mapper for game records, results lines and the messages that carry them. */
    public static ObjectMapper mapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build())
                .build();
        return new ObjectMapper(factory).configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    }

    /**
     * The name of a field a record read from a line must have and lacks ({@code botId}, {@code event},
     * {@code outcome}, {@code moves}...), or null when it has them all.
     */
    public static String missingField(Object record) {
        if (record instanceof GameRecord g) {
            return g.botId() == null ? "botId" : g.event() == null ? "event" : g.outcome() == null ? "outcome"
                    : g.moves() == null ? "moves" : g.seedSet() == null ? "seedSet" : g.jarSha256() == null
                    ? "jarSha256" : g.botVersion() == null ? "botVersion" : null;
        }
        if (record instanceof VersusRecord v) {
            for (VersusRecord.Side side : v.sides()) {
                if (side == null || side.botId() == null || side.moves() == null || side.jarSha256() == null) {
                    return "side with a bot, jar and moves";
                }
            }
            return v.event() == null ? "event" : v.seedSet() == null ? "seedSet" : null;
        }
        return null;
    }
}
