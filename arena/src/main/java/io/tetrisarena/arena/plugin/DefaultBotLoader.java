package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.arena.external.IsolatedJars;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arena's {@link BotLoader}. Every {@code *.jar} of the folder, in file-name order (folders and other
 * files ignored), is checked before any of its classes load ({@link JarScanner}); bundled jars claim their
 * plugin ids first, so no other jar can take a bundled bot's id ({@link IdConflicts}). Then a compound of
 * {@link BotSource}s loads the bots: untrusted jars are listed and run by child JVMs ({@link IsolatedBots}),
 * the other jars load in this JVM ({@link InProcessBots}), bots of a {@link ConfigurableBot} family are
 * entered once per regular file in {@code <pluginsDir>/<id>/} ({@link ConfiguredBots}), and bots declared by
 * {@code <id>.bot.json} files join as external bots ({@link DescriptorBots}). A bot id already taken refuses
 * the newcomer.
 */
public final class DefaultBotLoader implements BotLoader {

    @Override
    public LoadedPlugins load(Path pluginsDir, Trust trust) {
        List<PluginProblem> problems = new ArrayList<>();
        return load(pluginsDir, JarScanner.list(pluginsDir, problems), problems, true, trust);
    }

    @Override
    public LoadedPlugins loadJar(Path jar) {
        return loadJar(jar, Trust.everything());
    }

    @Override
    public LoadedPlugins loadJar(Path jar, Trust trust) {
        Path dir = jar.toAbsolutePath().getParent();
        return load(dir, List.of(jar.toAbsolutePath()), new ArrayList<>(), false, trust);
    }

    private static LoadedPlugins load(Path pluginsDir, List<Path> jars, List<PluginProblem> problems,
                                      boolean wholeFolder, Trust trust) {
        Map<Path, String> found = new LinkedHashMap<>();
        Map<Path, String> sha = new LinkedHashMap<>();
        for (Path jar : jars) {
            String id = JarScanner.pluginId(jar, problems);
            if (id != null) {
                found.put(jar, id);
                sha.put(jar, JarScanner.sha256(jar));
            }
        }
        Map<Path, String> pluginIds = new LinkedHashMap<>();
        found.forEach((jar, id) -> {
            if (trust.isBundled(sha.get(jar))) {
                pluginIds.put(jar, id);
            }
        });
        found.forEach(pluginIds::putIfAbsent);
        IdConflicts.dropDuplicatePluginIds(pluginIds, problems);

        InProcessBots pf4j = new InProcessBots(pluginsDir);
        IsolatedBots isolated = new IsolatedBots();
        // Listing children start first, so that their JVMs start while this one loads the trusted jars; a jar
        // whose listing names a bot trusted by id is left to the last source, in-process.
        BotSource jarBots = new CompoundBotSource(List.of(isolated::start, pf4j.trustedOutright(), isolated::load,
                pf4j)).inJarOrder();
        BotSource sources = wholeFolder
                ? new CompoundBotSource(List.of(jarBots, ConfiguredBots::load, DescriptorBots::load)) : jarBots;
        List<LoadedBot> bots = sources.load(new BotFolder(pluginsDir, pluginIds, sha, trust, problems), List.of());
        return new LoadedPlugins(pluginsDir, IdConflicts.dropDuplicateBotIds(bots, problems), List.copyOf(problems),
                pf4j.manager());
    }
}
