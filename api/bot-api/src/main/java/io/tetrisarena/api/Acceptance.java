package io.tetrisarena.api;

/**
 * A bot's answer to "can you play these rules?": accepted, or declined with a reason the arena shows.
 *
 * @param accepted whether the bot will play
 * @param reason   why not, when declined; empty when accepted
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record Acceptance(boolean accepted, String reason) {
    private static final Acceptance YES = new Acceptance(true, "");

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Acceptance accept() {
        return YES;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Acceptance decline(String reason) {
        return new Acceptance(false, reason);
    }
}
