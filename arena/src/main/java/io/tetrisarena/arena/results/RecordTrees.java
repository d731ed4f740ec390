package io.tetrisarena.arena.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.text.JsonTrees;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The JSON trees of the results file's records, built field by field, so that writing results needs no
 * {@code ObjectMapper} (see {@link JsonTrees}). Each tree is what Jackson's data binding makes of the record
 * ({@code valueToTree}): its fields in the order of the record's components (a {@code @JsonPropertyOrder}
 * first), a field marked {@code @JsonInclude(NON_NULL)} left out when null, every other null written as
 * null, an {@link Outcome} by its name. Reading keeps the data binding. {@code RecordTreesTest} compares both
 * ways on records with every optional field set and unset; a field added to a record must be added here.
 */
public final class RecordTrees {
    private RecordTrees() {
    }

    /** The tree of a results file's record: a {@link GameRecord} or a {@link VersusRecord}. */
    public static ObjectNode of(Object record) {
        if (record instanceof GameRecord g) {
            return game(g);
        }
        if (record instanceof VersusRecord v) {
            return versus(v);
        }
        throw new IllegalArgumentException("not a results record: " + record);
    }

    /** A game record's tree. */
    public static ObjectNode game(GameRecord g) {
        ObjectNode o = JsonTrees.object();
        putIfPresent(o, "tournament", g.tournament());
        putIfPresent(o, "worker", g.worker());
        o.put("botId", g.botId());
        o.put("botVersion", g.botVersion());
        o.put("jarSha256", g.jarSha256());
        o.put("event", g.event());
        o.put("seedSet", g.seedSet());
        o.put("seedIndex", g.seedIndex());
        o.put("seed", g.seed());
        putOutcome(o, g.outcome());
        o.put("detail", g.detail());
        o.put("pieces", g.pieces());
        o.put("lines", g.lines());
        o.put("score", g.score());
        o.put("tetrises", g.tetrises());
        o.put("tSpins", g.tSpins());
        o.put("garbageReceived", g.garbageReceived());
        o.put("highestStack", g.highestStack());
        o.put("meanMoveMillis", g.meanMoveMillis());
        o.put("maxMoveMillis", g.maxMoveMillis());
        o.put("moves", g.moves());
        if (g.moveInfo() != null) {
            o.set("moveInfo", moveInfos(g.moveInfo()));
        }
        return o;
    }

    /** A versus record's tree. */
    public static ObjectNode versus(VersusRecord v) {
        ObjectNode o = JsonTrees.object();
        o.put("event", v.event());
        o.put("seedSet", v.seedSet());
        o.put("seedIndex", v.seedIndex());
        o.put("seed", v.seed());
        o.put("swapped", v.swapped());
        putList(o, "sides", v.sides(), RecordTrees::side);
        o.put("winner", v.winner());
        o.put("reason", v.reason());
        o.put("turns", v.turns());
        putIfPresent(o, "worker", v.worker());
        return o;
    }

    private static void side(ObjectNode o, VersusRecord.Side s) {
        o.put("botId", s.botId());
        o.put("botVersion", s.botVersion());
        o.put("jarSha256", s.jarSha256());
        putOutcome(o, s.outcome());
        o.put("detail", s.detail());
        o.put("pieces", s.pieces());
        o.put("lines", s.lines());
        o.put("attack", s.attack());
        o.put("cancelled", s.cancelled());
        o.put("sent", s.sent());
        o.put("garbageReceived", s.garbageReceived());
        o.put("tSpins", s.tSpins());
        o.put("tetrises", s.tetrises());
        o.put("meanMoveMillis", s.meanMoveMillis());
        o.put("maxMoveMillis", s.maxMoveMillis());
        o.put("moves", s.moves());
        if (s.moveInfo() != null) {
            o.set("moveInfo", moveInfos(s.moveInfo()));
        }
    }

    /** A record's move infos: one object a move (its null fields left out), null for a move without one. */
    public static ArrayNode moveInfos(List<MoveInfo> infos) {
        return array(infos, (o, info) -> {
            if (info.nodes() != null) {
                o.put("nodes", info.nodes());
            }
            if (info.nps() != null) {
                o.put("nps", info.nps());
            }
            if (info.depth() != null) {
                o.put("depth", info.depth());
            }
            if (info.extra() != null) {
                o.put("extra", info.extra());
            }
        });
    }

    /** A results file's header's tree. */
    public static ObjectNode header(TournamentHeader h) {
        ObjectNode o = JsonTrees.object();
        o.put("arenaVersion", h.arenaVersion());
        o.put("apiVersion", h.apiVersion());
        putList(o, "events", h.events(), RecordTrees::event);
        o.put("seedSet", h.seedSet());
        o.put("seedChecksum", h.seedChecksum());
        o.put("seedCount", h.seedCount());
        putList(o, "bots", h.bots(), RecordTrees::bot);
        o.put("threads", h.threads());
        o.put("startedAt", h.startedAt());
        o.put("jvm", h.jvm());
        putIfPresent(o, "tournamentId", h.tournamentId());
        putIfPresent(o, "shard", h.shard());
        if (h.workers() != null) {
            o.set("workers", workers(h.workers()));
        }
        putIfPresent(o, "sealedCommitment", h.sealedCommitment());
        if (h.allBots() != null) {
            o.put("allBots", h.allBots());
        }
        if (h.resumed() != null) {
            ObjectNode resumed = o.putObject("resumed");
            resumed.put("at", h.resumed().at());
            resumed.put("earlierWallSeconds", h.resumed().earlierWallSeconds());
        }
        if (h.games() != null) {
            o.put("games", h.games());
        }
        return o;
    }

    private static void event(ObjectNode o, TournamentHeader.EventInfo e) {
        o.put("name", e.name());
        o.put("description", e.description());
        o.put("metric", e.metric());
        o.put("higherIsBetter", e.higherIsBetter());
        o.put("definitionJson", e.definitionJson());
        o.put("sha256", e.sha256());
    }

    private static void bot(ObjectNode o, TournamentHeader.BotEntry b) {
        o.put("id", b.id());
        o.put("name", b.name());
        o.put("version", b.version());
        o.put("author", b.author());
        o.put("pluginId", b.pluginId());
        o.put("jarSha256", b.jarSha256());
        o.put("hosting", b.hosting());
    }

    /** The cluster members of a header or footer. */
    public static ArrayNode workers(List<TournamentHeader.WorkerInfo> workers) {
        return array(workers, (o, w) -> {
            o.put("name", w.name());
            o.put("threads", w.threads());
            o.put("games", w.games());
            o.put("relativeSpeed", w.relativeSpeed());
        });
    }

    /** The list as an array of objects (null for a null item), or null. */
    private static <T> void putList(ObjectNode o, String field, List<T> items, BiConsumer<ObjectNode, T> fields) {
        if (items == null) {
            o.putNull(field);
        } else {
            o.set(field, array(items, fields));
        }
    }

    private static <T> ArrayNode array(List<T> items, BiConsumer<ObjectNode, T> fields) {
        ArrayNode a = JsonTrees.array();
        for (T item : items) {
            if (item == null) {
                a.addNull();
            } else {
                fields.accept(a.addObject(), item);
            }
        }
        return a;
    }

    private static void putIfPresent(ObjectNode o, String field, String value) {
        if (value != null) {
            o.put(field, value);
        }
    }

    private static void putOutcome(ObjectNode o, Outcome outcome) {
        if (outcome == null) {
            o.putNull("outcome");
        } else {
            o.put("outcome", outcome.name());
        }
    }
}
