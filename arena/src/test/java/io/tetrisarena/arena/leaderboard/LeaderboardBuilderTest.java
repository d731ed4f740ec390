package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.stats.PairedComparison;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
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
}
