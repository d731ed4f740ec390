package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.external.ProcessBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.InProcessConnector;
import java.nio.file.Path;

/**
 * A bot ready to play, with where it came from.
 *
 * @param bot       the bot
 * @param info      its identity, read once when it was loaded
 * @param pluginId  the PF4J plugin id of its jar
 * @param jar       the plugin jar
 * @param jarSha256 the jar's sha256 (hex)
 */
public record LoadedBot(TetrisBot bot, BotInfo info, String pluginId, Path jar, String jarSha256) {
    public String id() {
        return info.id();
    }

    /**
     * Opens this bot's connector for one run (the caller closes it when the run ends). The bot is guarded
     * ({@link GuardedBot}): whatever it throws, or a malformed move, costs only its own game.
     */
    public BotConnector connector() {
        return connector(Path.of(System.getProperty("java.io.tmpdir"), "tetris-arena-bots"));
    }

    /**
     * Opens this bot's connector for one run; a bot in a child process appends its standard error to
     * {@code <logDir>/bots/<id>.stderr.log} (a tournament passes its results folder).
     */
    public BotConnector connector(Path logDir) {
        if (bot instanceof ProcessBot process) {
            return process.connector(logDir);
        }
        return new InProcessConnector(new GuardedBot(bot, info), id());
    }

    /** Where this bot runs during a tournament. */
    public Hosting hosting() {
        return bot instanceof ProcessBot process ? process.hosting() : Hosting.IN_PROCESS;
    }
}
