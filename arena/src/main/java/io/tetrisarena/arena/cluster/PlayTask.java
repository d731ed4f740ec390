package io.tetrisarena.arena.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializable;
import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.tournament.GameOrder;
import java.io.IOException;
import java.util.concurrent.Callable;

/**
 * One game sent to a member: the order (solo or versus), the coordinator's arena and API versions, and the HMAC of all three
 * under the cluster secret. The member checks the signature and the versions before it plays
 * ({@link MemberContext#play}). Written field by field ({@link DataSerializable}), not by Java serialization:
 * cheaper per game, and no object graph is read from the network.
 */
public final class PlayTask implements Callable<TaskResult>, DataSerializable, HazelcastInstanceAware {
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
        write(GameKinds.of(order), out);
    }

    private <O extends GameOrder> void write(GameKind<O, ?> kind, ObjectDataOutput out) throws IOException {
        out.writeByte(kind.wireTag());
        kind.write(kind.order(order), out);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        arenaVersion = in.readString();
        apiVersion = in.readString();
        signature = in.readByteArray();
        byte tag = in.readByte();
        GameKind<?, ?> kind = GameKinds.ofWireTag(tag);
        if (kind == null) {
            throw new IOException("not a game order (kind " + tag + ")");
        }
        order = kind.read(in);
    }
}
