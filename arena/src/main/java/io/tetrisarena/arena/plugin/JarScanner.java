package io.tetrisarena.arena.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The jars of a plugins folder before any of their classes load: which files are plugin jars (file-name
 * order), the plugin id each declares, whether this JVM can read its classes, and its sha256. A jar that
 * fails a check becomes a {@link PluginProblem} and is left out.
 */
public final class JarScanner {
    /** Class-file major version minus the Java release it belongs to (Java 17 = 61). */
    private static final int CLASS_VERSION_OFFSET = 44;

    private JarScanner() {
    }

    /** The {@code *.jar} regular files of a folder, by file name; none when it does not exist. */
    static List<Path> list(Path dir, List<PluginProblem> problems) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".jar") && Files.isRegularFile(p))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString()))
                    .collect(Collectors.toList());
        } catch (IOException e) {
            problems.add(new PluginProblem(dir.toString(), "cannot list the plugins folder: " + e.getMessage(),
                    "check the folder's permissions"));
            return List.of();
        }
    }

    /**
     * The jar's Plugin-Id, or null (with a problem) when it has none or cannot be used. Its classes' file
     * versions are read only when {@code checkClassVersions}: a jar the arena bundles (known by its sha256)
     * was built with it, for the Java it runs on.
     */
    static String pluginId(Path jar, List<PluginProblem> problems, boolean checkClassVersions) {
        String name = jar.getFileName().toString();
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String id = manifest == null ? null : manifest.getMainAttributes().getValue("Plugin-Id");
            if (id == null || id.isBlank()) {
                problems.add(new PluginProblem(name, "no plugin descriptor (its manifest has no Plugin-Id)",
                        "build it with the plugins parent pom, or add Plugin-Id, Plugin-Version and Plugin-Requires"
                                + " to its manifest"));
                return null;
            }
            String tooNew = checkClassVersions ? newestUnreadableClass(file) : null;
            if (tooNew != null) {
                problems.add(new PluginProblem(name, tooNew, "rebuild it with --release "
                        + Runtime.version().feature() + " (or older), or run the arena on a newer Java"));
                return null;
            }
            return id.strip();
        } catch (IOException | SecurityException e) {
            problems.add(new PluginProblem(name, "corrupt jar (cannot be read as a zip file: " + PluginProblem.oneLine(e) + ")",
                    "rebuild it or copy it again"));
            return null;
        }
    }

    /**
     * The first class of the jar whose class-file version this JVM cannot read, described in one line, or
     * null. Multi-release entries (META-INF/versions/) are skipped: a JVM only reads those it supports.
     */
    static String newestUnreadableClass(JarFile file) throws IOException {
        int supported = CLASS_VERSION_OFFSET + Runtime.version().feature();
        for (var entries = file.entries(); entries.hasMoreElements(); ) {
            var entry = entries.nextElement();
            String entryName = entry.getName();
            if (!entryName.endsWith(".class") || entryName.startsWith("META-INF/")) {
                continue;
            }
            try (InputStream in = file.getInputStream(entry)) {
                byte[] head = in.readNBytes(8);
                if (head.length == 8 && (head[0] & 0xff) == 0xCA && (head[1] & 0xff) == 0xFE) {
                    int major = (head[6] & 0xff) << 8 | (head[7] & 0xff);
                    if (major > supported) {
                        return "class " + entryName + " is built for Java " + (major - CLASS_VERSION_OFFSET)
                                + " (class file version " + major + "), but this arena runs on Java "
                                + Runtime.version().feature();
                    }
                }
            }
        }
        return null;
    }

    /** The sha256 of a file, hex; empty when it cannot be read. */
    public static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[65536];
            int n;
            while ((n = in.read(buffer)) > 0) {
                md.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (IOException e) {
            return "";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
