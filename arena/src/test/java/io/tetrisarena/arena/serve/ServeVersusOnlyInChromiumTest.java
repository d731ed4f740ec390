package io.tetrisarena.arena.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.cli.CliRun;
import io.tetrisarena.arena.testkit.DevToolsChromium;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve} on the folder of a versus run alone (a gauntlet of the bundled bots): the state names no missing
 * results file, the versus standings list the challenger's opponents, the page shows the versus part only (in
 * headless Chromium: no solo sections, the gauntlet's table, fumen buttons named by the bots) and links the
 * leaderboard page, which the server answers. The page part is skipped without chromium, except under
 * {@code CI=true}.
 */
class ServeVersusOnlyInChromiumTest {
    private static final Path PLUGINS = Path.of("..", "plugins");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    static Path work;
    static Path folder;

    @BeforeAll
    static void playAGauntlet() {
        assumeTrue(Files.isRegularFile(PLUGINS.resolve("attack-bots.jar")), "the bundled plugins are built");
        folder = work.resolve("versus");
        CliRun run = CliRun.of("versus", "--plugins", PLUGINS.toString(), "--bots", "attacker,greedy,lee",
                "--gauntlet", "attacker", "--seeds", "quick", "--games", "1", "--pieces", "30", "--threads", "2",
                "--out", folder.toString());
        assertEquals(0, run.code(), run.err());
    }

    private static HttpResponse<String> get(ResultsServer server, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(server.uri().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void theStateOfAVersusOnlyFolderNamesNoMissingFileAndItsStandingsListTheGauntletsOpponents() throws Exception {
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0)) {
            JsonNode state = MAPPER.readTree(get(server, "/api/state").body());
            assertEquals("", state.get("problem").asText());
            assertEquals(false, state.get("solo").asBoolean());
            assertEquals(4, state.get("versus").asInt());
            assertEquals(true, state.get("versusFinished").asBoolean());
            assertEquals(true, state.get("leaderboard").asBoolean());
            JsonNode standings = MAPPER.readTree(get(server, "/api/versus").body()).get("standings");
            assertEquals("attacker", standings.get("gauntlet").asText());
            List<String> pairings = new ArrayList<>();
            standings.get("pairings").forEach(p -> pairings.add(p.get("bot").asText() + ">" + p.get("opponent").asText()
                    + " " + p.get("games").asInt()));
            pairings.sort(null);
            assertEquals(List.of("attacker>greedy 2", "attacker>lee 2", "greedy>attacker 2", "lee>attacker 2"),
                    pairings);
            HttpResponse<String> page = get(server, "/leaderboard.html");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<h3>Against attacker</h3>"));
        }
    }

    @Test
    void thePageShowsTheVersusPartOnlyWithTheGauntletsTableAndLinksTheLeaderboard() throws Exception {
        Path browser = DevToolsChromium.find();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0);
             DevToolsChromium chromium = new DevToolsChromium(browser, work)) {
            chromium.open(server.uri());
            chromium.await("document.querySelectorAll('#versus-standings table.gauntlet tbody tr').length === 2"
                    + " && document.querySelector('#versus-slot .info').textContent.indexOf('turn 0 / ') === 0", 60);
            assertEquals("4 versus games, finished",
                    chromium.eval("document.getElementById('progress').textContent").asText());
            assertEquals("true true false false", chromium.eval("[document.getElementById('solo').hidden,"
                    + " document.getElementById('solo-nav').hidden, document.getElementById('versus-part').hidden,"
                    + " document.getElementById('leaderboard-link').hidden].join(' ')").asText(),
                    "no solo sections; the versus part and the leaderboard link shown");
            String rows = chromium.eval("Array.prototype.map.call(document.querySelectorAll("
                    + "'#versus-standings table.gauntlet tbody tr'), function (r) { return r.cells[0].textContent + ' '"
                    + " + r.cells[4].textContent; }).sort().join(', ')").asText();
            assertEquals("greedy 2, lee 2", rows, "one row per opponent of attacker, with its games");
            assertEquals("bot W-D-L against attacker score 95% CI games", chromium.eval("Array.prototype.map.call("
                    + "document.querySelectorAll('#versus-standings table.gauntlet th'), function (h) {"
                    + " return h.textContent; }).join(' ')").asText());
            assertTrue(chromium.eval("document.getElementById('versus-plan').textContent").asText()
                    .startsWith("A gauntlet: attacker plays each other bot on 1 seeds of quick"));
            // the first game loaded: attacker plays its first side, greedy the second
            assertEquals("fumen of attacker's board / fumen of greedy's board", chromium.eval(
                    "document.getElementById('versus-fumen-0').textContent + ' / '"
                    + " + document.getElementById('versus-fumen-1').textContent").asText());
            chromium.eval("(function () { var s = document.querySelector('#versus-slot select.game');"
                    + " s.value = '3'; s.onchange(); })()");
            assertEquals("fumen of lee's board / fumen of attacker's board", chromium.eval(
                    "document.getElementById('versus-fumen-0').textContent + ' / '"
                    + " + document.getElementById('versus-fumen-1').textContent").asText(),
                    "game 3 is lee's mirrored game against attacker");
        }
    }
}
