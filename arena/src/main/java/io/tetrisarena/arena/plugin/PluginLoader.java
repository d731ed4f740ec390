package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.external.BotDescriptor;
import io.tetrisarena.arena.external.Confinements;
import io.tetrisarena.arena.external.IsolatedJars;
import io.tetrisarena.arena.external.ProcessBot;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.pf4j.JarPluginManager;
import org.pf4j.PluginManager;
import org.pf4j.PluginState;
import org.pf4j.PluginWrapper;

/**
 * Loads every {@code *.jar} of a plugins folder with PF4J, in file-name order, ignoring folders and other
 * files; the bot API's version ({@link ApiVersion#VERSION}) is the system version, so a plugin's
 * {@code Plugin-Requires} is enforced. Each unusable jar becomes one {@link PluginProblem} naming the jar,
 * the cause and the fix, and every other jar still loads. Bots of a {@link ConfigurableBot} family are also
 * entered once per regular file in {@code <pluginsDir>/<id>/}, as {@code configure(file)}. A bot (or plugin)
 * id already taken refuses the newcomer, never the one loaded first; a jar holding classes newer than this
 * JVM reads is refused before any of its classes load; anything a bot throws while it is created or asked
 * for its identity (any {@link Throwable}) refuses that bot only.
 */
public final class PluginLoader {
    private static final String EXTENSION_INDEX = "META-INF/extensions.idx";
    private static final String API_PACKAGE_PATH = "io/tetrisarena/api/";
    /** Class-file major version minus the Java release it belongs to (Java 17 = 61). */
    private static final int CLASS_VERSION_OFFSET = 44;

    private PluginLoader() {
    }

    /** What loading a plugins folder gave. */
    public record Result(Path pluginsDir, List<LoadedBot> bots, List<PluginProblem> problems, PluginManager manager) {
    }

    /**
     * Loads the folder with the standard trust: the bundled jars in-process, every other jar isolated in a
     * child JVM. A folder that does not exist simply holds no plugins.
     */
    public static Result load(Path pluginsDir) {
        return load(pluginsDir, Trust.standard());
    }

    /**
     * Loads the folder: jars the trust names run in this JVM, every other jar in child JVMs (whose bots
     * are listed by a child too, so none of the jar's classes is ever loaded here). Bundled jars load first,
     * so no other jar can take a bundled bot's id.
     */
    public static Result load(Path pluginsDir, Trust trust) {
        List<PluginProblem> problems = new ArrayList<>();
        return load(pluginsDir, listJars(pluginsDir, problems), problems, true, trust);
    }

    /**
     * Loads the bots of one jar into this JVM, nothing else: what a child {@code arena tbp --jar} serves.
     */
    public static Result loadJar(Path jar) {
        Path dir = jar.toAbsolutePath().getParent();
        return load(dir, List.of(jar.toAbsolutePath()), new ArrayList<>(), false, Trust.everything());
    }

