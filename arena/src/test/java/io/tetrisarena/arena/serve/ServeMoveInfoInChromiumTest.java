package io.tetrisarena.arena.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.testkit.DevToolsChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arena serve}'s replay of a game whose record carries the bot's TBP {@code move_info}: the game is
 * loaded on demand, and stepping through it shows each placement's nodes, nps, depth and note under the board;
 * a game without move info shows no such line. Skipped without chromium, except under {@code CI=true}.
 */
class ServeMoveInfoInChromiumTest {
    private static final String MOVE_INFO = "document.querySelector('#replay-slot .moveinfo')";

    @TempDir
    Path work;

    @Test
    void theReplayShowsWhatTheBotSaidAboutEachPlacement() throws Exception {
        Path browser = DevToolsChromium.find();
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(browser != null, "chromium is not installed (apt-get install chromium)");
        }
        assertTrue(browser != null, "CI=true: chromium must be installed (.ci/run installs it)");

        Event marathon = Events.load("marathon");
        TournamentHeader header = new TournamentHeader("dev", "1.4.0", List.of(new TournamentHeader.EventInfo(
                marathon.name(), "d", "score", true, Events.toJson(marathon), Events.sha256(marathon))), "quick",
                "x", 1, List.of(new TournamentHeader.BotEntry("tbp-bot", "tbp-bot", "1", "tests", "p", "00",
                "process")), 1, "now", "jvm");
        Rules rules = marathon.rules();
        Game game = new Game(rules, 11);
        for (int i = 0; i < 6; i++) {
            game.apply(new Move(false, game.legalPlacements().get(0)));
        }
        GameRecord plain = new GameRecord("tbp-bot", "1", "00", marathon.name(), "quick", 0,
                11, Outcome.PIECE_CAP, "", game.piecesPlaced(), game.lines(), game.score(), 0, 0, 0, 0, 1.0, 2.0,
                game.moves());
        GameRecord told = plain.withMoveInfo(Arrays.asList(new MoveInfo(1234L, 56789.4, 3, "fast path"), null,
                new MoveInfo(null, null, 5, "hold first")));

        Path live = Files.createDirectories(work.resolve("live"));
        try (ResultsStore.Writer<GameRecord> writer = ResultsFile.create(live.resolve("results.jsonl"), header,
                List.of(plain, told));
             ResultsServer server = new ResultsServer(new ResultsFolder(live), 0);
             DevToolsChromium chromium = new DevToolsChromium(browser, work)) {
            chromium.open(server.uri());
            chromium.await("document.querySelector('#recent tr[data-game=\"1\"] button') !== null", 60);
            chromium.eval("document.querySelector('#recent tr[data-game=\"1\"] button').click()");
            chromium.await(MOVE_INFO + " !== null", 60);
            assertEquals("bot: \u2014", chromium.eval(MOVE_INFO + ".textContent").asText(), "the start");
            chromium.eval("document.querySelector('#replay-slot [data-act=step]').click()");
            assertEquals("bot: nodes 1,234 \u00b7 nps 56,789 \u00b7 depth 3 \u00b7 fast path",
                    chromium.eval(MOVE_INFO + ".textContent").asText());
            chromium.eval("document.querySelector('#replay-slot [data-act=step]').click()");
            assertEquals("no move info for this move", chromium.eval(MOVE_INFO + ".textContent").asText()
                    .replace("bot: ", ""));
            chromium.eval("document.querySelector('#replay-slot [data-act=step]').click()");
            assertEquals("bot: depth 5 \u00b7 hold first", chromium.eval(MOVE_INFO + ".textContent").asText());

            chromium.eval("document.querySelector('#recent tr[data-game=\"0\"] button').click()");
            chromium.await("document.getElementById('replay-slot').getAttribute('data-game') === '0'"
                    + " && document.querySelector('#replay-slot .info').textContent.indexOf('move 0 / 6') === 0", 60);
            assertTrue(chromium.eval(MOVE_INFO + " === null").asBoolean(), "a record without move info shows none");
        }
    }
}
