package io.tetrisarena.api;

/**
 * The semantic version of the bot API. The arena uses it as its PF4J system version, so a plugin's
 * {@code Plugin-Requires} range is checked against it; it is also written into the api jar's manifest
 * as {@code Tetris-Arena-Api-Version}.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class ApiVersion {
    /** The current API version, {@code MAJOR.MINOR.PATCH}. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static final String VERSION = "1.6.0";

    private ApiVersion() {
    }
}
