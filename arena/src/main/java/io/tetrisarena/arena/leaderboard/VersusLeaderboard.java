package io.tetrisarena.arena.leaderboard;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.versus.VersusStandings;
import io.tetrisarena.arena.versus.VersusVerifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The versus section of the leaderboard files, from a versus run's results: ratings,
 * pairings with their 95% intervals, the crosstable and the metrics, as Markdown, as a JSON object and as
 * HTML with a side-by-side replay of every game, labelled by the bots' names, with each side's incoming
 * garbage (replayed by {@link VersusVerifier}) drawn as a meter beside its board.
 */
public final class VersusLeaderboard {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private VersusLeaderboard() {
    }

    /** A versus run's results and standings. */
    record Section(ResultsStore.Contents<VersusRecord> contents, VersusStandings standings) {
    }

    /** The versus section of the folder's results store, or null when it has no versus games. */
    static Section read(Path outDir) throws IOException {
        ResultsStore store = JsonLinesStore.in(outDir);
        if (!store.has(ResultsStore.Kind.VERSUS)) {
            return null;
        }
        ResultsStore.Contents<VersusRecord> contents = store.read(ResultsStore.Kind.VERSUS);
        return new Section(contents, VersusStandings.of(contents.header(), contents.games()));
    }

    /** The section as Markdown. */
    public static String markdown(VersusStandings s) {
        StringBuilder md = new StringBuilder();
        md.append("## Versus: ").append(s.event()).append("\n\n");
        md.append("Head-to-head games with garbage (docs/rules.md, section 13): every pairing plays ").append(s.seeds())
                .append(" seeds of `").append(s.seedSet()).append("` twice, sides swapped. Ratings are Bradley-Terry "
                + "on the Elo scale (mean 0, draws half a win, 95% intervals); a pairing's score is (wins + draws/2)"
                + " / games with Wilson's 95% interval. apm/pc: attack-table lines per piece. T-spin and all-spin"
                + " attack: the share of a bot's attack sent by locks of a T with a spin and by other pieces'"
                + " all-spins (a lock's whole attack, bonuses included), from replaying every lock.\n\n");
        md.append("| bot | rating | 95% CI | games | W-D-L | attack/piece | T-spin attack | all-spin attack"
                + " | pieces/game | cancelled/game | sent/game | failures |\n");
        md.append("| --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        for (VersusStandings.BotLine b : s.bots()) {
            md.append("| ").append(Text.markdown(b.id())).append(" | ").append(elo(b.rating().value())).append(" | [")
                    .append(elo(b.rating().low())).append(", ").append(elo(b.rating().high())).append("] | ")
                    .append(b.games()).append(" | ").append(Text.duels(b.duels())).append(" | ")
                    .append(fixed(b.attackPerPiece(), 3)).append(" | ").append(percent(b.tSpinShare()))
                    .append(" | ").append(percent(b.allSpinShare())).append(" | ")
                    .append(fixed(b.piecesPerGame(), 1)).append(" | ").append(fixed(b.cancelledPerGame(), 2))
                    .append(" | ")
                    .append(fixed(b.sentPerGame(), 2)).append(" | ").append(b.failures()).append(" |\n");
        }
        md.append("\nCrosstable: the row's bot against the column's, W-D-L and score [95% CI]; **bold** when the "
                + "interval excludes an even score.\n\n| |");
        for (VersusStandings.BotLine b : s.bots()) {
            md.append(' ').append(Text.markdown(b.id())).append(" |");
        }
        md.append("\n| --- |").append(" --- |".repeat(s.bots().size())).append('\n');
        for (VersusStandings.BotLine row : s.bots()) {
            md.append("| ").append(Text.markdown(row.id())).append(" |");
            for (VersusStandings.BotLine col : s.bots()) {
                md.append(' ').append(s.pairing(row.id(), col.id()).map(VersusLeaderboard::cell).orElse(Text.MISSING))
                        .append(" |");
            }
            md.append('\n');
        }
        return md.append('\n').toString();
    }

    private static String cell(VersusStandings.Pairing p) {
        String text = Text.duels(p.duels()) + " " + fixed(p.score().value(), 2) + " [" + fixed(p.score().low(), 2)
                + ", " + fixed(p.score().high(), 2) + "]";
        return p.decided() ? "**" + text + "**" : text;
    }