    private static Result load(Path pluginsDir, List<Path> jars, List<PluginProblem> problems, boolean wholeFolder,
                               Trust trust) {
        Map<Path, String> found = new LinkedHashMap<>();
        Map<String, String> sha = new LinkedHashMap<>();
        for (Path jar : jars) {
            String id = readPluginId(jar, problems);
            if (id != null) {
                found.put(jar, id);
                sha.put(jar.toString(), sha256(jar));
            }
        }
        Map<Path, String> pluginIds = new LinkedHashMap<>();
        found.forEach((jar, id) -> {
            if (trust.isBundled(sha.get(jar.toString()))) {
                pluginIds.put(jar, id);
            }
        });
        found.forEach(pluginIds::putIfAbsent);
        dropDuplicatePluginIds(pluginIds, problems);

        Map<Path, List<LoadedBot>> byJar = new LinkedHashMap<>();
        Map<Path, String> inProcess = new LinkedHashMap<>();
        for (Map.Entry<Path, String> e : pluginIds.entrySet()) {
            Path jar = e.getKey();
            String name = jar.getFileName().toString();
            String jarSha = sha.get(jar.toString());
            if (trust.trusts(jarSha, e.getValue(), name)) {
                inProcess.put(jar, e.getValue());
                continue;
            }
            List<LoadedBot> isolated = isolated(jar, e.getValue(), jarSha, trust, problems);
            if (isolated == null) {
                inProcess.put(jar, e.getValue());
            } else {
                byJar.put(jar, isolated);
            }
        }

        JarPluginManager manager = new JarPluginManager(pluginsDir);
        manager.setSystemVersion(ApiVersion.VERSION);
        Map<String, Path> loaded = new LinkedHashMap<>();
        for (Map.Entry<Path, String> e : inProcess.entrySet()) {
            Path jar = e.getKey();
            String name = jar.getFileName().toString();
            try {
                String pluginId = manager.loadPlugin(jar);
                PluginWrapper plugin = manager.getPlugin(pluginId);
                if (plugin.getPluginState() == PluginState.DISABLED) {
                    problems.add(new PluginProblem(name, "requires bot API '" + plugin.getDescriptor().getRequires()
                            + "' but this arena provides " + ApiVersion.VERSION,
                            "rebuild the plugin against API " + ApiVersion.VERSION
                                    + " (Plugin-Requires e.g. '>=1.0.0 & <2.0.0') or use a matching arena"));
                    manager.unloadPlugin(pluginId);
                    continue;
                }
                loaded.put(pluginId, jar);
            } catch (Throwable ex) {
                problems.add(new PluginProblem(name, "PF4J refused it: " + oneLine(ex),
                        "check its manifest (Plugin-Id, Plugin-Version, Plugin-Requires)"));
            }
        }
        for (Map.Entry<String, Path> e : loaded.entrySet()) {
            String pluginId = e.getKey();
            Path jar = e.getValue();
            String name = jar.getFileName().toString();
            try {
                PluginState state = manager.startPlugin(pluginId);
                if (state != PluginState.STARTED) {
                    problems.add(new PluginProblem(name, "did not start (state " + state + ")",
                            "check its Plugin-Class and dependencies"));
                    continue;
                }
            } catch (Throwable ex) {
                problems.add(new PluginProblem(name, "failed to start: " + oneLine(ex), "fix its Plugin-Class"));
                continue;
            }
            List<LoadedBot> fromJar;
            try {
                fromJar = botsOf(manager, pluginId, jar, sha.get(jar.toString()), problems);
            } catch (Throwable ex) {
                problems.add(new PluginProblem(name, "its classes cannot be loaded: " + oneLine(ex),
                        "rebuild it against bot API " + ApiVersion.VERSION));
                continue;
            }
            if (fromJar.isEmpty() && problems.stream().noneMatch(p -> p.source().equals(name))) {
                problems.add(noBotProblem(manager, pluginId, jar));
            }
            byJar.put(jar, fromJar);
        }
        List<LoadedBot> bots = new ArrayList<>();
        for (Path jar : pluginIds.keySet()) {
            bots.addAll(byJar.getOrDefault(jar, List.of()));
        }
        if (wholeFolder) {
            bots.addAll(configuredFromFolders(pluginsDir, bots, problems));
            bots.addAll(externalBots(pluginsDir, problems));
        }
        return new Result(pluginsDir, dropDuplicateBotIds(bots, problems), List.copyOf(problems), manager);
    }

    /**
     * The bots of an untrusted jar, each to run in a child JVM; null when one of them is trusted by id (the
     * jar then loads in-process). Problems the child reports are the jar's problems.
     */
    private static List<LoadedBot> isolated(Path jar, String pluginId, String jarSha, Trust trust,
                                            List<PluginProblem> problems) {
        String name = jar.getFileName().toString();
        IsolatedJars.Listing listing;
        try {
            listing = IsolatedJars.list(jar, jarSha);
        } catch (IOException e) {
            problems.add(new PluginProblem(name, "its isolated child failed: " + e.getMessage(),
                    "see what 'arena tbp --jar " + name + " --list' says"));
            return List.of();
        }
        for (String line : listing.problems()) {
            int colon = line.indexOf(": ");
            int semicolon = line.lastIndexOf("; ");
            problems.add(colon > 0 && semicolon > colon
                    ? new PluginProblem(name, line.substring(colon + 2, semicolon), line.substring(semicolon + 2))
                    : new PluginProblem(name, line, "see what 'arena tbp --jar " + name + " --list' says"));
        }
        if (listing.bots().stream().anyMatch(b -> trust.trusts(jarSha, b.id()))) {
            return null;
        }
        if (listing.bots().isEmpty() && listing.problems().isEmpty()) {
            problems.add(new PluginProblem(name, "yields no bot", "annotate a public TetrisBot class with"
                    + " @org.pf4j.Extension and rebuild"));
        }
        List<LoadedBot> out = new ArrayList<>();
        for (BotInfo info : listing.bots()) {
            out.add(new LoadedBot(new ProcessBot(info, IsolatedJars.launch(jar, info.id()), Confinements.available()),
                    info, pluginId, jar, jarSha));
        }
        return out;
    }

