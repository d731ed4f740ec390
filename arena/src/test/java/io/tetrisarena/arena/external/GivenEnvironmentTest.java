package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bots are given their environment, never the arena's: an arena process started with a canary secret in
 * its environment runs a descriptor program and an isolated jar that print every variable they see, and
 * neither sees the canary. Where no sandbox exists (a bwrap that is missing stands for such a machine), a
 * run with untrusted bots refuses in one line unless given {@code --unconfined}, which the results record.
 */
class GivenEnvironmentTest {
    private static final String CANARY = "canary-" + Long.toHexString(System.nanoTime());
    /**
     * What a bot may see: the allowlist, its private folders, its descriptor's own variables, and the working
     * folder that bubblewrap's {@code --chdir} sets.
     */
    private static final Set<String> GIVEN = Set.of("PATH", "LANG", "TZ", "HOME", "TMPDIR", "BOT_THREADS", "PWD");

    @TempDir
    static Path work;
    static Path plugins;
    static Path tinyEvent;

    @BeforeAll
    static void buildAPluginsFolderOfEnvironmentProbes() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        Path scripts = Files.createDirectories(work.resolve("scripts"));
        ScriptBots.descriptor(plugins, "envprobe", ScriptBots.write(scripts, "EnvProbe", ScriptBots.ready(),
                "if (n == 1) { for (java.util.Map.Entry<String, String> e : System.getenv().entrySet()) {"
                        + " System.err.println(\"ENV \" + e.getKey() + \"=\" + e.getValue()); }"
                        + " try { java.nio.file.Files.readAllBytes(java.nio.file.Path.of(\"../neighbour/secret.txt\"));"
                        + " System.err.println(\"READ-NEIGHBOUR\"); } catch (Exception e) {"
                        + " System.err.println(\"NO-NEIGHBOUR \" + e.getClass().getSimpleName()); } }"
                        + " out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[]}\");"),
                ", \"env\": {\"BOT_THREADS\": \"1\"}, \"startupTimeoutMillis\": 30000");
        Files.writeString(Files.createDirectories(plugins.resolve("neighbour")).resolve("secret.txt"), "s3cret");
        String body = "if (o.piecesPlaced() == 0 && o.timeBudgetNanos() > 0) { for (java.util.Map.Entry<String, String> e"
                + " : System.getenv().entrySet()) { System.err.println(\"ENV \" + e.getKey() + \"=\" + e.getValue()); } }"
                + " return lowest(o);";
        Path classes = PluginJars.compile(work, Map.of(TestBots.className("envjar"), TestBots.source("envjar", body, null)));
        PluginJars.jar(plugins.resolve("envjar.jar"), PluginJars.manifest("envjar", ">=1.0.0 & <2.0.0"), classes,
                List.of(TestBots.className("envjar")), Map.of());
        tinyEvent = TestBots.writeTinyEvent(work.resolve("tiny.json"), 250);
    }

    /** The outcome of an arena process: exit code, standard output and error. */
    record Arena(int code, String out, String err) {
    }

    /** Runs the arena in a process of its own, with the canary in its environment. */
    static Arena arena(List<String> jvmFlags, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(ScriptBots.JAVA, "-cp", System.getProperty("java.class.path")));
        command.addAll(jvmFlags);
        command.add("io.tetrisarena.arena.cli.Main");
        command.addAll(List.of(args));
        Path out = Files.createTempFile(work, "out", ".txt");
        Path err = Files.createTempFile(work, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("ARENA_CLUSTER_SECRET", CANARY);
        builder.environment().put("TETRIS_ARENA_CANARY", CANARY);
        Process p = builder.start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the arena did not finish within 300 s");
        }
        return new Arena(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static String[] runArgs(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out", out.toString(),
                "--quiet", "--events", tinyEvent.toString(), "--seeds", "quick", "--games", "1", "--threads", "1",
                "--no-versus"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    /** The variables a bot printed into its stderr log, by name. */
    private static Map<String, String> seen(Path out, String bot) throws Exception {
        Map<String, String> vars = new java.util.TreeMap<>();
        for (String line : Files.readAllLines(out.resolve("bots").resolve(bot + ".stderr.log"), StandardCharsets.UTF_8)) {
            if (line.startsWith("ENV ")) {
                int eq = line.indexOf('=');
                vars.put(line.substring(4, eq), line.substring(eq + 1));
            }
        }
        return vars;
    }

    private static void assertGivenOnly(Map<String, String> vars, String bot) {
        assertTrue(vars.containsKey("HOME") && vars.containsKey("TMPDIR"), bot + " sees " + vars);
        assertFalse(vars.containsValue(CANARY), bot + " sees the arena's canary: " + vars);
        Set<String> extra = new TreeSet<>(vars.keySet());
        extra.removeIf(k -> GIVEN.contains(k) || k.startsWith("LC_"));
        assertEquals(Set.of(), extra, bot + " sees variables it was not given");
        assertFalse(vars.get("HOME").equals(System.getenv("HOME")), bot + " has the arena's home: " + vars);
    }

    @Test
    void noBotSeesAVariableOfTheArenasEnvironment() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        Path out = work.resolve("sandboxed");
        Arena a = arena(List.of(), runArgs(out));
        assertEquals(0, a.code(), a.err());
        Map<String, String> program = seen(out, "envprobe");
        assertGivenOnly(program, "envprobe");
        assertEquals("1", program.get("BOT_THREADS"), "the descriptor's env is added");
        assertEquals("/tmp/home", program.get("HOME"));
        assertGivenOnly(seen(out, "envjar"), "envjar");
        String log = Files.readString(out.resolve("bots").resolve("envprobe.stderr.log"));
        assertTrue(log.contains("NO-NEIGHBOUR NoSuchFileException"), "only the bot's own folder is bound: " + log);
    }

    @Test
    void withoutASandboxTheRunRefusesInOneLineNamingTheWaysOn() throws Exception {
        List<String> noBwrap = List.of("-D" + Confinements.BWRAP_PROPERTY + "=" + work.resolve("no-bwrap"));
        Arena refused = arena(noBwrap, runArgs(work.resolve("refused")));
        assertEquals(2, refused.code(), refused.err());
        String last = refused.err().strip().lines().reduce((x, y) -> y).orElse("");
        assertEquals("arena run: untrusted bots run only in a sandbox, and there is none here: bubblewrap (bwrap) is not"
                + " installed; install bubblewrap (Debian: apt-get install bubblewrap), trust your own bots with"
                + " --trust ID, or run them unconfined with --unconfined (recorded in the results) (see 'arena run --help')", last);
        assertFalse(Files.exists(work.resolve("refused").resolve("results.jsonl")));

        Arena listed = arena(noBwrap, "bots", "--plugins", plugins.toString());
        assertTrue(listed.out().contains("envjar.jar: " + Confinements.NO_SANDBOX), listed.out());
        assertTrue(listed.out().contains("envprobe.bot.json: " + Confinements.NO_SANDBOX), listed.out());

        Path out = work.resolve("unconfined");
        Arena unconfined = arena(noBwrap, runArgs(out, "--unconfined"));
        assertEquals(0, unconfined.code(), unconfined.err());
        TournamentHeader header = ResultsFile.read(out.resolve("results.jsonl")).header();
        for (TournamentHeader.BotEntry b : header.bots()) {
            assertEquals("unconfined", b.hosting(), b.id());
        }
        assertEquals(2, header.bots().size());
        Map<String, String> program = seen(out, "envprobe");
        assertGivenOnly(program, "envprobe");
        assertTrue(program.get("HOME").contains("tetris-arena-run-"), "a private home in the run's temp: " + program);
        assertFalse(Files.exists(Path.of(program.get("HOME"))), "the private folder goes with the process");
        assertGivenOnly(seen(out, "envjar"), "envjar");
    }
}
