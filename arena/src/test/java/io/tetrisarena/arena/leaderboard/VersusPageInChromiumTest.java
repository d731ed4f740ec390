package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side versus replay in headless Chromium: a game whose two move lists differ (side 0 takes two
 * garbage rows after its second piece) is stepped turn by turn, and each board's line must say what the moves
 * did; and every game of a real round (bundled bots) can be chosen, listed by its bots' names, with each turn's
 * incoming-garbage meter equal to the engine's. Skipped without chromium, except under {@code CI=true}.
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
        JsonLinesStore.in(out).write(ResultsStore.Kind.VERSUS, VersusLeaderboardTest.header(), null,
                List.of(new VersusRecord("versus", "quick", 0, 1, false, List.of(a, b), 0, "side 1 topped out", 2)),
                ResultsStore.Footer.of(1));
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

    @Test
    void everyGameOfARealRoundCanBeChosenByItsBotsAndShowsTheEnginesIncomingGarbage() throws Exception {
        Path browser = io.tetrisarena.arena.testkit.DevToolsChromium.find();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");
        Path plugins = Path.of("..", "plugins");
        assumeTrue(Files.isRegularFile(plugins.resolve("attack-bots.jar")), "the bundled plugins are built");
        Path out = work.resolve("round");
        for (String[] args : List.of(
                new String[] {"run", "--plugins", plugins.toString(), "--bots", "lee,greedy", "--events", "marathon",
                    "--seeds", "quick", "--games", "1", "--pieces", "20", "--out", out.toString(), "--quiet",
                    "--no-versus"},
                new String[] {"versus", "--plugins", plugins.toString(), "--bots", "attacker,greedy", "--seeds", "quick",
                    "--games", "2", "--pieces", "80", "--out", out.toString()})) {
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            int code = io.tetrisarena.arena.cli.Main.run(args, new java.io.PrintStream(new java.io.ByteArrayOutputStream(),
                    true, java.nio.charset.StandardCharsets.UTF_8), new java.io.PrintStream(err, true,
                    java.nio.charset.StandardCharsets.UTF_8));
            assertEquals(0, code, err.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
        ResultsStore.Contents<VersusRecord> round = ResultsFile.read(out.resolve(JsonLinesStore.VERSUS_FILE), ResultsStore.Kind.VERSUS);
        assertEquals(4, round.games().size());
        try (io.tetrisarena.arena.testkit.DevToolsChromium chromium =
                     new io.tetrisarena.arena.testkit.DevToolsChromium(browser, work)) {
            chromium.open(out.resolve(DefaultLeaderboardWriter.HTML).toUri());
            chromium.await("document.querySelector('.versus-replay .info')"
                    + " && document.querySelector('.versus-replay .info').textContent.indexOf('turn 0 / ') === 0", 60);
            List<String> labels = new java.util.ArrayList<>();
            chromium.eval("Array.prototype.map.call(document.querySelectorAll('.versus-replay select.game option'),"
                    + " function (o) { return o.textContent; })").forEach(n -> labels.add(n.asText()));
            assertEquals(round.games().stream().map(VersusRecord::label).toList(), labels);
            assertTrue(labels.get(3).startsWith("greedy vs attacker, seed #1, mirrored: "), labels.get(3));
            chromium.eval("(function () { var s = document.querySelector('.versus-replay select.game');"
                    + " s.value = '3'; s.onchange(); })()");
            VersusRecord game = round.games().get(3);
            int[][] incoming = new io.tetrisarena.arena.verify.VersusVerifier(round.header()).incomingByTurn(game)
                    .orElseThrow();
            List<Integer> expected = new java.util.ArrayList<>();
            List<Integer> shown = new java.util.ArrayList<>();
            for (int t = 0; t <= game.turns(); t++) {
                expected.add(incoming[0][t]);
                shown.add(chromium.eval("document.querySelectorAll('.versus-replay canvas')[0]"
                        + ".getAttribute('data-incoming')").asInt());
                chromium.eval("document.querySelector('.versus-replay [data-act=step]').click()");
            }
            assertEquals(expected, shown, "greedy's meter, turn by turn");
            assertTrue(expected.stream().anyMatch(v -> v > 0), "garbage waited at some turn: " + expected);
            assertTrue(chromium.eval("document.querySelectorAll('.versus-replay .who')[0].textContent").asText()
                    .startsWith("greedy: "), "side 0 is named by its bot");
        }
    }
}
