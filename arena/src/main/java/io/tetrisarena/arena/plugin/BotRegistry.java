package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The bots a plugins folder gave, looked up by the names users type ({@code id} or {@code id:argument}). */
public final class BotRegistry {
    /** The ids {@link BotInfo} allows. */
    private static final String ENTERED_ID = "[a-z0-9][a-z0-9._:/=,-]*";
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
     * The bot a spec names: a loaded bot's id, or {@code family:argument} for a configurable family, whose id
     * is then the spec exactly as entered (when it is a valid bot id, else the id the family gives it).
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
                LoadedBot bot = ConfiguredBots.configure(family, spec.substring(colon + 1));
                BotInfo info = bot.info();
                if (!spec.matches(ENTERED_ID)) {
                    return bot;
                }
                // the entered spelling is the id users see and type again (replay, compare), whatever the bot calls itself
                return new LoadedBot(bot.bot(), new BotInfo(spec, info.name(), info.version(), info.author(),
                        info.description()), bot.pluginId(), bot.jar(), bot.jarSha256());
            }
        }
        throw new IllegalArgumentException("unknown bot '" + spec + "' (loaded: "
                + (byId.isEmpty() ? "none" : String.join(", ", byId.keySet())) + ")"
                + io.tetrisarena.arena.text.DidYouMean.suffix(spec, byId.keySet()));
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
