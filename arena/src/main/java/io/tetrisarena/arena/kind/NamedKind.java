package io.tetrisarena.arena.kind;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import io.tetrisarena.arena.results.Played;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.ResultsSink;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.LongToDoubleFunction;

/**
 * What every kind states about itself (its name, its order type, its log in the store and how a sink keeps it, its
 * wire tag, its orders' keys and how its footer counts time) and what all kinds do alike (a record names the
 * member that played it).
 */
abstract class NamedKind<O extends GameOrder, R extends Played<R>> implements GameKind<O, R> {
    private final String name;
    private final Class<O> orderType;
    private final ResultsSink.Records<R> records;
    private final byte wireTag;
    private final int seats;
    private final Function<O, Object> key;
    private final LongToDoubleFunction wallSeconds;

    /**
     * @param wireTag     the kind's tag on the cluster's wire
     * @param seats       how many bots play one of its games
     * @param key         an order's key (the key of the record that plays it)
     * @param wallSeconds the wall time its footer records, from nanoseconds
     */
    NamedKind(String name, Class<O> orderType, ResultsSink.Records<R> records, char wireTag, int seats,
              Function<O, Object> key, LongToDoubleFunction wallSeconds) {
        this.name = name;
        this.orderType = orderType;
        this.records = records;
        this.wireTag = (byte) wireTag;
        this.seats = seats;
        this.key = key;
        this.wallSeconds = wallSeconds;
    }

    /**
     * What every order carries on the cluster's wire, in the order written: the run's id, its seats, its event and
     * its seed; each kind adds its own fields after them.
     */
    record Wire(String tournamentId, List<GameOrder.Seat> seats, String eventJson, String eventName, String seedSet,
                int seedIndex, long seed) {
    }

    @Override
    public final void write(O order, ObjectDataOutput out) throws IOException {
        out.writeString(order.tournamentId());
        for (GameOrder.Seat seat : order.seats()) {
            GameKind.writeSeat(out, seat);
        }
        out.writeString(order.eventJson());
        out.writeString(order.eventName());
        out.writeString(order.seedSet());
        out.writeInt(order.seedIndex());
        out.writeLong(order.seed());
        writeOwn(order, out);
    }

    @Override
    public final O read(ObjectDataInput in) throws IOException {
        String id = in.readString();
        List<GameOrder.Seat> seated = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            seated.add(GameKind.readSeat(in));
        }
        return read(new Wire(id, List.copyOf(seated), in.readString(), in.readString(), in.readString(), in.readInt(),
                in.readLong()), in);
    }

    /** Writes the kind's own fields of an order, after what every order carries. */
    abstract void writeOwn(O order, ObjectDataOutput out) throws IOException;

    /** The order of {@code wire}, reading the kind's own fields from {@code in}. */
    abstract O read(Wire wire, ObjectDataInput in) throws IOException;

    @Override
    public final ResultsSink.Records<R> records() {
        return records;
    }

    @Override
    public final Object key(O order) {
        return key.apply(order);
    }

    @Override
    public final double wallSeconds(long nanos) {
        return wallSeconds.applyAsDouble(nanos);
    }

    @Override
    public final R playedBy(R record, String member) {
        return record.playedBy(member);
    }

    @Override
    public final String worker(R record) {
        return record.worker();
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Class<O> orderType() {
        return orderType;
    }

    @Override
    public final ResultsStore.Kind<R> store() {
        return records.kind();
    }

    @Override
    public final byte wireTag() {
        return wireTag;
    }

    @Override
    public String toString() {
        return name;
    }
}
