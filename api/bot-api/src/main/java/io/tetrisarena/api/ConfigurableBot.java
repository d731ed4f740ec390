package io.tetrisarena.api;

/**
 * A bot family that takes an argument, entered on the command line as {@code id:argument} (for example
 * {@code linear:weights/my-bot.json}). The arena also enters {@code id:FILE} for every regular file in the
 * folder {@code <plugins dir>/<id>/}, in name order.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public interface ConfigurableBot extends TetrisBot {

    /**
     * The bot this argument describes. Its {@link BotInfo#id()} must be unique among the arguments the
     * family accepts (for example {@code linear:my-bot}).
     *
     * @throws IllegalArgumentException with a one-line reason when the argument is not usable
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    TetrisBot configure(String argument);
}
