package io.tetrisarena.arena.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.cli.Main;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.fumen.Fumen;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.testkit.DevToolsChromium;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arena serve}'s page in headless Chromium, watching a results file as a run writes it: the games of a
 * real run (bundled bots) are appended to a fresh results file one at a time through the run's own writer, and
 * after each the page must show exactly the standings of the games so far; then a game picked from the page
 * replays to the engine's final board (read off the page's canvas), its fumen decodes to that board, and a
 * versus round dropped into the folder can be chosen, with the bots' names and the incoming-garbage meter the
 * engine computes. Skipped without chromium, except under {@code CI=true}.
 */
class ServeInChromiumTest {
    private static final Path PLUGINS = Path.of("..", "plugins");

    @TempDir
    Path work;

    @Test
    void theLiveViewFollowsARunAndReplaysItsGamesToTheEnginesBoards() throws Exception {
        Path browser = DevToolsChromium.find();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");
        assumeTrue(Files.isRegularFile(PLUGINS.resolve("heuristic-bots.jar")), "the bundled plugins are built");

        Path full = work.resolve("full");
        cli("run", "--plugins", PLUGINS.toString(), "--bots", "lee,greedy,dellacherie", "--events", "marathon",
                "--seeds", "quick", "--games", "3", "--pieces", "40", "--out", full.toString(), "--quiet", "--no-versus");
        cli("versus", "--plugins", PLUGINS.toString(), "--bots", "attacker,greedy", "--seeds", "quick", "--games", "1",
                "--pieces", "80", "--out", full.toString());
        ResultsStore.Contents<GameRecord> run = ResultsFile.read(full.resolve("results.jsonl"));
        List<GameRecord> games = run.games();
        assertEquals(9, games.size());

        Path live = Files.createDirectories(work.resolve("live"));
        try (ResultsStore.Writer<GameRecord> writer = ResultsFile.create(live.resolve("results.jsonl"), run.header(), List.of());
             ResultsServer server = new ResultsServer(new ResultsFolder(live), 0);
             DevToolsChromium chromium = new DevToolsChromium(browser, work)) {
            chromium.open(server.uri());
            chromium.await(games(0), 60);
            assertEquals("0 of 9 games, running", chromium.eval("document.getElementById('progress').textContent").asText());
            List<String> seen = new ArrayList<>();
            for (int n = 1; n <= games.size(); n++) {
                writer.append(games.get(n - 1));
                chromium.await(games(n), 60);
                String shown = chromium.eval("Array.prototype.map.call(document.querySelectorAll("
                        + "'#standings tbody tr'), function (r) { return Array.prototype.map.call(r.cells,"
                        + " function (c) { return c.textContent; }).join(' '); }).join(' | ')").asText();
                assertEquals(standings(games.subList(0, n)), shown, "after " + n + " games");
                seen.add(shown);
            }
            assertNotEquals(seen.get(0), seen.get(seen.size() - 1), "the standings changed while the run wrote");
            writer.footer(1.0);
            chromium.await("document.getElementById('progress').textContent === '9 of 9 games, finished'", 60);

            // any game can be chosen by event, bot and seed: lee's three
            chromium.eval("(function () { var b = document.getElementById('pick-bot'); b.value = 'lee';"
                    + " b.onchange(); })()");
            chromium.await("Array.prototype.map.call(document.getElementById('pick-game').options,"
                    + " function (o) { return o.textContent.split(' ')[0] + o.textContent.split(' ')[1]; }).join()"
                    + " === 'seed#0,seed#1,seed#2'", 60);

            // replay greedy's game on seed #2, chosen from the newest games, to its last move
            int pick = -1;
            for (int i = 0; i < games.size(); i++) {
                if (games.get(i).botId().equals("greedy") && games.get(i).seedIndex() == 2) {
                    pick = i;
                }
            }
            chromium.eval("document.querySelector('#recent tr[data-game=\"" + pick + "\"] button').click()");
            // (the picker had loaded lee's first game already: wait for the chosen one's board and fumen)
            chromium.await("document.getElementById('replay-slot').getAttribute('data-game') === '" + pick + "'"
                    + " && document.getElementById('fumen').getAttribute('data-game') === '" + pick + "'"
                    + " && (document.querySelector('#replay-slot .info') || {}).textContent"
                    + " && document.querySelector('#replay-slot .info').textContent.indexOf('move 0 / ') === 0"
                    + " && document.getElementById('fumen').value.indexOf('v115@') === 0", 60);
            chromium.eval("document.querySelector('#replay-slot [data-act=last]').click()");
            GameRecord game = games.get(pick);
            Rules rules = Events.load("marathon").withPieceCap(40).rules();
            Board board = finalBoard(rules, game);
            int rows = Math.min(rules.height(), rules.visibleHeight() + 2);
            assertEquals(rows(board, rows), canvasRows("#replay-slot canvas", rules.width(), rows, chromium),
                    "the page's board after the last move is the engine's");
            List<Fumen.Page> pages = Fumen.decode(chromium.eval("document.getElementById('fumen').value").asText());
            assertEquals(game.pieces() + 1, pages.size());
            assertEquals(board, pages.get(pages.size() - 1).toBoard(10, rules.height()));

            // the versus round lands: every game can be chosen, named by its bots, with the engine's meter
            Files.copy(full.resolve(JsonLinesStore.VERSUS_FILE), live.resolve(JsonLinesStore.VERSUS_FILE));
            chromium.await("document.querySelectorAll('#versus-slot select.game option').length === 2"
                    + " && document.querySelector('#versus-slot .info').textContent.indexOf('turn 0 / ') === 0", 60);
            ResultsStore.Contents<VersusRecord> versus = ResultsFile.read(full.resolve(JsonLinesStore.VERSUS_FILE), ResultsStore.Kind.VERSUS);
            assertEquals(List.of("attacker vs greedy, seed #0: " + outcome(versus.games().get(0)),
                    "greedy vs attacker, seed #0, mirrored: " + outcome(versus.games().get(1))),
                    texts(chromium.eval("Array.prototype.map.call(document.querySelectorAll("
                            + "'#versus-slot select.game option'), function (o) { return o.textContent; })")));
            chromium.eval("(function () { var s = document.querySelector('#versus-slot select.game');"
                    + " s.value = '1'; s.onchange(); })()");
            chromium.await("document.querySelector('#versus-slot .who').textContent.indexOf('greedy: 0 pieces') === 0",
                    60);
            int[][] incoming = new VersusVerifier(versus.header()).incomingByTurn(versus.games().get(1)).orElseThrow();
            List<Integer> meter = new ArrayList<>();
            int turns = versus.games().get(1).turns();
            for (int t = 0; t <= turns; t++) {
                meter.add(chromium.eval("document.querySelectorAll('#versus-slot canvas')[0]"
                        + ".getAttribute('data-incoming')").asInt());
                chromium.eval("document.querySelector('#versus-slot [data-act=step]').click()");
            }
            List<Integer> expected = new ArrayList<>();
            for (int t = 0; t <= turns; t++) {
                expected.add(incoming[0][Math.min(t, incoming[0].length - 1)]);
            }
            assertEquals(expected, meter, "greedy's incoming garbage, turn by turn");
            assertTrue(expected.stream().anyMatch(v -> v > 0), "the attacker sent garbage that waited: " + expected);
            assertTrue(chromium.eval("document.querySelectorAll('#versus-slot .who')[1].textContent").asText()
                    .startsWith("attacker: "), "side 1 is named by its bot");
            // the left side's last board on the page is its fumen's last page (garbage rows risen from its moves)
            chromium.eval("document.querySelector('#versus-slot [data-act=last]').click();"
                    + " document.getElementById('versus-fumen-0').click()");
            chromium.await("document.getElementById('versus-fumen').value.indexOf('v115@') === 0", 60);
            List<Fumen.Page> sidePages = Fumen.decode(chromium.eval("document.getElementById('versus-fumen').value")
                    .asText().lines().findFirst().orElseThrow());
            Board sideBoard = sidePages.get(sidePages.size() - 1).toBoard(10, rules.height());
            assertEquals(rows(sideBoard, rows), canvasRows("#versus-slot canvas", rules.width(), rows, chromium));
        }
    }

