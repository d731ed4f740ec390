package io.tetrisarena.arena.plugin;

/**
 * A plugin jar (or a configured bot) that could not be used.
 *
 * @param source the jar's file name, or the bot entry such as {@code linear:weights.json}
 * @param cause  what is wrong, one line
 * @param fix    what to do about it, one line
 */
public record PluginProblem(String source, String cause, String fix) {
    /** The one-line report: {@code source: cause; fix}. */
    public String line() {
        return source + ": " + cause + "; " + fix;
    }

    @Override
    public String toString() {
        return line();
    }
}
