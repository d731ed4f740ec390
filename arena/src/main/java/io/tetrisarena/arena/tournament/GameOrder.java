package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.external.BotDescriptor;
import io.tetrisarena.arena.plugin.LoadedBot;
import java.io.Serializable;
import java.util.List;

/**
 * One game to play, as plain data that can travel to another machine: a bot's own game ({@link SoloOrder}) or
 * a head-to-head game of two bots ({@link VersusOrder}). Either is planned by {@link TournamentPlan}, played by
 * a {@link GameExecutor} (locally or on a cluster) and written by its run's sink. No live bot object travels:
 * each seat names its bot by the spec users type and the jar it comes from.
 */
public sealed interface GameOrder extends Serializable permits SoloOrder, VersusOrder {
    /** The tournament (or evolve run, or versus run) the game belongs to. */
    String tournamentId();

    /** The event's canonical definition ({@code Events.toJson}). */
    String eventJson();

    /** The event's name. */
    String eventName();

    /** The seed set's name. */
    String seedSet();

    /** The seed's position in the set. */
    int seedIndex();

    /** The seed. */
    long seed();

    /** The bots that play, side 0 first. */
    List<Seat> seats();

    /** The fields in a fixed text form, for signatures; equal orders give equal text, orders of two kinds differ. */
    String canonical();

    /**
     * A bot's place in a game.
     *
     * @param botSpec    the bot as entered: {@code id} or {@code family:argument}
     * @param botId      the id the record names
     * @param botVersion the bot's version the record names
     * @param jarSha256  the sha256 the record names (the plugin jar's; empty for a trainer's candidate)
     * @param pluginJar  the sha256 of the jar the bot is loaded from; empty for an external program
     * @param external   the bot is an external program ({@code plugins/<id>.bot.json}), never shipped
     */
    record Seat(String botSpec, String botId, String botVersion, String jarSha256, String pluginJar,
                boolean external) implements Serializable {
        private static final long serialVersionUID = 1L;

        /** The seat of a loaded bot, entered by its id. */
        public static Seat of(LoadedBot bot) {
            boolean external = bot.jar().getFileName().toString().endsWith(BotDescriptor.SUFFIX);
            return new Seat(bot.id(), bot.id(), bot.info().version(), bot.jarSha256(),
                    external ? "" : bot.jarSha256(), external);
        }

        String canonical() {
            return String.join("\u0000", botSpec, botId, botVersion, jarSha256, pluginJar, Boolean.toString(external));
        }
    }
}
