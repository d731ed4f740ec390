package io.tetrisarena.arena.cluster;

import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.LocalGameExecutor;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/**
 * The cluster flags {@code run}, {@code evolve} and {@code worker} share, and the executor they choose: the
 * local thread pool unless {@code --cluster} is given (so no Hazelcast class is touched on the default path).
 */
public final class ClusterFlags {
    private ClusterFlags() {
    }

    /** Adds {@code --cluster}, {@code --bind}, {@code --member-name}, {@code --secret-file}, {@code --cache}. */
    public static Options add(Options options) {
        return options
                .addOption(Option.builder().longOpt("cluster").hasArg().argName("HOST:PORT[,...]")
                        .desc("join the arena cluster of these members (TCP, no multicast; docs/cluster.md)").build())
                .addOption(Option.builder().longOpt("bind").hasArg().argName("HOST:PORT")
                        .desc("with --cluster: this member's own address, the one interface and port it listens on"
                                + " (default 127.0.0.1:" + ClusterOptions.DEFAULT_PORT + ")").build())
                .addOption(Option.builder().longOpt("member-name").hasArg().argName("NAME")
                        .desc("with --cluster: this member's name in records (default: host name and port)").build())
                .addOption(Option.builder().longOpt("secret-file").hasArg().argName("FILE")
                        .desc("with --cluster: the cluster secret's file (default: $" + ClusterSecret.ENVIRONMENT + ")")
                        .build())
                .addOption(Option.builder().longOpt("cache").hasArg().argName("DIR")
                        .desc("with --cluster: where shipped jars are kept (default: $TMPDIR/tetris-arena-cluster)")
                        .build());
    }

    /** Whether the command line asks for a cluster. */
    public static boolean wanted(CommandLine line) {
        return line.hasOption("cluster");
    }

    /**
     * The member options a command line gives.
     *
     * @throws IllegalArgumentException with a one-line reason for a malformed flag
     */
    public static ClusterOptions options(CommandLine line, int threads, Map<String, String> environment) {
        ClusterOptions.Address bind = ClusterOptions.address("--bind",
                line.getOptionValue("bind", "127.0.0.1:" + ClusterOptions.DEFAULT_PORT));
        String name = line.getOptionValue("member-name", hostName() + ":" + bind.port());
        if (!name.matches("[A-Za-z0-9._:-]+")) {
            throw new IllegalArgumentException("--member-name must be letters, digits and . _ : -, got '" + name + "'");
        }
        Path secretFile = line.hasOption("secret-file") ? Path.of(line.getOptionValue("secret-file")) : null;
        ClusterSecret secret = ClusterSecret.load(secretFile, environment);
        if (secretFile != null) {
            // A shipped jar's sandbox never shows the secret, even should it lie in a folder a sandbox binds.
            io.tetrisarena.arena.external.Confinements.hide(secretFile);
        }
        Path cache = Path.of(line.getOptionValue("cache",
                Path.of(System.getProperty("java.io.tmpdir"), "tetris-arena-cluster", name.replace(':', '_'))
                        .toString()));
        return new ClusterOptions(ClusterOptions.addresses("--cluster", line.getOptionValue("cluster")), bind, name,
                threads, secret, cache);
    }

    /**
     * The executor a command line asks for: the local one, or this JVM joined to the cluster (closing the
     * executor leaves the cluster).
     */
    public static GameExecutor executor(CommandLine line, String threadName, int threads, Path pluginsDir,
                                        PrintStream messages) {
        if (!wanted(line)) {
            return new LocalGameExecutor(threadName, threads);
        }
        ClusterOptions options = options(line, threads, System.getenv());
        ClusterNode node = ClusterNode.start(options, pluginsDir, messages);
        messages.println("coordinator " + options.name() + " in a cluster of " + node.size() + " members");
        return new ClusterExecutor(node, pluginsDir, messages);
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
