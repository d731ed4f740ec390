package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.TetrisBot;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.JarFile;
import org.pf4j.DefaultExtensionFinder;
import org.pf4j.ExtensionFinder;
import org.pf4j.JarPluginManager;
import org.pf4j.PluginManager;
import org.pf4j.PluginState;
import org.pf4j.PluginWrapper;

/**
 * The bots of trusted jars, loaded into this JVM by PF4J: the bot API's version is the system version (so
 * {@code Plugin-Requires} is enforced), each plugin is started, and each of its {@link TetrisBot}
 * bots is created once and asked for its identity. A jar's bots are the classes its
 * {@code META-INF/services/io.tetrisarena.api.TetrisBot} lists ({@link BotServicesFinder}) and those
 * its PF4J {@code META-INF/extensions.idx} lists (jars built before API 1.5.0), each class once. Whatever a
 * jar or a bot does wrong refuses that jar or bot only, as a {@link PluginProblem} naming the cause and the
 * fix.
 */
final class InProcessBots implements BotSource {
    private static final String EXTENSION_INDEX = "META-INF/extensions.idx";
    private static final String SERVICES_FILE = BotServicesFinder.SERVICES_FILE;
    private static final String API_PACKAGE_PATH = "io/tetrisarena/api/";

    /** The fix for a jar that declares no bot. */
    static final String DECLARE_BOTS = "list each public TetrisBot class on a line of src/main/resources/"
            + SERVICES_FILE + " and rebuild";

    private final JarPluginManager manager;
    /** Every jar loaded so far with the bots it gave (before any id conflict with other jars was settled). */
    private final Map<Path, List<LoadedBot>> loadedByJar = new LinkedHashMap<>();

    InProcessBots(Path pluginsDir) {
        manager = new JarPluginManager(pluginsDir) {
            @Override
            protected ExtensionFinder createExtensionFinder() {
                DefaultExtensionFinder finder = (DefaultExtensionFinder) super.createExtensionFinder();
                return finder.add(new BotServicesFinder(this));
            }
        };
        manager.setSystemVersion(ApiVersion.VERSION);
    }

    PluginManager manager() {
        return manager;
    }

    /** Every jar this source loaded, with the bots it gave, in load order. */
    Map<Path, List<LoadedBot>> loadedByJar() {
        return loadedByJar;
    }

    /** The source of the folder's trusted jars: every jar no source before it claimed, loaded here. */
    @Override
    public List<LoadedBot> load(BotFolder folder, List<LoadedBot> found) {
        return claimAndLoad(folder, jar -> true);
    }

    /** The source of the jars trusted outright (by sha256, plugin id or file name), loaded before the others. */
    BotSource trustedOutright() {
        return (folder, found) -> claimAndLoad(folder, folder::trustedOutright);
    }

    private List<LoadedBot> claimAndLoad(BotFolder folder, java.util.function.Predicate<Path> wanted) {
        Map<Path, String> jars = new LinkedHashMap<>();
        folder.jars().forEach((jar, id) -> {
            if (wanted.test(jar) && folder.claim(jar)) {
                jars.put(jar, id);
            }
        });
        Map<Path, List<LoadedBot>> byJar = load(jars, folder.sha(), folder.problems());
        loadedByJar.putAll(byJar);
        List<LoadedBot> out = new ArrayList<>();
        byJar.values().forEach(out::addAll);
        return out;
    }

    /** Loads and starts each jar (with its plugin id), and returns the bots of each, by jar. */
    Map<Path, List<LoadedBot>> load(Map<Path, String> jars, Map<Path, String> sha, List<PluginProblem> problems) {
        Map<String, Path> loaded = new LinkedHashMap<>();
        for (Path jar : jars.keySet()) {
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
                problems.add(new PluginProblem(name, "PF4J refused it: " + PluginProblem.oneLine(ex),
                        "check its manifest (Plugin-Id, Plugin-Version, Plugin-Requires)"));
            }
        }
        Map<Path, List<LoadedBot>> byJar = new LinkedHashMap<>();
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
                problems.add(new PluginProblem(name, "failed to start: " + PluginProblem.oneLine(ex),
                        "fix its Plugin-Class"));
                continue;
            }
            List<LoadedBot> fromJar;
            try {
                fromJar = botsOf(pluginId, jar, sha.get(jar), problems);
            } catch (Throwable ex) {
                problems.add(new PluginProblem(name, "its classes cannot be loaded: " + PluginProblem.oneLine(ex),
                        "rebuild it against bot API " + ApiVersion.VERSION));
                continue;
            }
            if (fromJar.isEmpty() && problems.stream().noneMatch(p -> p.source().equals(name))) {
                problems.add(noBotProblem(pluginId, jar));
            }
            byJar.put(jar, fromJar);
        }
        return byJar;
    }

    private List<LoadedBot> botsOf(String pluginId, Path jar, String sha, List<PluginProblem> problems) {
        String name = jar.getFileName().toString();
        // A jar may list a bot in both files: each class once.
        List<Class<? extends TetrisBot>> classes = new ArrayList<>(
                new LinkedHashSet<>(manager.getExtensionClasses(TetrisBot.class, pluginId)));
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
                        + PluginProblem.oneLine(e.getCause()), "fix the bot's constructor"));
            } catch (ReflectiveOperationException | LinkageError e) {
                problems.add(new PluginProblem(name, "bot " + type.getName() + " cannot be created: " + PluginProblem.oneLine(e),
                        "give it a public no-argument constructor"));
            } catch (Throwable e) {
                // Anything at all (an Error included) from a bot's info() refuses that bot, never the run.
                problems.add(new PluginProblem(name, "bot " + type.getName() + " threw while starting: "
                        + PluginProblem.oneLine(e), "fix the bot's info()"));
            }
        }
        return bots;
    }

    private PluginProblem noBotProblem(String pluginId, Path jar) {
        String name = jar.getFileName().toString();
        boolean hasIndex;
        boolean bundlesApi;
        try (JarFile file = new JarFile(jar.toFile())) {
            hasIndex = file.getEntry(EXTENSION_INDEX) != null || file.getEntry(SERVICES_FILE) != null;
            bundlesApi = file.stream().anyMatch(en -> en.getName().startsWith(API_PACKAGE_PATH));
        } catch (IOException e) {
            return new PluginProblem(name, "corrupt jar (" + PluginProblem.oneLine(e) + ")", "rebuild it");
        }
        if (!hasIndex) {
            return new PluginProblem(name, "yields no bot: it has no " + SERVICES_FILE + " (nor a PF4J "
                    + EXTENSION_INDEX + ")", DECLARE_BOTS);
        }
        if (bundlesApi) {
            return new PluginProblem(name, "yields no bot: it bundles the bot API (io/tetrisarena/api) inside it,"
                    + " so its bot implements another copy of TetrisBot",
                    "declare the API (tetris-arena-bot-api, tetris-arena-bot-kit) with <scope>provided</scope> and rebuild");
        }
        String listed = String.join(", ", new TreeSet<>(manager.getExtensionClassNames(pluginId)));
        return new PluginProblem(name, "yields no bot: it lists no loadable TetrisBot"
                + (listed.isEmpty() ? "" : " (lists " + listed + ")"), DECLARE_BOTS);
    }
}
