package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.Move;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.RecordJson;
import io.tetrisarena.arena.testkit.ResultsLines;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Forged results, as a hostile user or bot author writes them, each refused by {@code verify} with its reason; or,
 * where a file check cannot tell (a forger who recomputes every hash and keeps every claim consistent), shown to
 * pass {@code verify}, as the results format's table of what {@code verify} proves says.
 */
class ForgerySuiteTest {
    private static final ObjectMapper MAPPER = RecordJson.mapper();

    @TempDir
    static Path work;
    static List<String> games;
    static List<String> versus;

    @BeforeAll
    static void playATournamentAndAVersusRunOfTwoBotsOfOneJar() throws Exception {
        Path plugins = Path.of("..", "plugins");
        Path out = work.resolve("honest");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--bots", "lee,dellacherie", "--events", "classic",
                "--pieces", "30", "--seeds", "quick", "--games", "2", "--threads", "2", "--no-versus", "--quiet",
                "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        games = Files.readAllLines(out.resolve("results.jsonl"));
        CliRun vs = CliRun.of("versus", "--plugins", plugins.toString(), "--bots", "lee,dellacherie", "--games", "1",
                "--pieces", "20", "--threads", "2", "--out", out.toString());
        assertEquals(0, vs.code(), vs.err());
        versus = Files.readAllLines(out.resolve("versus.jsonl"));
        JsonNode bots = MAPPER.readTree(games.get(0)).get("header").get("bots");
        assertEquals(bots.get(0).get("jarSha256"), bots.get(1).get("jarSha256"), "two bots of one jar");
    }

    private static int counter;

    /** Writes a forged copy and runs verify on it. */
    private static CliRun verify(List<String> lines, String file) throws IOException {
        Path dir = Files.createDirectories(work.resolve("forged-" + counter++));
        Path path = Files.write(dir.resolve(file), lines);
        return CliRun.of("verify", path.toString());
    }

    private static void refused(List<String> forged, String file, String reason) throws IOException {
        CliRun verify = verify(forged, file);
        assertEquals(1, verify.code(), verify.out() + verify.err());
        assertTrue(verify.out().contains(reason), "expected '" + reason + "' in:\n" + verify.out());
    }

    private static void passes(List<String> forged, String file) throws IOException {
        CliRun verify = verify(forged, file);
        assertEquals(0, verify.code(), "only a rerun can tell this forgery; verify says:\n" + verify.out());
    }

    /** A forgery {@code verify} passes, refused by {@code verify --rerun} with the first differing move. */
    private static void refusedOnRerun(List<String> forged, String reason) throws IOException {
        Path dir = Files.createDirectories(work.resolve("forged-" + counter++));
        Path path = Files.write(dir.resolve("results.jsonl"), forged);
        assertEquals(0, CliRun.of("verify", path.toString()).code(), "verify alone passes it");
        CliRun rerun = CliRun.of("verify", "--rerun", "--plugins", Path.of("..", "plugins").toString(), "--threads",
                "2", path.toString());
        assertEquals(1, rerun.code(), rerun.out() + rerun.err());
        assertTrue(rerun.out().contains(reason), "expected '" + reason + "' in:\n" + rerun.out());
    }

    @Test
    void anHonestFileRerunsWithTheSameMoves() {
        honestRerun("results.jsonl", "4 of 4 games rerun with the same moves in ");
    }

    @Test
    void anHonestVersusFileRerunsWithTheSameMovesOnBothSides() {
        honestRerun("versus.jsonl", "2 of 2 versus games rerun with the same moves in ");
    }

    private static void honestRerun(String file, String says) {
        CliRun rerun = CliRun.of("verify", "--rerun", "--plugins", Path.of("..", "plugins").toString(),
                work.resolve("honest").resolve(file).toString());
        assertEquals(0, rerun.code(), rerun.out() + rerun.err());
        assertTrue(rerun.out().contains(says), rerun.out());
    }

