package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Bots a {@link ConfigurableBot} family makes of an argument: one per regular file in
 * {@code <pluginsDir>/<family id>/}, or one for an {@code id:argument} a user names.
 */
public final class ConfiguredBots {
    private ConfiguredBots() {
    }

    /** The source of configured bots: one per file of a configurable family's folder. */
    static List<LoadedBot> load(BotFolder folder, List<LoadedBot> found) {
        return fromFolders(folder.dir(), found, folder.problems());
    }

    private static List<LoadedBot> fromFolders(Path pluginsDir, List<LoadedBot> bots,
                                                         List<PluginProblem> problems) {
        List<LoadedBot> out = new ArrayList<>();
        for (LoadedBot family : bots) {
            if (!(family.bot() instanceof ConfigurableBot)) {
                continue;
            }
            Path folder = pluginsDir.resolve(family.id());
            if (!Files.isDirectory(folder)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> list = Files.list(folder)) {
                files = list.filter(Files::isRegularFile)
                        .sorted(Comparator.comparing(p -> p.getFileName().toString())).collect(Collectors.toList());
            } catch (IOException e) {
                problems.add(new PluginProblem(folder.toString(), "cannot list: " + e.getMessage(),
                        "check the folder's permissions"));
                continue;
            }
            for (Path file : files) {
                try {
                    out.add(configure(family, file.toString()));
                } catch (IllegalArgumentException e) {
                    problems.add(new PluginProblem(family.id() + ":" + file, PluginProblem.oneLine(e), "fix or remove the file"));
                }
            }
        }
        return out;
    }

    /**
     * The bot a {@link ConfigurableBot} family makes of an argument.
     *
     * @throws IllegalArgumentException with a one-line reason when the bot is not configurable or refuses
     */
    public static LoadedBot configure(LoadedBot family, String argument) {
        if (!(family.bot() instanceof ConfigurableBot configurable)) {
            throw new IllegalArgumentException("bot '" + family.id() + "' takes no argument");
        }
        try {
            TetrisBot bot = configurable.configure(argument);
            if (bot == null) {
                throw new IllegalArgumentException("configure returned no bot");
            }
            BotInfo info = bot.info();
            if (info == null) {
                throw new IllegalArgumentException("the configured bot's info() returned null");
            }
            return new LoadedBot(bot, info, family.pluginId(), family.jar(), family.jarSha256());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(family.id() + ":" + argument + ": " + PluginProblem.oneLine(e), e);
        } catch (Throwable e) {
            throw new IllegalArgumentException(family.id() + ":" + argument + ": the bot threw " + PluginProblem.oneLine(e), e);
        }
    }
}