    /** The section as a JSON object (the leaderboard JSON's {@code "versus"} member). */
    static ObjectNode json(VersusStandings s) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("event", s.event());
        root.put("seedSet", s.seedSet());
        root.put("seedsPerPairing", s.seeds());
        ArrayNode bots = root.putArray("bots");
        for (VersusStandings.BotLine b : s.bots()) {
            ObjectNode row = bots.addObject();
            row.put("bot", b.id());
            estimate(row, "elo", b.rating());
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
            estimate(row, "score", p.score());
            row.put("decided", p.decided());
        }
        return root;
    }

    private static void estimate(ObjectNode row, String name, Estimate e) {
        ObjectNode node = row.putObject(name);
        node.put("value", round(e.value(), 4)).put("low", round(e.low(), 4)).put("high", round(e.high(), 4));
    }

    /** The section as HTML: standings, crosstable, and the side-by-side replay with its data and script. */
    static String html(Section section) {
        VersusStandings s = section.standings();
        StringBuilder page = new StringBuilder();
        page.append("<h2 id=\"versus\">Versus: ").append(Text.html(s.event())).append("</h2>\n<p class=\"muted\">")
                .append("Every pairing plays ").append(s.seeds()).append(" seeds of ").append(Text.html(s.seedSet()))
                .append(" twice, sides swapped. Bradley-Terry ratings on the Elo scale; scores with Wilson's 95% "
                        + "intervals; bold when the interval excludes an even score.</p>\n");
        page.append("<div class=\"scroll\"><table class=\"sortable\">\n<tr><th>bot</th><th>elo</th><th>95% CI</th>"
                + "<th>games</th><th>W-D-L</th><th>attack/piece</th><th>pieces/game</th><th>cancelled/game</th>"
                + "<th>sent/game</th><th>failures</th></tr>\n");
        for (VersusStandings.BotLine b : s.bots()) {
            page.append("<tr><td class=\"bot\">").append(Text.html(b.id())).append("</td><td class=\"n\">")
                    .append(elo(b.rating().value())).append("</td><td class=\"n\">[").append(elo(b.rating().low()))
                    .append(", ").append(elo(b.rating().high())).append("]</td><td class=\"n\">").append(b.games())
                    .append("</td><td class=\"n\">").append(Text.duels(b.duels())).append("</td><td class=\"n\">")
                    .append(fixed(b.attackPerPiece(), 3)).append("</td><td class=\"n\">")
                    .append(fixed(b.piecesPerGame(), 1)).append("</td><td class=\"n\">")
                    .append(fixed(b.cancelledPerGame(), 2)).append("</td><td class=\"n\">")
                    .append(fixed(b.sentPerGame(), 2)).append("</td><td class=\"n\">").append(b.failures())
                    .append("</td></tr>\n");
        }
        page.append("</table></div>\n<div class=\"scroll\"><table class=\"cross\">\n<tr><th></th>");
        for (VersusStandings.BotLine b : s.bots()) {
            page.append("<th>").append(Text.html(b.id())).append("</th>");
        }
        page.append("</tr>\n");
        for (VersusStandings.BotLine row : s.bots()) {
            page.append("<tr><th>").append(Text.html(row.id())).append("</th>");
            for (VersusStandings.BotLine col : s.bots()) {
                String cell = s.pairing(row.id(), col.id()).map(p -> {
                    String text = Text.duels(p.duels()) + " " + fixed(p.score().value(), 2);
                    return p.decided() ? "<b>" + text + "</b>" : text;
                }).orElse(row.id().equals(col.id()) ? "" : Text.MISSING);
                page.append(row.id().equals(col.id()) ? "<td class=\"self\">" : "<td>").append(cell).append("</td>");
            }
            page.append("</tr>\n");
        }
        page.append("</table></div>\n<h3>Replay, side by side</h3>\n<div class=\"versus-replay\">"
                + "<select class=\"game\"></select> <button data-act=\"back\">&#9664;</button>"
                + "<button data-act=\"play\">&#9654; play</button><button data-act=\"step\">&#9654;|</button> "
                + "<input type=\"range\" min=\"0\" value=\"0\"><div class=\"info\"></div>"
                + "<div class=\"boards\"><div><div class=\"who\"></div><canvas></canvas></div>"
                + "<div><div class=\"who\"></div><canvas></canvas></div></div></div>\n");
        page.append("<script type=\"application/json\" id=\"versus-data\">")
                .append(Text.scriptJson(replayData(section))).append("</script>\n<script>\n")
                .append(HtmlAssets.VERSUS_SCRIPT).append("</script>\n");
        return page.toString();
    }

    private static String replayData(Section section) {
        TournamentHeader header = section.contents().header();
        Rules rules = Events.parse(header.events().get(0).definitionJson(), "versus header").rules();
        ObjectNode root = MAPPER.createObjectNode();
        root.put("width", rules.width()).put("height", rules.height()).put("visibleHeight", rules.visibleHeight());
        ArrayNode games = root.putArray("games");
        VersusVerifier replay = new VersusVerifier(header);
        for (VersusRecord g : section.contents().games()) {
            ObjectNode game = games.addObject();
            game.put("label", g.label());
            int[][] incoming = replay.incomingByTurn(g).orElse(null);
            ArrayNode sides = game.putArray("sides");
            for (int s = 0; s < 2; s++) {
                VersusRecord.Side side = g.sides().get(s);
                ObjectNode node = sides.addObject().put("bot", side.botId()).put("moves", side.moves());
                if (incoming != null) {
                    ArrayNode meter = node.putArray("incoming");
                    for (int lines : incoming[s]) {
                        meter.add(lines);
                    }
                }
            }
        }
        try {
            return MAPPER.writeValueAsString(root);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String elo(double v) {
        return String.format(Locale.ROOT, "%.0f", v);
    }

    private static String fixed(double v, int digits) {
        return String.format(Locale.ROOT, "%." + digits + "f", v);
    }

    /** A share as a percentage with one decimal, or the missing mark for NaN. */
    public static String percent(double share) {
        return Double.isNaN(share) ? Text.MISSING : String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    private static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    /** The leaderboard JSON with the versus member added before its last closing brace. */
    static String withVersus(String leaderboardJson, Section section) throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(leaderboardJson);
        root.set("versus", json(section.standings()));
        return MAPPER.writer(JsonLeaderboard.printer()).writeValueAsString(root) + "\n";
    }

    /** The leaderboard page with the versus section before its scripts, and a link to it in the navigation. */
    static String withVersusHtml(String page, Section section) {
        String marker = "<script type=\"application/json\" id=\"replay-data\">";
        int at = page.indexOf(marker);
        if (at < 0) {
            return page;
        }
        String withSection = page.substring(0, at) + html(section) + page.substring(at);
        int nav = withSection.indexOf("<p class=\"nav\">");
        int navEnd = nav < 0 ? -1 : withSection.indexOf("</p>", nav);
        return navEnd < 0 ? withSection
                : withSection.substring(0, navEnd) + " · <a href=\"#versus\">Versus</a>" + withSection.substring(navEnd);
    }
}
