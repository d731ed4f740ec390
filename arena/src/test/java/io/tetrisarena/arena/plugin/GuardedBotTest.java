package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class GuardedBotTest {
    private static final Event EVENT = new Event("short", "d", Metric.SCORE, true,
            Rules.guideline().withPieceCap(12).withMoveTimeMillis(200));

    private static LoadedBot loaded(Function<Rules, BotPlayer> players, Function<Rules, Acceptance> accepts) {
        TetrisBot bot = new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("t", "T", "1", "tests", "test");
            }

            @Override
            public Acceptance accepts(Rules rules) {
                return accepts.apply(rules);
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return players.apply(rules);
            }
        };
        return new LoadedBot(bot, bot.info(), "t", Path.of("t.jar"), "sha");
    }

    private static GameRecord play(LoadedBot bot) {
        List<String> log = new ArrayList<>();
        try (BotConnector connector = bot.connector()) {
            GameSpec spec = new GameSpec("t", "1", "sha", EVENT, "quick", 0, 77);
            return new Referee(log::add).play(spec, connector.open("g"));
        }
    }

    /** A Move whose placement is null, made the way a hostile bot would: past the record's constructor. */
    private static Move moveWithoutPlacement() throws Exception {
        Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
        f.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
        return (Move) unsafe.allocateInstance(Move.class);
    }

    @Test
    void anErrorFromAcceptsDeclinesTheEventWithTheReason() {
        LoadedBot bot = loaded(rules -> o -> Move.place(o.placements().get(0)), rules -> {
            throw new StackOverflowError("deep");
        });
        Acceptance a = bot.connector().accepts(EVENT.rules());
        assertFalse(a.accepted());
        assertEquals("accepts() threw StackOverflowError: deep", a.reason());
    }

    @Test
    void anErrorFromNewPlayerCostsOnlyThatGame() {
        GameRecord r = play(loaded(rules -> {
            throw new AssertionError("no player today");
        }, rules -> Acceptance.accept()));
        assertEquals(Outcome.EXCEPTION, r.outcome());
        assertTrue(r.detail().startsWith("while starting the game: threw "), r.detail());
        assertTrue(r.detail().contains("newPlayer threw AssertionError: no player today"), r.detail());
        assertEquals(0, r.pieces());
    }

    @Test
    void anErrorFromDecideEndsTheGameAsAnException() {
        GameRecord r = play(loaded(rules -> o -> {
            if (o.piecesPlaced() == 4) {
                throw new OutOfMemoryError("pretend");
            }
            return Move.place(o.placements().get(0));
        }, rules -> Acceptance.accept()));
        assertEquals(Outcome.EXCEPTION, r.outcome());
        assertEquals(4, r.pieces());
        assertTrue(r.detail().contains("decide threw OutOfMemoryError: pretend"), r.detail());
    }

    @Test
    void aMoveWithoutPlacementCostsTheBotItsGameNotTheRun() throws Exception {
        Move hollow = moveWithoutPlacement();
        GameRecord r = play(loaded(rules -> o -> o.piecesPlaced() == 2 ? hollow : Move.place(o.placements().get(0)),
                rules -> Acceptance.accept()));
        assertEquals(Outcome.EXCEPTION, r.outcome());
        assertEquals(2, r.pieces());
        assertTrue(r.detail().contains("malformed move"), r.detail());
    }

    @Test
    void aWellBehavedBotPlaysThroughTheGuardUnchanged() {
        LoadedBot bot = loaded(rules -> o -> Move.place(o.placements().get(o.placements().size() / 2)),
                rules -> Acceptance.accept());
        GameRecord guarded = play(bot);
        GameSpec spec = new GameSpec("t", "1", "sha", EVENT, "quick", 0, 77);
        GameRecord bare = new Referee(s -> { }).play(spec,
                new io.tetrisarena.arena.referee.InProcessConnection(bot.bot(), "bare"));
        assertEquals(Outcome.PIECE_CAP, guarded.outcome());
        assertEquals(12, guarded.pieces());
        assertEquals(bare.moves(), guarded.moves());
    }
}
