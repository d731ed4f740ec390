package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kit of hostile plugin jars, each run isolated in its own child JVM in one tournament with two honest
 * bots: each misbehaviour costs only the misbehaving bot's games, the tournament completes, the honest
 * bots' games equal those of a run without the kit, results.jsonl stays whole, and no process is left.
 */
class MisbehavingBotsTest {
    /**
     * Bodies of decide(o) by bot id; each misbehaves from its third move on, in real games only (the
     * child's warm-up games have no time budget).
     */
    static final Map<String, String> KIT = new LinkedHashMap<>();

    static {
        KIT.put("exiter", "if (o.piecesPlaced() >= 2 && o.timeBudgetNanos() > 0) { System.exit(3); } return lowest(o);");
        KIT.put("halter", "if (o.piecesPlaced() >= 2 && o.timeBudgetNanos() > 0) { Runtime.getRuntime().halt(4); } return lowest(o);");
        KIT.put("babbler", "if (o.piecesPlaced() >= 2 && o.timeBudgetNanos() > 0) { System.out.println(\"the T goes left\"); } return lowest(o);");
        // Raw bytes, not chars: encoding 3 MiB of chars in a cold JVM can take longer than the move's CPU limit.
        KIT.put("flooder", "if (o.piecesPlaced() >= 2 && o.timeBudgetNanos() > 0) { byte[] b = new byte[3 << 20];"
                + " java.util.Arrays.fill(b, (byte) 'x'); System.out.write(b, 0, b.length); System.out.flush(); }"
                + " return lowest(o);");
        KIT.put("hog", "if (o.piecesPlaced() >= 2 && o.timeBudgetNanos() > 0) { java.util.List<long[]> keep = new java.util.ArrayList<>();"
                + " while (true) { keep.add(new long[1 << 20]); } } return lowest(o);");
        // Thinks on eight helper threads of 100 ms of CPU each while its own thread waits: 800 ms a move.
        KIT.put("helpers", "if (o.piecesPlaced() >= 2 && o.timeBudgetNanos() > 0) { Thread[] ts = new Thread[8];"
                + " for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(() -> { long end = cpu() + 100_000_000L;"
                + " long x = 0; while (cpu() < end) { x += x * 31 + 7; } }); ts[i].start(); }"
                + " for (Thread t : ts) { try { t.join(); } catch (InterruptedException e) { } } } return lowest(o);");
        // Leaves twenty threads spinning and answers at once.
        KIT.put("leaver", "if (o.piecesPlaced() == 2 && o.timeBudgetNanos() > 0) { for (int i = 0; i < 20; i++) {"
                + " Thread t = new Thread(() -> { long x = 0; while (true) { x += x * 31 + 7; } }); t.setDaemon(true);"
                + " t.start(); } } return lowest(o);");
        // Root without capabilities: its capability set, a mount and a device node, said on stderr.
        KIT.put("rooter", "if (o.piecesPlaced() == 0 && o.timeBudgetNanos() > 0) { try { Process p = new ProcessBuilder("
                + "\"/bin/sh\", \"-c\", \"grep CapEff /proc/self/status; mkdir -p /tmp/m; mount -t tmpfs none /tmp/m;"
                + " echo mount=$?; mknod /tmp/null c 1 3; echo mknod=$?\").redirectErrorStream(true).start();"
                + " System.err.println(new String(p.getInputStream().readAllBytes())); p.waitFor(); }"
                + " catch (Exception e) { System.err.println(\"FAILED \" + e); } } return lowest(o);");
        // Keeps its JVM's collector busy: a large live set and two full collections a move, its own thread idle.
        KIT.put("collector", "if (o.timeBudgetNanos() > 0) { if (LIVE.isEmpty()) { for (int i = 0; i < 1_500_000; i++) {"
                + " LIVE.add(new long[4]); } } System.gc(); System.gc(); } return lowest(o);");
        // Leaves a descendant that holds 1.2 GB for 20 s (dd's buffer, its write blocked on a pipe nobody reads), and
        // plays on slowly (sleeping, not computing) while it grows.
        KIT.put("piper", "if (o.piecesPlaced() == 2 && o.timeBudgetNanos() > 0) { try { new ProcessBuilder(\"/bin/sh\","
                + " \"-c\", \"dd if=/dev/zero bs=1200M count=1 2>/dev/null | sleep 20\").start(); }"
                + " catch (Exception e) { System.err.println(\"FAILED \" + e); } }"
                + " if (o.piecesPlaced() > 2 && o.timeBudgetNanos() > 0) { try { Thread.sleep(600); }"
                + " catch (InterruptedException e) { } } return lowest(o);");
        KIT.put("snoop", "if (o.piecesPlaced() == 0 && o.timeBudgetNanos() > 0) { for (String f : new String[] {SEEDS, RESULTS}) {"
                + " try { java.nio.file.Files.readAllBytes(java.nio.file.Path.of(f));"
                + " System.err.println(\"READ \" + f); } catch (Exception e) {"
                + " System.err.println(\"DENIED \" + f); } } } return lowest(o);");
    }

