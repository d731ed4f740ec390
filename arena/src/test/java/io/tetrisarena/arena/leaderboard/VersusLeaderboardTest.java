package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.versus.VersusStandings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VersusLeaderboardTest {
    static TournamentHeader header() {
        return header("beta");
    }

    static TournamentHeader header(String second) {
        var event = Events.load("versus");
        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (String id : List.of("alpha", second)) {
            bots.add(new TournamentHeader.BotEntry(id, id, "1", "t", "p", "sha", "in-process"));
        }
        return new TournamentHeader("dev", "1.2.0", List.of(new TournamentHeader.EventInfo("versus", "d", "pieces", true,
                Events.toJson(event), Events.sha256(event))), "quick", "c", 3, bots, 1, "now", "jvm");
    }

    static VersusRecord.Side side(String id, Outcome outcome, int pieces, int attack, int cancelled) {
        return new VersusRecord.Side(id, "1", "sha", outcome, "", pieces, 0, attack, cancelled, attack - cancelled, 0,
                0, 0, 0, 0, "T01,0 g3");
    }

    /** alpha wins 5 of 6 games and draws one; 20 pieces a game, alpha sends 10 attack per game. */
    static List<VersusRecord> games() {
        return games("beta");
    }

    static List<VersusRecord> games(String second) {
        List<VersusRecord> games = new ArrayList<>();
        for (int seed = 0; seed < 3; seed++) {
            for (boolean swapped : new boolean[] {false, true}) {
                boolean draw = seed == 2 && swapped;
                VersusRecord.Side a = side("alpha", draw ? Outcome.PIECE_CAP : null, 20, 10, 2);
                VersusRecord.Side b = side(second, draw ? Outcome.PIECE_CAP : Outcome.TOPPED_OUT, 20, 4, 0);
                List<VersusRecord.Side> sides = swapped ? List.of(b, a) : List.of(a, b);
                int winner = draw ? -1 : swapped ? 1 : 0;
                games.add(new VersusRecord("versus", "quick", seed, seed, swapped, sides, winner, "x", 20));
            }
        }
        return games;
    }

    @Test
    void ratingsAreAnchoredOnTheReferenceBotAttackerWhenItPlayed() {
        VersusStandings centred = VersusStandings.of(header(), games());
        VersusStandings anchored = VersusStandings.of(header("attacker"), games("attacker"));
        VersusStandings.BotLine reference = anchored.bots().get(1);
        assertEquals("attacker", reference.id());
        assertEquals(new io.tetrisarena.arena.stats.Estimate(0, 0, 0), reference.rating());
        double difference = centred.bots().get(0).rating().value() - centred.bots().get(1).rating().value();
        assertEquals(difference, anchored.bots().get(0).rating().value(), 1e-9, "the same fit, shifted");
    }

    @Test
    void standingsCountEachPairingFromBothSidesWithIntervalsOverItsPairs() {
        VersusStandings s = VersusStandings.of(header(), games());
        assertEquals("alpha", s.bots().get(0).id());
        assertEquals(new Duels(5, 1, 0), s.bots().get(0).duels());
        assertEquals(0.5, s.bots().get(0).attackPerPiece(), 1e-12);
        assertEquals(20.0, s.bots().get(0).piecesPerGame(), 1e-12);
        assertEquals(2.0, s.bots().get(0).cancelledPerGame(), 1e-12);
        VersusStandings.Pairing p = s.pairing("alpha", "beta").orElseThrow();
        assertEquals(new Duels(5, 1, 0), p.duels());
        assertEquals(new io.tetrisarena.arena.stats.Pentanomial(0, 0, 0, 1, 2), p.pairs(), "pairs of 2, 2 and 1.5");
        assertEquals(11.0 / 12, p.score().value(), 1e-12);
        // shares 1, 1, 0.75 and the virtual 1, 0: mean 0.75, squares 0.75, margin 1.959964 * sqrt(0.75 / 25)
        assertEquals(0.75 - 1.959963984540054 * Math.sqrt(0.03), p.score().low(), 1e-12);
        assertEquals(0.41052, p.score().low(), 1e-5);
        assertEquals(1.0, p.score().high(), 1e-12);
        assertFalse(p.decided(), "three pairs are too few for a verdict");
        assertEquals(new Duels(0, 1, 5), s.pairing("beta", "alpha").orElseThrow().duels());
        assertTrue(s.bots().get(0).rating().value() > 0);
        assertEquals(0, s.bots().get(0).rating().value() + s.bots().get(1).rating().value(), 1e-9,
                "mean 0 without the reference bot");
    }

    @Test
    void theLeaderboardFilesGainAVersusSectionWhenAVersusRunSitsNextToTheResults(@TempDir Path out) throws Exception {
        Fixture fixture = Fixture.load();
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), fixture.wallSeconds(), out);
        String soloMarkdown = Files.readString(out.resolve(DefaultLeaderboardWriter.MARKDOWN));
        assertFalse(soloMarkdown.contains("## Versus"));

        JsonLinesStore.in(out).write(ResultsStore.Kind.VERSUS, header(), null, games(), ResultsStore.Footer.of(1.5));
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), fixture.wallSeconds(), out);
        String markdown = Files.readString(out.resolve(DefaultLeaderboardWriter.MARKDOWN));
        assertTrue(markdown.startsWith(soloMarkdown), "the solo part is unchanged");
        assertTrue(markdown.contains("## Versus: versus"));
        assertTrue(markdown.contains("| alpha | – | 5-1-0 0.92 [0.41, 1.00] |"), markdown);
        JsonNode json = new ObjectMapper().readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        assertEquals("alpha", json.path("versus").path("bots").get(0).path("bot").asText());
        assertEquals(5, json.path("versus").path("pairings").get(0).path("won").asInt());
        assertEquals("[0,0,0,1,2]", json.path("versus").path("pairings").get(0).path("pairs").toString(),
                "alpha's pairs by pair score 0, 0.5, 1, 1.5, 2");
        assertEquals(0, json.path("versus").path("pairings").get(0).path("unpaired").asInt(-1));
        assertTrue(json.has("events"), "the solo members are kept");
        String html = Files.readString(out.resolve(DefaultLeaderboardWriter.HTML));
        assertTrue(html.contains("<h2 id=\"versus\">Versus: versus</h2>"));
        assertTrue(html.contains(" · <a href=\"#versus\">Versus</a></p>"), "linked from the navigation");
        assertTrue(html.indexOf("id=\"versus-data\"") < html.indexOf("id=\"replay-data\""));
        assertTrue(html.contains("\"label\":\"alpha vs beta, seed #0: alpha wins (x)\""), "one game per pairing");
        assertTrue(html.contains("window.TetrisArenaReplay"));
    }

    @Test
    void theVersusSectionIsPartOfTheModelAndEachViewRendersItWithoutTouchingTheSoloPart(@TempDir Path out)
            throws Exception {
        Fixture fixture = Fixture.load();
        ResultsStore.Contents<VersusRecord> versus = new ResultsStore.Contents<>(header(), null, games(), 1.5, false,
                null);
        Leaderboard solo = LeaderboardBuilder.build(fixture.header(), fixture.games(), fixture.wallSeconds());
        Leaderboard both = LeaderboardBuilder.build(fixture.header(), fixture.games(), fixture.wallSeconds(), versus);
        assertTrue(solo.versusSection().isEmpty());
        Leaderboard.Versus section = both.versusSection().orElseThrow();
        assertEquals("alpha", section.standings().bots().get(0).id());
        assertEquals(new Leaderboard.Field(10, 40, 20), section.field());
        assertEquals(6, section.games().size());
        assertEquals(List.of("alpha", "beta"), section.games().get(0).sides().stream()
                .map(Leaderboard.VersusSide::botId).toList());
        assertEquals("T01,0 g3", section.games().get(0).sides().get(0).moves());

        assertEquals(MarkdownLeaderboard.render(solo) + "\n" + MarkdownLeaderboard.versus(section.standings()),
                MarkdownLeaderboard.render(both));
        JsonNode soloJson = new ObjectMapper().readTree(JsonLeaderboard.render(solo));
        JsonNode bothJson = new ObjectMapper().readTree(JsonLeaderboard.render(both));
        assertEquals(soloJson, ((com.fasterxml.jackson.databind.node.ObjectNode) bothJson.deepCopy()).without("versus"));
        assertEquals("versus", bothJson.path("versus").path("event").asText());
        String soloHtml = HtmlLeaderboard.render(solo);
        String bothHtml = HtmlLeaderboard.render(both);
        String section0 = bothHtml.substring(bothHtml.indexOf("<h2 id=\"versus\">"),
                bothHtml.indexOf("<script type=\"application/json\" id=\"replay-data\">"));
        assertEquals(soloHtml, bothHtml.replace(section0, "").replace(" · <a href=\"#versus\">Versus</a>", ""),
                "the solo page plus the section and its link, nothing else");

        // the built leaderboard written directly equals the files written from the folder's versus games
        new DefaultLeaderboardWriter().write(both, out.resolve("model"));
        JsonLinesStore.in(out).write(ResultsStore.Kind.VERSUS, header(), null, games(), ResultsStore.Footer.of(1.5));
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), fixture.wallSeconds(), out);
        for (String file : List.of(DefaultLeaderboardWriter.MARKDOWN, DefaultLeaderboardWriter.JSON,
                DefaultLeaderboardWriter.HTML)) {
            assertEquals(Files.readString(out.resolve(file)), Files.readString(out.resolve("model").resolve(file)));
        }
    }
}
