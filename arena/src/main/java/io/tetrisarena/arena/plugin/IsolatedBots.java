package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.arena.external.Confinements;
import io.tetrisarena.arena.external.IsolatedJars;
import io.tetrisarena.arena.external.ProcessBot;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bots of a jar the arena does not trust, each to run in a child JVM: a child lists them, so none of
 * the jar's classes ever loads in the arena's JVM.
 */
final class IsolatedBots {
    private IsolatedBots() {
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
}
