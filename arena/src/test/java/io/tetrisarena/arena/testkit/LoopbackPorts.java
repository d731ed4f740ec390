package io.tetrisarena.arena.testkit;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Loopback ports for tests that start listeners later (cluster members, workers): free when asked for and
 * below Linux's ephemeral range (32768 and up). A port the kernel hands out for binding to 0 comes from that
 * range, and so can become the local end of an outgoing connection (a member retrying another that has not
 * bound yet) before its own listener binds it.
 */
public final class LoopbackPorts {
    private static final int LOW = 20_000;
    private static final int SPAN = 12_000;
    /** Where this JVM probes next: apart from another test JVM's by its process id. */
    private static final AtomicInteger NEXT = new AtomicInteger((int) (ProcessHandle.current().pid() * 97 % SPAN));

    private LoopbackPorts() {
    }

    /** A loopback port from 20000 to 31999 that nothing listens on now; never the same one twice in a JVM. */
    public static int free() throws IOException {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        for (int attempt = 0; attempt < SPAN; attempt++) {
            int port = LOW + Math.floorMod(NEXT.getAndIncrement(), SPAN);
            try (ServerSocket s = new ServerSocket()) {
                s.bind(new InetSocketAddress(loopback, port));
                return port;
            } catch (IOException taken) {
                // in use: the next one
            }
        }
        throw new IOException("no free loopback port from " + LOW + " to " + (LOW + SPAN - 1));
    }
}
