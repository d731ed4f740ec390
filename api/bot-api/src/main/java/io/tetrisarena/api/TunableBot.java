package io.tetrisarena.api;

import io.tetrisarena.api.rules.Rules;
import java.util.List;

/**
 * A bot whose play is governed by a vector of real parameters, so the arena's trainer ({@code evolve})
 * can search for good values. The trainer calls {@link #newPlayer(Rules, double[])} with candidate
 * vectors of {@link #parameters()}'s length and order.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public interface TunableBot extends TetrisBot {

    /** The parameters, in vector order. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    List<Parameter> parameters();

    /** A fresh player for one game that uses the given parameter values. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    BotPlayer newPlayer(Rules rules, double[] values);

    /**
     * One tunable parameter.
     *
     * @param name    its name, e.g. a feature name
     * @param min     the lower end of the range a trainer samples initial values from
     * @param max     the upper end of that range
     * @param initial the bot's current value
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    record Parameter(String name, double min, double max, double initial) {
    }
}
