package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.cluster.ClusterFlags;
import io.tetrisarena.arena.cluster.ClusterNode;
import io.tetrisarena.arena.cluster.ClusterOptions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena worker --cluster HOST:PORT[,...]}: joins an arena cluster and plays the games sent to it until stopped. */
final class WorkerCommand implements Command {
    @Override
    public String name() {
        return "worker";
    }

    @Override
    public String description() {
        return "join an arena cluster and play the games its coordinators send, until stopped (docs/cluster.md)";
    }

    @Override
    public Options options() {
        return ClusterFlags.add(new Options())
                .addOption(Flags.withArg("threads", "N", "games played at once (default: all cores)"))
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        int threads = line.hasOption("threads") ? Flags.parseInt("--threads", line.getOptionValue("threads"), 1, 1024)
                : Runtime.getRuntime().availableProcessors();
        if (!ClusterFlags.wanted(line)) {
            throw new UsageException("missing --cluster HOST:PORT[,...] (the members to join)");
        }
        ClusterOptions options;
        try {
            options = ClusterFlags.options(line, threads, System.getenv());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Path plugins = Flags.folders(line.getOptionValue("plugins")).primary();
        Flags.applyUnconfined(line);
        ClusterNode node = ClusterNode.start(options, plugins, err);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            node.close();
            stopped.countDown();
        }, "worker-stop"));
        out.println("worker " + options.name() + " joined a cluster of " + node.size() + " members, listening on "
                + options.bind() + " with " + threads + " game threads");
        out.flush();
        stopped.await();
        return 0;
    }
}
