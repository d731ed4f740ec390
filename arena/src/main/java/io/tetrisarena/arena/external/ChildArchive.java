package io.tetrisarena.arena.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The class-data archive of the isolated children: the arena's own classes (the command line, the plugin
 * loader, the protocol's bot side, the rules kernel), parsed once and mapped by every child JVM, which
 * halves a child's start. It lives in the user's cache folder ({@code $XDG_CACHE_HOME/tetris-arena/cds},
 * else {@code ~/.cache/tetris-arena/cds}, owner-only), named after the JDK, the arena's class path (paths,
 * sizes, times) and the children's flags, so that another build or JDK makes another archive; children
 * read it, read-only, inside their sandbox.
 *
 * <p>Only a JVM that runs the arena's own code writes it: {@code tbp --train-archive} serves a built-in
 * bot a short game and exits ({@code -XX:ArchiveClassesAtExit}). No plugin's code ever runs in that JVM, so
 * no bot can leave anything in an archive that other bots' children map. The first run without one starts
 * that JVM in the background; its children start without the archive until it is there.
 */
public final class ChildArchive {
    private static final Object LOCK = new Object();
    private static final Object STARTED = new Object();
    private static final long OLD_MILLIS = TimeUnit.DAYS.toMillis(7);
    private static final long PARTIAL_MILLIS = TimeUnit.HOURS.toMillis(1);
    private static final Path SH = Path.of("/bin/sh");
    private static boolean started;

    private ChildArchive() {
    }

    /** The archive for this JDK, class path and flags when it exists; else null, and one is being made. */
    static Path existing() {
        Path archive = file();
        if (archive == null) {
            return null;
        }
        if (Files.isRegularFile(archive)) {
            return archive;
        }
        synchronized (STARTED) {
            if (!started) {
                started = true;
                Thread t = new Thread(() -> {
                    synchronized (LOCK) {
                        train(archive, 60);
                    }
                }, "train-child-archive");
                t.setDaemon(true);
                t.start();
            }
        }
        return null;
    }

    /** Makes the archive now, unless it exists: true when it exists afterwards. */
    public static boolean ensure() {
        Path archive = file();
        if (archive == null) {
            return false;
        }
        synchronized (LOCK) {
            return Files.isRegularFile(archive) || train(archive, 120);
        }
    }

    /**
     * Where the archive for this JDK, class path and flags is; null where there is no cache folder, or where
     * the class path holds a folder (the JVM archives classes of jar files only: the arena run from its
     * build's classes, as in its tests, goes without).
     */
    static Path file() {
        for (String entry : IsolatedJars.classPath().split(java.io.File.pathSeparator)) {
            if (Files.isDirectory(Path.of(entry))) {
                return null;
            }
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        String home = System.getProperty("user.home");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : home == null || home.isBlank() ? null : Path.of(home, ".cache");
        if (base == null) {
            return null;
        }
        return base.toAbsolutePath().resolve("tetris-arena").resolve("cds").resolve("child-" + key() + ".jsa");
    }

    /** The JDK, the class path entries with their sizes and times, and the flags, hashed. */
    private static String key() {
        StringBuilder sb = new StringBuilder();
        sb.append(System.getProperty("java.home")).append('\n').append(System.getProperty("java.vm.version"))
                .append('\n').append(IsolatedJars.jvmFlags()).append('\n');
        for (String entry : IsolatedJars.classPath().split(java.io.File.pathSeparator)) {
            Path p = Path.of(entry);
            sb.append(entry).append(' ');
            try {
                sb.append(Files.size(p)).append(' ').append(Files.getLastModifiedTime(p).toMillis());
            } catch (IOException e) {
                sb.append('-');
            }
            sb.append('\n');
        }
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(sb.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Runs the training JVM; true when the archive is in place. The JVM writes a partial file as it exits,
     * which a shell moves into place then, even after this arena has exited (a short run's training ends
     * later). Archives of other builds unused for a week, and partial files over an hour old, are removed.
     */
    private static boolean train(Path archive, int seconds) {
        Path dir = archive.getParent();
        Path partial = dir.resolve(archive.getFileName() + "." + ProcessHandle.current().pid() + "-"
                + System.nanoTime() + ".tmp");
        try {
            Files.createDirectories(dir);
            try {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            } catch (UnsupportedOperationException | AccessDeniedException e) {
                // not a POSIX file system: the user's cache folder is the user's
            }
            removeStale(dir);
            List<String> command = new ArrayList<>();
            boolean shell = Files.isExecutable(SH);
            if (shell) {
                command.addAll(List.of(SH.toString(), "-c", "\"$@\"; s=$?; if [ $s -eq 0 ] && [ -s \"$TA_PARTIAL\" ];"
                        + " then mv -f \"$TA_PARTIAL\" \"$TA_ARCHIVE\"; fi; rm -f \"$TA_PARTIAL\"; exit $s", "train"));
            }
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(IsolatedJars.jvmFlags());
            // Interpreted only: an archive keeps what the JIT marked on a method while the run lasted, and a
            // method it marked not compilable would stay interpreted in every child that maps the archive.
            command.add("-Xint");
            command.addAll(List.of("-XX:ArchiveClassesAtExit=" + partial, "-cp", IsolatedJars.classPath(),
                    "io.tetrisarena.arena.cli.Main", "tbp", "--train-archive"));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            builder.environment().clear();
            builder.environment().putAll(BotEnvironment.of(System.getenv(), System.getProperty("java.io.tmpdir"),
                    System.getProperty("java.io.tmpdir"), Map.of("TA_PARTIAL", partial.toString(), "TA_ARCHIVE",
                            archive.toString())));
            Process p = builder.start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            if (!shell && p.exitValue() == 0 && Files.isRegularFile(partial)) {
                Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
            return Files.isRegularFile(archive);
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Removes archives of other builds unused for a week, and partial files over an hour old. */
    private static void removeStale(Path dir) throws IOException {
        long now = System.currentTimeMillis();
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> f.getFileName().toString().startsWith("child-")).filter(f -> {
                String name = f.getFileName().toString();
                long idle = now - lastUsed(f);
                return name.endsWith(".jsa") ? idle > OLD_MILLIS : name.endsWith(".tmp") && idle > PARTIAL_MILLIS;
            }).forEach(BotEnvironment::delete);
        }
    }

    private static long lastUsed(Path f) {
        try {
            return Math.max(Files.getLastModifiedTime(f).toMillis(),
                    ((java.nio.file.attribute.FileTime) Files.getAttribute(f, "lastAccessTime")).toMillis());
        } catch (IOException | RuntimeException e) {
            return Long.MAX_VALUE;
        }
    }
}
