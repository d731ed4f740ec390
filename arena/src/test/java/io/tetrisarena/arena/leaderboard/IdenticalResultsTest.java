package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.stats.PairedComparison;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Intervals depend on results, not on names or order: two bots with the same per-seed results get the same
 * interval, and a difference that rounds to zero is written without a minus sign.
 */
class IdenticalResultsTest {
    private static GameRecord as(GameRecord g, String bot) {
        return new GameRecord(bot, g.botVersion(), g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), g.detail(), g.pieces(), g.lines(), g.score(), g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves());
    }

    @Test
    void twoBotsWithTheSameResultsOnEverySeedGetTheSameBootstrapInterval() throws Exception {
        Fixture fixture = Fixture.load();
        List<GameRecord> games = new ArrayList<>(fixture.games());
        fixture.games().stream().filter(g -> g.botId().equals("alpha")).forEach(g -> games.add(as(g, "delta")));
        Leaderboard board = LeaderboardBuilder.build(fixture.header(), games, 1);
        for (Leaderboard.EventBoard event : board.events()) {
            Leaderboard.Standing alpha = event.standings().stream().filter(s -> s.botId().equals("alpha")).findFirst()
                    .orElseThrow();
            Leaderboard.Standing delta = event.standings().stream().filter(s -> s.botId().equals("delta")).findFirst()
                    .orElseThrow();
            assertEquals(alpha.mean(), delta.mean(), event.event().name());
            PairedComparison alphaBeta = event.between("alpha", "beta").orElseThrow();
            PairedComparison deltaBeta = event.between("delta", "beta").orElseThrow();
            assertEquals(alphaBeta.difference(), deltaBeta.difference(), event.event().name());
            PairedComparison betaAlpha = event.between("beta", "alpha").orElseThrow();
            assertEquals(-alphaBeta.difference().high(), betaAlpha.difference().low(), 1e-9,
                    "seen from the other side, the same interval mirrored");
        }
    }

    @Test
    void survivalCurvesStartAtTheHundredPercentLineForEveryBot() throws Exception {
        Leaderboard board = LeaderboardBuilder.build(Fixture.load().header(), Fixture.load().games(), 1);
        for (Leaderboard.EventBoard event : board.events()) {
            String svg = SvgCharts.survival(event, id -> "#000");
            List<String> starts = java.util.regex.Pattern.compile("<path d=\"(M[0-9.]+ [0-9.]+)").matcher(svg)
                    .results().map(m -> m.group(1)).toList();
            assertEquals(event.games().stream().filter(b -> !b.games().isEmpty()).count(), starts.size(), svg);
            for (String start : starts) {
                assertEquals("M60.0 12.0", start, "100% is drawn on the 100% line, not beside it");
            }
        }
    }

    @Test
    void aDifferenceThatRoundsToZeroHasNoMinusSign() {
        assertEquals("+0.0", Text.signed(-0.0));
        assertEquals("+0.0", Text.signed(-0.04));
        assertEquals("-0.1", Text.signed(-0.06));
        assertEquals("+0.00", Text.rating(-0.001));
        assertEquals("+1.2", Text.signed(1.2));
    }
}
