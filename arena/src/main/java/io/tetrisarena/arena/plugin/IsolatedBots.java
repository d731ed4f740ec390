package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.arena.external.Confinements;
import io.tetrisarena.arena.external.IsolatedJars;
import io.tetrisarena.arena.external.ProcessBot;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bots of a jar the arena does not trust, each to run in a child JVM: a child lists them, so none of
 * the jar's classes ever loads in the arena's JVM. It is two sources: {@link #start} starts every untrusted
 * jar's listing child and loads nothing, so that the children's JVMs start while the sources after it work;
 * {@link #load} then takes the listings.
 */
final class IsolatedBots {
    private final Map<Path, IsolatedJars.Pending> listings = new LinkedHashMap<>();

    /** The first source: starts the listing child of each jar not trusted outright; finds no bot itself. */
    List<LoadedBot> start(BotFolder folder, List<LoadedBot> found) {
        for (Path jar : folder.jars().keySet()) {
            if (!folder.trustedOutright(jar)) {
                listings.put(jar, start(jar, folder.sha().get(jar)));
            }
        }
        return List.of();
    }

    /**
     * The source of the folder's untrusted jars: it claims each jar whose listing {@link #start} began, unless
     * a bot of it is trusted by id (the jar then loads in-process, by a source after this one).
     */
    List<LoadedBot> load(BotFolder folder, List<LoadedBot> found) {
        List<LoadedBot> out = new ArrayList<>();
        for (Map.Entry<Path, IsolatedJars.Pending> e : listings.entrySet()) {
            Path jar = e.getKey();
            List<LoadedBot> isolated = of(jar, folder.jars().get(jar), folder.sha().get(jar), e.getValue(),
                    folder.trust(), folder.problems());
            if (isolated != null && folder.claim(jar)) {
                out.addAll(isolated);
            }
        }
        listings.clear();
        return out;
    }

    /**
     * Starts the child that lists an untrusted jar's bots, so that it starts while the arena goes on
     * loading; null where no untrusted bot may run ({@link #of} then says why).
     */
    static IsolatedJars.Pending start(Path jar, String jarSha) {
        return Confinements.mayRun(false) ? IsolatedJars.startListing(jar, jarSha) : null;
    }

    /**
     * The bots of an untrusted jar, each to run in a child JVM, from the listing {@link #start} began; null
     * when one of them is trusted by id (the jar then loads in-process). Problems the child reports are the
     * jar's problems.
     */
    static List<LoadedBot> of(Path jar, String pluginId, String jarSha, IsolatedJars.Pending pending, Trust trust,
                              List<PluginProblem> problems) {
        String name = jar.getFileName().toString();
        if (pending == null) {
            problems.add(new PluginProblem(name, Confinements.NO_SANDBOX, "install bubblewrap, trust it with --trust "
                    + pluginId + ", or allow it with --unconfined"));
            return List.of();
        }
        IsolatedJars.Listing listing;
        try {
            listing = pending.await();
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
            IsolatedJars.dismiss(jar);
            return null;
        }
        if (listing.bots().isEmpty() && listing.problems().isEmpty()) {
            problems.add(new PluginProblem(name, "yields no bot", InProcessBots.DECLARE_BOTS));
        }
        List<LoadedBot> out = new ArrayList<>();
        for (BotInfo info : listing.bots()) {
            ProcessBot bot = new ProcessBot(info, IsolatedJars.launch(jar, info.id()), Confinements.available());
            out.add(new LoadedBot(bot, info, pluginId, jar, jarSha, bot.hosting(), bot::connector));
        }
        return out;
    }
}
