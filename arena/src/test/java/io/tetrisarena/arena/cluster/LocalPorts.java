package io.tetrisarena.arena.cluster;

import io.tetrisarena.arena.testkit.LoopbackPorts;
import java.io.IOException;

/** Cluster tests in this JVM: a free loopback port for each member, and Hazelcast's own logging off. */
final class LocalPorts {
    private LocalPorts() {
    }

    /** A port free on this machine now, which no outgoing connection can take first ({@link LoopbackPorts}). */
    static int free() throws IOException {
        return LoopbackPorts.free();
    }

    /** Silences Hazelcast's logging in this JVM (the arena's members already run without it). */
    static void quietHazelcast() {
        System.setProperty("hazelcast.logging.type", "none");
    }
}
