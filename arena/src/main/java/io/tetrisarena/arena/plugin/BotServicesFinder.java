package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.TetrisBot;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.pf4j.PluginClassLoader;
import org.pf4j.PluginManager;
import org.pf4j.PluginWrapper;
import org.pf4j.ServiceProviderExtensionFinder;
import org.pf4j.processor.ExtensionStorage;

/**
 * PF4J's service-provider finder narrowed to the one file a bot jar declares its bots in,
 * {@code META-INF/services/io.tetrisarena.api.TetrisBot}, read as a file of the plugin's own jar (PF4J's
 * finder lists the {@code META-INF/services} folder, which a jar written without folder entries lacks, and
 * reads every service file in it); never the arena's own class path.
 */
final class BotServicesFinder extends ServiceProviderExtensionFinder {
    static final String SERVICES_FILE = "META-INF/services/" + TetrisBot.class.getName();

    BotServicesFinder(PluginManager manager) {
        super(manager);
    }

    @Override
    public Map<String, Set<String>> readClasspathStorages() {
        return Map.of();
    }

    @Override
    public Map<String, Set<String>> readPluginsStorages() {
        Map<String, Set<String>> result = new LinkedHashMap<>();
        for (PluginWrapper plugin : pluginManager.getPlugins()) {
            Set<String> classes = new TreeSet<>();
            try {
                Enumeration<URL> files = ((PluginClassLoader) plugin.getPluginClassLoader()).findResources(SERVICES_FILE);
                while (files.hasMoreElements()) {
                    try (InputStreamReader in = new InputStreamReader(files.nextElement().openStream(),
                            StandardCharsets.UTF_8)) {
                        ExtensionStorage.read(in, classes);
                    }
                }
            } catch (IOException e) {
                // An unreadable file declares nothing: the jar then yields no bot, which names the file.
            }
            result.put(plugin.getPluginId(), classes);
        }
        return result;
    }
}
