package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bots that reach beyond their own process, each an isolated jar in a tournament with two honest bots:
 * <ul>
 *   <li>{@code forger} writes forged {@code suggestion} lines into the pipes of the other bots' processes
 *       (their standard input and output, through {@code /proc/<pid>/fd}) for as long as it lives; it takes as
 *       targets the other children of its own parent process, that is the bots of its own run, and nothing
 *       else on the machine;</li>
 *   <li>{@code orphaner} leaves a CPU-burning process that starts a session of its own and leaves its parent
 *       ({@code setsid -f}); {@code lingerer} leaves one that leaves its parent but stays in the bot's
 *       session.</li>
 * </ul>
 * Sandboxed, they cost only their own games: the honest bots' games equal a run without them, the forger
 * sees no other process, and no process of the run outlives it.
 *
 * <p>Unconfined (explicitly: {@code --unconfined} where bubblewrap is missing, a missing {@code bwrap} standing
 * for such a machine), the arena stops less, and this test says what: the forger's lines do reach the other
 * bots' pipes (unconfined does <em>not</em> stop that, so their games are not compared), every game is still
 * recorded, and an orphan that stays in the bot's session is killed with the bot. An orphan that leaves both
 * its session and its parent is <em>not</em> stopped unconfined, so it is run sandboxed only.
 *
 * <p>The test itself starts one arena process per run and touches no other process: every orphan runs under
 * {@code timeout 60}, so even one the arena failed to end is gone a minute later, and leftovers are only
 * looked for (by this test's own temporary folder in their command lines), never killed.
 */
class IntruderBotsTest {
    /** Writes forged lines into the pipes of its parent's other children, every 20 ms, for two minutes. */
    private static final String FORGER = """
            static final java.util.concurrent.atomic.AtomicBoolean STARTED = new java.util.concurrent.atomic.AtomicBoolean();
            static final java.util.Set<String> SAID = java.util.concurrent.ConcurrentHashMap.newKeySet();
            static void say(String line) { if (SAID.add(line)) { System.err.println(line); } }
            static void forge() {
                ProcessHandle me = ProcessHandle.current();
                ProcessHandle parent = me.parent().orElse(null);
                if (parent == null) { say("NO PARENT"); return; }
                List<ProcessHandle> others = parent.children().filter(h -> h.pid() != me.pid()).toList();
                say("SAW " + others.size());
                byte[] line = "{\\"type\\":\\"suggestion\\",\\"moves\\":[]}\\n".getBytes();
                for (ProcessHandle h : others) {
                    for (int fd = 0; fd <= 1; fd++) {
                        try (java.io.FileOutputStream f = new java.io.FileOutputStream("/proc/" + h.pid() + "/fd/" + fd)) {
                            f.write(line);
                            say("WROTE " + h.pid() + " fd " + fd);
                        } catch (Exception e) {
                            say("DENIED " + h.pid() + " fd " + fd);
                        }
                    }
                }
            }
            static Move decide(Observation o) {
                if (o.timeBudgetNanos() > 0 && STARTED.compareAndSet(false, true)) {
                    Thread t = new Thread(() -> {
                        long end = System.nanoTime() + 120_000_000_000L;
                        while (System.nanoTime() < end) {
                            forge();
                            try { Thread.sleep(20); } catch (InterruptedException e) { return; }
                        }
                    });
                    t.setDaemon(true);
                    t.start();
                }
                return lowest(o);
            }
            """;

    /** Starts {@code COMMAND} once, at its first move in a real game, and plays on. */
    private static final String ORPHANER = """
            static final java.util.concurrent.atomic.AtomicBoolean STARTED = new java.util.concurrent.atomic.AtomicBoolean();
            static Move decide(Observation o) {
                if (o.timeBudgetNanos() > 0 && STARTED.compareAndSet(false, true)) {
                    try {
                        new ProcessBuilder(COMMAND).redirectErrorStream(true)
                                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
                        System.err.println("ORPHAN STARTED");
                    } catch (Exception e) {
                        System.err.println("ORPHAN FAILED " + e);
                    }
                }
                return lowest(o);
            }
            """;

    @TempDir
    static Path work;
    /** This run's mark in the command line of every orphan, by which a leftover is recognised. */
    static String marker;
    static Path honestOnly;
    static Path sandboxedKit;
    static Path forgerKit;
    static Path lingererKit;
    static Path tinyEvent;

    @BeforeAll
    static void buildTheKit() throws Exception {
        marker = work.toAbsolutePath().toString();
        assertFalse(marker.contains(" ") || marker.contains("'"), marker);
        honestOnly = Files.createDirectories(work.resolve("honest"));
        sandboxedKit = Files.createDirectories(work.resolve("sandboxed-kit"));
        // Unconfined, the forger's lines would end the lingerer's games before it left its orphan: apart.
        forgerKit = Files.createDirectories(work.resolve("forger-kit"));
        lingererKit = Files.createDirectories(work.resolve("lingerer-kit"));
        TestBots.buildJars(work, honestOnly, List.of("good", "fingerprint"));
        for (Path kit : List.of(sandboxedKit, forgerKit, lingererKit)) {
            try (Stream<Path> jars = Files.list(honestOnly)) {
                for (Path jar : jars.toList()) {
                    Files.copy(jar, kit.resolve(jar.getFileName()));
                }
            }
        }
        jar(sandboxedKit, "forger", FORGER);
        jar(forgerKit, "forger", FORGER);
        String burn = "while :; do :; done";
        // Leaves its session and its parent: only a sandbox can end it.
        jar(sandboxedKit, "orphaner", "static final String[] COMMAND = {\"/usr/bin/setsid\", \"-f\", \"/usr/bin/timeout\","
                + " \"60\", \"/bin/sh\", \"-c\", \"" + burn + "\", \"orphan\", \"" + marker + "\"};\n" + ORPHANER);
        // Leaves its parent (the shell exits at once) but stays in the bot's session.
        jar(lingererKit, "lingerer", "static final String[] COMMAND = {\"/bin/sh\", \"-c\", \"/usr/bin/timeout 60"
                + " /bin/sh -c '" + burn + "' orphan " + marker + " &\"};\n" + ORPHANER);
        tinyEvent = TestBots.writeTinyEvent(work.resolve("tiny.json"), 250);
    }

    /** Compiles a bot whose class holds {@code members} (its decide method among them) into {@code dir}. */
    private static void jar(Path dir, String id, String members) throws Exception {
        String source = TestBots.source(id, "return lowest(o);", null)
                .replace("static Move decide(Observation o) { return lowest(o); }", members)
                .replace("import java.lang.management.ManagementFactory;",
                        "import java.lang.management.ManagementFactory;\nimport java.util.List;");
        Path classes = PluginJars.compile(work, Map.of(TestBots.className(id), source));
        PluginJars.jar(dir.resolve(id + ".jar"), PluginJars.manifest(id, ">=1.0.0 & <2.0.0"), classes,
                List.of(TestBots.className(id)), Map.of());
    }

    /** Runs a tournament in an arena process of its own (so that its children are this run's bots only). */
    private static List<GameRecord> run(Path plugins, Path out, List<String> jvmFlags, String... more)
            throws Exception {
        List<String> command = new ArrayList<>(List.of(ScriptBots.JAVA, "-cp", System.getProperty("java.class.path")));
        command.addAll(jvmFlags);
        command.addAll(List.of("io.tetrisarena.arena.cli.Main", "run", "--plugins", plugins.toString(), "--out",
                out.toString(), "--quiet", "--events", tinyEvent.toString(), "--seeds", "quick", "--games", "2",
                "--threads", "2", "--no-versus"));
        command.addAll(List.of(more));
        Path log = Files.createTempFile(work, "arena", ".txt");
        Process arena = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!arena.waitFor(300, TimeUnit.SECONDS)) {
            arena.destroyForcibly();
            throw new AssertionError("the arena did not finish within 300 s");
        }
        assertEquals(0, arena.exitValue(), Files.readString(log));
        List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"footer\""), "the run's results are whole");
        return ResultsFile.read(out.resolve("results.jsonl")).games();
    }

    private static Map<String, List<GameRecord>> byBot(List<GameRecord> games) {
        return games.stream().sorted(Comparator.comparing(GameRecord::seedIndex))
                .collect(Collectors.groupingBy(GameRecord::botId, LinkedHashMap::new, Collectors.toList()));
    }

    private static String log(Path out, String bot) throws Exception {
        return Files.readString(out.resolve("bots").resolve(bot + ".stderr.log"), StandardCharsets.UTF_8);
    }

    /**
     * Processes whose command line carries this run's mark, looked for (never signalled) until none is left or
     * ten seconds have passed: a process the arena killed may take a moment to be gone from {@code /proc}.
     */
    private static List<String> leftovers() throws Exception {
        List<String> found = List.of();
        for (int attempt = 0; attempt < 100; attempt++) {
            found = new ArrayList<>();
            try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
                for (Path p : procs.toList()) {
                    try {
                        String cmd = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8);
                        if (cmd.contains("orphan\0" + marker)) {
                            found.add(p.getFileName() + ": " + cmd.replace('\0', ' '));
                        }
                    } catch (Exception ignored) {
                        // gone, or not a process folder
                    }
                }
            }
            if (found.isEmpty()) {
                return found;
            }
            Thread.sleep(100);
        }
        return found;
    }

    @Test
    void sandboxedTheyCostOnlyTheirOwnGamesAndNoProcessOfTheRunOutlivesIt() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        Map<String, List<GameRecord>> honest = byBot(run(honestOnly, work.resolve("honest-out"), List.of()));
        Path out = work.resolve("sandboxed-out");
        Map<String, List<GameRecord>> all = byBot(run(sandboxedKit, out, List.of()));

        assertEquals(List.of("fingerprint", "forger", "good", "orphaner"), all.keySet().stream().sorted().toList());
        for (String id : List.of("good", "fingerprint")) {
            assertEquals(honest.get(id).stream().map(GameRecord::moves).toList(),
                    all.get(id).stream().map(GameRecord::moves).toList(), id);
            assertEquals(honest.get(id).stream().map(GameRecord::outcome).toList(),
                    all.get(id).stream().map(GameRecord::outcome).toList(), id);
        }
        String forger = log(out, "forger");
        assertTrue(forger.contains("SAW 0"), "inside its own PID namespace the forger sees no other process: " + forger);
        assertFalse(forger.contains("WROTE"), forger);
        assertTrue(log(out, "orphaner").contains("ORPHAN STARTED"), log(out, "orphaner"));
        assertEquals(List.of(), leftovers(), "the orphan ends with the bot's sandbox");
    }

    /** The flags that make a run unconfined here: no bubblewrap (a missing one), and {@code --unconfined}. */
    private static List<GameRecord> runUnconfined(Path plugins, Path out) throws Exception {
        List<GameRecord> games = run(plugins, out, List.of("-D" + Confinements.BWRAP_PROPERTY + "="
                + work.resolve("no-bwrap")), "--unconfined");
        assertTrue(ResultsFile.read(out.resolve("results.jsonl")).header().bots().stream()
                .allMatch(b -> b.hosting().equals("unconfined")), "the results record that nothing was confined");
        return games;
    }

    @Test
    void unconfinedTheForgedLinesReachTheOtherBotsPipesButEveryGameIsRecorded() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        Path out = work.resolve("forger-out");
        Map<String, List<GameRecord>> all = byBot(runUnconfined(forgerKit, out));

        assertEquals(List.of("fingerprint", "forger", "good"), all.keySet().stream().sorted().toList());
        for (List<GameRecord> games : all.values()) {
            assertEquals(2, games.size(), "every game is recorded, whatever the forged lines did");
        }
        String forger = log(out, "forger");
        assertTrue(forger.contains("WROTE "), "unconfined, nothing stops a bot writing into another bot's pipes: "
                + forger);
    }

    @Test
    void unconfinedAnOrphanThatStaysInTheBotsSessionIsKilledWithTheBot() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/timeout")), "needs timeout");
        Path out = work.resolve("lingerer-out");
        Map<String, List<GameRecord>> all = byBot(runUnconfined(lingererKit, out));

        assertEquals(List.of("fingerprint", "good", "lingerer"), all.keySet().stream().sorted().toList());
        assertTrue(log(out, "lingerer").contains("ORPHAN STARTED"), log(out, "lingerer"));
        assertEquals(List.of(), leftovers(), "an orphan left in the bot's session is killed with the bot");
    }
}
