package io.tetrisarena.arena.plugin;

import java.nio.file.Path;
import java.util.List;
import org.pf4j.PluginManager;

/**
 * What loading a plugins folder gave: the bots ready to play (jar by jar in file-name order, then the
 * configured and the external bots), every jar or bot refused with why, and the PF4J manager that holds
 * the in-process plugins; {@code folders} are the folders read, the first being {@code pluginsDir}.
 */
public record LoadedPlugins(Path pluginsDir, List<LoadedBot> bots, List<PluginProblem> problems,
                            PluginManager manager, List<Path> folders) {
    /** What loading one folder gave. */
    public LoadedPlugins(Path pluginsDir, List<LoadedBot> bots, List<PluginProblem> problems, PluginManager manager) {
        this(pluginsDir, bots, problems, manager, List.of(pluginsDir));
    }
}
