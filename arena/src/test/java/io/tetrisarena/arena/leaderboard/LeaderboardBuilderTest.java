package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.stats.PairedComparison;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LeaderboardBuilderTest {

    @Test
    void rejectsAGameOfAnEventTheHeaderDoesNotList() throws IOException {
        Fixture fixture = Fixture.load();
        List<GameRecord> games = new ArrayList<>(fixture.games());
        games.add(Fixture.inEvent(games.get(0), "sprint"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LeaderboardBuilder.build(fixture.header(), games, 1));
        assertTrue(e.getMessage().contains("'sprint'"), e.getMessage());
    }

    @Test
    void rejectsTwoResultsForTheSameSeed() throws IOException {
        Fixture fixture = Fixture.load();
        List<GameRecord> games = new ArrayList<>(fixture.games());
        games.add(Fixture.withDetail(games.get(5), "again"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LeaderboardBuilder.build(fixture.header(), games, 1));
        assertTrue(e.getMessage().startsWith("two results for event"), e.getMessage());
    }

    @Test
    void readsTheFieldSizeFromTheEventRules() throws IOException {
        Leaderboard board = LeaderboardBuilder.build(Fixture.load().header(), List.of(), 1);
        assertEquals(new Leaderboard.Field(10, 40, 20), board.events().get(0).field());
    }

    @Test
    void listsBotsWithoutGamesLastAndUnranked() throws IOException {
        Leaderboard board = LeaderboardBuilder.build(Fixture.load().header(), List.of(), Double.NaN);
        for (Leaderboard.EventBoard event : board.events()) {
            assertTrue(event.standings().stream().allMatch(s -> s.rank() == 0 && s.games() == 0));
        }
        // No duels at all: every rating is the prior's 0 with the same interval.
        board.overall().forEach(r -> assertEquals(0, r.rating().value(), 1e-12));
        assertEquals(List.of("alpha", "beta", "delta", "gamma"),
                board.overall().stream().map(Leaderboard.Rating::botId).toList());
        assertTrue(board.overall().stream().allMatch(r -> r.rank() == 0));
    }

    @Test
    void ratesOnlyBotsThatDueledAndListsBotsWithoutGamesLastUnranked() throws IOException {
        Fixture fixture = Fixture.load();
        List<GameRecord> withoutAlpha = fixture.games().stream().filter(g -> !g.botId().equals("alpha")).toList();
        Leaderboard board = LeaderboardBuilder.build(fixture.header(), withoutAlpha, 1);
        // The fixture's delta has no games either.
        List<Leaderboard.Rating> overall = board.overall();
        assertEquals(List.of("alpha", "delta"), overall.subList(2, 4).stream().map(Leaderboard.Rating::botId).toList());
        assertEquals(List.of(1, 2, 0, 0), overall.stream().map(Leaderboard.Rating::rank).toList());
    }

    @Test
    void comparisonSeenFromTheOtherSideIsMirrored() throws IOException {
        Leaderboard board = LeaderboardBuilder.build(Fixture.load().header(), Fixture.load().games(), 1);
        Leaderboard.EventBoard cheese = board.events().get(1);
        PairedComparison forward = cheese.between("alpha", "gamma").orElseThrow();
        PairedComparison backward = cheese.between("gamma", "alpha").orElseThrow();
        assertEquals(-forward.difference().value(), backward.difference().value(), 1e-12);
        assertEquals(-forward.difference().high(), backward.difference().low(), 1e-12);
        assertEquals(forward.duels().reversed(), backward.duels());
        assertEquals(forward.wilcoxon().pValue(), backward.wilcoxon().pValue());
        assertTrue(cheese.between("alpha", "alpha").isEmpty());
    }

    @Test
    void ranksLowerIsBetterEventsAscending() throws IOException {
        Fixture fixture = Fixture.load();
        var events = new ArrayList<>(fixture.header().events());
        var marathon = events.get(0);
        events.set(0, new io.tetrisarena.arena.results.TournamentHeader.EventInfo(marathon.name(),
                marathon.description(), "pieces", false, marathon.definitionJson(), marathon.sha256()));
        var h = fixture.header();
        var header = new io.tetrisarena.arena.results.TournamentHeader(h.arenaVersion(), h.apiVersion(), events,
                h.seedSet(), h.seedChecksum(), h.seedCount(), h.bots(), h.threads(), h.startedAt(), h.jvm());
        Leaderboard board = LeaderboardBuilder.build(header, fixture.games(), 1);
        // Fewest pieces first: beta topped out early in every marathon game.
        assertEquals(List.of("beta", "gamma", "alpha", "delta"),
                board.events().get(0).standings().stream().map(Leaderboard.Standing::botId).toList());
    }

    /**
     * Classic rules capped at 100 pieces: at most 4 x 100 / 10 = 40 lines (0.5% of it, 0.2 lines, is less
     * than every standard error here). alpha always makes 40 (standard error 0); beta 38, 40, 39 (mean 39,
     * standard error 1/sqrt(3) = 0.58, one line short); gamma 36, 40, 40, 40 (mean 39, standard deviation 2,
     * standard error 1, exactly one short). Two of three are there.
     */
    @Test
    void countsTheBotsWithinOneStandardErrorOfTheEventsMaximum() {
        Event capped = new Event("capped", "", Metric.LINES, true, Rules.classic().withPieceCap(100));
        TournamentHeader.EventInfo info = new TournamentHeader.EventInfo("capped", "", "lines", true,
                Events.toJson(capped), "");
        Map<String, List<GameRecord>> games = new LinkedHashMap<>();
        games.put("alpha", lines("alpha", 40, 40, 40));
        games.put("beta", lines("beta", 38, 40, 39));
        games.put("gamma", lines("gamma", 36, 40, 40, 40));
        games.put("delta", List.of());
        // With 800 lines at most (2000 pieces), 797 lines in every game is within 0.5% (4 lines).
        Event classic = new Event("classic", "", Metric.LINES, true, Rules.classic().withPieceCap(2000));
        assertEquals(new Leaderboard.Ceiling(800, 1, 2), LeaderboardBuilder.ceiling(new TournamentHeader.EventInfo(
                "classic", "", "lines", true, Events.toJson(classic), ""), Metric.LINES,
                Map.of("alpha", lines("alpha", 797, 797), "beta", lines("beta", 795, 796))));
        assertEquals(new Leaderboard.Ceiling(40, 2, 3), LeaderboardBuilder.ceiling(info, Metric.LINES, games));
        assertEquals("Maximum 40 lines; 2 of 3 bots finish within one standard error (or 0.5%) of it.",
                Text.ceiling(new Leaderboard.Ceiling(40, 2, 3), Metric.LINES));
    }

    private static List<GameRecord> lines(String bot, int... perGame) {
        List<GameRecord> out = new ArrayList<>();
        for (int i = 0; i < perGame.length; i++) {
            out.add(new GameRecord(bot, "1", "", "capped", "quick", i, i, Outcome.PIECE_CAP, "", 100, perGame[i], 0,
                    0, 0, 0, 0, 0, 0, ""));
        }
        return out;
    }
}