    @TempDir
    static Path work;
    static Path plugins;
    static Path honestOnly;
    static Path tinyEvent;

    @BeforeAll
    static void buildTheKit() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        honestOnly = Files.createDirectories(work.resolve("honest"));
        TestBots.buildJars(work, honestOnly, List.of("good", "fingerprint"));
        try (Stream<Path> jars = Files.list(honestOnly)) {
            for (Path jar : jars.toList()) {
                Files.copy(jar, plugins.resolve(jar.getFileName()));
            }
        }
        Path seeds = Path.of("..", "seeds", "quick.json").toAbsolutePath().normalize();
        Path results = work.resolve("with-kit").resolve("results.jsonl");
        Map<String, String> sources = new LinkedHashMap<>();
        KIT.forEach((id, body) -> sources.put(TestBots.className(id), TestBots.source(id, body, null)
                .replace("static Move decide(Observation o) {", "static final java.util.List<long[]> LIVE ="
                        + " new java.util.ArrayList<>();\n    static final String SEEDS = \""
                        + seeds.toString().replace("\\", "\\\\") + "\", RESULTS = \""
                        + results.toString().replace("\\", "\\\\") + "\";\n    static Move decide(Observation o) {")));
        Path classes = PluginJars.compile(work, sources);
        for (String id : KIT.keySet()) {
            PluginJars.jar(plugins.resolve(id + ".jar"), PluginJars.manifest(id, ">=1.0.0 & <2.0.0"), classes,
                    List.of(TestBots.className(id)), Map.of());
        }
        // A quarter second per move: a two-and-a-half second backstop, ample for a busy shared machine.
        tinyEvent = TestBots.writeTinyEvent(work.resolve("tiny.json"), 250);
    }

    private static List<GameRecord> run(Path pluginsDir, Path out) throws Exception {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = io.tetrisarena.arena.cli.Main.run(new String[] {"run", "--plugins", pluginsDir.toString(), "--out",
            out.toString(), "--quiet", "--events", tinyEvent.toString(), "--seeds", "quick", "--games", "2",
            "--threads", "2"}, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        assertEquals(0, code, e.toString(StandardCharsets.UTF_8));
        return ResultsFile.read(out.resolve("results.jsonl")).games();
    }

    private static Map<String, List<GameRecord>> byBot(List<GameRecord> games) {
        return games.stream().sorted(java.util.Comparator.comparing(GameRecord::seedIndex))
                .collect(Collectors.groupingBy(GameRecord::botId, LinkedHashMap::new, Collectors.toList()));
    }

    /** Processes still running whose command line names a file of this test's work folder. */
    private static List<String> leftovers() throws Exception {
        List<String> out = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.toList()) {
                try {
                    String cmd = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8);
                    if (cmd.contains(work.toString())) {
                        out.add(p.getFileName() + ": " + cmd.replace('\0', ' '));
                    }
                } catch (Exception ignored) {
                    // gone, or not a process folder
                }
            }
        }
        return out;
    }

    /** Children of this JVM that ended but were never reaped. */
    static List<String> zombies() throws Exception {
        long me = ProcessHandle.current().pid();
        List<String> out = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.toList()) {
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (f[0].equals("Z") && Long.parseLong(f[1]) == me) {
                        out.add(stat);
                    }
                } catch (Exception ignored) {
                    // gone, or not a process folder
                }
            }
        }
        return out;
    }

    @Test
    void eachMisbehaviourCostsOnlyItsOwnGamesAndLeavesNothingBehind() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        Map<String, List<GameRecord>> honest = byBot(run(honestOnly, work.resolve("honest-out")));
        Path out = work.resolve("with-kit");
        Map<String, List<GameRecord>> all = byBot(run(plugins, out));

        assertEquals(13, all.size(), all.keySet().toString());
        for (String id : List.of("good", "fingerprint")) {
            List<GameRecord> a = honest.get(id);
            List<GameRecord> b = all.get(id);
            assertEquals(a.stream().map(GameRecord::moves).toList(), b.stream().map(GameRecord::moves).toList(), id);
            assertEquals(a.stream().map(GameRecord::outcome).toList(), b.stream().map(GameRecord::outcome).toList());
        }
        for (GameRecord g : all.get("hog")) {
            assertTrue(g.outcome() == Outcome.EXCEPTION || g.outcome() == Outcome.TIMEOUT, g.detail());
            assertEquals(2, g.pieces());
        }
        for (String id : List.of("exiter", "halter")) {
            for (GameRecord g : all.get(id)) {
                assertEquals(Outcome.EXCEPTION, g.outcome(), id + ": " + g.detail());
                assertEquals(2, g.pieces(), id);
                assertTrue(g.detail().contains("the bot's process ended"), g.detail());
            }
        }
        assertTrue(all.get("exiter").get(0).detail().contains("exited with code 3"), all.get("exiter").get(0).detail());
        for (String id : List.of("babbler", "flooder")) {
            for (GameRecord g : all.get(id)) {
                assertEquals(Outcome.ILLEGAL_MOVE, g.outcome(), id + ": " + g.detail());
                assertEquals(2, g.pieces(), id);
            }
        }
        assertTrue(all.get("babbler").get(0).detail().contains("answered garbage"), all.get("babbler").get(0).detail());
        assertTrue(all.get("flooder").get(0).detail().contains("longer than"), all.get("flooder").get(0).detail());
        for (GameRecord g : all.get("helpers")) {
            assertEquals(Outcome.TIMEOUT, g.outcome(), g.detail());
            assertEquals(2, g.pieces());
            assertTrue(g.detail().contains("CPU time"), g.detail());
        }
        for (GameRecord g : all.get("collector")) {
            assertTrue(g.outcome() == Outcome.TIMEOUT || g.meanMoveMillis() >= 20,
                    "the collector's work is charged: " + g.outcome() + ", " + g.meanMoveMillis() + " ms, " + g.detail());
        }
        if (Confinements.available().hosting() == io.tetrisarena.arena.referee.Hosting.SANDBOXED) {
            String rooter = Files.readString(out.resolve("bots").resolve("rooter.stderr.log"));
            assertTrue(rooter.contains("CapEff:\t0000000000000000"), "no capability, even as root: " + rooter);
            assertTrue(rooter.contains("mount=") && !rooter.contains("mount=0"), rooter);
            assertTrue(rooter.contains("mknod=") && !rooter.contains("mknod=0"), rooter);
            // Its descendant's memory, or the CPU time it burns filling it (charged to the bot), ends its game.
            GameRecord piped = all.get("piper").get(0);
            assertTrue(piped.outcome() == Outcome.EXCEPTION && piped.detail().contains("over its limit of "
                    + BotLimits.JAR.memoryMb() + " MiB") || piped.outcome() == Outcome.TIMEOUT
                    && piped.detail().contains("CPU time"), piped.outcome() + ": " + piped.detail());
        }
        for (GameRecord g : all.get("rooter")) {
            assertFalse(g.outcome().isFailure(), g.detail());
        }
        for (GameRecord g : all.get("snoop")) {
            assertFalse(g.outcome().isFailure(), g.detail());
        }
        String snooped = Files.readString(out.resolve("bots").resolve("snoop.stderr.log"));
        assertTrue(snooped.contains("quick.json"), "the child's stderr lands in the per-bot log: " + snooped);
        if (Confinements.available().hosting() == io.tetrisarena.arena.referee.Hosting.SANDBOXED) {
            assertFalse(snooped.contains("READ "), snooped);
        }

        List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
        assertEquals(1 + 13 * 2 + 1, lines.size(), "header, every game, footer");
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"footer\""), lines.get(lines.size() - 1));
        assertEquals(List.of(), leftovers(), "every child process and its threads are gone");
        assertEquals(List.of(), zombies(), "no child of the arena is left unreaped");
    }
}
