package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.referee.Hosting;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A confinement wraps a command (program, folder, variables, files to read, limits), knowing nothing of the
 * bot; the bot's variables reach its own program only. Sandboxed, a program holds no capability even when the
 * arena runs as root (as this test does in CI): it cannot mount, make a device node, or read root's secrets.
 */
class ConfinementTest {
    @TempDir
    Path folder;

    @Test
    void noConfinementRunsTheCommandThroughEnvSoThatOnlyTheProgramSeesTheBotsVariables() {
        BotCommand command = new BotCommand(List.of("/usr/bin/python3", "bot.py"), folder, Map.of("A", "1"), List.of());
        BotCommand wrapped = Confinement.NONE.wrap(command);
        assertEquals(List.of("/usr/bin/env", "-i", "A=1", "/usr/bin/python3", "bot.py"), wrapped.command());
        assertEquals(BotEnvironment.outer(System.getenv()), wrapped.env());
        assertFalse(wrapped.env().containsKey("A"));
    }

    @Test
    void bubblewrapShowsTheFolderAndTheNamedFilesReadOnlyAndRunsTheCommandLastInTheFolder() {
        Path jar = folder.resolveSibling("other").resolve("bot.jar");
        BotCommand command = new BotCommand(List.of("/usr/bin/python3", "bot.py"), folder, Map.of("A", "1"),
                List.of(jar));
        BotCommand wrapped = new BubblewrapConfinement(Path.of("/usr/bin/bwrap")).wrap(command);
        List<String> argv = wrapped.command();
        assertEquals(List.of("/bin/sh", "-c", "exec \"$@\" 3>&2", "sh", "/usr/bin/bwrap"), argv.subList(0, 5),
                "bubblewrap's status goes to a copy of standard error");
        assertEquals(List.of("--chdir", folder.toString(), "--", "/usr/bin/python3", "bot.py"),
                argv.subList(argv.size() - 5, argv.size()));
        assertTrue(Collections.indexOfSubList(argv, List.of("--ro-bind-try", folder.toString(), folder.toString())) > 0,
                "the folder is bound read-only: " + argv);
        assertTrue(Collections.indexOfSubList(argv, List.of("--ro-bind-try", jar.toString(), jar.toString())) > 0,
                "the named file is bound read-only: " + argv);
        assertEquals(List.of("--unshare-net"), argv.stream().filter("--unshare-net"::equals).toList());
        assertTrue(Collections.indexOfSubList(argv, List.of("--unshare-user", "--cap-drop", "ALL")) > 0, argv.toString());
        assertTrue(Collections.indexOfSubList(argv, List.of("--clearenv", "--setenv", "A", "1")) > 0, argv.toString());
        assertEquals(folder, wrapped.folder());
        assertEquals(BotEnvironment.outer(System.getenv()), wrapped.env(), "bubblewrap itself gets no bot variable");
    }

    @Test
    void theLimitsApplyInsideTheSandboxThroughPrlimitAndTheTmpSize() {
        BotCommand command = new BotCommand(List.of("/usr/bin/python3", "bot.py"), folder, Map.of(), List.of(),
                new BotLimits(100, 32, 8));
        List<String> argv = new BubblewrapConfinement(Path.of("/usr/bin/bwrap")).wrap(command).command();
        assertEquals(List.of("--", "/usr/bin/prlimit", "--as=" + ((100L + BotLimits.ADDRESS_SPACE_HEADROOM_MB) << 20), "--nproc=32", "--",
                "/usr/bin/python3", "bot.py"), argv.subList(argv.size() - 7, argv.size()));
        assertTrue(Collections.indexOfSubList(argv, List.of("--size", Long.toString(8L << 20), "--tmpfs", "/tmp")) > 0,
                argv.toString());
    }

    /** Runs a shell script in the sandbox as the arena would (its outer environment, its limits); its output. */
    private String sandboxed(String script, BotLimits limits, Map<String, String> env) throws Exception {
        Confinement sandbox = Confinements.available();
        BotCommand run = sandbox.wrap(new BotCommand(List.of("/bin/sh", "-c", script), folder, env, List.of(), limits));
        ProcessBuilder builder = new ProcessBuilder(run.command()).directory(folder.toFile()).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(run.env());
        Process p = builder.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        // Less bubblewrap's own status lines ({ "child-pid": ... }, { "exit-code": ... }).
        return new String(out, StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith("{ \""))
                .map(l -> l + "\n").collect(java.util.stream.Collectors.joining());
    }

    @Test
    void aSandboxedProgramHoldsNoCapabilityAndCannotMountOrMakeADeviceEvenAsRoot() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        String out = sandboxed("grep -E '^(CapEff|CapPrm|CapBnd|NoNewPrivs):' /proc/self/status;"
                + " mkdir -p /tmp/m; mount -t tmpfs none /tmp/m 2>/dev/null; echo mount=$?;"
                + " mknod /tmp/null c 1 3 2>/dev/null; echo mknod=$?; echo shadow=$(wc -c < /etc/shadow)",
                BotLimits.NONE, Map.of());
        assertTrue(out.contains("CapEff:\t0000000000000000"), out);
        assertTrue(out.contains("CapPrm:\t0000000000000000"), out);
        assertTrue(out.contains("CapBnd:\t0000000000000000"), out);
        assertTrue(out.contains("NoNewPrivs:\t1"), out);
        assertFalse(out.contains("mount=0"), out);
        assertFalse(out.contains("mknod=0"), out);
        assertTrue(out.contains("shadow=\n") || out.contains("shadow=0\n"),
                "root's secrets among the system files are covered: " + out);
    }

    @Test
    void theBotsVariablesAreSetInsideOnlyAndItsTmpIsBounded() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        String out = sandboxed("echo own=$BOT_OWN; head -c 3000000 /dev/zero > /tmp/big 2>/dev/null; echo write=$?;"
                + " rm -f /tmp/big; head -c 1000000 /dev/zero > /tmp/small; echo small=$?", new BotLimits(64, 16, 2),
                Map.of("BOT_OWN", "yes"));
        assertEquals("own=yes\nwrite=1\nsmall=0\n", out, "a private /tmp of 2 MiB takes 1 MB, not 3 MB");
    }

    @Test
    void aSecretTheArenaHidesIsNotReadableInsideEvenInAFolderTheSandboxShows() throws Exception {
        assumeTrue(Confinements.available().hosting() == Hosting.SANDBOXED || "true".equals(System.getenv("CI")),
                "bubblewrap is not installed here");
        // As a cluster worker's --secret-file would be, were it in a folder a sandbox binds.
        Path secret = Files.writeString(folder.resolve("cluster.secret"), "s3cret-value");
        Confinements.hide(secret);
        String out = sandboxed("cat cluster.secret 2>/dev/null; echo rc=$?", BotLimits.NONE, Map.of());
        assertEquals("rc=1\n", out);
    }
}
