package io.tetrisarena.arena.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.cli.CliRun;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.DevToolsChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve}'s replay picker plays what it shows: the game it shows first is loaded without a change, and
 * a game replayed from the newest games sets the picker to itself; a finished run's page says its standings
 * are final and links the leaderboard page, which the server answers. Skipped without chromium, except under
 * {@code CI=true}.
 */
class ServePickerInChromiumTest {
    private static final Path PLUGINS = Path.of("..", "plugins");

    @TempDir
    Path work;

    private static String picker() {
        return "document.getElementById('pick-event').value + '/' + document.getElementById('pick-bot').value + '/'"
                + " + document.getElementById('pick-game').value + '/' + document.getElementById('replay-slot')"
                + ".getAttribute('data-game')";
    }

    @Test
    void thePickerLoadsWhatItShowsAndAFinishedRunLinksItsLeaderboard() throws Exception {
        Path browser = DevToolsChromium.find();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");
        assumeTrue(Files.isRegularFile(PLUGINS.resolve("heuristic-bots.jar")), "the bundled plugins are built");

        Path out = work.resolve("run");
        CliRun run = CliRun.of("run", "--plugins", PLUGINS.toString(), "--bots", "lee,greedy", "--events",
                "marathon", "--seeds", "quick", "--games", "3", "--pieces", "20", "--out", out.toString(), "--quiet");
        assertEquals(0, run.code(), run.err());
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        try (ResultsServer server = new ResultsServer(new ResultsFolder(out), 0);
             DevToolsChromium chromium = new DevToolsChromium(browser, work)) {
            chromium.open(server.uri());
            // the first game the picker shows (the first bot's seed #0) is the one loaded, without a change
            chromium.await("document.getElementById('replay-slot').getAttribute('data-game') !== null"
                    + " && document.getElementById('fumen').value.indexOf('v115@') === 0", 60);
            String first = chromium.eval(picker()).asText();
            String[] parts = first.split("/");
            assertEquals(parts[2], parts[3], "the picker's game is the one replayed: " + first);
            assertTrue(chromium.eval("document.getElementById('pick-game').selectedOptions[0].textContent").asText()
                    .startsWith("seed #0 "), first);

            // a replay from the newest games sets the picker to that game
            int pick = -1;
            for (int i = 0; i < games.size(); i++) {
                if (!games.get(i).botId().equals(parts[1]) && games.get(i).seedIndex() == 2) {
                    pick = i;
                }
            }
            GameRecord chosen = games.get(pick);
            chromium.eval("document.querySelector('#recent tr[data-game=\"" + pick + "\"] button').click()");
            String expected = "marathon/" + chosen.botId() + "/" + pick + "/" + pick;
            chromium.await(picker() + " === '" + expected + "'", 60);
            assertTrue(chromium.eval("document.getElementById('pick-game').selectedOptions[0].textContent").asText()
                    .startsWith("seed #2 "));

            // the run is finished: final standings, and the leaderboard one link away, served
            chromium.await("document.getElementById('standings-title').textContent === 'Final standings'"
                    + " && !document.getElementById('leaderboard-link').hidden", 60);
            assertEquals("leaderboard.html", chromium.eval(
                    "document.querySelector('#leaderboard-link a').getAttribute('href')").asText());
            assertEquals("200 true", chromium.eval("(function () { var x = new XMLHttpRequest();"
                    + " x.open('GET', 'leaderboard.html', false); x.send();"
                    + " return x.status + ' ' + (x.responseText === " + jsString(Files.readString(
                    out.resolve("leaderboard.html"))) + "); })()").asText());
        }
    }

    @Test
    void aRunningFolderHasNoLeaderboardPageYet() throws Exception {
        Path folder = Files.createDirectories(work.resolve("empty"));
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0)) {
            java.net.HttpURLConnection c = (java.net.HttpURLConnection) server.uri().resolve("leaderboard.html").toURL()
                    .openConnection();
            assertEquals(404, c.getResponseCode());
            assertEquals("no leaderboard.html yet: the run writes it when it ends",
                    new String(c.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private static String jsString(String text) throws Exception {
        return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(text);
    }
}
