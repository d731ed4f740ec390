package io.tetrisarena.arena.cluster;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How this JVM joins a cluster.
 *
 * @param members the members to join, {@code HOST:PORT} each (TCP-IP join only: never multicast)
 * @param bind    this member's own address, {@code HOST:PORT}: it listens on that interface and port only
 * @param name    this member's name, as records name it
 * @param threads games this member plays at once
 * @param secret  the shared secret
 * @param cache   where a worker keeps jars shipped to it
 */
public record ClusterOptions(List<Address> members, Address bind, String name, int threads, ClusterSecret secret,
                             Path cache) {
    /** The default port of a member. */
    public static final int DEFAULT_PORT = 5701;

    public ClusterOptions {
        members = List.copyOf(members);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
    }

    /** A host (name or IP literal) and a port. */
    public record Address(String host, int port) {
        /** The host's IP address, resolved now. */
        public String ip() {
            try {
                return InetAddress.getByName(host).getHostAddress();
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("unknown host '" + host + "'");
            }
        }

        @Override
        public String toString() {
            return host + ":" + port;
        }
    }

    /**
     * Reads {@code HOST[:PORT]} (port {@value #DEFAULT_PORT} when left out).
     *
     * @throws IllegalArgumentException with a one-line reason
     */
    public static Address address(String flag, String text) {
        String t = text.strip();
        int colon = t.lastIndexOf(':');
        String host = colon < 0 ? t : t.substring(0, colon);
        int port = DEFAULT_PORT;
        if (colon >= 0) {
            try {
                port = Integer.parseInt(t.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
        }
        if (host.isEmpty() || port < 1 || port > 65535) {
            throw new IllegalArgumentException(flag + " wants HOST:PORT with a port 1..65535, got '" + text + "'");
        }
        return new Address(host, port);
    }

    /** Reads a comma-separated list of {@code HOST[:PORT]}. */
    public static List<Address> addresses(String flag, String text) {
        List<Address> out = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                out.add(address(flag, part));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(flag + " wants HOST:PORT[,HOST:PORT...], got '" + text + "'");
        }
        return out;
    }
}
