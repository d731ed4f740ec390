package io.tetrisarena.arena.plugin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The bots a plugins folder gave, looked up by the names users type ({@code id} or {@code id:argument}). */
public final class BotRegistry {
    private final Map<String, LoadedBot> byId = new LinkedHashMap<>();

    public BotRegistry(List<LoadedBot> bots) {
        for (LoadedBot b : bots) {
            byId.put(b.id(), b);
        }
    }

    /** Every bot, in load order. */
    public List<LoadedBot> all() {
        return List.copyOf(byId.values());
    }

    /**
     * The bot a spec names: a loaded bot's id, or {@code family:argument} for a configurable family.
     *
     * @throws IllegalArgumentException with a one-line reason when there is no such bot
     */
    public LoadedBot resolve(String spec) {
        LoadedBot exact = byId.get(spec);
        if (exact != null) {
            return exact;
        }
        int colon = spec.indexOf(':');
        if (colon > 0) {
            LoadedBot family = byId.get(spec.substring(0, colon));
            if (family != null) {
                return PluginLoader.configure(family, spec.substring(colon + 1));
            }
        }
        throw new IllegalArgumentException("unknown bot '" + spec + "' (loaded: "
                + (byId.isEmpty() ? "none" : String.join(", ", byId.keySet())) + ")");
    }

    /** The bots several specs name, in the given order; the same bot twice is an error. */
    public List<LoadedBot> resolveAll(List<String> specs) {
        List<LoadedBot> out = new ArrayList<>();
        for (String spec : specs) {
            LoadedBot bot = resolve(spec.strip());
            if (out.stream().anyMatch(b -> b.id().equals(bot.id()))) {
                throw new IllegalArgumentException("bot '" + bot.id() + "' is listed twice");
            }
            out.add(bot);
        }
        return out;
    }
}
