package io.tetrisarena.arena.referee;

import java.nio.file.Path;

/**
 * Opens a bot's {@link BotConnector} for one run, wherever the bot runs; what a loaded bot carries so that no
 * caller needs to know its kind.
 */
@FunctionalInterface
public interface ConnectorFactory {
    /**
     * Opens the connector (the caller closes it when the run ends); a bot in a child process appends its
     * standard error to {@code <logDir>/bots/<id>.stderr.log}.
     */
    BotConnector open(Path logDir);
}
