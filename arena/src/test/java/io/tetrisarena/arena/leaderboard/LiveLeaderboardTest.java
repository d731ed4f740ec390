package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.tetrisarena.arena.results.GameRecord;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The live page's standings are a view of the one leaderboard model, as the files are. */
class LiveLeaderboardTest {
    @Test
    void theLiveStandingsRankTheBotsAsTheLeaderboardFilesDoWithTheSameMeans() throws Exception {
        Fixture fixture = Fixture.load();
        Leaderboard full = LeaderboardBuilder.build(fixture.header(), fixture.games(), fixture.wallSeconds());
        ArrayNode live = LiveLeaderboard.standings(LeaderboardBuilder.live(fixture.header(), fixture.games(), null));

        assertEquals(full.events().size(), live.size());
        for (int e = 0; e < full.events().size(); e++) {
            Leaderboard.EventBoard board = full.events().get(e);
            JsonNode event = live.get(e);
            assertEquals(board.event().name(), event.get("event").asText());
            assertEquals(board.standings().size(), event.get("rows").size());
            for (int r = 0; r < board.standings().size(); r++) {
                Leaderboard.Standing s = board.standings().get(r);
                JsonNode row = event.get("rows").get(r);
                assertEquals(s.botId(), row.get("bot").asText(), board.event().name() + " row " + r);
                assertEquals(s.games(), row.get("games").asInt());
                assertEquals(s.failures().total(), row.get("failures").asInt());
                if (s.games() == 0) {
                    assertFalse(row.has("mean"), "a bot without games has no mean");
                } else {
                    assertEquals(Math.round(s.mean().value() * 100) / 100.0, row.get("mean").asDouble());
                }
            }
        }
    }

    @Test
    void aRunStillBeingWrittenIsShownWithoutTheGamesTheHeaderDoesNotListOrThatComeTwice() throws Exception {
        Fixture fixture = Fixture.load();
        List<GameRecord> growing = new ArrayList<>(fixture.games().subList(0, 10));
        growing.add(Fixture.inEvent(growing.get(0), "sprint"));
        growing.add(Fixture.withDetail(growing.get(1), "a second record of the same game"));

        Leaderboard live = LeaderboardBuilder.live(fixture.header(), growing, null);

        assertEquals(10, live.gameCount(), "the unknown event's game and the second record are left out");
        assertTrue(live.overall().isEmpty(), "no ratings while the run is written");
        assertTrue(live.events().stream().allMatch(e -> e.pairs().isEmpty()), "no pairs either");
        int counted = live.events().stream().flatMap(e -> e.standings().stream()).mapToInt(Leaderboard.Standing::games)
                .sum();
        assertEquals(10, counted);
        assertTrue(Double.isNaN(live.events().get(0).standings().get(0).mean().low()), "a mean without its interval");
    }

    @Test
    void aFolderWithNeitherKindOfResultsHasNoLiveLeaderboard() {
        assertNull(LeaderboardBuilder.live(null, List.of(), null));
    }
}
