package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files for the fixed results set, compared with the expected files under
 * {@code src/test/resources/leaderboard/expected}. After a deliberate change of the output, regenerate them with
 * {@code mvn -o -pl arena test -Dtest=LeaderboardFilesTest -Dleaderboard.regenerate=true} and review the diff.
 */
class LeaderboardFilesTest {
    private static final String[] FILES = {DefaultLeaderboardWriter.MARKDOWN, DefaultLeaderboardWriter.JSON,
        DefaultLeaderboardWriter.HTML};

    @TempDir
    static Path out;
    private static Fixture fixture;
    private static JsonNode json;

    @BeforeAll
    static void writeTheFixtureLeaderboard() throws IOException {
        fixture = Fixture.load();
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), fixture.wallSeconds(), out);
        json = new ObjectMapper().readTree(out.resolve(DefaultLeaderboardWriter.JSON).toFile());
        if (Boolean.getBoolean("leaderboard.regenerate")) {
            Path expected = Path.of("src/test/resources/leaderboard/expected");
            Files.createDirectories(expected);
            for (String file : FILES) {
                Files.copy(out.resolve(file), expected.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    @Test
    void filesMatchTheExpectedOnesByteForByte() throws IOException {
        for (String file : FILES) {
            try (InputStream in = getClass().getResourceAsStream("/leaderboard/expected/" + file)) {
                assertNotNull(in, "expected file missing: " + file);
                String expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                assertEquals(expected, Files.readString(out.resolve(file)), file + " differs from the expected file");
            }
        }
    }

    @Test
    void standingsCarryTheFixturesKnownNumbers() {
        JsonNode marathon = event("marathon");
        JsonNode alpha = marathon.get("standings").get(0);
        assertEquals("alpha", alpha.get("bot").asText());
        assertEquals(1, alpha.get("rank").asInt());
        // alpha's marathon scores: 3700, 2800, 3300, 3400, 3100, 2700.
        assertEquals(19000 / 6.0, alpha.get("mean").asDouble(), 1e-9);
        assertEquals(3200, alpha.get("median").asDouble());
        assertEquals(2700, alpha.get("min").asDouble());
        assertEquals(3700, alpha.get("max").asDouble());
        assertEquals(0.0, alpha.get("topOutRate").asDouble());
        JsonNode gamma = marathon.get("standings").get(1);
        assertEquals("gamma", gamma.get("bot").asText());
        assertEquals(1, gamma.get("failures").get("timeout").asInt());
        assertEquals(1200.0, gamma.get("maxMoveMillis").asDouble());
        JsonNode beta = marathon.get("standings").get(2);
        assertEquals(1.0, beta.get("topOutRate").asDouble());
        JsonNode delta = marathon.get("standings").get(3);
        assertEquals("delta", delta.get("bot").asText());
        assertTrue(delta.get("rank").isNull());
        assertTrue(delta.get("mean").isNull());
        assertEquals(1, event("cheese").get("standings").get(2).get("failures").get("illegalMove").asInt());
    }

    @Test
    void pairsCarryExactWilcoxonProbabilitiesAndDuels() {
        JsonNode cheese = event("cheese");
        JsonNode alphaBeta = pair(cheese, "alpha", "beta");
        assertEquals(6, alphaBeta.get("duels").get("won").asInt());
        assertEquals(0, alphaBeta.get("duels").get("lost").asInt());
        // All six differences positive: two-sided exact p = 2 / 2^6.
        assertEquals(2.0 / 64, alphaBeta.get("wilcoxon").get("p").asDouble(), 1e-15);
        assertEquals("exact", alphaBeta.get("wilcoxon").get("method").asText());
        // alpha minus beta in lines per seed: 13, 28, 30, 15, 15, 17.
        assertEquals(118 / 6.0, alphaBeta.get("meanDifference").asDouble(), 1e-9);
        JsonNode gammaBeta = pair(cheese, "gamma", "beta");
        assertEquals(5, gammaBeta.get("duels").get("won").asInt());
        // One loss, the smallest absolute difference (rank 1): p = 2 * 2 / 64.
        assertEquals(4.0 / 64, gammaBeta.get("wilcoxon").get("p").asDouble(), 1e-15);
    }

    @Test
    void overallRatingOrdersTheBotsAndListsTheBotWithoutGamesLastAtTheAverage() {
        JsonNode overall = json.get("overall");
        List<String> order = new ArrayList<>();
        double sum = 0;
        for (JsonNode r : overall) {
            order.add(r.get("bot").asText());
            sum += r.get("rating").asDouble();
            assertTrue(r.get("ratingLow").asDouble() < r.get("rating").asDouble());
        }
        assertEquals(List.of("alpha", "gamma", "beta", "delta"), order);
        assertEquals(0, sum, 1e-12);
        assertTrue(overall.get(3).get("rank").isNull(), "a bot without duels has no rank");
        JsonNode alpha = overall.get(0);
        assertEquals(19, alpha.get("duels").get("won").asInt());
        assertEquals(5, alpha.get("duels").get("lost").asInt());
    }

    @Test
    void everyFileStartsWithTheProvenance() throws IOException {
        String md = Files.readString(out.resolve(DefaultLeaderboardWriter.MARKDOWN));
        String html = Files.readString(out.resolve(DefaultLeaderboardWriter.HTML));
        String sha = fixture.header().events().get(0).sha256();
        String jar = fixture.header().bots().get(0).jarSha256();
        for (String text : List.of(md, html)) {
            int ranking = text.indexOf("Overall rating");
            for (String fact : List.of("0.1.0", "1.0.0", "fixture", "0f1e2d3c4b5a69788796a5b4c3d2e1f0", sha, jar,
                    "OpenJDK 64-Bit Server VM 17.0.15", "2026-01-02T03:04:05Z", "12.5 s")) {
                int at = text.indexOf(fact);
                assertTrue(at >= 0 && at < ranking, "provenance fact '" + fact + "' must precede the ranking");
            }
        }
        JsonNode provenance = json.get("provenance");
        assertEquals(sha, provenance.get("events").get(0).get("sha256").asText());
        assertEquals(80, provenance.get("events").get(0).get("definition").get("pieceCap").asInt());
        assertEquals(12.5, provenance.get("wallSeconds").asDouble());
        assertEquals(2, provenance.get("threads").asInt());
    }

    @Test
    void htmlEmbedsEachBotsBestAndWorstGameForTheReplayViewer() throws IOException {
        String html = Files.readString(out.resolve(DefaultLeaderboardWriter.HTML));
        String open = "<script type=\"application/json\" id=\"replay-data\">";
        int start = html.indexOf(open) + open.length();
        JsonNode replays = new ObjectMapper().readTree(html.substring(start, html.indexOf("</script>", start)));
        JsonNode marathon = replays.get("events").get(0);
        assertEquals("marathon", marathon.get("name").asText());
        assertEquals(10, marathon.get("width").asInt());
        assertEquals(20, marathon.get("visibleHeight").asInt());
        List<String> labels = new ArrayList<>();
        marathon.get("games").forEach(g -> labels.add(g.get("label").asText()));
        // Three bots with games, a best and a worst game each, in standings order; delta has none.
        assertEquals(List.of("alpha: best (seed 0, score 3700)", "alpha: worst (seed 5, score 2700)",
                "gamma: best (seed 3, score 3600)", "gamma: worst (seed 2, score 900)",
                "beta: best (seed 0, score 1200)", "beta: worst (seed 5, score 400)"), labels);
        GameRecord alphaBest = fixture.games().stream()
                .filter(g -> g.event().equals("marathon") && g.botId().equals("alpha") && g.seedIndex() == 0)
                .findFirst().orElseThrow();
        assertEquals(alphaBest.moves(), marathon.get("games").get(0).get("moves").asText());
    }

    /**
     * The viewer's pieces and scores of a game are those the game had as it was played: the score after
     * every token of its move list (a garbage row's token repeats the score before it), and its pieces in
     * dealing order; a move list that stops replaying leaves the scores out.
     */
    @Test
    void replayDataHoldsTheScoresAndPiecesTheGameHadAsItWasPlayed() {
        Event event = Events.load("survival");
        Rules rules = event.rules();
        Game game = new Game(rules, 11);
        List<Long> scores = new ArrayList<>();
        StringBuilder pieces = new StringBuilder();
        Random random = new Random(11);
        while (!game.isOver() && game.piecesPlaced() < 400) {
            boolean hold = !game.holdPlacements().isEmpty() && random.nextInt(4) == 0;
            PlacementList list = hold ? game.holdPlacements() : game.legalPlacements();
            // mostly the lowest placement, so that rows clear and the score grows
            int pick = random.nextInt(list.size());
            for (int i = 0; i < list.size() && random.nextInt(8) != 0; i++) {
                pick = list.get(i).y() < list.get(pick).y() ? i : pick;
            }
            game.apply(new Move(hold, list.get(pick)));
            scores.add(game.score());
            if (game.lastLock().garbageHole() >= 0) {
                scores.add(game.score());
            }
        }
        String moves = game.moves();
        assertTrue(moves.contains(" g"), "the game has garbage rows");
        assertTrue(moves.contains(" h"), "the game holds");
        assertTrue(game.score() > 0 && game.piecesPlaced() > 30, game.piecesPlaced() + " pieces, score " + game.score());
        PieceSequence dealt = new PieceSequence(rules.randomizer(), 11);
        for (int i = 0; i < game.piecesPlaced() + rules.previewCount() + 2; i++) {
            pieces.append(dealt.piece(i).name());
        }
        GameRecord record = new GameRecord("b", "1.0", "00", "survival", "s", 0, 11, Outcome.TOPPED_OUT, "",
                game.piecesPlaced(), game.lines(), game.score(), 0, 0, 0, 0, 1.0, 2.0, moves);
        JsonNode shown = HtmlLeaderboard.replayGame(record, "best", event.metric(), rules);
        List<Long> replayed = new ArrayList<>();
        shown.get("scores").forEach(n -> replayed.add(n.asLong()));
        assertEquals(scores, replayed);
        assertEquals(pieces.toString(), shown.get("queue").asText());

        String broken = moves.substring(0, moves.length() / 2) + " X9 " + moves.substring(moves.length() / 2);
        JsonNode stopped = HtmlLeaderboard.replayGame(new GameRecord("b", "1.0", "00", "survival", "s", 0, 11,
                Outcome.TOPPED_OUT, "", game.piecesPlaced(), game.lines(), game.score(),
                0, 0, 0, 0, 1.0, 2.0, broken), "best", event.metric(), rules);
        assertFalse(stopped.has("scores"), "a move list that does not replay has no scores");
        assertEquals(pieces.toString(), stopped.get("queue").asText());
    }

    @Test
    void replayDataUnderRulesWithoutPointsSaysSoInsteadOfAScorePerMove() {
        Event event = Events.load("literature-10x10");
        Rules rules = event.rules();
        GameRecord record = Fixture.dellacherieGame(rules, 5, 300);
        assertTrue(record.lines() > 50, record.pieces() + " pieces, " + record.lines() + " lines");
        JsonNode shown = HtmlLeaderboard.replayGame(record, "best", event.metric(), rules);
        assertEquals("none", shown.get("scoring").asText());
        assertFalse(shown.has("scores"), "no score per move under rules that award none");
        assertEquals(record.moves(), shown.get("moves").asText());

        Event scored = Events.load("marathon");
        JsonNode withPoints = HtmlLeaderboard.replayGame(new GameRecord("b", "1.0", "00", "marathon", "s", 0, 5,
                Outcome.TOPPED_OUT, "", 0, 0, 0, 0, 0, 0, 0, 1.0, 2.0, ""), "best", scored.metric(), scored.rules());
        assertFalse(withPoints.has("scoring"), "rules that award points keep their scores");
        assertTrue(withPoints.has("scores"));
    }

    @Test
    void gamesTooLongForTheViewerAreLeftOutOfItAndThePageSaysSo(@TempDir Path other) throws IOException {
        List<GameRecord> games = new ArrayList<>();
        for (GameRecord g : fixture.games()) {
            boolean alphasBest = g.botId().equals("alpha") && g.seedIndex() == 0 && g.event().equals("marathon");
            games.add(alphasBest ? Fixture.withPieces(g, HtmlLeaderboard.MAX_REPLAY_PIECES + 1) : g);
        }
        new DefaultLeaderboardWriter().write(fixture.header(), games, fixture.wallSeconds(), other);
        String html = Files.readString(other.resolve(DefaultLeaderboardWriter.HTML));
        String open = "<script type=\"application/json\" id=\"replay-data\">";
        int start = html.indexOf(open) + open.length();
        JsonNode replays = new ObjectMapper().readTree(html.substring(start, html.indexOf("</script>", start)));
        List<String> labels = new ArrayList<>();
        replays.get("events").get(0).get("games").forEach(g -> labels.add(g.get("label").asText()));
        assertEquals(6, labels.size(), labels.toString());
        assertTrue(labels.get(0).startsWith("alpha: best (seed "), labels.toString());
        assertFalse(labels.get(0).startsWith("alpha: best (seed 0,"), labels.toString());
        assertTrue(html.contains("1 game is longer than 200,000 pieces and not in the viewer"));
        assertFalse(Files.readString(out.resolve(DefaultLeaderboardWriter.HTML)).contains("not in the viewer"));
    }

    @Test
    void inputOrderDoesNotChangeAnyByte(@TempDir Path other) throws IOException {
        List<GameRecord> shuffled = new ArrayList<>(fixture.games());
        Collections.shuffle(shuffled, new Random(3));
        new DefaultLeaderboardWriter().write(fixture.header(), shuffled, fixture.wallSeconds(), other);
        for (String file : FILES) {
            assertEquals(Files.readString(out.resolve(file)), Files.readString(other.resolve(file)), file);
        }
    }

    @Test
    void unknownWallTimeIsSaidSo(@TempDir Path other) throws IOException {
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), Double.NaN, other);
        assertTrue(Files.readString(other.resolve(DefaultLeaderboardWriter.MARKDOWN)).contains("wall time unknown"));
        JsonNode provenance = new ObjectMapper().readTree(other.resolve(DefaultLeaderboardWriter.JSON).toFile())
                .get("provenance");
        assertTrue(provenance.get("wallSeconds").isNull());
    }

    @Test
    void embeddedTextCannotBreakOutOfTheHtml(@TempDir Path other) throws IOException {
        List<GameRecord> games = new ArrayList<>();
        for (GameRecord g : fixture.games()) {
            games.add(g.botId().equals("gamma") && g.seedIndex() == 4 && g.event().equals("cheese")
                    ? Fixture.withDetail(g, "</script><script>alert('x')</script> & <b>") : g);
        }
        new DefaultLeaderboardWriter().write(fixture.header(), games, fixture.wallSeconds(), other);
        String html = Files.readString(other.resolve(DefaultLeaderboardWriter.HTML));
        assertFalse(html.contains("alert('x')</script>"));
        assertEquals(2, html.split("</script>", -1).length - 1, "only the page's own two scripts may close");
        assertTrue(html.contains("Alpha &lt;greedy&gt;"));
        assertTrue(html.contains("Garbage rises every 4 pieces &lt;fast &amp; nasty&gt;"));
        String md = Files.readString(other.resolve(DefaultLeaderboardWriter.MARKDOWN));
        assertTrue(md.contains("Gamma \\| pipes"));
        assertTrue(md.contains("Alpha \\<greedy\\>"));
    }

    private static JsonNode event(String name) {
        for (JsonNode e : json.get("events")) {
            if (e.get("name").asText().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no event " + name);
    }

    private static JsonNode pair(JsonNode event, String bot, String opponent) {
        for (JsonNode p : event.get("pairs")) {
            if (p.get("bot").asText().equals(bot) && p.get("opponent").asText().equals(opponent)) {
                return p;
            }
        }
        throw new AssertionError("no pair " + bot + " - " + opponent);
    }
}
