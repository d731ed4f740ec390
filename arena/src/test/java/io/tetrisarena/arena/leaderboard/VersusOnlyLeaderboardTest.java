package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.versus.VersusStandings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder of versus results alone gets the same leaderboard files as a tournament's, with the versus section
 * and no solo sections; a gauntlet is a table of the challenger's opponents, a round robin a crosstable.
 */
class VersusOnlyLeaderboardTest {

    /** A versus header of alpha, beta and gamma. */
    static TournamentHeader header() {
        var event = Events.load("versus");
        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (String id : List.of("alpha", "beta", "gamma")) {
            bots.add(new TournamentHeader.BotEntry(id, id, "1", "t", "p", "sha", "in-process"));
        }
        return new TournamentHeader("dev", "1.2.0", List.of(new TournamentHeader.EventInfo("versus", "d", "pieces", true,
                Events.toJson(event), Events.sha256(event))), "quick", "c", 2, bots, 1, "now", "jvm");
    }

    /**
     * The gauntlet of alpha on two seeds, both sides: alpha beats beta four times; against gamma it loses the
     * first game, draws the second and wins the other two.
     */
    static List<VersusRecord> gauntletGames() {
        List<VersusRecord> games = new ArrayList<>();
        for (String opponent : List.of("beta", "gamma")) {
            int game = 0;
            for (int seed = 0; seed < 2; seed++) {
                for (boolean swapped : new boolean[] {false, true}) {
                    int result = opponent.equals("beta") || game >= 2 ? 0 : game == 0 ? 1 : -1; // alpha's view
                    VersusRecord.Side a = VersusLeaderboardTest.side("alpha", result == 1 ? Outcome.TOPPED_OUT
                            : result < 0 ? Outcome.PIECE_CAP : null, 20, 10, 2);
                    VersusRecord.Side b = VersusLeaderboardTest.side(opponent, result == 0 ? Outcome.TOPPED_OUT
                            : result < 0 ? Outcome.PIECE_CAP : null, 20, 4, 0);
                    int alphaSide = swapped ? 1 : 0;
                    int winner = result < 0 ? -1 : result == 0 ? alphaSide : 1 - alphaSide;
                    games.add(new VersusRecord("versus", "quick", seed, seed, swapped, swapped ? List.of(b, a)
                            : List.of(a, b), winner, "side " + (result == 0 ? 1 - alphaSide : alphaSide)
                            + " topped out", 20));
                    game++;
                }
            }
        }
        return games;
    }

    private static ResultsStore.Contents<VersusRecord> contents(String challenger) {
        return new ResultsStore.Contents<>(header(), challenger, gauntletGames(), 2.5, false, null);
    }

    @Test
    void aFolderWithVersusResultsOnlyGetsAllThreeFilesWithTheVersusSectionAndNoSoloSections(@TempDir Path out)
            throws Exception {
        JsonLinesStore.in(out).write(ResultsStore.Kind.VERSUS, header(), "alpha", gauntletGames(),
                ResultsStore.Footer.of(2.5));
        new DefaultLeaderboardWriter().writeFolder(out);

        String markdown = Files.readString(out.resolve(DefaultLeaderboardWriter.MARKDOWN));
        assertTrue(markdown.startsWith("# Tetris Arena leaderboard\n\nArena dev · bot API 1.2.0 · seed set `quick`"
                + " (checksum `c`, 2 seeds per pairing, each played twice with sides swapped) · 8 versus games ·"
                + " started now · wall time 2.5 s · 1 thread · JVM jvm\n\n"), markdown);
        assertTrue(markdown.contains("\n## Versus: versus\n"));
        for (String solo : List.of("## Overall rating", "## Paired comparisons", "## Methods", "## Event ")) {
            assertFalse(markdown.contains(solo), solo);
        }

        String html = Files.readString(out.resolve(DefaultLeaderboardWriter.HTML));
        assertTrue(html.contains("<tr><td>games</td><td>8 versus games</td></tr>"));
        assertTrue(html.contains("<h2 id=\"versus\">Versus: versus</h2>"));
        assertTrue(html.contains("\"label\":\"beta vs alpha, seed #0, mirrored: alpha wins (beta topped out)\""),
                "the replay's games are named by their bots");
        for (String solo : List.of("Overall rating", "Paired comparisons", "id=\"event-", "class=\"nav\"")) {
            assertFalse(html.contains(solo), solo);
        }

        JsonNode json = new ObjectMapper().readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        assertEquals(0, json.path("overall").size());
        assertEquals(0, json.path("events").size());
        assertEquals(8, json.path("provenance").path("games").asInt());
        assertEquals(2.5, json.path("provenance").path("wallSeconds").asDouble());
        assertEquals("alpha", json.path("versus").path("gauntlet").asText());
    }

