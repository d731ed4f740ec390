package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.external.BotDescriptor;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.results.TournamentHeader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * A tournament's games as plain {@link GameOrder}s, with the tournament's id ({@link #idOf}): every shard and
 * every resumed run of one tournament has the same id, and two different tournaments differ.
 *
 * @param id     the tournament id, 16 hex digits
 * @param orders the games to play, in plan order (event, seed, bot), this shard's share only
 */
public record TournamentPlan(String id, List<GameOrder> orders) {
    public TournamentPlan {
        orders = List.copyOf(orders);
    }

    /**
     * The plan of a tournament.
     *
     * @param id      the tournament id ({@link #idOf} of its header)
     * @param accepts whether a bot plays an event (a declined pair has no games; its positions stay counted)
     * @param shard   the share of the games to keep
     */
    public static TournamentPlan of(TournamentSpec spec, String id, BiPredicate<LoadedBot, Event> accepts,
                                    Shard shard) {
        List<GameOrder> orders = new ArrayList<>();
        int position = 0;
        for (Event event : spec.events()) {
            String json = Events.toJson(event);
            for (int seed = 0; seed < spec.games(); seed++) {
                for (LoadedBot bot : spec.bots()) {
                    if (shard.includes(position++) && accepts.test(bot, event)) {
                        orders.add(order(id, bot, event, json, spec, seed));
                    }
                }
            }
        }
        return new TournamentPlan(id, orders);
    }

    private static GameOrder order(String id, LoadedBot bot, Event event, String eventJson, TournamentSpec spec,
                                   int seedIndex) {
        boolean external = bot.jar().getFileName().toString().endsWith(BotDescriptor.SUFFIX);
        return new GameOrder(id, bot.id(), bot.id(), bot.info().version(), bot.jarSha256(),
                external ? "" : bot.jarSha256(), external, eventJson, event.name(), spec.seeds().name(), seedIndex,
                spec.seeds().seed(seedIndex), null);
    }

    /**
     * The tournament id of a header: the first 16 hex digits of a sha256 over what decides its games (events
     * and their rules, seed set, checksum and count, bots with version and jar), nothing about when or where.
     */
    public static String idOf(TournamentHeader h) {
        StringBuilder text = new StringBuilder("tetris-arena tournament\n");
        for (TournamentHeader.EventInfo e : h.events()) {
            text.append("event ").append(e.name()).append('@').append(e.sha256()).append('\n');
        }
        text.append("seeds ").append(h.seedSet()).append('@').append(h.seedChecksum()).append(" x")
                .append(h.seedCount()).append('\n');
        for (TournamentHeader.BotEntry b : h.bots()) {
            text.append("bot ").append(b.id()).append('@').append(b.version()).append('@').append(b.jarSha256())
                    .append('\n');
        }
        return sha256(text.toString()).substring(0, 16);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
