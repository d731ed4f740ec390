package io.tetrisarena.arena.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializable;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.VersusOrder;
import java.io.IOException;
import java.util.concurrent.Callable;

/**
 * One game sent to a member: the order (solo or versus), the coordinator's arena and API versions, and the HMAC of all three
 * under the cluster secret. The member checks the signature and the versions before it plays
 * ({@link MemberContext#play}). Written field by field ({@link DataSerializable}), not by Java serialization:
 * cheaper per game, and no object graph is read from the network.
 */
public final class PlayTask implements Callable<TaskResult>, DataSerializable, HazelcastInstanceAware {
    private static final byte SOLO = 'S';
    private static final byte VERSUS = 'V';
    GameOrder order;
    String arenaVersion;
    String apiVersion;
    byte[] signature;
    private transient HazelcastInstance instance;

    /** For Hazelcast, which reads the fields in afterwards. */
    public PlayTask() {
    }

    PlayTask(GameOrder order, String arenaVersion, String apiVersion, byte[] signature) {
        this.order = order;
        this.arenaVersion = arenaVersion;
        this.apiVersion = apiVersion;
        this.signature = signature;
    }

    /** A task signed with {@code secret}. */
    static PlayTask signed(GameOrder order, String arenaVersion, String apiVersion, ClusterSecret secret) {
        return new PlayTask(order, arenaVersion, apiVersion, secret.sign(signedText(order, arenaVersion, apiVersion)));
    }

    /** The text a task's signature covers. */
    static String signedText(GameOrder order, String arenaVersion, String apiVersion) {
        return "play\u0000" + arenaVersion + "\u0000" + apiVersion + "\u0000" + order.canonical();
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.instance = instance;
    }

    /** What a member does with the tasks it is sent ({@link MemberContext#play}). */
    @FunctionalInterface
    interface Handler {
        /** Checks and plays the task; never throws (a game it cannot play comes back as a refusal). */
        TaskResult play(PlayTask task);
    }

    @Override
    public TaskResult call() {
        Object context = instance.getUserContext().get(MemberContext.KEY);
        if (!(context instanceof Handler member)) {
            return TaskResult.refused("this member is not an arena member");
        }
        return member.play(this);
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(arenaVersion);
        out.writeString(apiVersion);
        out.writeByteArray(signature);
        if (order instanceof VersusOrder v) {
            out.writeByte(VERSUS);
            out.writeString(v.tournamentId());
            writeSeat(out, v.first());
            writeSeat(out, v.second());
            out.writeString(v.eventJson());
            out.writeString(v.eventName());
            out.writeString(v.seedSet());
            out.writeInt(v.seedIndex());
            out.writeLong(v.seed());
            out.writeBoolean(v.swapped());
            return;
        }
        SoloOrder o = (SoloOrder) order;
        out.writeByte(SOLO);
        out.writeString(o.tournamentId());
        out.writeString(o.botSpec());
        out.writeString(o.botId());
        out.writeString(o.botVersion());
        out.writeString(o.jarSha256());
        out.writeString(o.pluginJar());
        out.writeBoolean(o.external());
        out.writeString(o.eventJson());
        out.writeString(o.eventName());
        out.writeString(o.seedSet());
        out.writeInt(o.seedIndex());
        out.writeLong(o.seed());
        out.writeDoubleArray(o.values());
    }

    private static void writeSeat(ObjectDataOutput out, GameOrder.Seat seat) throws IOException {
        out.writeString(seat.botSpec());
        out.writeString(seat.botId());
        out.writeString(seat.botVersion());
        out.writeString(seat.jarSha256());
        out.writeString(seat.pluginJar());
        out.writeBoolean(seat.external());
    }

    private static GameOrder.Seat readSeat(ObjectDataInput in) throws IOException {
        return new GameOrder.Seat(in.readString(), in.readString(), in.readString(), in.readString(), in.readString(),
                in.readBoolean());
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        arenaVersion = in.readString();
        apiVersion = in.readString();
        signature = in.readByteArray();
        byte kind = in.readByte();
        if (kind == VERSUS) {
            order = new VersusOrder(in.readString(), readSeat(in), readSeat(in), in.readString(), in.readString(),
                    in.readString(), in.readInt(), in.readLong(), in.readBoolean());
            return;
        }
        if (kind != SOLO) {
            throw new IOException("not a game order (kind " + kind + ")");
        }
        order = new SoloOrder(in.readString(), in.readString(), in.readString(), in.readString(), in.readString(),
                in.readString(), in.readBoolean(), in.readString(), in.readString(), in.readString(), in.readInt(),
                in.readLong(), in.readDoubleArray());
    }
}
