package io.tetrisarena.arena.cluster;

/**
 * Cluster tests in this JVM: Hazelcast's own logging off (their members' ports come from
 * {@link io.tetrisarena.arena.testkit.LoopbackPorts}).
 */
final class LocalPorts {
    private LocalPorts() {
    }

    /** Silences Hazelcast's logging in this JVM (the arena's members already run without it). */
    static void quietHazelcast() {
        System.setProperty("hazelcast.logging.type", "none");
    }
}
