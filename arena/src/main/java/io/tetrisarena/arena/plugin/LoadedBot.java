package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.ConnectorFactory;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.InProcessConnector;
import java.nio.file.Path;

/**
 * A bot ready to play, with where it came from, where it runs and how to reach it.
 *
 * @param bot        the bot
 * @param info       its identity, read once when it was loaded
 * @param pluginId   the PF4J plugin id of its jar (a descriptor's bot: its id)
 * @param jar        the plugin jar (a descriptor's bot: the descriptor)
 * @param jarSha256  the jar's sha256 (hex)
 * @param hosting    where it runs during a tournament
 * @param connectors opens its connector for a run
 */
public record LoadedBot(TetrisBot bot, BotInfo info, String pluginId, Path jar, String jarSha256, Hosting hosting,
                        ConnectorFactory connectors) {

    /**
     * A bot that runs in the arena's JVM, guarded ({@link GuardedBot}): whatever it throws, or a malformed
     * move, costs only its own game.
     */
    public LoadedBot(TetrisBot bot, BotInfo info, String pluginId, Path jar, String jarSha256) {
        this(bot, info, pluginId, jar, jarSha256, Hosting.IN_PROCESS,
                logDir -> new InProcessConnector(new GuardedBot(bot, info), info.id()));
    }

    public String id() {
        return info.id();
    }

    /** Opens this bot's connector for one run (the caller closes it when the run ends). */
    public BotConnector connector() {
        return connector(Path.of(System.getProperty("java.io.tmpdir"), "tetris-arena-bots"));
    }

    /**
     * Opens this bot's connector for one run; a bot in a child process appends its standard error to
     * {@code <logDir>/bots/<id>.stderr.log} (a tournament passes its results folder).
     */
    public BotConnector connector(Path logDir) {
        return connectors.open(logDir);
    }
}
