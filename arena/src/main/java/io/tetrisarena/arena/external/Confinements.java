package io.tetrisarena.arena.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The confinement this machine offers bot processes: bubblewrap where {@code bwrap} is installed and works
 * (it needs user or mount namespaces), else none; when none, the arena says so once on standard error.
 */
public final class Confinements {
    private static final Path BWRAP = Path.of("/usr/bin/bwrap");
    private static Confinement available;

    private Confinements() {
    }

    /** The strongest confinement available here (checked once per run). */
    public static synchronized Confinement available() {
        if (available == null) {
            String why = bwrapProblem();
            if (why == null) {
                available = new BubblewrapConfinement(BWRAP);
            } else {
                available = Confinement.NONE;
                System.err.println("note: bots outside the arena's JVM run unconfined: " + why
                        + " (Debian: apt-get install bubblewrap; see docs/external-bots.md)");
            }
        }
        return available;
    }

    /** Why bubblewrap cannot confine bots here, or null when it can. */
    private static String bwrapProblem() {
        if (!Files.isExecutable(BWRAP)) {
            return "bubblewrap (bwrap) is not installed";
        }
        try {
            Process p = new ProcessBuilder(List.of(BWRAP.toString(), "--ro-bind", "/", "/", "--unshare-net",
                    "--unshare-pid", "--proc", "/proc", "--dev", "/dev", "true"))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "bubblewrap (bwrap) did not answer";
            }
            return p.exitValue() == 0 ? null : "bubblewrap (bwrap) cannot create namespaces here";
        } catch (IOException e) {
            return "bubblewrap (bwrap) cannot be started: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while checking bubblewrap";
        }
    }
}
