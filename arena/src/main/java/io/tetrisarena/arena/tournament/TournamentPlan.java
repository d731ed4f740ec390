package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.results.TournamentHeader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * A run's games as plain {@link GameOrder}s, with the run's id ({@link #idOf}): every shard and every resumed
 * run of one tournament has the same id, and two different tournaments differ. A tournament's plan
 * ({@link #of}) has every bot play every event alone; a versus plan ({@link #versus}) has pairings of bots
 * play head to head, as a round robin or a gauntlet. Either is cut into shards the same way: the games at the
 * shard's plan positions.
 *
 * @param id     the tournament id, 16 hex digits
 * @param orders the games to play, in plan order (solo: event, seed, bot; versus: pairing, seed, side order),
 *               this shard's share only
 * @param <O>    the kind of order
 */
public record TournamentPlan<O extends GameOrder>(String id, List<O> orders) {
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
    public static TournamentPlan<SoloOrder> of(TournamentSpec spec, String id, BiPredicate<LoadedBot, Event> accepts,
                                               Shard shard) {
        List<SoloOrder> orders = new ArrayList<>();
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
        return new TournamentPlan<>(id, orders);
    }

    private static SoloOrder order(String id, LoadedBot bot, Event event, String eventJson, TournamentSpec spec,
                                   int seedIndex) {
        GameOrder.Seat seat = GameOrder.Seat.of(bot);
        return new SoloOrder(id, seat.botSpec(), seat.botId(), seat.botVersion(), seat.jarSha256(), seat.pluginJar(),
                seat.external(), eventJson, event.name(), spec.seeds().name(), seedIndex, spec.seeds().seedFor(event.name(), seedIndex),
                null);
    }

    /**
     * The plan of a versus run: each pairing ({@link #pairings}) plays each of the first {@code games} seeds
     * twice, sides swapped (the mirrored game right after the first).
     *
     * @param bots       the bots that play the event, in entry order
     * @param challenger null for a round robin, else the gauntlet's challenger
     * @param shard      the share of the games to keep
     */
    public static TournamentPlan<VersusOrder> versus(String id, List<LoadedBot> bots, Event event, SeedSet seeds,
                                                     int games, String challenger, Shard shard) {
        String json = Events.toJson(event);
        List<VersusOrder> orders = new ArrayList<>();
        int position = 0;
        for (List<LoadedBot> pair : pairings(bots, LoadedBot::id, challenger)) {
            GameOrder.Seat a = GameOrder.Seat.of(pair.get(0));
            GameOrder.Seat b = GameOrder.Seat.of(pair.get(1));
            for (int seed = 0; seed < games; seed++) {
                for (boolean swapped : new boolean[] {false, true}) {
                    if (shard.includes(position++)) {
                        orders.add(new VersusOrder(id, swapped ? b : a, swapped ? a : b, json, event.name(),
                                seeds.name(), seed, seeds.seedFor(SeedSet.versusScope(event.name(), a.botId(), b.botId()),
                                seed), swapped));
                    }
                }
            }
        }
        return new TournamentPlan<>(id, orders);
    }

    /**
     * The pairings of a versus run in order: each pair of bots once, in entry order; with a challenger, only
     * its pairs, the challenger first.
     */
    public static <B> List<List<B>> pairings(List<B> bots, Function<B, String> id, String challenger) {
        List<List<B>> out = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            for (int j = i + 1; j < bots.size(); j++) {
                B a = bots.get(i);
                B b = bots.get(j);
                if (challenger == null || id.apply(a).equals(challenger) || id.apply(b).equals(challenger)) {
                    out.add(id.apply(b).equals(challenger) ? List.of(b, a) : List.of(a, b));
                }
            }
        }
        return out;
    }

    /**
     * The id of a versus run: as {@link #idOf}, and its gauntlet's challenger (null: a round robin), so a
     * gauntlet and a round robin of the same bots differ.
     */
    public static String versusIdOf(TournamentHeader h, String challenger) {
        return sha256(text(h).append("versus ").append(challenger == null ? "round robin" : "gauntlet " + challenger)
                .append('\n').toString()).substring(0, 16);
    }

    /**
     * The tournament id of a header: the first 16 hex digits of a sha256 over what decides its games (events
     * and their rules, seed set, checksum and count, bots with version and jar), nothing about when or where.
     */
    public static String idOf(TournamentHeader h) {
        return sha256(text(h).toString()).substring(0, 16);
    }

    private static StringBuilder text(TournamentHeader h) {
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
        return text;
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