    private static String outcome(VersusRecord r) {
        return (r.winner() < 0 ? "draw" : r.sides().get(r.winner()).botId() + " wins") + " (" + r.reason() + ")";
    }

    private static String games(int n) {
        return "document.getElementById('progress') && document.getElementById('progress')"
                + ".getAttribute('data-games') === '" + n + "'";
    }

    /** The standings the page must show: per bot, games and mean score, best first, bots without games last. */
    private static String standings(List<GameRecord> games) {
        Map<String, long[]> byBot = new LinkedHashMap<>();
        for (String bot : List.of("lee", "greedy", "dellacherie")) {
            byBot.put(bot, new long[2]);
        }
        games.forEach(g -> {
            byBot.get(g.botId())[0]++;
            byBot.get(g.botId())[1] += g.score();
        });
        List<Map.Entry<String, long[]>> rows = new ArrayList<>(byBot.entrySet());
        rows.sort((a, b) -> {
            if ((a.getValue()[0] == 0) != (b.getValue()[0] == 0)) {
                return a.getValue()[0] == 0 ? 1 : -1;
            }
            if (a.getValue()[0] > 0) {
                int c = Double.compare((double) b.getValue()[1] / b.getValue()[0], (double) a.getValue()[1] / a.getValue()[0]);
                if (c != 0) {
                    return c;
                }
            }
            return a.getKey().compareTo(b.getKey());
        });
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            long[] s = rows.get(i).getValue();
            String mean = s[0] == 0 ? "\u2013" : String.format(java.util.Locale.US, "%,.2f",
                    Math.round((double) s[1] / s[0] * 100) / 100.0).replaceAll("\\.?0+$", "");
            out.add((s[0] == 0 ? "\u2013" : String.valueOf(i + 1)) + " " + rows.get(i).getKey() + " " + s[0] + " " + mean
                    + " 0");
        }
        return String.join(" | ", out);
    }

    private static Board finalBoard(Rules rules, GameRecord record) {
        Game game = new Game(rules, record.seed());
        for (MoveCodec.Token token : MoveCodec.decode(record.moves())) {
            if (!token.isGarbage()) {
                game.apply(new Move(token.hold(), token.placement()));
            }
        }
        return game.boardCopy();
    }

    private static List<String> rows(Board board, int rows) {
        List<String> out = new ArrayList<>();
        for (int y = rows - 1; y >= 0; y--) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < board.width(); x++) {
                row.append(board.isFilled(x, y) ? '#' : '.');
            }
            out.add(row.toString());
        }
        return out;
    }

    /** The filled cells the page drew, top row first: each cell's centre pixel against the empty colour. */
    private static List<String> canvasRows(String canvas, int width, int rows, DevToolsChromium chromium)
            throws Exception {
        JsonNode drawn = chromium.eval("(function () { var c = document.querySelector('" + canvas + "'),"
                + " cell = window.TetrisArenaReplay.cell, px = c.getContext('2d').getImageData(0, 0, c.width,"
                + " c.height).data, out = [];"
                + " for (var r = 0; r < " + rows + "; r++) { var line = '';"
                + "  for (var x = 0; x < " + width + "; x++) {"
                + "   var i = (((r * cell + (cell >> 1)) * c.width) + x * cell + (cell >> 1)) * 4;"
                + "   line += (px[i] === 0x14 && px[i + 1] === 0x17 && px[i + 2] === 0x1c) ? '.' : '#'; }"
                + "  out.push(line); }"
                + " return out; })()");
        return texts(drawn);
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static void cli(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
    }
}
