package io.tetrisarena.arena.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.AdvancedNetworkConfig;
import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.ServerSocketEndpointConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.function.UnaryOperator;

/**
 * This JVM as a member of an arena cluster: an embedded Hazelcast member that joins the given members over
 * TCP-IP only (multicast and auto-detection off), listens only on the interface and port it is given and only
 * for members (no client protocol), names its cluster after the secret, and advertises its name, arena and API
 * versions, game threads and a proof that it holds the secret as member attributes. Every member, the
 * coordinator included, plays games sent to its executor ({@value #EXECUTOR}, one thread per game thread).
 * Nothing here starts unless a command is given a cluster flag.
 */
public final class ClusterNode implements AutoCloseable {
    static final String EXECUTOR = "arena-games";
    static final String SHELF = "arena-jars";
    static final String NAME = "arena.name";
    static final String ARENA = "arena.version";
    static final String API = "arena.api";
    static final String THREADS = "arena.threads";
    static final String NONCE = "arena.nonce";
    static final String PROOF = "arena.proof";

    private final HazelcastInstance hazelcast;
    private final MemberContext context;
    private final ClusterOptions options;

    private ClusterNode(HazelcastInstance hazelcast, MemberContext context, ClusterOptions options) {
        this.hazelcast = hazelcast;
        this.context = context;
        this.options = options;
    }

    /**
     * Starts the member and joins the cluster (or founds it when no listed member answers).
     *
     * @param pluginsDir where this member's own bots are
     * @param log        where the member's notes go (refusals, shipped jars)
     */
    public static ClusterNode start(ClusterOptions options, Path pluginsDir, PrintStream log) {
        return start(options, pluginsDir, log, UnaryOperator.identity());
    }

    /**
     * Starts a member whose answers to tasks go through {@code handler} (wrapping the arena's own
     * {@link MemberContext}): how a test puts a member that forges records into a cluster.
     */
    static ClusterNode start(ClusterOptions options, Path pluginsDir, PrintStream log,
                             UnaryOperator<PlayTask.Handler> handler) {
        String arena = Tournament.arenaVersion();
        String api = ApiVersion.VERSION;
        Config config = new Config();
        // Without the secret a stranger does not know the cluster's name, so its join request is refused.
        config.setClusterName(options.secret().clusterName());
        config.setInstanceName("arena-" + options.name());
        config.setProperty("hazelcast.logging.type", System.getProperty("hazelcast.logging.type", "none"));
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.shutdownhook.enabled", "false"); // the arena closes its member itself
        config.setProperty("hazelcast.socket.bind.any", "false");
        // a member that stops answering is dropped after this long and its games are played elsewhere
        config.setProperty("hazelcast.max.no.heartbeat.seconds",
                System.getProperty("hazelcast.max.no.heartbeat.seconds", "15"));
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.wait.seconds.before.join", "1");
        // members that lost sight of each other (a busy machine, a network blip) find each other again soon
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
        // One endpoint, for members only: no client, REST or memcache protocol is served, so a Hazelcast client
        // (which would need no membership at all to read and clear the shelf) cannot connect.
        AdvancedNetworkConfig network = config.getAdvancedNetworkConfig().setEnabled(true);
        ServerSocketEndpointConfig endpoint = new ServerSocketEndpointConfig();
        endpoint.setPort(options.bind().port()).setPortAutoIncrement(false)
                .setPublicAddress(options.bind().ip() + ":" + options.bind().port());
        endpoint.getInterfaces().setEnabled(true).addInterface(options.bind().ip());
        network.setMemberEndpointConfig(endpoint);
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true);
        options.members().forEach(m -> join.getTcpIpConfig().addMember(m.ip() + ":" + m.port()));
        // Tasks, records and shelved jars travel field by field; Java serialization may read only byte arrays.
        config.getSerializationConfig().setJavaSerializationFilterConfig(new JavaSerializationFilterConfig()
                .setWhitelist(new ClassFilter().addClasses("[B")));
        String nonce = HexFormat.of().formatHex(SecureRandom.getSeed(16));
        config.getMemberAttributeConfig().setAttribute(NONCE, nonce);
        config.getMemberAttributeConfig().setAttribute(PROOF, proof(options.secret(), options.name(), nonce));
        config.getMemberAttributeConfig().setAttribute(NAME, options.name());
        config.getMemberAttributeConfig().setAttribute(ARENA, arena);
        config.getMemberAttributeConfig().setAttribute(API, api);
        config.getMemberAttributeConfig().setAttribute(THREADS, Integer.toString(options.threads()));
        config.getExecutorConfig(EXECUTOR).setPoolSize(options.threads()).setQueueCapacity(0);
        HazelcastInstance[] holder = new HazelcastInstance[1];
        WorkerBots bots = new WorkerBots(pluginsDir, options.cache(), options.secret(),
                () -> holder[0].getMap(SHELF), log);
        MemberContext context = new MemberContext(options.secret(), options.name(), arena, api, bots, log);
        config.getUserContext().put(MemberContext.KEY, handler.apply(context));
        config.getUserContext().put(IdentityChallenge.KEY, context);
        config.getExecutorConfig(IdentityChallenge.EXECUTOR).setPoolSize(1);
        holder[0] = Hazelcast.newHazelcastInstance(config);
        return new ClusterNode(holder[0], context, options);
    }

    HazelcastInstance hazelcast() {
        return hazelcast;
    }

    MemberContext context() {
        return context;
    }

    /** This member's options. */
    public ClusterOptions options() {
        return options;
    }

    /** The members now in the cluster. */
    public int size() {
        return hazelcast.getCluster().getMembers().size();
    }

    IMap<String, ShippedJar> shelf() {
        return hazelcast.getMap(SHELF);
    }

    /** A member's arena name (its address when it gave none, or a name that is not a plain one). */
    static String nameOf(Member member) {
        String name = member.getAttribute(NAME);
        return name != null && name.matches("[A-Za-z0-9._:-]{1,100}") ? name : member.getAddress().toString();
    }

    /** A member's proof that it holds the secret: the HMAC of its name and a nonce of its own. */
    static String proof(ClusterSecret secret, String name, String nonce) {
        return HexFormat.of().formatHex(secret.sign("member\u0000" + name + "\u0000" + nonce));
    }

    /**
     * Why this coordinator refuses {@code member}, or null when it proves it holds the secret and their arena
     * and API versions agree.
     */
    static String refusal(Member member, ClusterSecret secret) {
        String nonce = member.getAttribute(NONCE);
        String proof = member.getAttribute(PROOF);
        if (nonce == null || proof == null || !MessageDigest.isEqual(proof.getBytes(StandardCharsets.UTF_8),
                proof(secret, nameOf(member), nonce).getBytes(StandardCharsets.UTF_8))) {
            return "worker " + nameOf(member) + " is refused: it does not prove that it holds this cluster's secret";
        }
        return versionRefusal(member);
    }

    /** Why this coordinator refuses {@code member}, or null when their arena and API versions agree. */
    private static String versionRefusal(Member member) {
        String arena = member.getAttribute(ARENA);
        String api = member.getAttribute(API);
        if (Tournament.arenaVersion().equals(arena) && ApiVersion.VERSION.equals(api)) {
            return null;
        }
        return "worker " + nameOf(member) + " is refused: it runs arena " + arena + " with API " + api
                + ", this coordinator arena " + Tournament.arenaVersion() + " with API " + ApiVersion.VERSION;
    }

    @Override
    public void close() {
        context.bots().close();
        // no graceful hand-over: the only data is the jar shelf, which the coordinator fills again
        hazelcast.getLifecycleService().terminate();
    }
}
