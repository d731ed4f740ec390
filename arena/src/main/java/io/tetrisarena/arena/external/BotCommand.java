package io.tetrisarena.arena.external;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A program to run for a bot, as a {@link Confinement} sees it: no bot record, only what the operating
 * system needs.
 *
 * @param command  the program and its arguments
 * @param folder   the folder it runs in (the bot's own folder), or null for the arena's
 * @param env      the variables the bot is given on top of the arena's allowlist ({@link BotEnvironment})
 * @param readable the files and folders it must be able to read besides its folder (its jar, the arena's
 *                 class path), for a sandbox
 */
public record BotCommand(List<String> command, Path folder, Map<String, String> env, List<Path> readable) {
    public BotCommand {
        command = List.copyOf(command);
        env = Map.copyOf(env);
        readable = List.copyOf(readable);
    }

    /** The same program run through another command line (a sandbox's, a limit's) in the same folder. */
    public BotCommand withCommand(List<String> other) {
        return new BotCommand(other, folder, env, readable);
    }
}
