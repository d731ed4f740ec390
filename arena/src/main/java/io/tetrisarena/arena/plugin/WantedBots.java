package io.tetrisarena.arena.plugin;

import java.util.Collection;
import java.util.List;

/**
 * The bots a command will play, by the names its user typed, so that a load may leave out what it cannot need
 * ({@link DefaultBotLoader#load(List, Trust, WantedBots)}); {@link #ALL} when the command may play any loaded
 * bot (a tournament of every bot, a listing).
 *
 * @param specs the names as typed ({@code id} or {@code id:argument}), or null for every bot
 */
public record WantedBots(List<String> specs) {
    /** Every bot: nothing is left out. */
    public static final WantedBots ALL = new WantedBots(null);

    public WantedBots {
        specs = specs == null ? null : specs.stream().map(String::strip).toList();
    }

    /** The bots these names give. */
    public static WantedBots of(Collection<String> specs) {
        return new WantedBots(List.copyOf(specs));
    }

    /** The bot this name gives. */
    public static WantedBots of(String spec) {
        return new WantedBots(List.of(spec));
    }

    /**
     * The plain bot ids wanted, or null when they cannot be told apart from the rest: every bot wanted, or a
     * name with an argument ({@code id:argument}), which a folder's configured bot may answer to.
     */
    List<String> plainIds() {
        if (specs == null || specs.isEmpty() || specs.stream().anyMatch(s -> s.isEmpty() || s.contains(":"))) {
            return null;
        }
        return specs;
    }
}
