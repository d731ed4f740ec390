package io.tetrisarena.arena.plugin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Sources asked in turn, each seeing what the ones before found; their bots in that order (PF4J's
 * {@code CompoundPluginRepository} and {@code CompoundPluginLoader} are the model).
 */
final class CompoundBotSource implements BotSource {
    private final List<BotSource> sources;

    CompoundBotSource(List<BotSource> sources) {
        this.sources = List.copyOf(sources);
    }

    @Override
    public List<LoadedBot> load(BotFolder folder, List<LoadedBot> found) {
        List<LoadedBot> seen = new ArrayList<>(found);
        List<LoadedBot> out = new ArrayList<>();
        for (BotSource source : sources) {
            List<LoadedBot> more = source.load(folder, seen);
            seen.addAll(more);
            out.addAll(more);
        }
        return out;
    }

    /** This compound with its bots listed jar by jar in the folder's order, whichever source loaded them. */
    BotSource inJarOrder() {
        return (folder, found) -> {
            List<Path> order = new ArrayList<>(folder.jars().keySet());
            List<LoadedBot> bots = new ArrayList<>(load(folder, found));
            bots.sort(Comparator.comparingInt(b -> order.indexOf(b.jar())));
            return bots;
        };
    }
}
