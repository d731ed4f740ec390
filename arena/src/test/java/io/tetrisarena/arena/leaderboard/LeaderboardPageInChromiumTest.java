package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.arena.cli.Main;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.TestBots;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens a real leaderboard.html in headless Chromium (Debian's {@code chromium}) with a self-test script
 * appended: it records script errors, clicks a column header twice, filters by bot, and steps the replay to
 * its first, second and last move, then writes what it saw into the DOM, which {@code --dump-dom} prints.
 * Skipped when chromium is missing, except under {@code CI=true}, where it must run.
 */
class LeaderboardPageInChromiumTest {
    static final String ERRORS = "<script>window.__errors = []; window.addEventListener('error', function (e) {"
            + " window.__errors.push(String(e.message)); });</script>";
    private static final String SELF_TEST = """
            <script>
            (function () {
              var out = { errors: window.__errors };
              function texts(table, column) {
                return Array.prototype.slice.call(table.rows, 1).filter(function (r) { return r.style.display !== "none"; })
                    .map(function (r) { return r.cells[column].textContent; });
              }
              try {
                var table = document.querySelector("table.sortable");
                var rating = table.rows[0].cells[3];
                rating.click();
                out.ascending = texts(table, 3);
                out.sortState = rating.getAttribute("aria-sort");
                rating.click();
                out.descending = texts(table, 3);
                out.descendingBots = texts(table, 1);
                var filter = document.querySelector("input.filter");
                filter.value = "o";
                filter.oninput();
                out.filtered = texts(table, 1);
                var root = document.querySelector(".replay");
                var select = root.querySelector("select.game");
                out.game = select.options[select.selectedIndex].textContent;
                out.hud = [root.querySelector(".hud").textContent];
                root.querySelector("[data-act=step]").click();
                out.hud.push(root.querySelector(".hud").textContent);
                root.querySelector("[data-act=last]").click();
                out.hud.push(root.querySelector(".hud").textContent);
                out.info = root.querySelector(".info").textContent;
              } catch (e) {
                out.errors.push("self-test: " + e);
              }
              REPORT
            })();
            </script>
            """.replace("REPORT", LeaderboardPageInChromiumTest.REPORT);
    /** The self-tests' last statement: what they saw, as JSON in {@code <pre id="selftest">}. */
    static final String REPORT = "var pre = document.createElement(\"pre\"); pre.id = \"selftest\";"
            + " pre.textContent = JSON.stringify(out); document.body.appendChild(pre);";

    @TempDir
    Path work;

    static Path chromium() {
        return io.tetrisarena.arena.testkit.DevToolsChromium.find();
    }

    @Test
    void theScriptsRunWithoutErrorsAndSortingFilteringAndTheReplayWork() throws Exception {
        Path browser = chromium();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");

        Path plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater", "thrower", "silent"));
        Path event = work.resolve("tiny.json");
        Files.writeString(event, """
                {"name": "tiny", "description": "A short guideline game.", "metric": "score", "higherIsBetter": true,
                 "rules": {"width": 10, "height": 40, "visibleHeight": 20, "previewCount": 3, "hold": true,
                           "movement": "srs", "rotation180": false, "scoring": "guideline",
                           "randomizer": "seven_bag", "topOut": "guideline", "pieceCap": 30,
                           "garbage": {"firstInterval": 0, "minInterval": 0, "shrinkEvery": 0},
                           "moveTimeMillis": 200}}
                """);
        Path out = work.resolve("board");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"run", "--plugins", plugins.toString(), "--events", event.toString(),
            "--seeds", "quick", "--games", "3", "--out", out.toString(), "--quiet"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        String page = Files.readString(out.resolve("leaderboard.html"));
        Path tested = work.resolve("tested.html");
        Files.writeString(tested, page.replace("<head>", "<head>\n" + ERRORS).replace("</body>", SELF_TEST + "</body>"));

        JsonNode seen = selfTest(browser, tested, work);

        assertEquals(0, seen.get("errors").size(), seen.get("errors").toString());
        List<Double> ascending = numbers(seen.get("ascending"));
        List<Double> sorted = new ArrayList<>(ascending);
        sorted.sort(null);
        assertEquals(sorted, ascending, "ascending after one click");
        assertEquals("ascending", seen.get("sortState").asText());
        List<Double> descending = numbers(seen.get("descending"));
        sorted.sort(java.util.Comparator.reverseOrder());
        assertEquals(sorted, descending, "descending after the second");
        assertEquals(4, seen.get("descendingBots").size());
        for (JsonNode bot : seen.get("filtered")) {
            assertTrue(bot.asText().contains("o"), seen.get("filtered").toString());
        }
        assertEquals(List.of("good", "thrower"), sortedTexts(seen.get("filtered")), "cheater and silent have no o");

        // the first game in the viewer is good's best: its hud shows the seed's pieces and, at the end, its score
        Matcher label = Pattern.compile("^good: best.*\\(seed (\\d+), score (\\d+)\\)$").matcher(seen.get("game").asText());
        assertTrue(label.find(), seen.get("game").asText());
        int seedIndex = Integer.parseInt(label.group(1));
        GameRecord game = ResultsFile.read(out.resolve("results.jsonl")).games().stream()
                .filter(g -> g.botId().equals("good") && g.seedIndex() == seedIndex).findFirst().orElseThrow();
        String queue = new PieceSequence(RandomizerKind.SEVEN_BAG, game.seed()).prefix(40);
        assertEquals("hold -  now " + queue.charAt(0) + "  next " + queue.substring(1, 4) + "  score 0",
                seen.get("hud").get(0).asText());
        assertEquals("hold -  now " + queue.charAt(1) + "  next " + queue.substring(2, 5) + "  score "
                + String.format(java.util.Locale.US, "%,d", scoreAfterFirstMove(game, event)), seen.get("hud").get(1).asText());
        assertTrue(seen.get("hud").get(2).asText().endsWith("score " + String.format(java.util.Locale.US, "%,d",
                game.score())), seen.get("hud").get(2).asText());
        assertTrue(seen.get("info").asText().startsWith("move 30 / 30"), seen.get("info").asText());
    }

    /** Opens the page headless and returns what its self-test wrote into {@code <pre id="selftest">}. */
    static JsonNode selfTest(Path browser, Path page, Path work) throws Exception {
        Path profile = Files.createDirectories(work.resolve("profile"));
        Path dump = work.resolve("dom.html");
        Process p = new ProcessBuilder(browser.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--dump-dom", page.toUri().toString())
                .redirectOutput(dump.toFile()).redirectError(work.resolve("chromium.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium finished");
        Matcher m = Pattern.compile("<pre id=\"selftest\">(.*?)</pre>", Pattern.DOTALL).matcher(Files.readString(dump));
        assertTrue(m.find(), "the self-test ran: " + Files.readString(work.resolve("chromium.log")));
        return new ObjectMapper().readTree(m.group(1).replace("&quot;", "\"").replace("&amp;", "&")
                .replace("&lt;", "<").replace("&gt;", ">"));
    }

    private static long scoreAfterFirstMove(GameRecord game, Path event) {
        io.tetrisarena.arena.game.Game replay = new io.tetrisarena.arena.game.Game(
                io.tetrisarena.arena.event.Events.load(event.toString()).rules(), game.seed());
        var token = io.tetrisarena.arena.results.MoveCodec.decode(game.moves()).get(0);
        replay.apply(new io.tetrisarena.api.Move(token.hold(), token.placement()));
        return replay.score();
    }

    private static List<Double> numbers(JsonNode texts) {
        List<Double> out = new ArrayList<>();
        texts.forEach(t -> out.add(Double.parseDouble(t.asText().replace('\u2212', '-').replace("+", ""))));
        return out;
    }

    private static List<String> sortedTexts(JsonNode texts) {
        List<String> out = new ArrayList<>();
        texts.forEach(t -> out.add(t.asText()));
        out.sort(null);
        return out;
    }
}