    private static List<String> edited(List<String> lines, int index, UnaryOperator<ObjectNode> edit) {
        List<String> copy = new ArrayList<>(lines);
        try {
            copy.set(index, MAPPER.writeValueAsString(edit.apply((ObjectNode) MAPPER.readTree(copy.get(index)))));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return copy;
    }

    private static ObjectNode game(ObjectNode line) {
        return (ObjectNode) line.get("game");
    }

    private static int lineOf(String bot, int seedIndex) {
        for (int i = 1; i < games.size(); i++) {
            if (games.get(i).contains("\"botId\":\"" + bot + "\"") && games.get(i).contains("\"seedIndex\":" + seedIndex
                    + ",")) {
                return i;
            }
        }
        throw new AssertionError("no game of " + bot + " on seed #" + seedIndex);
    }

    @Test
    void aGameRelabelledOntoAnotherBotOfTheSameJarIsRefused() throws Exception {
        List<String> forged = edited(games, lineOf("lee", 0), l -> {
            game(l).put("botId", "dellacherie");
            return l;
        });
        refused(forged, "results.jsonl", "does not match line");
        refused(ResultsLines.rechained(forged), "results.jsonl", "a second record of the game of line");
        // with dellacherie's own game removed as well: the plan's count tells
        List<String> without = new ArrayList<>(forged);
        without.remove(lineOf("dellacherie", 0));
        refused(ResultsLines.rechained(without), "results.jsonl", "the plan holds 4 games, the log 3 records");
        // and with the plan's count edited too: only a rerun plays dellacherie on that seed and sees other moves
        refusedOnRerun(ResultsLines.rechained(edited(without, 0, l -> {
            ((ObjectNode) l.get("header")).put("games", 3);
            return l;
        })), "(dellacherie/classic/#0): differs on rerun: token ");
    }

    @Test
    void aRivalsGameTurnedIntoAnInventedTimeoutIsRefusedUnlessEveryHashIsRecomputed() throws Exception {
        int i = lineOf("dellacherie", 1);
        List<String> forged = edited(games, i, l -> timedOutAfter(l, 10));
        refused(forged, "results.jsonl", "does not match line");
        refusedOnRerun(ResultsLines.rechained(forged), "(dellacherie/classic/#1): differs on rerun: the record ends in"
                + " TIMEOUT after 10 pieces, the rerun in PIECE_CAP after 30 pieces");
    }

    /** The game cut after {@code moves} moves and called a timeout, every count its replay's. */
    private static ObjectNode timedOutAfter(ObjectNode line, int moves) {
        ObjectNode g = game(line);
        JsonNode header = MAPPER.valueToTree(Map.of());
        Event event;
        try {
            header = MAPPER.readTree(games.get(0)).get("header");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        event = Events.parse(header.get("events").get(0).get("definitionJson").asText(), "classic");
        Game replay = new Game(event.rules(), g.get("seed").asLong());
        List<MoveCodec.Token> tokens = MoveCodec.decode(g.get("moves").asText());
        for (MoveCodec.Token t : tokens.subList(0, moves)) {
            replay.apply(new Move(t.hold(), t.placement()));
        }
        g.put("outcome", "TIMEOUT").put("detail", "move " + (moves + 1) + ": no answer within the limit")
                .put("pieces", replay.piecesPlaced()).put("lines", replay.lines()).put("score", replay.score())
                .put("tetrises", replay.tetrises()).put("tSpins", replay.tSpins())
                .put("garbageReceived", replay.garbageReceived()).put("highestStack", replay.highestStack())
                .put("maxMoveMillis", 1000.0).put("moves", replay.moves());
        return line;
    }

    @Test
    void aDeletedRecordIsRefusedByTheChainAndByThePlansCount() throws Exception {
        List<String> forged = new ArrayList<>(games);
        forged.remove(lineOf("lee", 1));
        refused(forged, "results.jsonl", "removed");
        refused(ResultsLines.rechained(forged), "results.jsonl", "the plan holds 4 games, the log 3 records"
                + " (records removed)");
    }

    @Test
    void aRecordInsertedTwiceOrMovedIsRefused() throws Exception {
        List<String> twice = new ArrayList<>(games);
        twice.add(2, games.get(1));
        refused(twice, "results.jsonl", "line 3: its link does not match line 2");
        refused(ResultsLines.rechained(twice), "results.jsonl", "a second record of the game of line 2");
        List<String> moved = new ArrayList<>(games);
        moved.set(1, games.get(2));
        moved.set(2, games.get(1));
        refused(moved, "results.jsonl", "line 2: its link does not match line 1");
    }

    @Test
    void aFooterlessFileWithALineAfterTheFooterIsRefused() throws Exception {
        List<String> after = new ArrayList<>(games);
        after.add(games.get(1));
        refused(ResultsLines.rechained(after), "results.jsonl", "a line after the footer");
    }

    @Test
    void aRecordsWorkerOrTournamentOrImpossibleTimingsAreRefusedEvenWithEveryHashRecomputed() throws Exception {
        int i = lineOf("lee", 0);
        refused(ResultsLines.rechained(edited(games, i, l -> {
            game(l).put("worker", "mallory");
            return l;
        })), "results.jsonl", "played by member mallory, whom the footer does not name");
        refused(ResultsLines.rechained(edited(games, i, l -> {
            game(l).put("tournament", "0123456789abcdef");
            return l;
        })), "results.jsonl", "a record of tournament 0123456789abcdef in tournament ");
        refused(ResultsLines.rechained(edited(games, i, l -> {
            game(l).put("maxMoveMillis", -1.0);
            return l;
        })), "results.jsonl", "timings are impossible");
        // plausible timings: no file can tell how long a move took
        passes(ResultsLines.rechained(edited(games, i, l -> {
            game(l).put("meanMoveMillis", 0.5).put("maxMoveMillis", 2.5);
            return l;
        })), "results.jsonl");
    }

    @Test
    void theHeadersHostingIsCaughtByTheChainOnly() throws Exception {
        List<String> forged = edited(games, 0, l -> {
            ((ObjectNode) l.get("header").get("bots").get(0)).put("hosting", "sandboxed");
            return l;
        });
        refused(forged, "results.jsonl", "line 2: its link does not match line 1");
        passes(ResultsLines.rechained(forged), "results.jsonl");
    }

    @Test
    void theHeadersBotsEventsOrSeedsEditedWithEveryHashRecomputedGiveAnotherTournamentId() throws Exception {
        refused(ResultsLines.rechained(edited(games, 0, l -> {
            ((ObjectNode) l.get("header").get("bots").get(0)).put("version", "9.9.9");
            return l;
        })), "results.jsonl", "line 1: the header's tournament id is ");
        refused(ResultsLines.rechained(edited(games, 0, l -> {
            ((ObjectNode) l.get("header")).put("seedCount", 3);
            return l;
        })), "results.jsonl", "line 1: the header's tournament id is ");
    }

    @Test
    void everyFieldOfTheHeaderARecordAndTheFooterEditedIsRefused() throws Exception {
        int footer = games.size() - 1;
        for (int index : new int[] {0, 1, games.size() / 2, footer}) {
            ObjectNode line = (ObjectNode) MAPPER.readTree(games.get(index));
            for (String path : leaves(line, "")) {
                List<String> forged = edited(games, index, l -> {
                    change(l, path);
                    return l;
                });
                CliRun verify = verify(forged, "results.jsonl");
                assertEquals(1, verify.code(), "line " + (index + 1) + ", field " + path + ":\n" + verify.out()
                        + verify.err());
            }
        }
    }

    /** The paths of every scalar field of a line ({@code "game/score"}, {@code "header/bots/0/id"}). */
    private static List<String> leaves(JsonNode node, String path) {
        List<String> out = new ArrayList<>();
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                out.addAll(leaves(e.getValue(), path + "/" + e.getKey()));
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                out.addAll(leaves(node.get(i), path + "/" + i));
            }
        } else {
            out.add(path);
        }
        return out;
    }