    private static List<Path> listJars(Path dir, List<PluginProblem> problems) {
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

    private static String readPluginId(Path jar, List<PluginProblem> problems) {
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
            String tooNew = newestUnreadableClass(file);
            if (tooNew != null) {
                problems.add(new PluginProblem(name, tooNew, "rebuild it with --release "
                        + Runtime.version().feature() + " (or older), or run the arena on a newer Java"));
                return null;
            }
            return id.strip();
        } catch (IOException | SecurityException e) {
            problems.add(new PluginProblem(name, "corrupt jar (cannot be read as a zip file: " + oneLine(e) + ")",
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

    private static void dropDuplicatePluginIds(Map<Path, String> pluginIds, List<PluginProblem> problems) {
        Map<String, List<Path>> byId = new LinkedHashMap<>();
        pluginIds.forEach((jar, id) -> byId.computeIfAbsent(id, k -> new ArrayList<>()).add(jar));
        byId.forEach((id, jars) -> {
            String first = jars.get(0).getFileName().toString();
            for (Path jar : jars.subList(1, jars.size())) {
                problems.add(new PluginProblem(jar.getFileName().toString(), "plugin id '" + id
                        + "' is already taken by " + first + ", which was loaded first",
                        "give this plugin its own Plugin-Id, or remove one of the jars"));
                pluginIds.remove(jar);
            }
        });
    }

    private static List<LoadedBot> botsOf(PluginManager manager, String pluginId, Path jar, String sha,
                                          List<PluginProblem> problems) {
        String name = jar.getFileName().toString();
        List<Class<? extends TetrisBot>> classes = new ArrayList<>(manager.getExtensionClasses(TetrisBot.class, pluginId));
        classes.sort(Comparator.comparing(Class::getName));
        List<LoadedBot> bots = new ArrayList<>();
        for (Class<? extends TetrisBot> type : classes) {
            try {
                TetrisBot bot = type.getDeclaredConstructor().newInstance();
                BotInfo info = bot.info();
                if (info == null) {
                    throw new IllegalStateException("info() returned null");
                }
                bots.add(new LoadedBot(bot, info, pluginId, jar, sha));
            } catch (InvocationTargetException e) {
                problems.add(new PluginProblem(name, "bot " + type.getName() + " threw while starting: "
                        + oneLine(e.getCause()), "fix the bot's constructor"));
            } catch (ReflectiveOperationException | LinkageError e) {
                problems.add(new PluginProblem(name, "bot " + type.getName() + " cannot be created: " + oneLine(e),
                        "give it a public no-argument constructor"));
            } catch (Throwable e) {
                // Anything at all (an Error included) from a bot's info() refuses that bot, never the run.
                problems.add(new PluginProblem(name, "bot " + type.getName() + " threw while starting: "
                        + oneLine(e), "fix the bot's info()"));
            }
        }
        return bots;
    }

    private static PluginProblem noBotProblem(PluginManager manager, String pluginId, Path jar) {
        String name = jar.getFileName().toString();
        boolean hasIndex;
        boolean bundlesApi;
        try (JarFile file = new JarFile(jar.toFile())) {
            hasIndex = file.getEntry(EXTENSION_INDEX) != null;
            bundlesApi = file.stream().anyMatch(en -> en.getName().startsWith(API_PACKAGE_PATH));
        } catch (IOException e) {
            return new PluginProblem(name, "corrupt jar (" + oneLine(e) + ")", "rebuild it");
        }
        if (!hasIndex) {
            return new PluginProblem(name, "yields no bot: it has no " + EXTENSION_INDEX
                    + " (the PF4J annotation processor did not run, e.g. built on JDK 23+ without it)",
                    "name org.pf4j.processor.ExtensionAnnotationProcessor in the compiler's annotationProcessorPaths,"
                            + " as plugins/pom.xml does");
        }
        if (bundlesApi) {
            return new PluginProblem(name, "yields no bot: it bundles the bot API (io/tetrisarena/api) inside it,"
                    + " so its bot implements another copy of TetrisBot",
                    "declare tetris-arena-api with <scope>provided</scope> and rebuild");
        }
        String listed = String.join(", ", manager.getExtensionClassNames(pluginId));
        return new PluginProblem(name, "yields no bot: its extension index lists no loadable TetrisBot"
                + (listed.isEmpty() ? "" : " (lists " + listed + ")"),
                "annotate a public TetrisBot class with @org.pf4j.Extension and rebuild");
    }

    /** The external bots declared by {@code <id>.bot.json} descriptors; a malformed one is refused by name. */
    private static List<LoadedBot> externalBots(Path pluginsDir, List<PluginProblem> problems) {
        List<LoadedBot> out = new ArrayList<>();
        if (!Files.isDirectory(pluginsDir)) {
            return out;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(pluginsDir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(BotDescriptor.SUFFIX) && Files.isRegularFile(p))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString())).toList();
        } catch (IOException e) {
            return out;
        }
        for (Path file : files) {
            try {
                BotDescriptor d = BotDescriptor.read(file);
                BotInfo info = new BotInfo(d.id(), d.name(), "tbp", "external",
                        "an external program speaking the Tetris Bot Protocol: " + String.join(" ", d.command()));
                ProcessBot.Launch launch = new ProcessBot.Launch(d.command(), d.workingDir(), d.env(),
                        d.startupTimeoutMillis(), d.memoryMb(), d.ownFiles());
                out.add(new LoadedBot(new ProcessBot(info, launch, Confinements.available()), info, d.id(), file,
                        sha256(file)));
            } catch (InputFileException e) {
                problems.add(new PluginProblem(file.getFileName().toString(), "malformed bot descriptor: "
                        + e.getMessage().replace(file.getFileName() + ": ", ""),
                        "fix it (see docs/external-bots.md) or remove it"));
            }
        }
        return out;
    }

    private static List<LoadedBot> configuredFromFolders(Path pluginsDir, List<LoadedBot> bots,
                                                         List<PluginProblem> problems) {
        List<LoadedBot> out = new ArrayList<>();
        for (LoadedBot family : bots) {
            if (!(family.bot() instanceof ConfigurableBot)) {
                continue;
            }
            Path folder = pluginsDir.resolve(family.id());
            if (!Files.isDirectory(folder)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> list = Files.list(folder)) {
                files = list.filter(Files::isRegularFile)
                        .sorted(Comparator.comparing(p -> p.getFileName().toString())).collect(Collectors.toList());
            } catch (IOException e) {
                problems.add(new PluginProblem(folder.toString(), "cannot list: " + e.getMessage(),
                        "check the folder's permissions"));
                continue;
            }
            for (Path file : files) {
                try {
                    out.add(configure(family, file.toString()));
                } catch (IllegalArgumentException e) {
                    problems.add(new PluginProblem(family.id() + ":" + file, oneLine(e), "fix or remove the file"));
                }
            }
        }
        return out;
    }

    /**
     * The bot a {@link ConfigurableBot} family makes of an argument.
     *
     * @throws IllegalArgumentException with a one-line reason when the bot is not configurable or refuses
     */
    public static LoadedBot configure(LoadedBot family, String argument) {
        if (!(family.bot() instanceof ConfigurableBot configurable)) {
            throw new IllegalArgumentException("bot '" + family.id() + "' takes no argument");
        }
        try {
            TetrisBot bot = configurable.configure(argument);
            if (bot == null) {
                throw new IllegalArgumentException("configure returned no bot");
            }
            BotInfo info = bot.info();
            if (info == null) {
                throw new IllegalArgumentException("the configured bot's info() returned null");
            }
            return new LoadedBot(bot, info, family.pluginId(), family.jar(), family.jarSha256());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(family.id() + ":" + argument + ": " + oneLine(e), e);
        } catch (Throwable e) {
            throw new IllegalArgumentException(family.id() + ":" + argument + ": the bot threw " + oneLine(e), e);
        }
    }

    private static List<LoadedBot> dropDuplicateBotIds(List<LoadedBot> bots, List<PluginProblem> problems) {
        Map<String, LoadedBot> first = new LinkedHashMap<>();
        for (LoadedBot b : bots) {
            LoadedBot holder = first.putIfAbsent(b.id(), b);
            if (holder != null) {
                problems.add(new PluginProblem(b.jar().getFileName().toString(), "bot id '" + b.id()
                        + "' (" + b.bot().getClass().getName() + ") is already taken by "
                        + holder.jar().getFileName() + " (" + holder.bot().getClass().getName()
                        + "), which was loaded first", "give this bot its own id, or remove one of the jars"));
            }
        }
        return List.copyOf(first.values());
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

    /** A throwable as one line: its class's simple name and its message. */
    public static String oneLine(Throwable t) {
        String message = t.getMessage();
        String text = t.getClass().getSimpleName() + (message == null ? "" : ": " + message);
        return text.replaceAll("\\s*\\R\\s*", " ");
    }
}
