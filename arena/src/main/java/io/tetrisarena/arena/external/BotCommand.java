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
 * @param env      the bot's whole environment ({@link BotEnvironment}); a confinement applies it to the bot's
 *                 own program only, never to what starts it
 * @param readable the files and folders it must be able to read besides its folder (its jar, the arena's
 *                 class path), for a sandbox
 * @param limits   the resources it may use ({@link BotLimits})
 */
public record BotCommand(List<String> command, Path folder, Map<String, String> env, List<Path> readable,
                         BotLimits limits) {
    public BotCommand {
        command = List.copyOf(command);
        env = Map.copyOf(env);
        readable = List.copyOf(readable);
    }

    /** A command without resource bounds. */
    public BotCommand(List<String> command, Path folder, Map<String, String> env, List<Path> readable) {
        this(command, folder, env, readable, BotLimits.NONE);
    }

    /** The same program run through another command line (a sandbox's, a limit's) in the same folder. */
    public BotCommand withCommand(List<String> other) {
        return new BotCommand(other, folder, env, readable, limits);
    }

    /** The same command given another environment. */
    public BotCommand withEnv(Map<String, String> other) {
        return new BotCommand(command, folder, other, readable, limits);
    }
}
