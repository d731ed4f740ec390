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

    /** A throwable as one line: its class's simple name and its message. */
    public static String oneLine(Throwable t) {
        String message = t.getMessage();
        String text = t.getClass().getSimpleName() + (message == null ? "" : ": " + message);
        return text.replaceAll("\\s*\\R\\s*", " ");
    }

    @Override
    public String toString() {
        return line();
    }
}
