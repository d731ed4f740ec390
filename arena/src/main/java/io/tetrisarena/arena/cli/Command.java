package io.tetrisarena.arena.cli;

import java.io.PrintStream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * One {@code arena COMMAND}. {@link Main} parses the options (adding {@code --help}), prints help, and
 * turns {@link UsageException} and {@link io.tetrisarena.arena.event.InputFileException} into one line on
 * stderr and exit code 2. To add a command, implement this and list it in {@link Commands#ALL}.
 */
public interface Command {
    /** The word after {@code arena}, e.g. {@code run}. */
    String name();

    /** One line for the command list. */
    String description();

    /** The command's options ({@code --help} is added by Main). */
    Options options();

    /**
     * Runs the command.
     *
     * @return the exit code (0 = success)
     */
    int run(CommandLine line, PrintStream out, PrintStream err) throws Exception;

    /** Whether the command takes words after its options (e.g. {@code arena verify FILE}); most do not. */
    default boolean takesArguments() {
        return false;
    }
}
