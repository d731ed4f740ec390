package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.EndReason;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The leaderboard page's replay viewer re-plays move lists in JavaScript. This test cuts the viewer's
 * replay code out of {@link HtmlAssets#SCRIPT}, runs it with node on games of every bundled event recorded
 * here with the Java engine, and requires, after every move, the Java engine's board, lines, pieces,
 * garbage rows, current, held and next pieces. Skipped when node is missing, except under {@code CI=true}.
 */
class ReplayViewerScriptTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int GAMES_PER_EVENT = 3;
    private static final int MAX_PIECES = 250;

    @TempDir
    Path work;

    @Test
    void theViewersReplayAgreesWithTheJavaEngineAfterEveryMoveOfEveryEvent() throws Exception {
        Path node = node();
        ObjectNode input = MAPPER.createObjectNode();
        ArrayNode events = input.putArray("events");
        List<List<List<String>>> expected = new ArrayList<>();
        int topOutsBeforeClearing = 0;
        for (String name : Events.BUNDLED) {
            Event event = Events.load(name);
            Rules rules = event.rules();
            ObjectNode e = events.addObject();
            e.put("name", name);
            e.put("width", rules.width());
            e.put("height", rules.height());
            e.put("visibleHeight", rules.visibleHeight());
            e.put("preview", rules.previewCount());
            e.put("hold", rules.hold());
            e.put("topOut", rules.topOut().name());
            ArrayNode games = e.putArray("games");
            List<List<String>> eventFrames = new ArrayList<>();
            int recorded = 0;
            boolean wantsClearingTopOut = rules.topOut() == io.tetrisarena.api.rules.TopOutRule.PIECE_ABOVE_VISIBLE;
            for (long seed = 1; recorded < GAMES_PER_EVENT && seed < 400; seed++) {
                List<String> frames = new ArrayList<>();
                Game game = play(rules, seed, frames);
                boolean clearingTopOut = game.lastLock().endReason() == EndReason.PIECE_ABOVE_VISIBLE
                        && game.board().fullRowCount() > 0;
                // Under the research rule keep one game whose last piece topped out while completing a row.
                if (wantsClearingTopOut && recorded == 0 && !clearingTopOut) {
                    continue;
                }
                topOutsBeforeClearing += clearingTopOut ? 1 : 0;
                ObjectNode g = games.addObject();
                g.put("moves", game.moves());
                g.put("queue", new PieceSequence(rules.randomizer(), seed)
                        .prefix(game.piecesPlaced() + rules.previewCount() + 2));
                eventFrames.add(frames);
                recorded++;
            }
            assertEquals(GAMES_PER_EVENT, recorded, name + ": games recorded");
            expected.add(eventFrames);
        }
        assertTrue(topOutsBeforeClearing >= 2, "both research events end a game on a row the piece completed");

        JsonNode actual = runNode(node, harness(), input);
        for (int e = 0; e < expected.size(); e++) {
            for (int g = 0; g < expected.get(e).size(); g++) {
                JsonNode run = actual.get(e).get(g);
                assertTrue(run.get("error").isNull(), Events.BUNDLED.get(e) + " game " + g + ": " + run.get("error"));
                List<String> want = expected.get(e).get(g);
                JsonNode frames = run.get("frames");
                assertEquals(want.size(), frames.size(), Events.BUNDLED.get(e) + " game " + g + ": frames");
                for (int f = 0; f < want.size(); f++) {
                    assertEquals(want.get(f), frames.get(f).asText(),
                            Events.BUNDLED.get(e) + " game " + g + " after move token " + f);
                }
            }
        }
    }

    @Test
    void theViewerShowsEachPlacementsMoveInfoAndNothingForARecordWithout() throws Exception {
        Path node = node();
        Event event = Events.load("survival");
        Rules rules = event.rules();
        Game game = play(rules, 7, new ArrayList<>());
        String moves = game.moves();
        assertTrue(moves.contains(" g"), "the game has garbage rows between its placements");
        GameRecord plain = new GameRecord("tbp-bot", "1.0", "00", "survival", "s", 0, 7, Outcome.TOPPED_OUT, "",
                game.piecesPlaced(), game.lines(), game.score(), 0, 0, 0, 0, 1.0, 2.0, moves);
        // placement 0 said everything, placement 1 nothing, placement 2 only its depth and a note
        List<MoveInfo> infos = new ArrayList<>();
        infos.add(new MoveInfo(1234L, 56789.4, 3, "fast path"));
        infos.add(null);
        infos.add(new MoveInfo(null, null, 5, "hold first"));
        GameRecord told = plain.withMoveInfo(infos);

        ObjectNode without = HtmlLeaderboard.replayGame(plain, "best", event.metric(), rules);
        assertTrue(!without.has("moveInfo"), "a record without move info adds nothing to the viewer's data");
        ObjectNode with = HtmlLeaderboard.replayGame(told, "best", event.metric(), rules);
        assertEquals("[{\"nodes\":1234,\"nps\":56789.4,\"depth\":3,\"extra\":\"fast path\"},null,"
                + "{\"depth\":5,\"extra\":\"hold first\"}]", MAPPER.writeValueAsString(with.get("moveInfo")));
        assertEquals(MAPPER.writeValueAsString(without), MAPPER.writeValueAsString(with.deepCopy().without("moveInfo")));

        // the frames after placements 0, 1, 2 and 3, found by their token positions in the move list
        String[] tokens = moves.trim().split(" +");
        List<Integer> placementFrames = new ArrayList<>();
        for (int t = 0; t < tokens.length && placementFrames.size() < 4; t++) {
            if (!tokens[t].startsWith("g")) {
                placementFrames.add(t + 1);
            }
        }
        ObjectNode input = MAPPER.createObjectNode();
        input.put("width", rules.width()).put("height", rules.height()).put("preview", rules.previewCount());
        input.set("game", with);
        JsonNode shown = runNode(node, String.join("\n",
                "\"use strict\";",
                "const fs = require(\"fs\");",
                replayCode(),
                "const input = JSON.parse(fs.readFileSync(process.argv[2], \"utf8\"));",
                "const run = simulate(input.game, input.width, input.height, input.preview, null);",
                "process.stdout.write(JSON.stringify(run.frames.map(function (f) {",
                "  return f.info === null ? null : moveInfoText(f.info);",
                "})));",
                ""), input);
        assertEquals(tokens.length + 1, shown.size());
        assertTrue(shown.get(0).isNull(), "the start frame has no move info");
        assertEquals("bot: nodes 1,234 \u00b7 nps 56,789 \u00b7 depth 3 \u00b7 fast path",
                shown.get(placementFrames.get(0)).asText());
        assertTrue(shown.get(placementFrames.get(1)).isNull(), "placement 1 came without move info");
        assertEquals("bot: depth 5 \u00b7 hold first", shown.get(placementFrames.get(2)).asText());
        int withInfo = 0;
        for (JsonNode f : shown) {
            withInfo += f.isNull() ? 0 : 1;
        }
        assertEquals(2, withInfo, "only placements 0 and 2 show move info; garbage rows and later moves none");
    }

    @Test
    void theViewerShowsAScoreOfZeroAfterEveryMoveUnderRulesThatAwardNoPoints() throws Exception {
        Path node = node();
        Event event = Events.load("literature-10x10");
        Rules rules = event.rules();
        GameRecord record = Fixture.dellacherieGame(rules, 3, 200);
        assertTrue(record.lines() > 20, "the game clears rows, which would score under other rules: " + record.lines());
        ObjectNode shownGame = HtmlLeaderboard.replayGame(record, "best", event.metric(), rules);
        ObjectNode input = MAPPER.createObjectNode();
        input.put("width", rules.width()).put("height", rules.height()).put("preview", rules.previewCount());
        input.set("game", shownGame);
        input.set("unscored", shownGame.deepCopy().without("scoring"));
        JsonNode shown = runNode(node, String.join("\n",
                "\"use strict\";",
                "const fs = require(\"fs\");",
                replayCode(),
                "const input = JSON.parse(fs.readFileSync(process.argv[2], \"utf8\"));",
                "function scores(game) {",
                "  return simulate(game, input.width, input.height, input.preview, null).frames.map(function (f) {",
                "    return f.score;",
                "  });",
                "}",
                "process.stdout.write(JSON.stringify([scores(input.game), scores(input.unscored)]));",
                ""), input);
        int frames = record.moves().trim().split(" +").length + 1;
        assertEquals(frames, shown.get(0).size());
        for (JsonNode score : shown.get(0)) {
            assertEquals(0, score.asInt(-1), "every frame shows 0 under rules without points: " + shown.get(0));
        }
        assertEquals(0, shown.get(1).get(0).asInt(-1), "the start shows 0");
        assertTrue(shown.get(1).get(1).isNull(), "a game without scores and without the mark shows no score");
    }

    /**
     * Plays a game with a simple chooser (lowest resting placement, hold now and then, random moves ever
     * more often), recording the viewer's expected frame after the start and after every token.
     */
    private static Game play(Rules rules, long seed, List<String> frames) {
        Game game = new Game(rules, seed);
        Random random = new Random(seed);
        frames.add(frame(game, 0));
        int garbage = 0;
        while (!game.isOver() && game.piecesPlaced() < MAX_PIECES) {
            boolean hold = !game.holdPlacements().isEmpty() && random.nextInt(5) == 0;
            PlacementList list = hold ? game.holdPlacements() : game.legalPlacements();
            int pick = random.nextInt(MAX_PIECES) < game.piecesPlaced() ? random.nextInt(list.size()) : lowest(list);
            game.apply(new Move(hold, list.get(pick)));
            boolean rose = game.lastLock().garbageHole() >= 0;
            // The viewer shows the placement, then the garbage row as a token of its own.
            if (rose) {
                frames.add(frameBeforeGarbage(game, garbage));
                garbage++;
            }
            frames.add(frame(game, garbage));
        }
        return game;
    }

    private static int lowest(PlacementList list) {
        int best = 0;
        int bestTop = Integer.MAX_VALUE;
        for (int i = 0; i < list.size(); i++) {
            int top = Integer.MIN_VALUE;
            for (int c = 0; c < 4; c++) {
                top = Math.max(top, list.y(i) + list.piece(i).cellY(list.rotation(i), c));
            }
            if (top < bestTop) {
                bestTop = top;
                best = i;
            }
        }
        return best;
    }

    /** The frame the viewer shows after a placement whose garbage row has not risen yet. */
    private static String frameBeforeGarbage(Game game, int garbage) {
        Board board = game.boardCopy();
        // Undo the garbage row: everything moves down one row, the bottom row goes.
        Board before = new Board(board.width(), board.height());
        for (int y = 1; y < board.height(); y++) {
            before.setRow(y - 1, board.row(y));
        }
        return describe(game, before, garbage);
    }

    private static String frame(Game game, int garbage) {
        return describe(game, game.board(), garbage);
    }

    private static String describe(Game game, Board board, int garbage) {
        StringBuilder rows = new StringBuilder();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                rows.append(board.isFilled(x, y) ? '#' : '.');
            }
            rows.append('/');
        }
        StringBuilder next = new StringBuilder();
        for (int i = 0; i < game.rules().previewCount(); i++) {
            next.append(game.state().upcoming(i));
        }
        return "pieces " + game.piecesPlaced() + " lines " + game.lines() + " garbage " + garbage + " current "
                + game.state().current() + " hold " + (game.heldPiece() == null ? "-" : game.heldPiece())
                + " next " + (game.rules().previewCount() == 0 ? "-" : next) + " board " + rows;
    }

    /** The viewer's replay code cut out of the page script, and a driver that prints its frames. */
    private static String harness() {
        return String.join("\n",
                "\"use strict\";",
                "const fs = require(\"fs\");",
                replayCode(),
                "const input = JSON.parse(fs.readFileSync(process.argv[2], \"utf8\"));",
                "const out = input.events.map(function (event) {",
                "  return event.games.map(function (game) {",
                "    const run = simulate(game, event.width, event.height, event.preview, event);",
                "    const frames = run.frames.map(function (f, i) {",
                "      let rows = \"\";",
                "      for (let y = 0; y < event.height; y++) {",
                "        for (let x = 0; x < event.width; x++) { rows += f.board[y * event.width + x] ? \"#\" : \".\"; }",
                "        rows += \"/\";",
                "      }",
                "      return \"pieces \" + f.pieces + \" lines \" + f.lines + \" garbage \" + f.garbage + \" current \"",
                "          + (f.current || \"-\") + \" hold \" + (f.hold || \"-\") + \" next \" + (f.next || \"-\")",
                "          + \" board \" + rows;",
                "    });",
                "    return { error: run.error, frames: frames };",
                "  });",
                "});",
                "process.stdout.write(JSON.stringify(out));",
                "");
    }

    /** Runs a script with node on the input (its path the script's argument) and reads what it printed. */
    private JsonNode runNode(Path node, String code, JsonNode input) throws Exception {
        Path script = work.resolve("script.js");
        Files.writeString(script, code, StandardCharsets.UTF_8);
        Path in = work.resolve("input.json");
        MAPPER.writeValue(in.toFile(), input);
        Path out = work.resolve("output.json");
        Process p = new ProcessBuilder(node.toString(), script.toString(), in.toString())
                .redirectOutput(out.toFile()).redirectError(work.resolve("node.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "node finished");
        assertEquals(0, p.exitValue(), "node: " + Files.readString(work.resolve("node.log")));
        return MAPPER.readTree(out.toFile());
    }

    /** The viewer's constants, cells(), moveInfoText() and simulate(), cut out of the page script. */
    private static String replayCode() {
        String script = HtmlAssets.SCRIPT;
        int from = script.indexOf("var COLORS");
        int to = script.indexOf("function viewer(");
        assertTrue(from > 0 && to > from, "the viewer script still has its constants, cells() and simulate()");
        return script.substring(from, to);
    }

    private static Path node() {
        Path found = null;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            Path candidate = Path.of(dir, "node");
            if (Files.isExecutable(candidate)) {
                found = candidate;
                break;
            }
        }
        if (!"true".equalsIgnoreCase(System.getenv("CI"))) {
            assumeTrue(found != null, "node is not installed (apt-get install nodejs)");
        }
        assertTrue(found != null, "CI=true: node must be installed (.ci/run installs nodejs)");
        return found;
    }
}
