package io.tetrisarena.arena.kind;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.WorkerSpeeds;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.GamePlayer;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.TournamentSpec;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/**
 * A kind of game a run plays (a bot's own game, or a head-to-head game of two bots), owning everything that
 * differs between kinds: its order and record types, the store's log of its records and how a sink keeps them,
 * the record's check against its order and its replay, how a cluster member plays it and how its order travels. Code that handles any game
 * asks the order's kind ({@link GameKinds#of}) instead of testing the order's class.
 *
 * @param <O> the kind's orders
 * @param <R> the kind's records
 */
public interface GameKind<O extends GameOrder, R> {
    /** The kind's name in messages: {@code "solo"} or {@code "versus"}. */
    String name();

    /** The kind's orders' class. */
    Class<O> orderType();

    /** The store's log of the kind's records (which names the record class). */
    ResultsStore.Kind<R> store();

    /** How a run's sink keeps the kind's records: key, order, stamp, what a resumed run keeps. */
    ResultsSink.Records<R> records();

    /** An order's key: equal to {@link ResultsSink.Records#key} of the record that plays it. */
    Object key(O order);

    /**
     * The bots a run of {@code spec} enters in its header: every bot (a tournament, whose bots may decline some of
     * its events), or only those that play its events (a versus run leaves a declining bot out).
     */
    List<LoadedBot> entered(TournamentSpec spec, BiPredicate<LoadedBot, Event> accepted);

    /** The run's id from its header: what decides its games, and for versus its gauntlet's challenger. */
    String runId(TournamentHeader header, String challenger);

    /** The run's games as orders: this shard's share, for the {@code entered} bots. */
    TournamentPlan<O> plan(TournamentSpec spec, String runId, List<LoadedBot> entered,
                           BiPredicate<LoadedBot, Event> accepted);

    /** Tells {@code progress} of a finished record. */
    void done(Progress progress, R record);

    /** The run's wall time as its log's footer records it, from the nanoseconds it took. */
    double wallSeconds(long nanos);

    /** The record naming the cluster member that played it. */
    R playedBy(R record, String member);

    /** The cluster member a record names, or null when it was played locally. */
    String worker(R record);

    /** Each seat's move timing in the record, for the members' relative speeds ({@link WorkerSpeeds}). */
    List<WorkerSpeeds.Timing> timings(R record);

    /** Why {@code record} is not a complete record of the ordered game, or null when it is. */
    String identity(O order, R record);

    /** Plays the record's moves again from its seed under {@code event}: the first difference, or empty. */
    Optional<String> replay(Event event, R record);

    /**
     * What a member's refusal of the order shuts it out of, in words: {@code "bot a"}, {@code "pairing a vs b"}.
     */
    String refusalScope(O order);

    /**
     * A player of the kind's orders on this JVM, its bots found and opened by {@code seating}; failures of games
     * (one line each) go to {@code failures}.
     */
    GamePlayer<O, R> player(Seating seating, Consumer<String> failures);

    /** The kind's tag on the cluster's wire (one byte before the order's fields). */
    byte wireTag();

    /** Writes the order's fields on the cluster's wire. */
    void write(O order, ObjectDataOutput out) throws IOException;

    /** Reads an order written by {@link #write}. */
    O read(ObjectDataInput in) throws IOException;

    /** The order as this kind's, checked. */
    default O order(GameOrder order) {
        return orderType().cast(order);
    }

    /** The record as this kind's, checked. */
    default R record(Object record) {
        return store().type().cast(record);
    }

    /** Where a player finds an order's event and the bots of its seats, and opens a game's connection to one. */
    interface Seating {
        /** The order's event, read from its definition. */
        Event event(GameOrder order);

        /** The bot the seat names, as loaded on this member. */
        LoadedBot bot(GameOrder.Seat seat);

        /**
         * A connection to {@code bot} for one game, named {@code label} in logs, dealing the pieces {@code dealt}
         * names ({@link io.tetrisarena.arena.referee.BotConnector#open(String, Object)}; null: public pieces).
         */
        BotConnection open(LoadedBot bot, String label, Object dealt);
    }

    /** Writes a seat's fields on the cluster's wire. */
    static void writeSeat(ObjectDataOutput out, GameOrder.Seat seat) throws IOException {
        out.writeString(seat.botSpec());
        out.writeString(seat.botId());
        out.writeString(seat.botVersion());
        out.writeString(seat.jarSha256());
        out.writeString(seat.pluginJar());
        out.writeBoolean(seat.external());
    }

    /** Reads a seat written by {@link #writeSeat}. */
    static GameOrder.Seat readSeat(ObjectDataInput in) throws IOException {
        return new GameOrder.Seat(in.readString(), in.readString(), in.readString(), in.readString(), in.readString(),
                in.readBoolean());
    }
}
