package io.tetrisarena.arena.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.tetrisarena.arena.kind.RefusedException;
import io.tetrisarena.arena.testkit.LoopbackPorts;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;


/**
 * What a Hazelcast member or client without the cluster secret can do to an arena cluster on localhost: it
 * cannot join (the cluster's name comes from the secret), a client cannot connect at all (members serve no
 * client protocol), and a stranger that learned the cluster's name (it travels in the clear) joins but is
 * refused games and finds only sealed jars on the shelf.
 */
class StrangerMemberIT {
    private static final ClusterSecret OURS = ClusterSecret.of("stranger-it-our-secret-0123");
    private static final ClusterSecret THEIRS = ClusterSecret.of("stranger-it-their-secret-45");
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    Path work;

    @BeforeAll
    static void quietHazelcast() {
        LocalPorts.quietHazelcast();
    }

    private ClusterNode member(String name, ClusterSecret secret, int port, List<ClusterOptions.Address> members) {
        return ClusterNode.start(new ClusterOptions(members, new ClusterOptions.Address("127.0.0.1", port), name, 1,
                secret, work.resolve("cache-" + name)), work.resolve("no-plugins"), QUIET);
    }

    /** A plain Hazelcast member that learned our cluster's name, on {@code port}, joining the member at {@code join}. */
    private static Config strangerConfig(String instance, int port, int join) {
        Config config = new Config().setClusterName(OURS.clusterName()).setInstanceName(instance);
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.wait.seconds.before.join", "1");
        config.getNetworkConfig().setPort(port).setPortAutoIncrement(false).getJoin().getMulticastConfig()
                .setEnabled(false);
        config.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
        config.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).addMember("127.0.0.1:" + join);
        return config;
    }

    private static List<ClusterOptions.Address> local(int... ports) {
        return java.util.Arrays.stream(ports).mapToObj(p -> new ClusterOptions.Address("127.0.0.1", p)).toList();
    }

    @Test
    void aMemberWithAnotherSecretDoesNotJoin() throws Exception {
        int a = LoopbackPorts.free();
        int b = LoopbackPorts.free();
        try (ClusterNode ours = member("ours", OURS, a, local(a, b));
             ClusterNode theirs = member("theirs", THEIRS, b, local(a, b))) {
            assertEquals(1, ours.size());
            assertEquals(1, theirs.size());
        }
    }

    @Test
    void aHazelcastClientCannotConnectEvenWithTheClustersName() throws Exception {
        int a = LoopbackPorts.free();
        try (ClusterNode ours = member("ours", OURS, a, local(a))) {
            ClientConfig config = new ClientConfig().setClusterName(OURS.clusterName());
            config.setProperty("hazelcast.logging.type", "none");
            config.getNetworkConfig().addAddress("127.0.0.1:" + a);
            config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(3000);
            assertThrows(IllegalStateException.class, () -> HazelcastClient.newHazelcastClient(config).shutdown());
            assertEquals(1, ours.size());
        }
        // the same client does connect to a plain member of that name: what the member endpoint shuts out
        int plain = LoopbackPorts.free();
        Config member = new Config().setClusterName(OURS.clusterName()).setInstanceName("plain");
        member.setProperty("hazelcast.logging.type", "none");
        member.getNetworkConfig().setPort(plain).setPortAutoIncrement(false).getJoin().getMulticastConfig()
                .setEnabled(false);
        member.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        HazelcastInstance open = Hazelcast.newHazelcastInstance(member);
        try {
            ClientConfig config = new ClientConfig().setClusterName(OURS.clusterName());
            config.setProperty("hazelcast.logging.type", "none");
            config.getNetworkConfig().addAddress("127.0.0.1:" + plain);
            config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(10000);
            HazelcastClient.newHazelcastClient(config).shutdown();
        } finally {
            open.getLifecycleService().terminate();
        }
    }

    @Test
    void aStrangerThatLearnedTheClustersNameIsRefusedGamesAndFindsOnlySealedJars() throws Exception {
        int a = LoopbackPorts.free();
        int s = LoopbackPorts.free();
        byte[] bytes = "PK the bytes of a private bot".getBytes(StandardCharsets.UTF_8);
        String sha = ShippedJar.sha256(bytes);
        try (ClusterNode ours = member("ours", OURS, a, local(a, s))) {
            ours.shelf().put(ShippedJar.shelfKey(sha, OURS),
                    ShippedJar.of(Files.write(work.resolve("private.jar"), bytes), OURS));
            Config config = strangerConfig("stranger", s, a);
            config.getMemberAttributeConfig().setAttribute(ClusterNode.NAME, "stranger");
            config.getMemberAttributeConfig().setAttribute(ClusterNode.ARENA, Tournament.arenaVersion());
            config.getMemberAttributeConfig().setAttribute(ClusterNode.API, io.tetrisarena.api.ApiVersion.VERSION);
            config.getMemberAttributeConfig().setAttribute(ClusterNode.THREADS, "8");
            config.getMemberAttributeConfig().setAttribute(ClusterNode.NONCE, "00");
            config.getMemberAttributeConfig().setAttribute(ClusterNode.PROOF, ClusterNode.proof(THEIRS, "stranger", "00"));
            HazelcastInstance stranger = Hazelcast.newHazelcastInstance(config);
            try {
                assertEquals(2, ours.size(), "Hazelcast's open-source edition authenticates no member");
                Member seen = ours.hazelcast().getCluster().getMembers().stream()
                        .filter(m -> !m.localMember()).findFirst().orElseThrow();
                assertEquals("worker stranger is refused: it does not prove that it holds this cluster's secret",
                        ClusterNode.refusal(seen, OURS));
                var shelf = stranger.<String, ShippedJar>getMap(ClusterNode.SHELF);
                assertEquals(1, shelf.size());
                String key = shelf.keySet().iterator().next();
                assertFalse(sha.startsWith(key), "the key does not name the jar");
                ShippedJar taken = shelf.get(key);
                String seenBytes = new String(taken.sealed, StandardCharsets.ISO_8859_1);
                assertFalse(seenBytes.contains("private bot"));
                assertTrue(assertThrows(RefusedException.class, () -> taken.open(sha, THEIRS))
                        .getMessage().contains("does not open with this worker's secret"));
            } finally {
                stranger.getLifecycleService().terminate();
            }
        }
    }

    @Test
    void aStrangerCopyingAnHonestMembersNameNonceAndProofIsRefusedByItsChallenge() throws Exception {
        int a = LoopbackPorts.free();
        int h = LoopbackPorts.free();
        int s = LoopbackPorts.free();
        try (ClusterNode ours = member("ours", OURS, a, local(a, h, s));
             ClusterNode honest = member("honest", OURS, h, local(a, h, s))) {
            Member real = honest.hazelcast().getCluster().getLocalMember();
            // everything a member advertises is readable by every member: the stranger copies it all
            Config config = strangerConfig("copycat", s, a);
            config.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
            real.getAttributes().forEach((k, v) -> config.getMemberAttributeConfig().setAttribute(k, v));
            HazelcastInstance stranger = Hazelcast.newHazelcastInstance(config);
            try {
                assertEquals(3, ours.size());
                Member copy = ours.hazelcast().getCluster().getMembers().stream()
                        .filter(m -> m.getUuid().equals(stranger.getCluster().getLocalMember().getUuid()))
                        .findFirst().orElseThrow();
                Member original = ours.hazelcast().getCluster().getMembers().stream()
                        .filter(m -> m.getUuid().equals(real.getUuid())).findFirst().orElseThrow();
                assertEquals("honest", ClusterNode.nameOf(copy));
                assertEquals(null, ClusterNode.refusal(copy, OURS), "a copied proof passes the attributes' check");
                assertEquals(null, IdentityChallenge.refusal(ours, original, 20_000), "the honest member answers");
                assertEquals("worker honest (member " + copy.getUuid() + ") is refused: it does not answer this"
                        + " coordinator's challenge under the cluster secret (a copied name and proof?)",
                        IdentityChallenge.refusal(ours, copy, 20_000));
            } finally {
                stranger.getLifecycleService().terminate();
            }
        }
    }
}
