package io.tetrisarena.arena.plugin;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the bot sources load: a plugins folder (or one jar's folder), its jars by plugin id after conflicts
 * were settled, in load order, with their sha256, the trust, and the problems found so far. A jar source
 * that takes a jar claims it, so that the next one leaves it alone (as PF4J's compound loader gives a plugin
 * to its first applicable loader).
 *
 * @param dir         the plugins folder (of several loaded as one, the one a folder-wide source reads)
 * @param jars        each jar's plugin id, in load order
 * @param sha         each jar's sha256
 * @param trust       which jars and bots run in this JVM
 * @param problems    where sources add what they refuse
 * @param claimed     the jars a source has taken
 */
record BotFolder(Path dir, Map<Path, String> jars, Map<Path, String> sha, Trust trust, List<PluginProblem> problems,
                 Set<Path> claimed) {
    BotFolder(Path dir, Map<Path, String> jars, Map<Path, String> sha, Trust trust, List<PluginProblem> problems) {
        this(dir, jars, sha, trust, problems, new LinkedHashSet<>());
    }

    /** Whether the trust names this jar itself (its sha256, plugin id or file name), before any bot is listed. */
    boolean trustedOutright(Path jar) {
        return trust.trusts(sha.get(jar), jars.get(jar), jar.getFileName().toString());
    }

    /** This load seen from another of its folders (the same jars, trust, problems and claims). */
    BotFolder in(Path other) {
        return new BotFolder(other, jars, sha, trust, problems, claimed);
    }

    /** Takes a jar for the calling source; false when another source took it first. */
    boolean claim(Path jar) {
        return claimed.add(jar);
    }
}
