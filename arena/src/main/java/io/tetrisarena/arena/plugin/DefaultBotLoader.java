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
 * the newcomer. Several folders load as one ({@link #load(List, Trust)}). The jars' sha256 come through a
 * {@link HashCache} beside the arena's jar, so an unchanged jar is not read again on the next run.
 */
public final class DefaultBotLoader implements BotLoader {

    @Override
    public LoadedPlugins load(Path pluginsDir, Trust trust) {
        return load(List.of(pluginsDir), trust);
    }

    /**
     * Loads several plugins folders as one (e.g. the bundled bots' and a user's own), the first first: the jars
     * of all of them, then each folder's configured and external bots in folder order. A bot id or plugin id
     * taken twice is refused as within one folder. The first folder is the {@link LoadedPlugins#pluginsDir()}.
     */
    public LoadedPlugins load(List<Path> pluginsDirs, Trust trust) {
        if (pluginsDirs.isEmpty()) {
            throw new IllegalArgumentException("no plugins folder");
        }
        List<PluginProblem> problems = new ArrayList<>();
        List<Path> jars = new ArrayList<>();
        for (Path dir : pluginsDirs) {
            jars.addAll(JarScanner.list(dir, problems));
        }
        return load(pluginsDirs, jars, problems, true, trust);
    }

    @Override
    public LoadedPlugins loadJar(Path jar) {
        return loadJar(jar, Trust.everything());
    }

    @Override
    public LoadedPlugins loadJar(Path jar, Trust trust) {
        Path dir = jar.toAbsolutePath().getParent();
        return load(List.of(dir), List.of(jar.toAbsolutePath()), new ArrayList<>(), false, trust);
    }

    private static LoadedPlugins load(List<Path> pluginsDirs, List<Path> jars, List<PluginProblem> problems,
                                      boolean wholeFolder, Trust trust) {
        Path pluginsDir = pluginsDirs.get(0);
        Map<Path, String> found = new LinkedHashMap<>();
        Map<Path, String> sha = new LinkedHashMap<>();
        HashCache hashes = HashCache.besideArena();
        for (Path jar : jars) {
            String sha256 = hashes.sha256(jar);
            // A bundled jar's classes were compiled by this build: reading each one's version is for the others.
            String id = JarScanner.pluginId(jar, problems, !trust.isBundled(sha256));
            if (id != null) {
                found.put(jar, id);
                sha.put(jar, sha256);
            }
        }
        hashes.save();
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
        List<BotSource> all = new ArrayList<>(List.of(jarBots));
        if (wholeFolder) {
            for (Path dir : pluginsDirs) { // each folder's configured and external bots
                all.add((folder, seen) -> ConfiguredBots.load(folder.in(dir), seen));
                all.add((folder, seen) -> DescriptorBots.load(folder.in(dir), seen));
            }
        }
        List<LoadedBot> bots = new CompoundBotSource(all).load(new BotFolder(pluginsDir, pluginIds, sha, trust,
                problems), List.of());
        return new LoadedPlugins(pluginsDir, IdConflicts.dropDuplicateBotIds(bots, problems), List.copyOf(problems),
                pf4j.manager(), List.copyOf(pluginsDirs));
    }
}
