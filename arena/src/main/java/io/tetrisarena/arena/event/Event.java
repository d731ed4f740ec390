package io.tetrisarena.arena.event;

import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import java.util.OptionalDouble;

/**
 * A competition format: the rules every game is played under and what bots are ranked by.
 *
 * @param name               short name, e.g. {@code marathon}; equal to {@code rules.name()}
 * @param description        one line for the README and the leaderboard
 * @param metric             the per-game value ranked
 * @param higherIsBetter     the direction of the ranking
 * @param rules              the complete rules
 * @param wallBackstopMillis the wall-clock safety net per move in milliseconds, far above the CPU limit; 0 =
 *                           the referee's default (see {@code Referee.backstopNanos})
 * @param versus             the versus rules of a two-player event, or null for a game played alone
 */
public record Event(String name, String description, Metric metric, boolean higherIsBetter, Rules rules,
                    long wallBackstopMillis, VersusRules versus) {
    public Event {
        if (!name.equals(rules.name())) {
            rules = rules.withName(name);
        }
        if (wallBackstopMillis < 0) {
            throw new IllegalArgumentException("wallBackstopMillis must be 0 (the default) or positive, got "
                    + wallBackstopMillis);
        }
    }

    /** An event played alone. */
    public Event(String name, String description, Metric metric, boolean higherIsBetter, Rules rules,
                 long wallBackstopMillis) {
        this(name, description, metric, higherIsBetter, rules, wallBackstopMillis, null);
    }

    /** Whether this is a two-player event (see {@link VersusRules}). */
    public boolean isVersus() {
        return versus != null;
    }

    /** An event with the referee's default wall-clock backstop. */
    public Event(String name, String description, Metric metric, boolean higherIsBetter, Rules rules) {
        this(name, description, metric, higherIsBetter, rules, 0);
    }

    /**
     * The best value a game can reach, when the piece cap fixes one: {@code pieces} the cap; {@code lines}
     * every cell placed cleared, 4 x cap / width rows; {@code score} under NES scoring those rows all as
     * tetrises (1200 per 4 rows). Empty with no cap, with garbage (its rows add cells) and for guideline
     * scoring (no fixed ceiling).
     */
    public OptionalDouble maximum() {
        int cap = rules.pieceCap();
        if (cap == 0 || !higherIsBetter) {
            return OptionalDouble.empty();
        }
        int lines = 4 * cap / rules.width();
        return switch (metric) {
            case PIECES -> OptionalDouble.of(cap);
            case LINES -> rules.garbage().enabled() ? OptionalDouble.empty() : OptionalDouble.of(lines);
            case SCORE -> rules.scoring() == ScoringTable.NES && !rules.garbage().enabled()
                    ? OptionalDouble.of(1200.0 * (lines / 4)) : OptionalDouble.empty();
        };
    }

    /** The same event with another piece cap (0 = none). */
    public Event withPieceCap(int cap) {
        return new Event(name, description, metric, higherIsBetter, rules.withPieceCap(cap), wallBackstopMillis, versus);
    }

    /** The same event with another wall-clock backstop per move (0 = the default). */
    public Event withWallBackstopMillis(long millis) {
        return new Event(name, description, metric, higherIsBetter, rules, millis, versus);
    }
}
