package io.tetrisarena.arena.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * A coordinator's challenge to a member before it is sent any game: a fresh random value, which the member answers
 * with the HMAC under the cluster secret of that value, its own member id (the one Hazelcast routes to, unique in
 * the cluster) and its name. The member attributes' proof ({@link ClusterNode#proof}) is fixed and readable by
 * every member, so a stranger can copy it with the name; an answer is bound to one challenge and one member, and
 * only a holder of the secret computes it. A member that does not answer is refused, so it never plays, never
 * sends a record, and a name it copied gets nobody excluded. Sent on its own executor ({@value #EXECUTOR}), never
 * queued behind games.
 */
public final class IdentityChallenge implements Callable<String>, DataSerializable, HazelcastInstanceAware {
    /** The executor challenges run on. */
    static final String EXECUTOR = "arena-identity";
    /** The key of the member's own context (its secret and name) in Hazelcast's user context. */
    static final String KEY = "tetris-arena-identity";
    private static final SecureRandom RANDOM = new SecureRandom();

    String challenge;
    private transient HazelcastInstance instance;

    /** For Hazelcast, which reads the fields in afterwards. */
    public IdentityChallenge() {
    }

    IdentityChallenge(String challenge) {
        this.challenge = challenge;
    }

    /** The answer a holder of {@code secret} gives to {@code challenge} as member {@code memberId} ({@code name}). */
    static String answer(ClusterSecret secret, String challenge, String memberId, String name) {
        return HexFormat.of().formatHex(secret.sign("identity\u0000" + challenge + "\u0000" + memberId + "\u0000"
                + name));
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.instance = instance;
    }

    @Override
    public String call() {
        Object context = instance.getUserContext().get(KEY);
        if (!(context instanceof MemberContext member) || challenge == null) {
            return "";
        }
        return answer(member.secret(), challenge, instance.getCluster().getLocalMember().getUuid().toString(),
                member.name());
    }

    /**
     * Why {@code member} is refused after it was challenged by {@code node}, or null when its answer proves that
     * this very member holds the secret.
     */
    static String refusal(ClusterNode node, Member member, long timeoutMillis) {
        String name = ClusterNode.nameOf(member);
        byte[] value = new byte[16];
        RANDOM.nextBytes(value);
        String challenge = HexFormat.of().formatHex(value);
        String expected = answer(node.context().secret(), challenge, member.getUuid().toString(), name);
        String given;
        try {
            given = node.hazelcast().getExecutorService(EXECUTOR).submitToMember(new IdentityChallenge(challenge),
                    member).get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            given = null;
        } catch (Exception e) {
            given = null;
        }
        if (given != null && MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                given.getBytes(StandardCharsets.UTF_8))) {
            return null;
        }
        return "worker " + name + " (member " + member.getUuid() + ") is refused: it does not answer this"
                + " coordinator's challenge under the cluster secret (a copied name and proof?)";
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(challenge);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        challenge = in.readString();
    }
}
