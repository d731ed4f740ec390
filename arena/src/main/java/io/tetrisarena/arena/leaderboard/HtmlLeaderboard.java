package io.tetrisarena.arena.leaderboard;

import static io.tetrisarena.arena.leaderboard.Text.html;

import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.RecordTrees;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.TournamentHeader.BotEntry;
import io.tetrisarena.arena.results.TournamentHeader.EventInfo;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.PairedComparison;
import io.tetrisarena.arena.text.JsonTrees;
import io.tetrisarena.kernel.internal.PieceSequence;
import io.tetrisarena.arena.versus.VersusStandings;
import java.io.IOException;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Renders {@code leaderboard.html}: one self-contained page (inline CSS, inline SVG charts, inline script, no
 * network) with the provenance, the overall rating, and per event the standings, the distribution and survival
 * charts, the paired crosstable and a replay viewer for each bot's best and worst game.
 */
public final class HtmlLeaderboard {
    /**
     * The longest game the page embeds for replay. Its moves and scores take about 15 bytes a piece, so a
     * game of the 10x20 research game (millions of pieces) would make the page gigabytes long; such games
     * are left out of the viewer, and the page says so. A record with TBP move info adds a few dozen bytes a
     * placement more (external bots only; the arena's own isolated children send none).
     */
    static final int MAX_REPLAY_PIECES = 200_000;
    private static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};

    private HtmlLeaderboard() {
    }

    static String render(Leaderboard board) {
        Map<String, String> colors = new HashMap<>();
        for (Leaderboard.Rating r : board.overall()) {
            colors.put(r.botId(), color(colors.size()));
        }
        StringBuilder page = new StringBuilder();
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Tetris Arena leaderboard</title>\n<style>\n").append(HtmlAssets.CSS)
                .append("</style>\n</head>\n<body>\n<h1>Tetris Arena leaderboard</h1>\n");
        if (board.hasSolo()) {
            solo(page, board, colors);
        } else {
            Leaderboard.Versus v = board.versus();
            provenance(page, v.header(), io.tetrisarena.arena.text.Words.count(v.games().size(), "versus game"),
                    Text.wallTime(v.header().totalWallSeconds(v.wallSeconds())),
                    " seeds per pairing, each played twice with sides swapped");
        }
        board.versusSection().ifPresent(v -> versus(page, v));
        page.append("<script type=\"application/json\" id=\"replay-data\">")
                .append(Text.scriptJson(replayData(board))).append("</script>\n<script>\n")
                .append(HtmlAssets.SCRIPT).append("</script>\n</body>\n</html>\n");
        return page.toString();
    }

    /** The solo results: the overall rating and each event. */
    private static void solo(StringBuilder page, Leaderboard board, Map<String, String> colors) {
        provenance(page, board.header(), board.incompleteNote() != null ? "<strong>" + board.incompleteNote()
                + "</strong> (the run was interrupted; <code>run --resume</code> plays the rest)"
                : Integer.toString(board.gameCount()), Text.wallTime(board), " seeds per bot and event");
        page.append("<p class=\"nav\"><a href=\"#overall\">Overall rating</a>");
        for (int e = 0; e < board.events().size(); e++) {
            page.append(" · <a href=\"#event-").append(e).append("\">")
                    .append(html(board.events().get(e).event().name())).append("</a>");
        }
        if (board.versus() != null) {
            page.append(" · <a href=\"#versus\">Versus</a>");
        }
        page.append("</p>\n");
        page.append("<h2 id=\"overall\">Overall rating</h2>\n<p class=\"muted\">Bradley-Terry ratings fitted to every "
                + "seed duel of every event (log-odds scale, mean 0; each bot also has one virtual draw against an "
                + "average opponent). Intervals are 95%.</p>\n");
        page.append(filter("the rating")).append("<div class=\"scroll\"><table class=\"sortable\">\n<tr><th>rank</th>"
                + "<th>bot</th><th>version</th><th>rating</th><th>95% CI</th><th>duels W-D-L</th></tr>\n");
        for (Leaderboard.Rating r : board.overall()) {
            page.append("<tr><td class=\"n\">").append(r.rank() == 0 ? Text.MISSING : Integer.toString(r.rank()))
                    .append("</td><td class=\"bot\">")
                    .append(swatch(colors, r.botId()))
                    .append(html(r.botId())).append("</td><td>").append(html(r.botVersion()))
                    .append("</td><td class=\"n\">").append(Text.rating(r.rating().value()))
                    .append("</td><td class=\"n\">[").append(Text.rating(r.rating().low())).append(", ")
                    .append(Text.rating(r.rating().high())).append("]</td><td class=\"n\">")
                    .append(Text.duels(r.duels())).append("</td></tr>\n");
        }
        page.append("</table></div>\n").append(SvgCharts.ratings(board.overall(), colors::get));
        for (int e = 0; e < board.events().size(); e++) {
            event(page, board.events().get(e), e, colors);
        }
    }

    /**
     * The run's provenance: versions, seed set, games, times, machines, then its events' definitions and its
     * bots' jars folded away.
     *
     * @param gamesHtml what the games row says
     * @param seedsNote what follows the seed count ("seeds per bot and event")
     */
    private static void provenance(StringBuilder page, TournamentHeader h, String gamesHtml, String wallTime,
                                   String seedsNote) {
        page.append("<table class=\"provenance\">\n");
        row(page, "arena version", html(h.arenaVersion()));
        row(page, "bot API version", html(h.apiVersion()));
        row(page, "seed set", "<code>" + html(h.seedSet()) + "</code>, checksum <code>" + html(h.seedChecksum())
                + "</code>, " + h.seedCount() + seedsNote);
        row(page, "games", gamesHtml);
        row(page, "started", html(h.startedAt()));
        row(page, "wall time", wallTime);
        row(page, "threads", Integer.toString(h.threads()));
        row(page, "JVM", html(h.jvm()));
        String speeds = io.tetrisarena.arena.results.WorkerSpeeds.note(h.workers());
        if (speeds != null) {
            row(page, "machines", html(speeds));
        }
        page.append("</table>\n<details><summary>Events and their definitions</summary>\n<table>\n"
                + "<tr><th>event</th><th>metric</th><th>definition sha256</th></tr>\n");
        for (EventInfo e : h.events()) {
            page.append("<tr><td>").append(html(e.name())).append("</td><td>").append(html(Text.direction(e)))
                    .append("</td><td><code>").append(html(e.sha256())).append("</code></td></tr>\n");
        }
        page.append("</table>\n");
        for (EventInfo e : h.events()) {
            page.append("<h3>").append(html(e.name())).append("</h3>\n<pre>").append(html(prettyDefinition(e)))
                    .append("</pre>\n");
        }
        page.append("</details>\n<details><summary>Bots and their plugin jars</summary>\n<table>\n<tr><th>bot</th>"
                + "<th>name</th><th>version</th><th>author</th><th>runs</th><th>plugin</th><th>jar sha256</th></tr>\n");
        for (BotEntry b : h.bots().stream().sorted(Comparator.comparing(BotEntry::id)).toList()) {
            page.append("<tr><td>").append(html(b.id())).append("</td><td>").append(html(b.name()))
                    .append("</td><td>").append(html(b.version())).append("</td><td>").append(html(b.author()))
                    .append("</td><td>").append(html(MarkdownLeaderboard.hosting(b)))
                    .append("</td><td>").append(html(b.pluginId())).append("</td><td><code>")
                    .append(html(b.jarSha256())).append("</code></td></tr>\n");
        }
        page.append("</table>\n</details>\n");
    }

    private static void event(StringBuilder page, Leaderboard.EventBoard board, int index, Map<String, String> colors) {
        EventInfo e = board.event();
        String metric = Metric.parse(e.metric()).jsonName();
        page.append("<h2 id=\"event-").append(index).append("\">Event ").append(html(e.name())).append("</h2>\n")
                .append("<p class=\"muted\">").append(html(Text.direction(e)));
        if (!e.description().isBlank()) {
            page.append(" · ").append(html(e.description()));
        }
        page.append("</p>\n").append(filter("the standings"))
                .append("<div class=\"scroll\"><table class=\"sortable\">\n<tr><th>rank</th><th>bot</th><th>version</th>"
                        + "<th>games</th><th>mean ")
                .append(html(metric)).append("</th><th>95% CI</th><th>median</th><th>min</th><th>max</th>"
                        + "<th>top-out</th><th>timeouts</th><th>illegal moves</th><th>exceptions</th>"
                        + "<th>ms/move mean</th><th>ms/move max</th></tr>\n");
        for (Leaderboard.Standing s : board.standings()) {
            page.append("<tr><td class=\"n\">").append(s.rank() == 0 ? Text.MISSING : Integer.toString(s.rank()))
                    .append("</td><td class=\"bot\">").append(swatch(colors, s.botId())).append(html(s.botId()))
                    .append("</td><td>").append(html(s.botVersion())).append("</td>");
            cells(page, Integer.toString(s.games()), Text.mean(s.mean().value()), Text.interval(s.mean()),
                    Text.value(s.median()), Text.value(s.min()), Text.value(s.max()), Text.percent(s.topOutRate()),
                    Integer.toString(s.failures().timeout()), Integer.toString(s.failures().illegalMove()),
                    Integer.toString(s.failures().exception()), Text.millis(s.meanMoveMillis()),
                    Text.millis(s.maxMoveMillis()));
            page.append("</tr>\n");
        }
        page.append("</table></div>\n<h3>").append(html(metric)).append(" over seeds</h3>\n<p class=\"muted\">Each dot "
                + "is one seed; the box spans the quartiles with the median as a thick line; whiskers reach the "
                + "minimum and maximum; the black diamond is the mean.</p>\n")
                .append(SvgCharts.distribution(board, colors::get));
        page.append("<h3>Survival</h3>\n<p class=\"muted\">Share of games still alive after each number of pieces; "
                + "games that reached the piece cap stay alive to the end.</p>\n")
                .append(SvgCharts.survival(board, colors::get)).append("<p class=\"legend\">");
        board.games().stream().filter(g -> !g.games().isEmpty()).forEach(g -> page.append("<span>")
                .append(swatch(colors, g.botId())).append(html(g.botId())).append("</span>"));
        page.append("</p>\n");
        crosstable(page, board);
        page.append("<h3>Replays</h3>\n");
        long tooLong = board.games().stream().flatMap(g -> g.games().stream())
                .filter(game -> !replayable(game)).count();
        if (tooLong > 0) {
            page.append("<p class=\"muted\">").append(tooLong).append(tooLong == 1 ? " game is" : " games are")
                    .append(" longer than ").append(String.format(Locale.US, "%,d", MAX_REPLAY_PIECES))
                    .append(" pieces and not in the viewer; the results file holds every move.</p>\n");
        }
        page.append("<div class=\"replay\" data-event=\"").append(index).append("\">\n")
                .append("<canvas aria-label=\"replay board\"></canvas>\n<div class=\"panel\">\n")
                .append("<label>game <select class=\"game\"></select></label>\n<div class=\"controls\">")
                .append("<button data-act=\"first\">&laquo; first</button>")
                .append("<button data-act=\"back\">&lsaquo; back</button>")
                .append("<button data-act=\"play\">&#x25B6; play</button>")
                .append("<button data-act=\"step\">step &rsaquo;</button>")
                .append("<button data-act=\"last\">last &raquo;</button>")
                .append("<label>speed <select class=\"speed\"><option value=\"2\">2/s</option>")
                .append("<option value=\"5\">5/s</option><option value=\"10\" selected>10/s</option>")
                .append("<option value=\"25\">25/s</option><option value=\"60\">60/s</option></select>")
                .append(" moves</label></div>\n<input type=\"range\" min=\"0\" max=\"0\" value=\"0\" "
                        + "aria-label=\"position\">\n<p class=\"hud\"></p>\n<p class=\"info\"></p>\n"
                        + "<p class=\"detail muted\"></p>\n")
                .append("<p class=\"error\"></p>\n</div>\n</div>\n");
    }

    private static void crosstable(StringBuilder page, Leaderboard.EventBoard board) {
        page.append("<h3>Paired comparisons</h3>\n<p class=\"muted\">Row minus column on their common seeds: mean "
                + "per-seed difference with its 95% bootstrap CI, two-sided Wilcoxon signed-rank p, and seed duels "
                + "won-drawn-lost by the row.</p>\n" + filter("the rows") + "<div class=\"scroll\"><table class=\"cross\">\n"
                + "<tr><th>row − column</th>");
        for (Leaderboard.Standing s : board.standings()) {
            page.append("<th>").append(html(s.botId())).append("</th>");
        }
        page.append("</tr>\n");
        for (Leaderboard.Standing row : board.standings()) {
            page.append("<tr><th>").append(html(row.botId())).append("</th>");
            for (Leaderboard.Standing column : board.standings()) {
                Optional<PairedComparison> c = board.between(row.botId(), column.botId());
                if (c.isEmpty()) {
                    page.append("<td class=\"self\">·</td>");
                } else if (c.get().seeds() == 0) {
                    page.append("<td class=\"self\">" + Text.MISSING + "</td>");
                } else {
                    Duels d = c.get().duels();
                    String tone = d.won() > d.lost() ? "better" : d.won() < d.lost() ? "worse" : "";
                    Estimate diff = c.get().difference();
                    page.append("<td class=\"").append(tone).append("\">").append(Text.signed(diff.value()))
                            .append(" [").append(Text.signed(diff.low())).append(", ").append(Text.signed(diff.high()))
                            .append("]<br>p ").append(html(Text.pValue(c.get().wilcoxon().pValue()))).append(" · ")
                            .append(Text.duels(d)).append("</td>");
                }
            }
            page.append("</tr>\n");
        }
        page.append("</table></div>\n");
    }

    /**
     * The versus section: standings, the pairings (a gauntlet's opponents, or a round robin's crosstable), and
     * the side-by-side replay with its data and script.
     */
    private static void versus(StringBuilder page, Leaderboard.Versus versus) {
        VersusStandings s = versus.standings();
        page.append("<h2 id=\"versus\">Versus: ").append(html(s.event())).append("</h2>\n<p class=\"muted\">")
                .append(versus.isGauntlet() ? "A gauntlet: " + html(versus.challenger()) + " plays each other bot on "
                        + s.seeds() + " seeds of " + html(s.seedSet()) + ", each twice with sides swapped."
                        : "Every pairing plays " + s.seeds() + " seeds of " + html(s.seedSet())
                        + " twice, sides swapped.")
                .append(" A seed's two games (the bots swap seats and so deals) are a pair, and each interval"
                        + " counts a pair as one unit: Bradley-Terry ratings on the Elo scale over the pairs; scores"
                        + " as the mean pair score over 2 with 95% intervals over the pairs; bold when the interval"
                        + " excludes an even score.</p>\n");
        page.append("<div class=\"scroll\"><table class=\"sortable\">\n<tr><th>bot</th><th>elo</th><th>95% CI</th>"
                + "<th>games</th><th>W-D-L</th><th>attack/piece</th><th>pieces/game</th><th>cancelled/game</th>"
                + "<th>sent/game</th><th>failures</th></tr>\n");
        for (VersusStandings.BotLine b : s.bots()) {
            page.append("<tr><td class=\"bot\">").append(html(b.id())).append("</td><td class=\"n\">")
                    .append(Text.elo(b.rating().value())).append("</td><td class=\"n\">[")
                    .append(Text.elo(b.rating().low())).append(", ").append(Text.elo(b.rating().high()))
                    .append("]</td><td class=\"n\">").append(b.games())
                    .append("</td><td class=\"n\">").append(Text.duels(b.duels())).append("</td><td class=\"n\">")
                    .append(Text.fixed(b.attackPerPiece(), 3)).append("</td><td class=\"n\">")
                    .append(Text.fixed(b.piecesPerGame(), 1)).append("</td><td class=\"n\">")
                    .append(Text.fixed(b.cancelledPerGame(), 2)).append("</td><td class=\"n\">")
                    .append(Text.fixed(b.sentPerGame(), 2)).append("</td><td class=\"n\">").append(b.failures())
                    .append("</td></tr>\n");
        }
        page.append("</table></div>\n");
        if (versus.isGauntlet()) {
            gauntlet(page, s, versus.challenger());
        } else {
            versusCrosstable(page, s);
        }
        page.append("<h3>Replay, side by side</h3>\n<div class=\"versus-replay\">"
                + "<select class=\"game\"></select> <button data-act=\"back\">&#9664;</button>"
                + "<button data-act=\"play\">&#9654; play</button><button data-act=\"step\">&#9654;|</button> "
                + "<input type=\"range\" min=\"0\" value=\"0\"><div class=\"info\"></div>"
                + "<div class=\"boards\"><div><div class=\"who\"></div><canvas></canvas></div>"
                + "<div><div class=\"who\"></div><canvas></canvas></div></div></div>\n");
        page.append("<script type=\"application/json\" id=\"versus-data\">")
                .append(Text.scriptJson(versusData(versus))).append("</script>\n<script>\n")
                .append(HtmlAssets.VERSUS_SCRIPT).append("</script>\n");
    }

    /** A gauntlet's pairings: one row per opponent with its result against the challenger. */
    private static void gauntlet(StringBuilder page, VersusStandings s, String challenger) {
        page.append("<h3>Against ").append(html(challenger)).append("</h3>\n<div class=\"scroll\"><table class=\"sortable\">\n"
                + "<tr><th>bot</th><th>W-D-L against ").append(html(challenger)).append("</th><th>score</th>"
                + "<th>95% CI</th><th>games</th></tr>\n");
        for (Gauntlet.Row row : Gauntlet.rows(s, challenger)) {
            page.append("<tr><td class=\"bot\">").append(html(row.bot())).append("</td>");
            if (row.against().isEmpty()) {
                page.append(("<td class=\"n\">" + Text.MISSING + "</td>").repeat(3)).append("<td class=\"n\">0</td>");
            } else {
                VersusStandings.Pairing p = row.against().get();
                String score = Text.fixed(p.score().value(), 2);
                page.append("<td class=\"n\">").append(Text.duels(p.duels())).append("</td><td class=\"n\">")
                        .append(p.decided() ? "<b>" + score + "</b>" : score).append("</td><td class=\"n\">")
                        .append(Text.scoreInterval(p.score())).append("</td><td class=\"n\">")
                        .append(p.duels().total()).append("</td>");
            }
            page.append("</tr>\n");
        }
        page.append("</table></div>\n");
    }

    /** A round robin's pairings: the row's bot against the column's. */
    private static void versusCrosstable(StringBuilder page, VersusStandings s) {
        page.append("<div class=\"scroll\"><table class=\"cross\">\n<tr><th></th>");
        for (VersusStandings.BotLine b : s.bots()) {
            page.append("<th>").append(html(b.id())).append("</th>");
        }
        page.append("</tr>\n");
        for (VersusStandings.BotLine row : s.bots()) {
            page.append("<tr><th>").append(html(row.id())).append("</th>");
            for (VersusStandings.BotLine col : s.bots()) {
                String cell = s.pairing(row.id(), col.id()).map(p -> {
                    String text = Text.duels(p.duels()) + " " + Text.fixed(p.score().value(), 2);
                    return p.decided() ? "<b>" + text + "</b>" : text;
                }).orElse(row.id().equals(col.id()) ? "" : Text.MISSING);
                page.append(row.id().equals(col.id()) ? "<td class=\"self\">" : "<td>").append(cell).append("</td>");
            }
            page.append("</tr>\n");
        }
        page.append("</table></div>\n");
    }

    /** The side-by-side replay's data: the field, and each game's sides with their moves and incoming garbage. */
    private static String versusData(Leaderboard.Versus versus) {
        ObjectNode root = JsonTrees.object();
        root.put("width", versus.field().width()).put("height", versus.field().height())
                .put("visibleHeight", versus.field().visibleHeight());
        ArrayNode games = root.putArray("games");
        for (Leaderboard.VersusReplay g : versus.games()) {
            ObjectNode game = games.addObject();
            game.put("label", g.label());
            ArrayNode sides = game.putArray("sides");
            for (Leaderboard.VersusSide side : g.sides()) {
                ObjectNode node = sides.addObject().put("bot", side.botId()).put("moves", side.moves());
                if (side.incoming() != null) {
                    ArrayNode meter = node.putArray("incoming");
                    side.incoming().forEach(meter::add);
                }
            }
        }
        return JsonTrees.write(root);
    }

    /**
     * The replay viewer's data: per event the field size and each bot's best and worst game of at most
     * {@link #MAX_REPLAY_PIECES} pieces.
     */
    private static String replayData(Leaderboard board) {
        ObjectNode root = JsonTrees.object();
        ArrayNode events = root.putArray("events");
        for (Leaderboard.EventBoard event : board.events()) {
            Metric metric = Metric.parse(event.event().metric());
            ObjectNode e = events.addObject();
            e.put("name", event.event().name());
            e.put("width", event.field().width());
            e.put("height", event.field().height());
            e.put("visibleHeight", event.field().visibleHeight());
            Rules rules = rulesOf(event.event());
            e.put("preview", rules == null ? 0 : rules.previewCount());
            e.put("hold", rules != null && rules.hold());
            e.put("topOut", rules == null ? "" : rules.topOut().name());
            ArrayNode games = e.putArray("games");
            Comparator<GameRecord> better = Comparator.comparingDouble(metric::of);
            if (!event.event().higherIsBetter()) {
                better = better.reversed();
            }
            Comparator<GameRecord> bestFirst = better.reversed().thenComparingInt(GameRecord::seedIndex);
            Comparator<GameRecord> worstFirst = better.thenComparingInt(GameRecord::seedIndex);
            for (Leaderboard.BotGames bot : event.games()) {
                List<GameRecord> replayable = bot.games().stream().filter(HtmlLeaderboard::replayable).toList();
                if (replayable.isEmpty()) {
                    continue;
                }
                GameRecord best = replayable.stream().min(bestFirst).orElseThrow();
                GameRecord worst = replayable.stream().min(worstFirst).orElseThrow();
                replay(games, metric, best, best == worst ? "best and worst" : "best", rules);
                if (best != worst) {
                    replay(games, metric, worst, "worst", rules);
                }
            }
        }
        return JsonTrees.write(root);
    }

    /**
     * One game as the replay viewer ({@code replay.js}) reads it: label, detail, the move list, the bot's
     * {@code moveInfo} when the record has it, and with the rules the pieces in dealing order and the score
     * after each move ({@code "scoring": "none"} instead under rules that award no points).
     *
     * @param which what the label calls the game (e.g. "best")
     */
    public static ObjectNode replayGame(GameRecord game, String which, Metric metric, Rules rules) {
        ArrayNode one = JsonTrees.array();
        replay(one, metric, game, which, rules);
        return (ObjectNode) one.get(0);
    }

    /** Whether the page embeds this game for the replay viewer. */
    private static boolean replayable(GameRecord game) {
        return game.pieces() <= MAX_REPLAY_PIECES;
    }

    private static Rules rulesOf(EventInfo info) {
        try {
            return Events.parse(info.definitionJson(), "event " + info.name()).rules();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static void replay(ArrayNode games, Metric metric, GameRecord game, String which, Rules rules) {
        ObjectNode g = games.addObject();
        g.put("label", game.botId() + ": " + which + " (seed " + game.seedIndex() + ", " + metric.jsonName() + " "
                + Text.value(metric.of(game)) + ")");
        String outcome = game.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        g.put("detail", game.botId() + " " + game.botVersion() + " · seed index " + game.seedIndex() + " (seed "
                + game.seed() + ") · " + outcome + (game.detail().isBlank() ? "" : ": " + game.detail()) + " · score "
                + game.score() + ", lines " + game.lines() + ", pieces " + game.pieces());
        g.put("moves", game.moves());
        if (game.moveInfo() != null) {
            // what the bot said about each of its decisions (entry i for placement i); absent for most records
            g.set("moveInfo", RecordTrees.moveInfos(game.moveInfo()));
        }
        if (rules != null) {
            // the pieces in dealing order and the score after each move, for the viewer's hold, next and score
            g.put("queue", new PieceSequence(rules.randomizer(), game.seed())
                    .prefix(game.pieces() + rules.previewCount() + 2));
            if (rules.scoring() == ScoringTable.NONE) {
                // No move earns points under these rules: the viewer shows 0 after every move, so the page
                // carries no score per move and nothing is replayed.
                g.put("scoring", "none");
                return;
            }
            ArrayNode scores = g.putArray("scores");
            Game replay = new Game(rules, game.seed());
            try {
                for (MoveCodec.Cursor moves = new MoveCodec.Cursor(game.moves()); moves.hasNext(); ) {
                    replayMove(moves.next(), replay, scores);
                }
            } catch (RuntimeException e) {
                g.remove("scores");
            }
        }
    }

    /**
     * Plays one token of a replay and adds the score after it: the loop's work in a method of its own,
     * compiled after its first thousand moves, while the loop itself, run once a game, stays interpreted.
     */
    private static void replayMove(MoveCodec.Token token, Game replay, ArrayNode scores) {
        if (!token.isGarbage()) {
            replay.apply(new Move(token.hold(), token.placement()));
        }
        scores.add(replay.score());
    }

    private static String prettyDefinition(EventInfo e) {
        try {
            return JsonTrees.write(JsonTrees.read(e.definitionJson()), new DefaultPrettyPrinter())
                    .replace("\r\n", "\n");
        } catch (IOException | IllegalArgumentException ex) {
            return e.definitionJson();
        }
    }

    private static void row(StringBuilder page, String name, String valueHtml) {
        page.append("<tr><td>").append(html(name)).append("</td><td>").append(valueHtml).append("</td></tr>\n");
    }

    private static void cells(StringBuilder page, String... values) {
        for (String v : values) {
            page.append("<td class=\"n\">").append(html(v)).append("</td>");
        }
    }

    /**
     * The colour of the i-th bot: ten well-separated colours, then hues a golden angle apart with alternating
     * lightness, so no two of the first few dozen bots share a colour.
     */
    static String color(int i) {
        if (i < PALETTE.length) {
            return PALETTE[i];
        }
        double hue = (i - PALETTE.length) * 137.50776 % 360;
        double light = i % 2 == 0 ? 0.36 : 0.56;
        double sat = 0.70;
        double c = (1 - Math.abs(2 * light - 1)) * sat;
        double x = c * (1 - Math.abs(hue / 60 % 2 - 1));
        double m = light - c / 2;
        double[] rgb = switch ((int) (hue / 60)) {
            case 0 -> new double[] {c, x, 0};
            case 1 -> new double[] {x, c, 0};
            case 2 -> new double[] {0, c, x};
            case 3 -> new double[] {0, x, c};
            case 4 -> new double[] {x, 0, c};
            default -> new double[] {c, 0, x};
        };
        return String.format(Locale.US, "#%02x%02x%02x", Math.round((rgb[0] + m) * 255),
                Math.round((rgb[1] + m) * 255), Math.round((rgb[2] + m) * 255));
    }

    /** A text box that filters the rows of the table after it by bot id. */
    private static String filter(String what) {
        return "<p class=\"filterbox\"><input type=\"search\" class=\"filter\" placeholder=\"filter " + what
                + " by bot\" aria-label=\"filter " + what + " by bot\"></p>\n";
    }

    private static String swatch(Map<String, String> colors, String botId) {
        return "<span class=\"swatch\" style=\"background:" + colors.getOrDefault(botId, "#999") + "\"></span>";
    }

}
