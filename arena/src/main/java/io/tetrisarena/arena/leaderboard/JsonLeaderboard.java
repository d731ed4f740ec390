package io.tetrisarena.arena.leaderboard;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.results.RecordTrees;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.TournamentHeader.BotEntry;
import io.tetrisarena.arena.results.TournamentHeader.EventInfo;
import io.tetrisarena.arena.stats.Bootstrap;
import io.tetrisarena.arena.stats.BradleyTerry;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.PairedComparison;
import io.tetrisarena.arena.stats.WilcoxonSignedRank;
import io.tetrisarena.arena.text.JsonTrees;
import io.tetrisarena.arena.versus.VersusStandings;
import java.io.IOException;
import java.util.Comparator;
import java.util.Locale;

/**
 * Renders {@code leaderboard.json} in the schema documented in {@code docs/leaderboard.md}
 * ({@value #SCHEMA}). Values that do not exist (no games, unknown wall time) are {@code null}.
 */
final class JsonLeaderboard {
    /** The schema identifier written into every file. */
    static final String SCHEMA = "tetris-arena-leaderboard/1";

    private JsonLeaderboard() {
    }

    static String render(Leaderboard board) {
        ObjectNode root = JsonTrees.object();
        root.put("schema", SCHEMA);
        Leaderboard.Versus v = board.versus();
        // without solo results the versus run's header is the provenance, and overall and events are empty
        root.set("provenance", board.hasSolo()
                ? provenance(board.header(), board.gameCount(), board.header().totalWallSeconds(board.wallSeconds()))
                : provenance(v.header(), v.games().size(), v.header().totalWallSeconds(v.wallSeconds())));
        root.set("methods", methods());
        ArrayNode overall = root.putArray("overall");
        for (Leaderboard.Rating r : board.overall()) {
            ObjectNode row = overall.addObject();
            if (r.rank() == 0) {
                row.putNull("rank");
            } else {
                row.put("rank", r.rank());
            }
            row.put("bot", r.botId());
            row.put("version", r.botVersion());
            estimate(row, "rating", r.rating());
            row.set("duels", duels(r.duels()));
        }
        ArrayNode events = root.putArray("events");
        board.events().forEach(e -> events.add(event(e)));
        board.versusSection().ifPresent(section -> root.set("versus", versus(section)));
        return JsonTrees.write(root, printer()) + "\n";
    }

    /** The file's layout: two-space indents, one member or element per line. */
    static DefaultPrettyPrinter printer() {
        return new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
    }

    private static ObjectNode provenance(TournamentHeader h, int games, double wallSeconds) {
        ObjectNode p = JsonTrees.object();
        p.put("arenaVersion", h.arenaVersion());
        p.put("apiVersion", h.apiVersion());
        ObjectNode seeds = p.putObject("seedSet");
        seeds.put("name", h.seedSet());
        seeds.put("checksum", h.seedChecksum());
        seeds.put("seedsPerBotAndEvent", h.seedCount());
        ArrayNode events = p.putArray("events");
        for (EventInfo e : h.events()) {
            ObjectNode event = events.addObject();
            event.put("name", e.name());
            event.put("description", e.description());
            event.put("metric", e.metric());
            event.put("higherIsBetter", e.higherIsBetter());
            event.put("sha256", e.sha256());
            event.set("definition", definition(e.definitionJson()));
        }
        ArrayNode bots = p.putArray("bots");
        for (BotEntry b : h.bots().stream().sorted(Comparator.comparing(BotEntry::id)).toList()) {
            ObjectNode bot = bots.addObject();
            bot.put("id", b.id());
            bot.put("name", b.name());
            bot.put("version", b.version());
            bot.put("author", b.author());
            if (b.hosting() != null) {
                bot.put("hosting", b.hosting());
            }
            bot.put("pluginId", b.pluginId());
            bot.put("jarSha256", b.jarSha256());
        }
        p.put("games", games);
        p.put("jvm", h.jvm());
        p.put("threads", h.threads());
        if (h.workers() != null) {
            p.set("workers", RecordTrees.workers(h.workers()));
            p.put("speedNote", io.tetrisarena.arena.results.WorkerSpeeds.note(h.workers()));
        }
        p.put("startedAt", h.startedAt());
        number(p, "wallSeconds", wallSeconds);
        return p;
    }

    /** The definition as a JSON value, or as a string when it is not valid JSON. */
    private static JsonNode definition(String json) {
        try {
            return JsonTrees.read(json);
        } catch (IOException | IllegalArgumentException e) {
            return JsonNodeFactory.instance.textNode(json);
        }
    }

    private static ObjectNode methods() {
        ObjectNode m = JsonTrees.object();
        m.put("confidenceLevel", Leaderboard.CONFIDENCE);
        m.put("meanInterval", "percentile bootstrap over games");
        m.put("differenceInterval", "percentile bootstrap over paired seeds");
        m.put("bootstrapResamples", Bootstrap.DEFAULT_RESAMPLES);
        m.put("bootstrapRandom", "SplitMix64 seeded by FNV-1a of the event and bot names");
        m.put("wilcoxonExactUpTo", WilcoxonSignedRank.EXACT_LIMIT);
        m.put("bradleyTerryScale", "natural log odds, mean 0");
        m.put("bradleyTerryPriorGames", BradleyTerry.DEFAULT_PRIOR_GAMES);
        m.put("bradleyTerryInterval", "rating +- 1.96 standard errors from the observed Fisher information");
        return m;
    }

