package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.Benchmark;
import io.tetrisarena.arena.cluster.ClusterExecutor;
import io.tetrisarena.arena.cluster.ClusterNode;
import io.tetrisarena.arena.cluster.LocalWorkers;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.LoadedBot;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench --cluster N}: the bench tournament on one thread locally, then on a cluster of this JVM plus
 * 0..N-1 worker JVMs of the same arena.jar (one game thread per member), best of two runs each after a
 * warm-up: games per second per cluster size, and the coordinator's cost per game (the one-member cluster
 * against the local run, and the coordinator's own work as the executor counts it).
 */
final class ClusterBench {
    private ClusterBench() {
    }

    static void run(List<LoadedBot> bots, Event event, int games, int members, Path pluginsDir, PrintStream out)
            throws Exception {
        Path jar;
        try {
            jar = Path.of(ClusterBench.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        if (!Files.isRegularFile(jar) || !jar.toString().endsWith(".jar")) {
            throw new UsageException("bench --cluster starts workers from arena.jar: run it as java -jar"
                    + " arena/target/arena.jar bench --cluster N");
        }
        int total = bots.size() * games;
        Benchmark.tournamentSeconds(bots, event, games, 1); // warm-up
        double local = Math.min(Benchmark.tournamentSeconds(bots, event, games, 1),
                Benchmark.tournamentSeconds(bots, event, games, 1));
        out.printf(Locale.US, "bench --cluster: %d bots x %d games of %s = %d games, one game thread per member%n",
                bots.size(), games, event.name(), total);
        out.printf(Locale.US, "%-26s %9s %9s %9s%n", "", "seconds", "games/s", "speedup");
        out.printf(Locale.US, "%-26s %9.2f %9.1f %9s%n", "local executor, 1 thread", local, total / local, "1.00x");
        PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
        try (LocalWorkers workers = new LocalWorkers(jar, pluginsDir, members);
             ClusterExecutor cluster = new ClusterExecutor(ClusterNode.start(workers.coordinator(), pluginsDir, quiet),
                     pluginsDir, quiet)) {
            double oneMember = 0;
            for (int m = 1; m <= members; m++) {
                if (m > 1) {
                    workers.startNext();
                }
                Benchmark.tournamentSeconds(bots, event, games, 1, cluster); // warm-up (a new member's JIT)
                double best = Math.min(Benchmark.tournamentSeconds(bots, event, games, 1, cluster),
                        Benchmark.tournamentSeconds(bots, event, games, 1, cluster));
                if (m == 1) {
                    oneMember = best;
                }
                out.printf(Locale.US, "%-26s %9.2f %9.1f %8.2fx%n", "cluster of " + m + (m == 1 ? " member" : " members"),
                        best, total / best, local / best);
            }
            out.printf(Locale.US, "coordinator's cost per game: %.3f ms (a 1-member cluster against the local"
                    + " executor), of which its own scheduling work %.3f ms%n", (oneMember - local) * 1000 / total,
                    cluster.coordinatorMicrosPerGame() / 1000);
        }
    }
}
