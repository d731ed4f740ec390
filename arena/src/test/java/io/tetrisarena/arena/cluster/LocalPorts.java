package io.tetrisarena.arena.cluster;

import java.io.IOException;
import java.net.ServerSocket;

/** Cluster tests in this JVM: a free loopback port for each member, and Hazelcast's own logging off. */
final class LocalPorts {
    private LocalPorts() {
    }

    /** A port free on this machine now. */
    static int free() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Silences Hazelcast's logging in this JVM (the arena's members already run without it). */
    static void quietHazelcast() {
        System.setProperty("hazelcast.logging.type", "none");
    }
}
