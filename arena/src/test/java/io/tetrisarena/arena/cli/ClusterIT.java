package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.results.ResultsStore;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.ResultsLines;
import io.tetrisarena.arena.testkit.UntimedVersus;
import io.tetrisarena.arena.tournament.GameKey;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.versus.VersusRecords;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cluster of three members on localhost, each its own JVM: two {@code arena worker} processes of arena.jar
 * (one with the bundled plugins, one with none, so every jar it plays is shipped to it) and the coordinator
 * in its own JVM too. Tournaments and an evolve give the same records as a local run; a coordinator restarted
 * with --resume keeps its games; a worker killed with SIGKILL in the middle of a run (a tournament, then a
 * versus run) loses no game and duplicates none. Kept tiny: the machine has two cores.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterIT {
    private static final String SECRET = "cluster-it-secret-0123456789";
    @TempDir
    static Path work;
    static Path secretFile;
    static int[] ports;
    static String members;
    static Process w1;
    static Process w2;
    static final StringBuffer LOGS = new StringBuffer();

    @BeforeAll
    static void startTwoWorkers() throws Exception {
        Path jar = Path.of("target", "arena.jar");
        assumeTrue(Files.isRegularFile(jar), "arena.jar is built by package");
        secretFile = Files.writeString(work.resolve("secret"), SECRET + "\n");
        ports = new int[] {freePort(), freePort(), freePort()};
        members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1] + ",127.0.0.1:" + ports[2];
        Path empty = Files.createDirectories(work.resolve("no-plugins"));
        CountDownLatch joined = new CountDownLatch(2);
        w1 = worker(jar, "w1", ports[1], Path.of("..", "plugins"), joined);
        w2 = worker(jar, "w2", ports[2], empty, joined);
        assertTrue(joined.await(90, TimeUnit.SECONDS), "both workers start");
    }

    @AfterAll
    static void stopWorkers() {
        for (Process p : new Process[] {w1, w2}) {
            if (p != null) {
                p.destroyForcibly();
            }
        }
    }

    private static Process worker(Path jar, String name, int port, Path plugins, CountDownLatch joined)
            throws IOException {
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dhazelcast.max.no.heartbeat.seconds=8", "-jar", jar.toString(), "worker", "--cluster", members,
                "--bind", "127.0.0.1:" + port, "--member-name", name, "--threads", "1", "--plugins",
                plugins.toString(), "--cache", work.resolve("cache-" + name).toString(), "--secret-file",
                secretFile.toString());
        pb.environment().remove("ARENA_CLUSTER_SECRET"); // the secret is in a file, never in a member's environment
        pb.redirectErrorStream(true);
        Process p = pb.start();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    LOGS.append(name).append(": ").append(line).append('\n');
                    if (line.startsWith("worker " + name + " joined")) {
                        joined.countDown();
                    }
                }
            } catch (IOException ignored) {
                // the worker was stopped
            }
        }, "read-" + name);
        reader.setDaemon(true);
        reader.start();
        return p;
    }

    /** Runs arena.jar in its own JVM (the coordinator: a third member) and waits for it. */
    private static CliRun jar(String... args) {
        try {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-Dhazelcast.max.no.heartbeat.seconds=8", "-jar", "target/arena.jar"));
            command.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(command);
            Path out = Files.createTempFile(work, "out", ".txt");
            Path err = Files.createTempFile(work, "err", ".txt");
            pb.redirectOutput(out.toFile()).redirectError(err.toFile());
            Process p = pb.start();
            if (!p.waitFor(240, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            return new CliRun(p.exitValue(), Files.readString(out), Files.readString(err));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() throws IOException {
        return io.tetrisarena.arena.testkit.LoopbackPorts.free();
    }

    private static String[] cluster(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--cluster", members, "--bind", "127.0.0.1:" + ports[0], "--member-name", "coord",
                "--secret-file", secretFile.toString()));
        return all.toArray(String[]::new);
    }

    private static List<GameRecord> records(Path out) throws IOException {
        return RunCommandTest.sorted(ResultsFile.read(out.resolve("results.jsonl")).games());
    }

    private static final String[] TOURNAMENT = {"run", "--plugins", Path.of("..", "plugins").toString(), "--quiet",
        "--bots", "dellacherie,lee,greedy,example", "--events", "classic,marathon", "--seeds", "quick",
        "--games", "3", "--pieces", "40", "--threads", "1"};

    /** The test tournament into {@code out}, with some of its flags set to other values ({@code --games 1}). */
    private static String[] tournament(Path out, String... changes) {
        List<String> all = new ArrayList<>(List.of(TOURNAMENT));
        all.addAll(List.of("--out", out.toString()));
        for (int i = 0; i < changes.length; i += 2) {
            if (changes[i].equals("--resume")) {
                all.add("--resume");
            } else {
                all.set(all.indexOf(changes[i]) + 1, changes[i + 1]);
            }
        }
        return all.toArray(String[]::new);
    }

    @Test
    @Order(1)
    void aTournamentOnThreeMembersHasTheLocalRunsRecordsAndNamesWhoPlayedEach() throws Exception {
        CliRun local = CliRun.of(tournament(work.resolve("local")));
        assertEquals(0, local.code(), local.err());
        CliRun clustered = jar(cluster(tournament(work.resolve("cluster"))));
        assertEquals(0, clustered.code(), clustered.err());

        List<GameRecord> expected = records(work.resolve("local"));
        List<GameRecord> got = records(work.resolve("cluster"));
        assertEquals(24, got.size());
        assertEquals(expected.stream().map(RunCommandTest::untimed).toList(),
                got.stream().map(RunCommandTest::untimed).toList());
        assertEquals(expected.stream().map(GameRecord::tournament).collect(Collectors.toSet()),
                got.stream().map(GameRecord::tournament).collect(Collectors.toSet()));
        // each member gets two games at once from the start, so each of the three plays
        assertEquals(Set.of("coord", "w1", "w2"), got.stream().map(GameRecord::worker).collect(Collectors.toSet()),
                clustered.err() + LOGS);
        assertTrue(local.err().lines().noneMatch(l -> l.contains("worker")), "a local run names no worker");
        assertTrue(records(work.resolve("local")).stream().allMatch(g -> g.worker() == null));
        // w2 has no plugins: every jar it played from was shipped to it, checked and cached
        Set<String> w2Jars = got.stream().filter(g -> "w2".equals(g.worker())).map(GameRecord::jarSha256)
                .collect(Collectors.toSet());
        try (var cached = Files.list(work.resolve("cache-w2/jars"))) {
            assertEquals(w2Jars, cached.map(p -> p.getFileName().toString()).collect(Collectors.toSet()));
        }
    }

    @Test
    @Order(2)
    void anEvolveOnThreeMembersFindsTheLocalEvolvesBest() throws Exception {
        String[] evolve = {"evolve", "--plugins", Path.of("..", "plugins").toString(), "--features", "lee",
            "--algorithm", "cem", "--population", "6", "--generations", "2", "--games", "3", "--pieces", "40",
            "--threads", "1", "--name", "evolved-test"};
        List<String> local = new ArrayList<>(List.of(evolve));
        local.addAll(List.of("--out", work.resolve("evolve-local").toString()));
        CliRun here = CliRun.of(local.toArray(String[]::new));
        assertEquals(0, here.code(), here.err());
        List<String> clustered = new ArrayList<>(List.of(evolve));
        clustered.addAll(List.of("--out", work.resolve("evolve-cluster").toString()));
        CliRun there = jar(cluster(clustered.toArray(String[]::new)));
        assertEquals(0, there.code(), there.err());
        assertEquals(fitnessLines(here.out()), fitnessLines(there.out()));
        assertEquals(withoutDate(work.resolve("evolve-local/best.json")),
                withoutDate(work.resolve("evolve-cluster/best.json")));
    }

    private static List<String> fitnessLines(String out) {
        // "generation 0 (1 of 2)  best 513.33  mean 94.44 ... 0.5 s  1,193 pieces/s on ...": everything but the
        // time and the speed
        return out.lines().filter(l -> l.startsWith("generation") || l.startsWith("best fitness"))
                .map(l -> l.replaceAll("\\s+[0-9.]+ s(\\s.*)?$", "").replaceAll("; wrote .*", "")).toList();
    }

    private static List<String> withoutDate(Path bestJson) throws IOException {
        return Files.readAllLines(bestJson).stream().filter(l -> !l.contains("\"date\"")).toList();
    }

    @Test
    @Order(3)
    void aCoordinatorOfAnotherArenaVersionRefusesTheWorkersByNameAndPlaysAlone() throws Exception {
        // this JVM runs the arena from classes, version "dev"; the workers run arena.jar's release version
        CliRun dev = CliRun.of(cluster(tournament(work.resolve("dev"), "--games", "1")));
        assertEquals(0, dev.code(), dev.err());
        // every worker it met is refused by name (on a busy machine it may not meet both before the run ends)
        List<String> refused = dev.err().lines().filter(l -> l.matches("worker w[12] is refused: it runs arena .*"
                + ", this coordinator arena dev with API " + io.tetrisarena.api.ApiVersion.VERSION)).toList();
        assertTrue(!refused.isEmpty(), dev.err());
        assertEquals(Set.of("coord"), records(work.resolve("dev")).stream().map(GameRecord::worker)
                .collect(Collectors.toSet()));
    }

    @Test
    @Order(5)
    void aWorkerKilledMidRunHasItsGamesPlayedElsewhereAndNoGameTwice() throws Exception {
        Path out = work.resolve("killed");
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> jar(cluster(longer(out))));
        Path file = out.resolve("results.jsonl");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!(Files.exists(file) && Files.readString(file).contains("\"worker\":\"w1\""))) {
            assertTrue(System.nanoTime() < deadline && !run.isDone(), () -> "w1 plays a game before the run ends: "
                    + (run.isDone() ? run.join().err() : "") + LOGS);
            Thread.sleep(20);
        }
        w1.destroyForcibly(); // SIGKILL: no goodbye to the cluster
        CliRun done = run.get(180, TimeUnit.SECONDS);
        assertEquals(0, done.code(), done.err());
        assertTrue(done.err().contains("worker w1 left the cluster"), done.err());

        List<GameKey> keys = ResultsFile.read(file).games().stream().map(GameKey::of).toList();
        assertEquals(40, keys.size(), "4 bots x 2 events x 5 seeds, each exactly once");
        assertEquals(40, new HashSet<>(keys).size());

        CliRun local = CliRun.of(longer(work.resolve("killed-local")));
        assertEquals(0, local.code(), local.err());
        assertEquals(records(work.resolve("killed-local")).stream().map(RunCommandTest::untimed).toList(),
                records(out).stream().map(RunCommandTest::untimed).toList());
        Set<String> names = new TreeSet<>();
        records(out).forEach(g -> names.add(g.worker()));
        assertTrue(names.contains("w1") && names.contains("coord"), names.toString());
    }

    @Test
    @Order(4)
    void aCoordinatorRestartedWithResumeKeepsItsGamesAndPlaysOnlyTheRest() throws Exception {
        // the first test's cluster run, cut as a coordinator killed after 10 games (and in the middle of a line)
        Path killed = Files.createDirectories(work.resolve("restarted"));
        List<String> lines = Files.readAllLines(work.resolve("cluster/results.jsonl"));
        List<String> kept = new ArrayList<>(lines.subList(0, 11));
        Files.writeString(killed.resolve("results.jsonl"), String.join("\n", kept) + "\n"
                + lines.get(11).substring(0, 40));
        CliRun resumed = jar(cluster(tournament(killed, "--resume", "")));
        assertEquals(0, resumed.code(), resumed.err());
        List<String> after = Files.readAllLines(killed.resolve("results.jsonl"));
        assertEquals(ResultsLines.unlinked(kept.subList(1, 11)), ResultsLines.unlinked(after.subList(1, 11)),
                "the 10 finished games are kept as they were, not replayed");
        assertTrue(after.get(0).contains("\"resumed\":{\"at\":"), "the header says the file was resumed");
        assertEquals(records(work.resolve("local")).stream().map(RunCommandTest::untimed).toList(),
                records(killed).stream().map(RunCommandTest::untimed).toList());
    }

    /** The test tournament with 5 seeds and 200 pieces: long enough to kill a worker in the middle. */
    private static String[] longer(Path out) {
        return tournament(out, "--games", "5", "--pieces", "200");
    }

    @Test
    @Order(6)
    void aVersusRunWithAWorkerKilledMidRunLosesNoGameAndPlaysNoneTwice() throws Exception {
        CountDownLatch joined = new CountDownLatch(1);
        Process w3 = worker(Path.of("target", "arena.jar"), "w3", freePort(), Path.of("..", "plugins"), joined);
        try {
            assertTrue(joined.await(90, TimeUnit.SECONDS), "w3 starts");
            String[] versus = {"versus", "--plugins", Path.of("..", "plugins").toString(), "--bots",
                "attacker,lee,greedy,dellacherie", "--gauntlet", "attacker", "--seeds", "quick", "--games", "4",
                "--pieces", "150", "--threads", "1"};
            Path out = work.resolve("versus-killed");
            List<String> clustered = new ArrayList<>(List.of(versus));
            clustered.addAll(List.of("--out", out.toString()));
            CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> jar(cluster(clustered.toArray(
                    String[]::new))));
            Path file = out.resolve("versus.jsonl");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!(Files.exists(file) && Files.readString(file).contains("\"worker\":\"w3\""))) {
                assertTrue(System.nanoTime() < deadline && !run.isDone(), () -> "w3 plays a versus game before the"
                        + " run ends: " + (run.isDone() ? run.join().err() : "") + LOGS);
                Thread.sleep(20);
            }
            w3.destroyForcibly(); // SIGKILL: no goodbye to the cluster
            CliRun done = run.get(180, TimeUnit.SECONDS);
            assertEquals(0, done.code(), done.err());
            assertTrue(done.err().contains("worker w3 left the cluster"), done.err());

            List<VersusRecord> got = ResultsFile.read(file, ResultsStore.Kind.VERSUS).games();
            assertEquals(24, got.size(), "3 pairings x 4 seeds x 2 sides, each exactly once");
            assertEquals(24, got.stream().map(VersusRecords::keyOf).distinct().count());
            assertTrue(got.stream().anyMatch(g -> "w3".equals(g.worker())), "w3's finished games are kept");

            List<String> local = new ArrayList<>(List.of(versus));
            local.addAll(List.of("--out", work.resolve("versus-local").toString()));
            CliRun here = CliRun.of(local.toArray(String[]::new));
            assertEquals(0, here.code(), here.err());
            assertEquals(ResultsFile.read(work.resolve("versus-local/versus.jsonl"), ResultsStore.Kind.VERSUS).games().stream()
                    .map(UntimedVersus::of).toList(), got.stream().map(UntimedVersus::of).toList());
            CliRun verify = CliRun.of("verify", file.toString());
            assertEquals(0, verify.code(), verify.out() + verify.err());
        } finally {
            w3.destroyForcibly();
        }
    }
}
