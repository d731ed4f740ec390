package io.tetrisarena.arena.botkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class BotHarnessTest {
    private static TetrisBot bot(String id, Function<io.tetrisarena.api.Observation, Move> decide) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo(id, id, "1.0.0", "tests", "a test bot");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return decide::apply;
            }
        };
    }

    @Test
    void countsAGoodBotsGamesWithoutFailures() {
        TetrisBot good = bot("good", o -> Move.place(o.placements().stream()
                .min(java.util.Comparator.comparingInt(Placement::topRow)).orElseThrow()));
        BotHarness.Report report = BotHarness.play(good, Events.load("classic").withPieceCap(15), 3);
        assertEquals(3, report.games().size());
        assertEquals(0, report.failures(), report.summary());
        assertEquals(45, report.games().stream().mapToInt(g -> g.pieces()).sum());
    }

    @Test
    void reportsIllegalMovesAndExceptionsByKind() {
        TetrisBot cheater = bot("cheater", o -> Move.place(Placement.of(o.current(), Rotation.NORTH, 4, 12)));
        BotHarness.Report cheats = BotHarness.play(cheater, "classic", 2);
        assertEquals(2, cheats.illegalMoves());
        assertEquals(0, cheats.exceptions());
        assertEquals(0.0, cheats.meanScore());
        TetrisBot thrower = bot("thrower", o -> {
            throw new IllegalStateException("boom");
        });
        BotHarness.Report threw = BotHarness.play(thrower, "classic", 1);
        assertEquals(1, threw.exceptions());
        assertEquals(true, threw.summary().startsWith("1 game: mean 0.0 pieces, 0.0 lines, score 0.0; 0 illegal"
                + " moves, 0 timeouts, 1 exception; first failure, seed #0: EXCEPTION"), threw.summary());
    }

    @Test
    void refusesAnEventTheBotDeclines() {
        TetrisBot picky = new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("picky", "picky", "1", "tests", "declines all");
            }

            @Override
            public Acceptance accepts(Rules rules) {
                return Acceptance.decline("not today");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                throw new UnsupportedOperationException();
            }
        };
        assertEquals("bot picky declines event classic: not today",
                assertThrows(IllegalArgumentException.class, () -> BotHarness.play(picky, "classic", 1)).getMessage());
    }
}