    private static ObjectNode event(Leaderboard.EventBoard board) {
        EventInfo e = board.event();
        ObjectNode event = JsonTrees.object();
        event.put("name", e.name());
        event.put("metric", e.metric());
        event.put("higherIsBetter", e.higherIsBetter());
        number(event, "maximum", board.ceiling().maximum());
        event.put("botsWithinOneSeOfMaximum", board.ceiling().withinOneSe());
        ArrayNode standings = event.putArray("standings");
        for (Leaderboard.Standing s : board.standings()) {
            ObjectNode row = standings.addObject();
            if (s.rank() == 0) {
                row.putNull("rank");
            } else {
                row.put("rank", s.rank());
            }
            row.put("bot", s.botId());
            row.put("version", s.botVersion());
            row.put("games", s.games());
            estimate(row, "mean", s.mean());
            number(row, "median", s.median());
            number(row, "lowerQuartile", s.lowerQuartile());
            number(row, "upperQuartile", s.upperQuartile());
            number(row, "min", s.min());
            number(row, "max", s.max());
            number(row, "topOutRate", s.topOutRate());
            ObjectNode failures = row.putObject("failures");
            failures.put("timeout", s.failures().timeout());
            failures.put("illegalMove", s.failures().illegalMove());
            failures.put("exception", s.failures().exception());
            number(row, "meanMoveMillis", s.meanMoveMillis());
            number(row, "maxMoveMillis", s.maxMoveMillis());
        }
        ArrayNode pairs = event.putArray("pairs");
        for (Leaderboard.Pair pair : board.pairs()) {
            PairedComparison c = pair.comparison();
            ObjectNode row = pairs.addObject();
            row.put("bot", pair.first());
            row.put("opponent", pair.second());
            row.put("seeds", c.seeds());
            estimate(row, "meanDifference", c.difference());
            ObjectNode w = row.putObject("wilcoxon");
            w.put("nonZero", c.wilcoxon().nonZero());
            w.put("wPlus", c.wilcoxon().wPlus());
            w.put("wMinus", c.wilcoxon().wMinus());
            w.put("p", c.wilcoxon().pValue());
            w.put("method", c.wilcoxon().method().name().toLowerCase(Locale.ROOT));
            row.set("duels", duels(c.duels()));
        }
        return event;
    }

    /** The versus section: the run (a gauntlet names its challenger), its bots' ratings and metrics, its pairings. */
    private static ObjectNode versus(Leaderboard.Versus section) {
        VersusStandings s = section.standings();
        ObjectNode root = JsonTrees.object();
        root.put("event", s.event());
        if (section.isGauntlet()) {
            root.put("gauntlet", section.challenger());
        }
        root.put("seedSet", s.seedSet());
        root.put("seedsPerPairing", s.seeds());
        ArrayNode bots = root.putArray("bots");
        for (VersusStandings.BotLine b : s.bots()) {
            ObjectNode row = bots.addObject();
            row.put("bot", b.id());
            rounded(row, "elo", b.rating());
            row.put("games", b.games());
            row.put("won", b.duels().won()).put("drawn", b.duels().drawn()).put("lost", b.duels().lost());
            row.put("attackPerPiece", round(b.attackPerPiece(), 4));
            row.put("piecesPerGame", round(b.piecesPerGame(), 2));
            row.put("cancelledPerGame", round(b.cancelledPerGame(), 3));
            row.put("sentPerGame", round(b.sentPerGame(), 3));
            row.put("failures", b.failures());
        }
        ArrayNode pairings = root.putArray("pairings");
        for (VersusStandings.Pairing p : s.pairings()) {
            ObjectNode row = pairings.addObject();
            row.put("bot", p.a()).put("opponent", p.b());
            row.put("won", p.duels().won()).put("drawn", p.duels().drawn()).put("lost", p.duels().lost());
            rounded(row, "score", p.score());
            ArrayNode counts = row.putArray("pairs");
            for (long c : p.pairs().counts()) {
                counts.add(c);
            }
            row.put("unpaired", p.unpaired());
            row.put("decided", p.decided());
        }
        return root;
    }

    /** An estimate as an object of value, low and high, each to four decimals. */
    private static void rounded(ObjectNode row, String name, Estimate e) {
        ObjectNode node = row.putObject(name);
        node.put("value", round(e.value(), 4)).put("low", round(e.low(), 4)).put("high", round(e.high(), 4));
    }

    private static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    private static void estimate(ObjectNode row, String name, Estimate e) {
        number(row, name, e.value());
        number(row, name + "Low", e.low());
        number(row, name + "High", e.high());
    }

    private static ObjectNode duels(Duels d) {
        ObjectNode node = JsonTrees.object();
        node.put("won", d.won());
        node.put("drawn", d.drawn());
        node.put("lost", d.lost());
        return node;
    }

    private static void number(ObjectNode node, String name, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            node.putNull(name);
        } else {
            node.put(name, value);
        }
    }
}
