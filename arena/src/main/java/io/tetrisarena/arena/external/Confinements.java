package io.tetrisarena.arena.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The confinement this machine offers bot processes: bubblewrap where {@code bwrap} is installed and works
 * (it needs user namespaces: the sandbox runs in one of its own, without capabilities), else none. Without it an untrusted jar or program does not run at
 * all, unless the run allows it explicitly ({@code --unconfined}, {@link #allowUnconfined()}); the bot's
 * hosting then says {@code unconfined} in listings and in the results' provenance.
 */
public final class Confinements {
    /** The system property that names another bwrap (a missing file stands for a machine without it). */
    public static final String BWRAP_PROPERTY = "tetrisarena.bwrap";
    /** The cause a plugin problem gives when a bot was refused for want of a sandbox. */
    public static final String NO_SANDBOX = "needs a sandbox to run outside the arena's JVM, and there is none here";
    private static Confinement available;
    private static String problem;
    private static boolean unconfinedAllowed;
    /** Secrets among the system files a sandbox shows, covered inside it. */
    private static final List<String> SYSTEM_SECRETS = List.of("/etc/shadow", "/etc/shadow-", "/etc/gshadow",
            "/etc/gshadow-", "/etc/ssh", "/etc/sudoers", "/etc/sudoers.d", "/etc/ssl/private");
    private static final java.util.Set<Path> HIDDEN = new java.util.LinkedHashSet<>();

    private Confinements() {
    }

    /** The strongest confinement available here (checked once per run). */
    public static synchronized Confinement available() {
        if (available == null) {
            Path bwrap = Path.of(System.getProperty(BWRAP_PROPERTY, "/usr/bin/bwrap"));
            problem = bwrapProblem(bwrap);
            available = problem == null ? new BubblewrapConfinement(bwrap) : Confinement.NONE;
        }
        return available;
    }

    /**
     * Hides a secret of this arena (a cluster worker's secret file, say) from every sandbox started from now
     * on, should it lie in a folder a sandbox shows.
     */
    public static synchronized void hide(Path secret) {
        HIDDEN.add(secret.toAbsolutePath().normalize());
    }

    /** The files and folders every sandbox covers: the system's secrets and those {@link #hide} named. */
    static synchronized List<Path> hidden() {
        List<Path> out = new java.util.ArrayList<>();
        SYSTEM_SECRETS.forEach(s -> out.add(Path.of(s)));
        out.addAll(HIDDEN);
        return out;
    }

    /** Lets untrusted bots run unconfined where no sandbox exists, for the rest of this run. */
    public static synchronized void allowUnconfined() {
        unconfinedAllowed = true;
    }

    /**
     * Whether an untrusted bot may run here: inside the sandbox, or unconfined because the run allows it. A
     * bot the user trusts may always run (unconfined only where no sandbox exists).
     */
    public static synchronized boolean mayRun(boolean trusted) {
        return trusted || unconfinedAllowed || available().hosting() != io.tetrisarena.arena.referee.Hosting.PROCESS;
    }

    /** The one line that refuses a run with untrusted bots where there is no sandbox: why, and the ways on. */
    public static synchronized String refusal() {
        available();
        return "untrusted bots run only in a sandbox, and there is none here: " + problem
                + "; install bubblewrap (Debian: apt-get install bubblewrap), trust your own bots with --trust ID,"
                + " or run them unconfined with --unconfined (recorded in the results)";
    }

    /** Why bubblewrap cannot confine bots here, or null when it can. */
    private static String bwrapProblem(Path bwrap) {
        if (!Files.isExecutable(bwrap)) {
            return "bubblewrap (bwrap) is not installed";
        }
        try {
            Process p = new ProcessBuilder(List.of(bwrap.toString(), "--unshare-user", "--cap-drop", "ALL",
                    "--ro-bind", "/", "/", "--unshare-net",
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
