package io.tetrisarena.arena.plugin;

import java.nio.file.Path;

/**
 * Finds the bots of a plugins folder (PF4J jars, configured bots, external programs) and says why each
 * unusable one was refused; one bad jar or bot never stops the others. Not PF4J's {@code PluginLoader},
 * which loads one plugin's classes: this loads a whole folder of bots. {@link DefaultBotLoader} is the
 * arena's.
 */
public interface BotLoader {
    /**
     * Loads the folder: jars the trust names run in this JVM, every other jar in child JVMs. A folder that
     * does not exist holds no plugins.
     */
    LoadedPlugins load(Path pluginsDir, Trust trust);

    /** Loads the folder with the standard trust: the bundled jars in-process, every other jar isolated. */
    default LoadedPlugins load(Path pluginsDir) {
        return load(pluginsDir, Trust.standard());
    }

    /** Loads the bots of one jar into this JVM, nothing else: what a child {@code arena tbp --jar} serves. */
    LoadedPlugins loadJar(Path jar);

    /**
     * Loads the bots of one jar, nothing else, under a trust: in this JVM when trusted (or bundled), else in
     * child JVMs. Loaded apart from any folder, so the same bot from two jars (two builds of it) can play
     * each other.
     */
    LoadedPlugins loadJar(Path jar, Trust trust);
}
