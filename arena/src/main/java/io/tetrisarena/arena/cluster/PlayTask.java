package io.tetrisarena.arena.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import io.tetrisarena.arena.tournament.GameOrder;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * One game sent to a member: the order, the coordinator's arena and API versions, and the HMAC of all three
 * under the cluster secret. The member checks the signature and the versions before it plays
 * ({@link MemberContext#play}).
 */
final class PlayTask implements Callable<TaskResult>, Serializable, HazelcastInstanceAware {
    private static final long serialVersionUID = 1L;

    final GameOrder order;
    final String arenaVersion;
    final String apiVersion;
    final byte[] signature;
    private transient HazelcastInstance instance;

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

    @Override
    public TaskResult call() {
        Object context = instance.getUserContext().get(MemberContext.KEY);
        if (!(context instanceof MemberContext member)) {
            return TaskResult.refused("this member is not an arena member");
        }
        return member.play(this);
    }
}
