package io.tetrisarena.arena.event;

import io.tetrisarena.api.rules.Rules;

/**
 * A competition format: the rules every game is played under and what bots are ranked by.
 *
 * @param name           short name, e.g. {@code marathon}; equal to {@code rules.name()}
 * @param description    one line for the README and the leaderboard
 * @param metric         the per-game value ranked
 * @param higherIsBetter the direction of the ranking
 * @param rules          the complete rules
 */
public record Event(String name, String description, Metric metric, boolean higherIsBetter, Rules rules) {
    public Event {
        if (!name.equals(rules.name())) {
            rules = rules.withName(name);
        }
    }

    /** The same event with another piece cap (0 = none). */
    public Event withPieceCap(int cap) {
        return new Event(name, description, metric, higherIsBetter, rules.withPieceCap(cap));
    }
}
