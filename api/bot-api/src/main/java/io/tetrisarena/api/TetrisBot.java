package io.tetrisarena.api;

import io.tetrisarena.api.rules.Rules;

/**
 * What every bot implements. A plugin jar declares its bots as Java service providers: each class name on
 * a line of {@code META-INF/services/io.tetrisarena.api.TetrisBot}, each class public with a public
 * no-argument constructor. The arena also reads PF4J's {@code META-INF/extensions.idx}, which jars built
 * before API 1.5.0 carry (then this interface extended PF4J's {@code ExtensionPoint}; a bot needs no PF4J
 * now).
 *
 * <p>A bot is a factory: it states who it is, whether it can play an event's rules, and makes a fresh
 * {@link BotPlayer} for each game. Bots must be thread-safe in the sense that {@link #newPlayer} may be
 * called from several threads at once; players themselves are used by one thread at a time.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public interface TetrisBot {

    /** The bot's identity; must return equal values on every call. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    BotInfo info();

    /** Whether the bot can play these rules; declining (with a reason) skips its games in the event. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    default Acceptance accepts(Rules rules) {
        return Acceptance.accept();
    }

    /** A fresh player for one game under the given rules. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    BotPlayer newPlayer(Rules rules);
}
