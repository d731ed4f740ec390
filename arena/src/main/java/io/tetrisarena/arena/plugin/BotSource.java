package io.tetrisarena.arena.plugin;

import java.util.List;

/**
 * One kind of place bots come from: trusted jars in this JVM ({@link InProcessBots}), untrusted jars in
 * child JVMs ({@link IsolatedBots}), argument files of configurable bots ({@link ConfiguredBots}),
 * descriptors ({@link DescriptorBots}). As PF4J assembles its manager from compound strategies, the
 * loader asks a {@link CompoundBotSource} of small sources in turn; a new kind of bot is a new source.
 * A source never throws for a bad jar or file: it adds a {@link PluginProblem} and goes on.
 */
@FunctionalInterface
interface BotSource {
    /**
     * The bots this source finds.
     *
     * @param folder what is being loaded (its jars, trust and problems)
     * @param found  the bots the sources before this one found
     */
    List<LoadedBot> load(BotFolder folder, List<LoadedBot> found);
}
