package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.arena.external.IsolatedJars;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arena's {@link BotLoader}. Every {@code *.jar} of the folder, in file-name order (folders and other
 * files ignored), is checked before any of its classes load ({@link JarScanner}); bundled jars claim their
 * plugin ids first, so no other jar can take a bundled bot's id ({@link IdConflicts}). Then a compound of
 * {@link BotSource}s loads the bots: untrusted jars are listed and run by child JVMs ({@link IsolatedBots}),
 * the other jars load in this JVM ({@link InProcessBots}), bots of a {@link ConfigurableBot} family are
 * entered once per regular file in {@code <pluginsDir>/<id>/} ({@link ConfiguredBots}), and bots declared by
 * {@code <id>.bot.json} files join as external bots ({@link DescriptorBots}). A bot id already taken refuses
 * the newcomer. Several folders load as one ({@link #load(List, Trust)}). The jars' sha256 come through a
 * {@link HashCache} beside the arena's jar, so an unchanged jar is not read again on the next run; the bundled
 * jars' bot ids through a {@link BotListing}, so that a command naming only bundled bots loads only the jars
 * that hold them ({@link #load(List, Trust, WantedBots)}).
 */
public final class DefaultBotLoader implements BotLoader {
    private final BotListing listing;

    /** The arena's loader, with the bundled jars' listing kept beside its jar. */
    public DefaultBotLoader() {
        this(BotListing.besideArena());
    }

    DefaultBotLoader(BotListing listing) {
        this.listing = listing;
    }

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
        return load(pluginsDirs, trust, WantedBots.ALL);
    }

    /**
     * Loads several plugins folders as {@link #load(List, Trust)} does, for a command that will play only the
     * {@code wanted} bots. When each of them is a bundled bot by its plain id, every bundled jar's bots are known
     * from an earlier load ({@link BotListing}) and the trust names no jar or bot, only the bundled jars holding
     * a wanted bot load: no other jar, configured bot or external bot, and no problem of
     * theirs is reported. The wanted bots are the same either way, since bundled jars load first and keep their
     * ids. Otherwise everything loads, and the bundled jars' bots are remembered for the next command.
     */
    public LoadedPlugins load(List<Path> pluginsDirs, Trust trust, WantedBots wanted) {
        if (pluginsDirs.isEmpty()) {
            throw new IllegalArgumentException("no plugins folder");
        }
        List<PluginProblem> problems = new ArrayList<>();
        List<Path> jars = new ArrayList<>();
        for (Path dir : pluginsDirs) {
            jars.addAll(JarScanner.list(dir, problems));
        }
        return load(pluginsDirs, jars, problems, true, trust, wanted);
    }

    @Override
    public LoadedPlugins loadJar(Path jar) {
        return loadJar(jar, Trust.everything());
    }

    @Override
    public LoadedPlugins loadJar(Path jar, Trust trust) {
        Path dir = jar.toAbsolutePath().getParent();
        return load(List.of(dir), List.of(jar.toAbsolutePath()), new ArrayList<>(), false, trust, WantedBots.ALL);
    }

    private LoadedPlugins load(List<Path> pluginsDirs, List<Path> jars, List<PluginProblem> problems,
                               boolean wholeFolder, Trust trust, WantedBots wanted) {
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
        Map<Path, String> needed = bundledJarsHolding(wanted, pluginIds, sha, trust);
        Map<Path, String> toLoad = needed != null ? needed : pluginIds;
        boolean folderBots = wholeFolder && needed == null;

        InProcessBots pf4j = new InProcessBots(pluginsDir);
        IsolatedBots isolated = new IsolatedBots();
        // Listing children start first, so that their JVMs start while this one loads the trusted jars; a jar
        // whose listing names a bot trusted by id is left to the last source, in-process.
        BotSource jarBots = new CompoundBotSource(List.of(isolated::start, pf4j.trustedOutright(), isolated::load,
                pf4j)).inJarOrder();
        List<BotSource> all = new ArrayList<>(List.of(jarBots));
        if (folderBots) {
            for (Path dir : pluginsDirs) { // each folder's configured and external bots
                all.add((folder, seen) -> ConfiguredBots.load(folder.in(dir), seen));
                all.add((folder, seen) -> DescriptorBots.load(folder.in(dir), seen));
            }
        }
        List<LoadedBot> bots = new CompoundBotSource(all).load(new BotFolder(pluginsDir, toLoad, sha, trust,
                problems), List.of());
        rememberBundled(pf4j.loadedByJar(), sha, trust, problems);
        return new LoadedPlugins(pluginsDir, IdConflicts.dropDuplicateBotIds(bots, problems), List.copyOf(problems),
                pf4j.manager(), List.copyOf(pluginsDirs));
    }

    /**
     * The bundled jars that hold a wanted bot, in load order, when that is all a command needs to load (see
     * {@link #load(List, Trust, WantedBots)}); else null.
     */
    private Map<Path, String> bundledJarsHolding(WantedBots wanted, Map<Path, String> pluginIds,
                                                 Map<Path, String> sha, Trust trust) {
        List<String> ids = wanted.plainIds();
        if (ids == null || !trust.trusted().isEmpty()) {
            return null;
        }
        Set<String> missing = new HashSet<>(ids);
        Map<Path, String> holding = new LinkedHashMap<>();
        for (Map.Entry<Path, String> e : pluginIds.entrySet()) {
            String sha256 = sha.get(e.getKey());
            if (!trust.isBundled(sha256)) {
                continue;
            }
            List<String> listed = listing.ids(sha256);
            if (listed == null) {
                return null; // a bundled jar not yet listed might hold a wanted bot before the one known to
            }
            if (listed.stream().anyMatch(ids::contains)) {
                holding.put(e.getKey(), e.getValue());
                missing.removeAll(listed);
            }
        }
        return missing.isEmpty() ? holding : null;
    }

    /** Remembers the bots of each bundled jar that loaded with no problem. */
    private void rememberBundled(Map<Path, List<LoadedBot>> loaded, Map<Path, String> sha, Trust trust,
                                 List<PluginProblem> problems) {
        loaded.forEach((jar, bots) -> {
            String name = jar.getFileName().toString();
            String sha256 = sha.get(jar);
            if (sha256 != null && trust.isBundled(sha256) && problems.stream().noneMatch(p -> p.source().equals(name))) {
                listing.remember(sha256, bots.stream().map(LoadedBot::id).toList());
            }
        });
        listing.save();
    }
}
