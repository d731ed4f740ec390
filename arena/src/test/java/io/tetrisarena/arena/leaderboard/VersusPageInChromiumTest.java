package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.versus.VersusRecord;
import io.tetrisarena.arena.versus.VersusResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side versus replay in headless Chromium: a game whose two move lists differ (side 0 takes two
 * garbage rows after its second piece) is stepped turn by turn, and each board's line must say what the moves
 * did. Skipped without chromium, except under {@code CI=true}.
 */
class VersusPageInChromiumTest {
    private static final String SELF_TEST = """
            <script>
            document.addEventListener("DOMContentLoaded", function () {
              var out = { errors: window.__errors, steps: [] }, root = document.querySelector(".versus-replay");
              var look = function () {
                var who = Array.prototype.map.call(root.querySelectorAll(".who"), function (w) { return w.textContent; });
                out.steps.push([root.querySelector(".info").textContent].concat(who));
              };
              look();
              for (var i = 0; i < 2; i++) { root.querySelector("[data-act=step]").click(); look(); }
              REPORT
            });
            </script>
            """.replace("REPORT", LeaderboardPageInChromiumTest.REPORT);

    @TempDir
    Path work;

    @Test
    void theReplayShowsBothBoardsTurnByTurnWithTheGarbageEachTook() throws Exception {
        Path browser = LeaderboardPageInChromiumTest.chromium();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");
        Fixture fixture = Fixture.load();
        Path out = Files.createDirectories(work.resolve("board"));
        VersusRecord.Side a = new VersusRecord.Side("alpha", "1", "sha", null, "", 2, 0, 0, 0, 0, 2, 0, 0, 0, 0,
                "I01,0 O04,0 g5 g5");
        VersusRecord.Side b = new VersusRecord.Side("beta", "1", "sha", Outcome.TOPPED_OUT, "x", 2, 0, 0, 0, 0, 0, 0, 0,
                0, 0, "I01,0 hI06,0");
        VersusResults.write(out.resolve(VersusResults.FILE), VersusLeaderboardTest.header(),
                List.of(new VersusRecord("versus", "quick", 0, 1, false, List.of(a, b), 0, "side 1 topped out", 2)), 1);
        new DefaultLeaderboardWriter().write(fixture.header(), fixture.games(), fixture.wallSeconds(), out);
        Path tested = work.resolve("tested.html");
        Files.writeString(tested, Files.readString(out.resolve(DefaultLeaderboardWriter.HTML))
                .replace("<head>", "<head>\n" + LeaderboardPageInChromiumTest.ERRORS)
                .replace("</body>", SELF_TEST + "</body>"));

        JsonNode seen = LeaderboardPageInChromiumTest.selfTest(browser, tested, work);
        assertEquals(0, seen.get("errors").size(), seen.get("errors").toString());
        JsonNode steps = seen.get("steps");
        assertEquals("[\"turn 0 / 2\",\"alpha: 0 pieces, 0 lines, 0 garbage rows\","
                + "\"beta: 0 pieces, 0 lines, 0 garbage rows\"]", steps.get(0).toString());
        assertEquals("[\"turn 1 / 2\",\"alpha: 1 pieces, 0 lines, 0 garbage rows\","
                + "\"beta: 1 pieces, 0 lines, 0 garbage rows\"]", steps.get(1).toString());
        assertEquals("[\"turn 2 / 2\",\"alpha: 2 pieces, 0 lines, 2 garbage rows\","
                + "\"beta: 2 pieces, 0 lines, 0 garbage rows\"]", steps.get(2).toString());
    }
}
