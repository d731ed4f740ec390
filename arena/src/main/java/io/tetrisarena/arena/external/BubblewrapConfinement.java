package io.tetrisarena.arena.external;

import io.tetrisarena.arena.referee.Hosting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Confinement by bubblewrap ({@code bwrap}): the bot runs in new namespaces with no network (only a
 * private loopback), no view of other processes, its own session, and a file system built for it: the
 * system's {@code /usr} (and the {@code /bin}, {@code /lib} links into it), {@code /etc}, the JDK and the
 * bot's own files (its folder or jar, the arena's class path for isolated jars) all read-only, a private
 * empty {@code /tmp} (of a bounded size), and nothing else: no results folder, no seeds folder, no home folder.
 * It runs in a user namespace of its own with every capability dropped and {@code no_new_privs} (bubblewrap
 * always sets it), so that even the arena run as root gives the bot no power over the host: no mount, no
 * device node, no raw handle to the disk. Root's own owner-only files stay readable to a root sandbox (the
 * kernel matches the owner without a capability), so the secrets among the system files
 * ({@link Confinements#hidden()}) are covered with empty ones. The bot's variables are set inside the sandbox
 * ({@code --setenv}) after clearing the rest, never on bubblewrap itself; its limits apply inside, through
 * {@code prlimit}. It dies with the thread that started it (its parent-death signal), so bot processes are
 * started from one long-lived thread ({@link ProcessBot#start}).
 */
final class BubblewrapConfinement implements Confinement {
    private static final List<String> SYSTEM = List.of("/usr", "/etc", "/opt");
    private static final List<String> LINKS = List.of("/bin", "/lib", "/lib64", "/sbin");

    private final Path bwrap;
    /**
     * Has bubblewrap write its status to the standard error, {@code { "exit-code": N }} among it when the bot's
     * program ends: a sandbox killed from outside says nothing, which tells its end from the bot's own
     * ({@link DefaultBotProcess#endedFromOutside()}).
     */
    static final String STATUS_FD = "--json-status-fd";
    private static final Path SH = Path.of("/bin/sh");

    BubblewrapConfinement(Path bwrap) {
        this.bwrap = bwrap;
    }

    @Override
    public Hosting hosting() {
        return Hosting.SANDBOXED;
    }

    @Override
    public boolean privateTmp() {
        return true;
    }

    /** Its processes live in a PID namespace of their own, which the kernel empties when its first process dies. */
    @Override
    public boolean endsEveryDescendant() {
        return true;
    }

    @Override
    public BotCommand wrap(BotCommand command) {
        BotLimits limits = command.limits();
        List<String> out = new ArrayList<>();
        if (Files.isExecutable(SH)) {
            // The status goes to a copy of standard error: bubblewrap closes its status descriptor in the sandbox.
            out.addAll(List.of(SH.toString(), "-c", "exec \"$@\" 3>&2", "sh"));
        }
        out.addAll(List.of(bwrap.toString(), "--die-with-parent", "--new-session",
                "--unshare-user", "--cap-drop", "ALL"));
        if (Files.isExecutable(SH)) {
            out.addAll(List.of(STATUS_FD, "3"));
        }
        out.addAll(List.of("--unshare-net", "--unshare-pid", "--unshare-ipc",
                "--unshare-uts", "--unshare-cgroup-try", "--proc", "/proc", "--dev", "/dev"));
        if (limits.tmpMb() > 0) {
            out.addAll(List.of("--size", Long.toString((long) limits.tmpMb() << 20)));
        }
        out.addAll(List.of("--tmpfs", "/tmp", "--dir", "/tmp/home"));
        for (String dir : SYSTEM) {
            out.addAll(List.of("--ro-bind-try", dir, dir));
        }
        for (String link : LINKS) {
            Path p = Path.of(link);
            if (Files.isSymbolicLink(p)) {
                try {
                    out.addAll(List.of("--symlink", Files.readSymbolicLink(p).toString(), link));
                } catch (java.io.IOException e) {
                    // leave it out
                }
            } else {
                out.addAll(List.of("--ro-bind-try", link, link));
            }
        }
        Set<Path> readable = new LinkedHashSet<>();
        readable.add(Path.of(System.getProperty("java.home")).toAbsolutePath());
        readable.addAll(command.readable());
        if (command.folder() != null) {
            readable.add(command.folder().toAbsolutePath());
        }
        for (Path p : readable) {
            String s = p.toAbsolutePath().normalize().toString();
            if (SYSTEM.stream().noneMatch(sys -> s.equals(sys) || s.startsWith(sys + "/"))) {
                out.addAll(List.of("--ro-bind-try", s, s));
            }
        }
        for (Path hidden : Confinements.hidden()) {
            hide(out, hidden);
        }
        out.add("--clearenv");
        command.env().forEach((name, value) -> out.addAll(List.of("--setenv", name, value)));
        if (command.folder() != null) {
            out.addAll(List.of("--chdir", command.folder().toAbsolutePath().toString()));
        }
        out.add("--");
        long as = limits.addressSpaceBytes();
        if ((as > 0 || limits.tasks() > 0) && Files.isExecutable(Confinement.PRLIMIT)) {
            out.add(Confinement.PRLIMIT.toString());
            if (as > 0) {
                out.add("--as=" + as);
            }
            if (limits.tasks() > 0) {
                // Counted in the sandbox's own user namespace: its processes and threads only.
                out.add("--nproc=" + limits.tasks());
            }
            out.add("--");
        }
        out.addAll(command.command());
        return command.withCommand(out).withEnv(BotEnvironment.outer(System.getenv()));
    }

    /**
     * Covers a secret file or folder that lies inside what the sandbox shows (root's own files stay readable to
     * a root sandbox without capabilities): an empty file or folder takes its place.
     */
    private static void hide(List<String> out, Path hidden) {
        if (Files.isDirectory(hidden)) {
            out.addAll(List.of("--tmpfs", hidden.toString(), "--remount-ro", hidden.toString()));
        } else if (Files.exists(hidden)) {
            out.addAll(List.of("--ro-bind", "/dev/null", hidden.toString()));
        }
    }
}
