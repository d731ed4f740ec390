package io.tetrisarena.arena.plugin;

import java.nio.file.Path;
import java.util.List;
import org.pf4j.PluginManager;

/**
 * The static entry points of the arena's plugin loading before it was split into {@link BotLoader} and its
 * parts; each delegates to its new home and is kept only until every caller has moved.
 *
 * @deprecated use {@link DefaultBotLoader} ({@link BotLoader}), {@link ConfiguredBots#configure},
 *             {@link JarScanner#sha256} and {@link PluginProblem#oneLine}
 */
@Deprecated
public final class PluginLoader {
    private PluginLoader() {
    }

    /**
     * What loading a plugins folder gave.
     *
     * @deprecated use {@link LoadedPlugins}
     */
    @Deprecated
    public record Result(Path pluginsDir, List<LoadedBot> bots, List<PluginProblem> problems, PluginManager manager) {
        static Result of(LoadedPlugins loaded) {
            return new Result(loaded.pluginsDir(), loaded.bots(), loaded.problems(), loaded.manager());
        }
    }

    /** @deprecated use {@code new DefaultBotLoader().load(pluginsDir)} */
    @Deprecated
    public static Result load(Path pluginsDir) {
        return Result.of(new DefaultBotLoader().load(pluginsDir));
    }

    /** @deprecated use {@code new DefaultBotLoader().load(pluginsDir, trust)} */
    @Deprecated
    public static Result load(Path pluginsDir, Trust trust) {
        return Result.of(new DefaultBotLoader().load(pluginsDir, trust));
    }

    /** @deprecated use {@code new DefaultBotLoader().loadJar(jar)} */
    @Deprecated
    public static Result loadJar(Path jar) {
        return Result.of(new DefaultBotLoader().loadJar(jar));
    }

    /** @deprecated use {@link ConfiguredBots#configure} */
    @Deprecated
    public static LoadedBot configure(LoadedBot family, String argument) {
        return ConfiguredBots.configure(family, argument);
    }

    /** @deprecated use {@link JarScanner#sha256} */
    @Deprecated
    public static String sha256(Path file) {
        return JarScanner.sha256(file);
    }

    /** @deprecated use {@link PluginProblem#oneLine} */
    @Deprecated
    public static String oneLine(Throwable t) {
        return PluginProblem.oneLine(t);
    }
}