    @Test
    void aGauntletIsATableOfTheChallengersOpponentsInMarkdown() {
        Leaderboard board = LeaderboardBuilder.build(null, List.of(), Double.NaN, contents("alpha"));
        assertFalse(board.hasSolo());
        String markdown = MarkdownLeaderboard.render(board);
        assertTrue(markdown.contains("): a gauntlet, alpha against each other bot on 2 seeds of `quick`, each twice"
                + " with sides swapped. The bots swap seats, and so the seed's two deals"), markdown);
        String table = markdown.substring(markdown.indexOf("\nAgainst alpha:"));
        assertEquals("""

                Against alpha: each bot's wins-draws-losses against alpha and its score [95% CI]; **bold** when the \
                interval excludes an even score.

                | bot | W-D-L against alpha | score | 95% CI | games |
                | --- | --- | ---: | --- | ---: |
                | gamma | 1-1-2 | 0.38 | [0.00, 0.87] | 4 |
                | beta | 0-0-4 | 0.00 | [0.00, 0.67] | 4 |

                """, table);
        assertFalse(markdown.contains("Crosstable"));
    }

    @Test
    void aGauntletIsATableOfTheChallengersOpponentsInHtml() {
        String html = HtmlLeaderboard.render(LeaderboardBuilder.build(null, List.of(), Double.NaN, contents("alpha")));
        assertTrue(html.contains("<p class=\"muted\">A gauntlet: alpha plays each other bot on 2 seeds of quick, each"
                + " twice with sides swapped. "), html);
        String table = html.substring(html.indexOf("<h3>Against alpha</h3>"), html.indexOf("<h3>Replay, side by side"));
        assertEquals("<h3>Against alpha</h3>\n<div class=\"scroll\"><table class=\"sortable\">\n"
                + "<tr><th>bot</th><th>W-D-L against alpha</th><th>score</th><th>95% CI</th><th>games</th></tr>\n"
                + "<tr><td class=\"bot\">gamma</td><td class=\"n\">1-1-2</td><td class=\"n\">0.38</td>"
                + "<td class=\"n\">[0.00, 0.87]</td><td class=\"n\">4</td></tr>\n"
                + "<tr><td class=\"bot\">beta</td><td class=\"n\">0-0-4</td><td class=\"n\">0.00</td>"
                + "<td class=\"n\">[0.00, 0.67]</td><td class=\"n\">4</td></tr>\n"
                + "</table></div>\n", table);
        assertFalse(html.contains("<table class=\"cross\">"), "no square crosstable");
    }

    @Test
    void aRoundRobinKeepsItsCrosstable() {
        Leaderboard board = LeaderboardBuilder.build(null, List.of(), Double.NaN, contents(null));
        String markdown = MarkdownLeaderboard.render(board);
        assertTrue(markdown.contains("\n| | alpha | gamma | beta |\n| --- | --- | --- | --- |\n"
                + "| alpha | – | 2-1-1 0.63 [0.13, 1.00] | 4-0-0 1.00 [0.33, 1.00] |\n"), markdown);
        assertFalse(markdown.contains("Against alpha"));
        assertTrue(HtmlLeaderboard.render(board).contains("<table class=\"cross\">"));
    }

    @Test
    void aGauntletIsToldFromItsPairingsWhenNoHeaderNamesIt() {
        VersusStandings three = VersusStandings.of(header(), gauntletGames());
        assertEquals("alpha", Gauntlet.inferred(three));
        assertEquals(MarkdownLeaderboard.versus(three, "alpha"), MarkdownLeaderboard.versus(three));
        VersusStandings two = VersusStandings.of(VersusLeaderboardTest.header(), VersusLeaderboardTest.games());
        assertNull(Gauntlet.inferred(two), "two bots: a round robin and a gauntlet look the same");
    }

    @Test
    void aLeaderboardWithNeitherSoloNorVersusResultsIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LeaderboardBuilder.build(null, List.of(), Double.NaN, null));
        assertEquals("no solo results and no versus results", e.getMessage());
    }
}
