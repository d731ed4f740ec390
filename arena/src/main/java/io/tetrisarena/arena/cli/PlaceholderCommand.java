package io.tetrisarena.arena.cli;

import java.io.PrintStream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** A command name reserved for a later part of the arena; running it says so and exits with 2. */
final class PlaceholderCommand implements Command {
    private final String name;
    private final String description;

    PlaceholderCommand(String name, String description) {
        this.name = name;
        this.description = description;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) {
        throw new UsageException("'" + name + "' is not available in this build yet");
    }
}
