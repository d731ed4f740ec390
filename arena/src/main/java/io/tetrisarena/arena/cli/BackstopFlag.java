package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.Event;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;

/**
 * The {@code --wall-backstop MS} flag of {@code run}, {@code play} and {@code evolve}: the wall-clock safety
 * net per move, overriding each event's own {@code wallBackstopMillis} and the referee's default.
 */
public final class BackstopFlag {
    /** The flag's long name. */
    public static final String NAME = "wall-backstop";

    private BackstopFlag() {
    }

    /** The option, for a command's {@code options()}. */
    public static Option option() {
        return Flags.withArg(NAME, "MS", "wall-clock safety net per move in milliseconds, far above the CPU"
                + " limit (default: the event's, else 20x the limit and at least 10 s)");
    }

    /** The event with the flag's backstop, or unchanged without the flag. */
    public static Event apply(CommandLine line, Event event) {
        if (!line.hasOption(NAME)) {
            return event;
        }
        return event.withWallBackstopMillis(Flags.parseInt("--" + NAME, line.getOptionValue(NAME), 1, Integer.MAX_VALUE));
    }
}
