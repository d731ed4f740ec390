package io.tetrisarena.arena.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Worker JVMs on this machine for {@code bench --cluster}: each is {@code java -jar arena.jar worker} on a
 * free loopback port, sharing a fresh random secret with the coordinator. The secret reaches them through a
 * file only their user can read ({@code --secret-file}), never their environment, which the processes they
 * start could inherit. Closing stops them and deletes the file.
 */
public final class LocalWorkers implements AutoCloseable {
    private final Path arenaJar;
    private final Path pluginsDir;
    private final String secret = HexFormat.of().formatHex(SecureRandom.getSeed(16));
    private final List<ClusterOptions.Address> addresses = new ArrayList<>();
    private final List<Process> workers = new ArrayList<>();
    private Path secretFile;

    /** @param members the coordinator and every worker to be started, the coordinator first */
    public LocalWorkers(Path arenaJar, Path pluginsDir, int members) throws IOException {
        this.arenaJar = arenaJar;
        this.pluginsDir = pluginsDir;
        for (int i = 0; i < members; i++) {
            try (ServerSocket s = new ServerSocket(0)) {
                addresses.add(new ClusterOptions.Address("127.0.0.1", s.getLocalPort()));
            }
        }
    }

    /** The coordinator's options: the first address, one game thread. */
    public ClusterOptions coordinator() {
        return new ClusterOptions(addresses, addresses.get(0), "coordinator", 1, ClusterSecret.of(secret),
                Path.of(System.getProperty("java.io.tmpdir"), "tetris-arena-cluster", "bench"));
    }

    /** Starts the next worker (one game thread) and waits until it has joined. */
    public void startNext() throws IOException, InterruptedException {
        int n = workers.size() + 1;
        String members = String.join(",", addresses.stream().map(ClusterOptions.Address::toString).toList());
        if (secretFile == null) {
            secretFile = Files.createTempFile("arena-bench-secret", ".txt",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(secretFile, secret + "\n", StandardCharsets.UTF_8);
        }
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", arenaJar.toString(), "worker", "--cluster", members, "--bind", addresses.get(n).toString(),
                "--member-name", "bench-worker-" + n, "--threads", "1", "--plugins", pluginsDir.toString(),
                "--secret-file", secretFile.toString());
        pb.environment().remove(ClusterSecret.ENVIRONMENT);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        workers.add(p);
        CountDownLatch joined = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.contains(" joined a cluster")) {
                        joined.countDown();
                    }
                }
            } catch (IOException stopped) {
                // the worker ended
            }
        }, "bench-worker-" + n);
        reader.setDaemon(true);
        reader.start();
        if (!joined.await(120, TimeUnit.SECONDS)) {
            throw new IOException("bench worker " + n + " did not join within 120 s");
        }
    }

    @Override
    public void close() {
        if (secretFile != null) {
            try {
                Files.deleteIfExists(secretFile);
            } catch (IOException e) {
                // a temporary file: the system cleans it up
            }
        }
        workers.forEach(Process::destroy);
        for (Process p : workers) {
            try {
                if (!p.waitFor(10, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                p.destroyForcibly();
            }
        }
    }
}
