package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.versus.VersusReferee;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A versus game between a bot in the arena's JVM and the same bot over TBP: both see the same versus view. */
class TbpVersusTest {

    /** Plays the lowest placement, the leftmost of equals, and writes down every versus view it is shown. */
    static TetrisBot watcher(List<VersusView> seen) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("watcher", "W", "1", "tests", "test");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return o -> {
                    seen.add(o.versus().orElse(null));
                    return Move.place(o.placements().stream().min(Comparator.comparingInt(Placement::topRow)
                            .thenComparingInt(p -> p.cellX(0))).orElseThrow());
                };
            }
        };
    }

    @Test
    void theVersusExtensionOfSuggestRoundTrips() throws Exception {
        VersusView view = new VersusView(Board.parse(10, 40, "#.########", "##.#######"),
                List.of(new VersusView.Incoming(3, 0), new VersusView.Incoming(1, 1)), 1);
        String line = TbpCodec.encode(new TbpMessage.Suggest(view));
        assertTrue(line.startsWith("{\"type\":\"suggest\",\"tetris_arena_versus\":{\"garbage_delay\":1,"
                + "\"incoming\":[{\"lines\":3,\"turns_left\":0},{\"lines\":1,\"turns_left\":1}],\"opponent_board\":"
                + "[[\"G\",\"G\",null,"), line);
        assertEquals(new TbpMessage.Suggest(view), TbpCodec.decode(line, 10, 40));
        assertEquals(new TbpMessage.Suggest(null), TbpCodec.decode("{\"type\":\"suggest\"}", 10, 40));
    }

    @Test
    void theVersusExtensionCarriesTheEventsProfileWhenItIsNotTheGuidelines() throws Exception {
        for (String name : List.of("versus-allspin", "versus-botris")) {
            io.tetrisarena.api.kernel.AttackTable table = Events.load(name).versus().table();
            VersusView view = new VersusView(Board.parse(10, 40, "#.########"), List.of(), 1, table);
            String line = TbpCodec.encode(new TbpMessage.Suggest(view));
            assertTrue(line.contains("\"attack_table\":{\"spins\":"), line);
            assertEquals(new TbpMessage.Suggest(view), TbpCodec.decode(line, 10, 40), name);
            assertEquals(table, ((TbpMessage.Suggest) TbpCodec.decode(line, 10, 40)).versus().attackTable(), name);
        }
        VersusView guideline = new VersusView(Board.parse(10, 40, "#.########"), List.of(), 1);
        assertTrue(!TbpCodec.encode(new TbpMessage.Suggest(guideline)).contains("attack_table"), "the guideline's profile is the default");
    }

    @Test
    void aBotOverTbpSeesWhatTheSameBotInProcessSeesTurnByTurn() {
        // The same seat (side 1, so the same deal) against the same opponent, once in process and once over TBP.
        Event event = Events.load("versus").withPieceCap(40);
        List<VersusView> direct = Collections.synchronizedList(new ArrayList<>());
        List<VersusView> remote = Collections.synchronizedList(new ArrayList<>());
        List<VersusReferee.Entrant> sides = List.of(new VersusReferee.Entrant("a", "1", "x"),
                new VersusReferee.Entrant("b", "1", "x"));
        VersusRecord inProcess = new VersusReferee(text -> { }).play(event, "test", 0, 21, false, sides,
                new InProcessConnector(watcher(new ArrayList<>()), "opponent").open("a"),
                new InProcessConnector(watcher(direct), "watcher").open("a"));
        VersusRecord r;
        try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(watcher(remote)), Hosting.PROCESS, 5000)) {
            r = new VersusReferee(text -> { }).play(event, "test", 0, 21, false, sides,
                    new InProcessConnector(watcher(new ArrayList<>()), "opponent").open("b"), tbp.open("b"));
        }
        assertEquals(inProcess.sides().get(1).moves(), r.sides().get(1).moves(), "the same bot plays the same game");
        assertEquals(inProcess.sides().get(0).moves(), r.sides().get(0).moves(), "against the same opponent's game");
        assertEquals(r.turns(), direct.size());
        assertTrue(direct.stream().allMatch(v -> v != null), "every decision of a versus game shows the view");
        assertEquals(direct, remote);
    }

    @Test
    void aBotThatTakesGarbageMessagesGetsOneStartPerGameUnderHeavyGarbage() {
        java.nio.file.Path bundled = java.nio.file.Path.of("..", "plugins").toAbsolutePath().normalize();
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isRegularFile(bundled.resolve("attack-bots.jar")),
                "the bundled plugins are not built");
        io.tetrisarena.arena.plugin.LoadedBot attacker = new io.tetrisarena.arena.plugin.DefaultBotLoader().load(bundled)
                .bots().stream().filter(b -> b.id().equals("attacker")).findFirst().orElseThrow();
        Event event = Events.load("versus").withPieceCap(120);
        List<VersusReferee.Entrant> entrants = List.of(new VersusReferee.Entrant("attacker", "1", "x"),
                new VersusReferee.Entrant("watcher", "1", "x"));
        VersusRecord direct = new VersusReferee(text -> { }).play(event, "test", 0, 5, false, entrants,
                attacker.connector().open("a"), new InProcessConnector(watcher(new ArrayList<>()), "watcher").open("b"));
        java.util.concurrent.atomic.AtomicInteger starts = new java.util.concurrent.atomic.AtomicInteger();
        VersusRecord viaTbp;
        try (TbpConnector tbp = new TbpConnector(() -> new OneConversationTest.Watched(
                new InMemoryBotProcess(watcher(new ArrayList<>())), starts, 0), Hosting.PROCESS, 5000)) {
            viaTbp = new VersusReferee(text -> { }).play(event, "test", 0, 5, false, entrants,
                    attacker.connector().open("a"), tbp.open("b"));
        }
        assertTrue(direct.sides().get(1).garbageReceived() >= 8, "heavy garbage: " + direct.sides().get(1));
        assertEquals(direct.sides().get(1).moves(), viaTbp.sides().get(1).moves());
        assertEquals(direct.sides().get(1).garbageReceived(), viaTbp.sides().get(1).garbageReceived());
        assertEquals(1, starts.get(), "garbage rows come as garbage messages, never as a restart");
    }
}
