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
 * plugin ids first, so no other jar can take a bundled bot's id ({@link IdConflicts}); jars the trust names
 * load in this JVM ({@link InProcessBots}), every other jar is listed and run by child JVMs
 * ({@link IsolatedBots}). Bots of a {@link ConfigurableBot} family are also entered once per regular file
 * in {@code <pluginsDir>/<id>/} ({@link ConfiguredBots}), and programs declared by {@code <id>.bot.json}
 * files join as external bots ({@link DescriptorBots}). A bot id already taken refuses the newcomer.
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

        Map<Path, List<LoadedBot>> byJar = new LinkedHashMap<>();
        Map<Path, String> inProcess = new LinkedHashMap<>();
        // Every listing child starts first, so that their JVMs start while this one loads the trusted jars.
        Map<Path, IsolatedJars.Pending> listings = new LinkedHashMap<>();
        for (Map.Entry<Path, String> e : pluginIds.entrySet()) {
            Path jar = e.getKey();
            if (trust.trusts(sha.get(jar), e.getValue(), jar.getFileName().toString())) {
                inProcess.put(jar, e.getValue());
            } else {
                listings.put(jar, IsolatedBots.start(jar, sha.get(jar)));
            }
        }
        InProcessBots pf4j = new InProcessBots(pluginsDir);
        List<PluginProblem> inProcessProblems = new ArrayList<>();
        byJar.putAll(pf4j.load(inProcess, sha, inProcessProblems));
        Map<Path, String> trustedById = new LinkedHashMap<>();
        for (Map.Entry<Path, IsolatedJars.Pending> e : listings.entrySet()) {
            Path jar = e.getKey();
            List<LoadedBot> isolated = IsolatedBots.of(jar, pluginIds.get(jar), sha.get(jar), e.getValue(), trust,
                    problems);
            if (isolated == null) {
                trustedById.put(jar, pluginIds.get(jar));
            } else {
                byJar.put(jar, isolated);
            }
        }
        byJar.putAll(pf4j.load(trustedById, sha, inProcessProblems));
        problems.addAll(inProcessProblems);

        List<LoadedBot> bots = new ArrayList<>();
        for (Path jar : pluginIds.keySet()) {
            bots.addAll(byJar.getOrDefault(jar, List.of()));
        }
        if (wholeFolder) {
            bots.addAll(ConfiguredBots.fromFolders(pluginsDir, bots, problems));
            bots.addAll(DescriptorBots.in(pluginsDir, trust, problems));
        }
        return new LoadedPlugins(pluginsDir, IdConflicts.dropDuplicateBotIds(bots, problems), List.copyOf(problems),
                pf4j.manager());
    }
}