    private static void change(JsonNode root, String path) {
        String[] parts = path.substring(1).split("/");
        JsonNode parent = root;
        for (int i = 0; i < parts.length - 1; i++) {
            parent = parent.isArray() ? parent.get(Integer.parseInt(parts[i])) : parent.get(parts[i]);
        }
        String last = parts[parts.length - 1];
        JsonNode value = parent.isArray() ? parent.get(Integer.parseInt(last)) : parent.get(last);
        JsonNode changed = value.isBoolean() ? MAPPER.getNodeFactory().booleanNode(!value.asBoolean())
                : value.isIntegralNumber() ? MAPPER.getNodeFactory().numberNode(value.asLong() + 1)
                : value.isNumber() ? MAPPER.getNodeFactory().numberNode(value.asDouble() + 1.5)
                : value.isNull() ? MAPPER.getNodeFactory().textNode("x")
                : MAPPER.getNodeFactory().textNode(value.asText() + "x");
        if (parent.isArray()) {
            ((ArrayNode) parent).set(Integer.parseInt(last), changed);
        } else {
            ((ObjectNode) parent).set(last, changed);
        }
    }

    @Test
    void versusSidesSwappedOrTheSwappedFlagFlippedAreRefused() throws Exception {
        UnaryOperator<ObjectNode> swapSides = l -> {
            ArrayNode sides = (ArrayNode) l.get("versus").get("sides");
            JsonNode first = sides.get(0);
            sides.set(0, sides.get(1));
            sides.set(1, first);
            int winner = l.get("versus").get("winner").asInt();
            ((ObjectNode) l.get("versus")).put("winner", winner < 0 ? winner : 1 - winner);
            return l;
        };
        UnaryOperator<ObjectNode> flip = l -> {
            ((ObjectNode) l.get("versus")).put("swapped", !l.get("versus").get("swapped").asBoolean());
            return l;
        };
        refused(edited(versus, 1, swapSides), "versus.jsonl", "line 3: its link does not match line 2");
        refused(ResultsLines.rechained(edited(versus, 1, swapSides)), "versus.jsonl",
                "are not a game of the plan (sides swapped or the flag flipped)");
        refused(ResultsLines.rechained(edited(versus, 1, flip)), "versus.jsonl",
                "are not a game of the plan (sides swapped or the flag flipped)");
        refused(ResultsLines.rechained(edited(versus, 1, l -> flip.apply(swapSides.apply(l)))), "versus.jsonl",
                "a second record of the game of line");
        // with the pair's other game removed and the plan's count edited: each side's moves are on the other deal
        List<String> alone = new ArrayList<>(edited(versus, 1, l -> flip.apply(swapSides.apply(l))));
        alone.remove(2);
        refused(ResultsLines.rechained(edited(alone, 0, l -> {
            ((ObjectNode) l.get("header")).put("games", 1);
            return l;
        })), "versus.jsonl", "refused line 2 (dellacherie-lee/#0): side 0, move 1 is illegal: wrong piece");
    }
}
