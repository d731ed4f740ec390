package io.tetrisarena.arena.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds real plugin jars inside tests: compiles bot sources with the JDK's compiler against the test
 * class path (which holds the bot API and PF4J), writes the manifest and the extension index by hand,
 * and packs a jar. Every misbehaving plugin the arena must survive is made with this.
 */
public final class PluginJars {
    private PluginJars() {
    }

    /** The usual plugin manifest entries for a plugin id. */
    public static Map<String, String> manifest(String pluginId, String requires) {
        return Map.of("Plugin-Id", pluginId, "Plugin-Version", "1.0.0", "Plugin-Requires", requires,
                "Plugin-Provider", "tests");
    }

    /**
     * Compiles the sources (class name to source text) into a fresh folder under {@code work}.
     *
     * @throws IllegalStateException with the compiler's messages when they do not compile
     */
    public static Path compile(Path work, Map<String, String> sources) throws IOException {
        return compile(work, sources, System.getProperty("java.class.path"));
    }

    /**
     * Compiles the sources against the given class path instead of the test's (e.g. an older bot API jar).
     *
     * @throws IllegalStateException with the compiler's messages when they do not compile
     */
    public static Path compile(Path work, Map<String, String> sources, String classPath) throws IOException {
        Path src = Files.createTempDirectory(work, "src");
        Path out = Files.createTempDirectory(work, "classes");
        List<String> args = new ArrayList<>(List.of("-proc:none", "--release", "17", "-nowarn", "-d", out.toString(),
                "-cp", classPath));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue());
            args.add(file.toString());
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = new StringWriter();
        java.io.PrintWriter writer = new java.io.PrintWriter(messages);
        int rc = compiler.run(null, new java.io.PrintStream(OutputStream.nullOutputStream()),
                new java.io.PrintStream(new java.io.OutputStream() {
                    @Override
                    public void write(int b) {
                        writer.write(b);
                    }
                }, true), args.toArray(String[]::new));
        writer.flush();
        if (rc != 0) {
            throw new IllegalStateException("test bot sources do not compile:\n" + messages);
        }
        return out;
    }

    /**
     * Packs a jar.
     *
     * @param manifest   manifest main attributes, or null for a jar without a manifest
     * @param classes    compiled classes to include (every file under the folder), or null
     * @param extensions lines of META-INF/extensions.idx, or null for no index
     * @param extra      further entries: path in the jar to bytes
     */
    public static Path jar(Path file, Map<String, String> manifest, Path classes, List<String> extensions,
                           Map<String, byte[]> extra) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream os = Files.newOutputStream(file);
             JarOutputStream jar = manifest == null ? new JarOutputStream(os) : new JarOutputStream(os, toManifest(manifest))) {
            if (classes != null) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(classes)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                for (Path f : files) {
                    put(jar, classes.relativize(f).toString().replace('\\', '/'), Files.readAllBytes(f));
                }
            }
            if (extensions != null) {
                put(jar, "META-INF/extensions.idx", (String.join("\n", extensions) + "\n").getBytes(StandardCharsets.UTF_8));
            }
            for (Map.Entry<String, byte[]> e : extra.entrySet()) {
                put(jar, e.getKey(), e.getValue());
            }
        }
        return file;
    }

    /** The class file bytes of a class on the test class path (to bundle the API into a broken plugin). */
    public static byte[] classBytes(Class<?> type) throws IOException {
        try (InputStream in = type.getResourceAsStream("/" + type.getName().replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }

    private static Manifest toManifest(Map<String, String> attributes) {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.forEach((k, v) -> m.getMainAttributes().putValue(k, v));
        return m;
    }

    private static void put(JarOutputStream jar, String name, byte[] bytes) throws IOException {
        jar.putNextEntry(new JarEntry(name));
        jar.write(bytes);
        jar.closeEntry();
    }
}
