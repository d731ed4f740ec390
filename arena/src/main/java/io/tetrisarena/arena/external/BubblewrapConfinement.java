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
 * empty {@code /tmp}, and nothing else: no results folder, no seeds folder, no home folder. It dies with
 * the arena.
 */
final class BubblewrapConfinement implements Confinement {
    private static final List<String> SYSTEM = List.of("/usr", "/etc", "/opt");
    private static final List<String> LINKS = List.of("/bin", "/lib", "/lib64", "/sbin");

    private final Path bwrap;

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
        List<String> out = new ArrayList<>(List.of(bwrap.toString(), "--die-with-parent", "--new-session",
                "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--dir", "/tmp/home"));
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
        if (command.folder() != null) {
            out.addAll(List.of("--chdir", command.folder().toAbsolutePath().toString()));
        }
        out.add("--");
        out.addAll(command.command());
        return command.withCommand(out);
    }
}
