package io.tetrisarena.api;

/**
 * Who a bot is, as the leaderboard shows it.
 *
 * @param id          unique, stable, lower-case identifier such as {@code dellacherie}, matching
 *                    {@code [a-z0-9][a-z0-9._:/=,-]*} ({@code =} and {@code ,} allowed so that configured bots
 *                    keep the spelling they were entered with, e.g. {@code linear:features=lee})
 * @param name        a human-readable name
 * @param version     the bot's own version, e.g. {@code 1.2.0}
 * @param author      who wrote it
 * @param description one line saying what it does
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record BotInfo(String id, String name, String version, String author, String description) {
    public BotInfo {
        if (id == null || !id.matches("[a-z0-9][a-z0-9._:/=,-]*")) {
            throw new IllegalArgumentException("bot id must match [a-z0-9][a-z0-9._:/=,-]*, got '" + id + "'");
        }
        if (name == null || version == null || author == null || description == null) {
            throw new IllegalArgumentException("bot info fields must not be null (bot '" + id + "')");
        }
    }
}
