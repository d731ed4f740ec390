package io.tetrisarena.arena.leaderboard;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.versus.VersusStandings;

/**
 * The live page's view of the leaderboard ({@code serve}, built by {@link LeaderboardBuilder#live} while a run
 * writes): each event's standings so far (bot, games, failures, the mean of the event's metric) and the versus
 * section's standings (the plan, each bot's rating and W-D-L, each pairing from both sides with its score's 95%
 * interval), as the page's JSON.
 */
public final class LiveLeaderboard {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private LiveLeaderboard() {
    }

    /** Both parts: {@code {"standings": [...], "versus": {...}}}, a part left out when the board lacks it. */
    public static ObjectNode render(Leaderboard board) {
        ObjectNode root = MAPPER.createObjectNode();
        root.set("standings", standings(board));
        board.versusSection().ifPresent(v -> root.set("versus", versus(v)));
        return root;
    }

    /** One entry per event, in the header's order, of its rows by rank (a bot without games last, without a mean). */
    public static ArrayNode standings(Leaderboard board) {
        ArrayNode standings = MAPPER.createArrayNode();
        for (Leaderboard.EventBoard event : board.events()) {
            ObjectNode node = standings.addObject().put("event", event.event().name())
                    .put("metric", event.event().metric());
            ArrayNode rows = node.putArray("rows");
            for (Leaderboard.Standing s : event.standings()) {
                ObjectNode row = rows.addObject().put("bot", s.botId()).put("games", s.games())
                        .put("failures", s.failures().total());
                if (s.games() > 0) {
                    row.put("mean", round2(s.mean().value()));
                }
            }
        }
        return standings;
    }

    /** The versus section's standings. */
    public static ObjectNode versus(Leaderboard.Versus versus) {
        VersusStandings s = versus.standings();
        ObjectNode root = MAPPER.createObjectNode().put("event", s.event()).put("seedSet", s.seedSet())
                .put("seeds", s.seeds());
        if (versus.challenger() != null) {
            root.put("gauntlet", versus.challenger());
        }
        ArrayNode bots = root.putArray("bots");
        for (VersusStandings.BotLine b : s.bots()) {
            bots.addObject().put("bot", b.id()).put("elo", Math.round(b.rating().value()))
                    .put("low", Math.round(b.rating().low())).put("high", Math.round(b.rating().high()))
                    .put("games", b.games()).put("wdl", wdl(b.duels()));
        }
        ArrayNode pairings = root.putArray("pairings");
        for (VersusStandings.Pairing p : s.pairings()) {
            pairings.addObject().put("bot", p.a()).put("opponent", p.b()).put("wdl", wdl(p.duels()))
                    .put("games", p.duels().total()).put("score", round2(p.score().value()))
                    .put("low", round2(p.score().low())).put("high", round2(p.score().high()))
                    .put("decided", p.decided());
        }
        return root;
    }

    private static String wdl(Duels d) {
        return d.won() + "-" + d.drawn() + "-" + d.lost();
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
