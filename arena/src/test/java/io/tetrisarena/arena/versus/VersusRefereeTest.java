package io.tetrisarena.arena.versus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class VersusRefereeTest {
    static final Event EVENT = Events.load("versus").withPieceCap(60);

    static TetrisBot bot(String id, Function<Rules, BotPlayer> players) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo(id, id, "1", "tests", "test");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return players.apply(rules);
            }
        };
    }

    /** Plays the lowest placement, the leftmost of equals: it clears lines now and then. */
    static TetrisBot low(String id) {
        return bot(id, r -> o -> Move.place(o.placements().stream()
                .min(Comparator.comparingInt(Placement::topRow).thenComparingInt(p -> p.cellX(0))).orElseThrow()));
    }

    static VersusRecord play(TetrisBot a, TetrisBot b, long seed, List<String> log) {
        VersusReferee referee = new VersusReferee(log::add);
        return referee.play(EVENT, "test", 0, seed, false,
                List.of(new VersusReferee.Entrant(a.info().id(), "1", "sha"), new VersusReferee.Entrant(b.info().id(), "1",
                        "sha")), new InProcessConnector(a, a.info().id()).open("a"),
                new InProcessConnector(b, b.info().id()).open("b"));
    }

    static TournamentHeader header(String... ids) {
        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (String id : ids) {
            bots.add(new TournamentHeader.BotEntry(id, id, "1", "tests", "p", "sha", "in-process"));
        }
        return new TournamentHeader("dev", "1.2.0", List.of(new TournamentHeader.EventInfo(EVENT.name(), "d",
                "pieces", true, Events.toJson(EVENT), Events.sha256(EVENT))), "test", "x", 1, bots, 1, "now", "jvm");
    }

    @Test
    void identicalBotsOnTheSameSeedPlayTheirOwnDealsSoTheirGamesDiffer() {
        VersusRecord r = play(low("a"), low("b"), 11, new ArrayList<>());
        VersusRecord.Side a = r.sides().get(0);
        VersusRecord.Side b = r.sides().get(1);
        assertNotEquals(a.moves(), b.moves(), "the same bot on two deals: two games");
        assertEquals(Optional.empty(), new VersusVerifier(EVENT).check(r), "the record replays");
        assertEquals(a.pieces(), r.turns());
    }

    /** A bot like {@link #low} that notes the first six pieces (current and preview) it is shown in each game. */
    static TetrisBot noting(String id, List<String> dealt) {
        return bot(id, r -> new BotPlayer() {
            boolean first = true;

            @Override
            public Move decide(Observation o) {
                if (first) {
                    StringBuilder six = new StringBuilder(o.current().name());
                    o.preview().forEach(p -> six.append(p.name()));
                    dealt.add(six.toString());
                    first = false;
                }
                return Move.place(o.placements().stream().min(Comparator.comparingInt(Placement::topRow)
                        .thenComparingInt(p -> p.cellX(0))).orElseThrow());
            }
        });
    }

    @Test
    void inAPairsSecondGameEachBotIsDealtWhatTheFirstDealtTheOther() {
        List<String> x = new ArrayList<>();
        List<String> y = new ArrayList<>();
        TetrisBot bx = noting("x", x);
        TetrisBot by = noting("y", y);
        VersusReferee referee = new VersusReferee(s -> { });
        VersusReferee.Entrant ex = new VersusReferee.Entrant("x", "1", "sha");
        VersusReferee.Entrant ey = new VersusReferee.Entrant("y", "1", "sha");
        referee.play(EVENT, "test", 0, 0, false, List.of(ex, ey), new InProcessConnector(bx, "x").open("a"),
                new InProcessConnector(by, "y").open("a"));
        referee.play(EVENT, "test", 0, 0, true, List.of(ey, ex), new InProcessConnector(by, "y").open("b"),
                new InProcessConnector(bx, "x").open("b"));
        // seed 0's two deals (seeds/README.md): ZOJTSI... and ZILTOS...
        assertEquals(List.of("ZOJTSI", "ZILTOS"), x, "x: side 0's deal, then side 1's");
        assertEquals(List.of("ZILTOS", "ZOJTSI"), y, "y: side 1's deal, then side 0's");
    }

    @Test
    void aBotThatThrowsLosesAndItsOpponentWinsAndTheDetailNamesWhereItThrewAsInASoloGame() {
        List<String> log = new ArrayList<>();
        TetrisBot thrower = bot("thrower", r -> o -> {
            if (o.piecesPlaced() == 3) {
                throw new IllegalStateException("boom");
            }
            return Move.place(o.placements().get(0));
        });
        VersusRecord r = play(low("low"), thrower, 5, log);
        assertEquals(0, r.winner());
        assertEquals(Outcome.EXCEPTION, r.sides().get(1).outcome());
        assertTrue(r.sides().get(1).detail().startsWith("move 4: threw java.lang.IllegalStateException: boom at "
                + VersusRefereeTest.class.getName() + ".lambda$"), r.sides().get(1).detail());
        assertEquals(null, r.sides().get(0).outcome(), "the winner's own game did not end");
        assertEquals(4, r.sides().get(0).pieces(), "the winner's fourth move of that turn was played");
        assertEquals(3, r.sides().get(1).pieces());
        assertEquals(1, log.size());
        assertTrue(log.get(0).startsWith("bot thrower threw in event versus, seed #0 after 3 pieces:"), log.get(0));
        assertTrue(log.get(0).contains("boom"));
    }

    @Test
    void aBotThatSleepsThroughItsMovesUnderTheBackstopLosesWhenTheGamesWallBudgetRunsOut() {
        // Three seconds a move, no CPU: after t turns the budget is 10 s + 3 * 20 ms * 2t, passed after turn 4.
        TetrisBot sleeper = bot("sleeper", r -> o -> {
            try {
                Thread.sleep(3000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Move.place(o.placements().get(0));
        });
        Event event = new Event(EVENT.name(), EVENT.description(), EVENT.metric(), EVENT.higherIsBetter(),
                EVENT.rules().withMoveTimeMillis(20), EVENT.wallBackstopMillis(), EVENT.versus());
        VersusRecord r = new VersusReferee(x -> { }).play(event, "test", 0, 5, false,
                List.of(new VersusReferee.Entrant("low", "1", "sha"), new VersusReferee.Entrant("sleeper", "1", "sha")),
                new InProcessConnector(low("low"), "low").open("a"),
                new InProcessConnector(sleeper, "sleeper").open("b"));
        assertEquals(0, r.winner(), r.reason());
        VersusRecord.Side slept = r.sides().get(1);
        assertEquals(Outcome.TIMEOUT, slept.outcome(), slept.detail());
        assertEquals(4, slept.pieces());
        assertEquals(5, r.turns(), "four turns played, the fifth ends the game");
        assertTrue(slept.detail().startsWith("after turn 4: the game took "), slept.detail());
        assertTrue(slept.detail().contains(" ms of wall time, over its budget of 10480 ms (10 s plus 3 times the"
                + " 20 ms move limit per move); "), slept.detail());
        assertTrue(slept.detail().endsWith(" ms of it waiting for this bot"), slept.detail());
        assertEquals(null, r.sides().get(0).outcome(), "the bot that kept its time did not fail");
        assertEquals(Optional.empty(), new VersusVerifier(event).check(r), "the record replays");
    }

    @Test
    void twoBotsThatFailInTheSameTurnDraw() {
        TetrisBot nothing = bot("null", r -> o -> null);
        TetrisBot illegal = bot("illegal", r -> o -> Move.place(Placement.parse("I 0 4 30")));
        VersusRecord r = play(nothing, illegal, 5, new ArrayList<>());
        assertEquals(-1, r.winner());
        assertEquals(Outcome.ILLEGAL_MOVE, r.sides().get(0).outcome());
        assertEquals(Outcome.ILLEGAL_MOVE, r.sides().get(1).outcome());
        assertEquals("both bots failed", r.reason());
    }

    @Test
    void theVerifierConfirmsAPlayedGameAndRefusesAnEditedOne() {
        TetrisBot thrower = bot("thrower", r -> o -> {
            if (o.piecesPlaced() == 30) {
                throw new IllegalStateException("late");
            }
            return Move.place(o.placements().get(o.placements().size() / 2));
        });
        VersusVerifier verifier = new VersusVerifier(header("low", "thrower", "other"));
        VersusRecord capped = play(low("low"), low("other"), 11, new ArrayList<>());
        VersusRecord failed = play(low("low"), thrower, 11, new ArrayList<>());
        assertEquals(Optional.empty(), verifier.check(capped));
        assertEquals(Optional.empty(), verifier.check(failed));

        VersusRecord.Side s = capped.sides().get(1);
        VersusRecord.Side lessSent = new VersusRecord.Side(s.botId(), s.botVersion(), s.jarSha256(), s.outcome(),
                s.detail(), s.pieces(), s.lines(), s.attack(), s.cancelled(), s.sent() + 1, s.garbageReceived(),
                s.tSpins(), s.tetrises(), s.meanMoveMillis(), s.maxMoveMillis(), s.moves());
        VersusRecord edited = new VersusRecord(capped.event(), capped.seedSet(), capped.seedIndex(), capped.seed(),
                false, List.of(capped.sides().get(0), lessSent), 1, capped.reason(), capped.turns());
        assertTrue(verifier.check(edited).orElseThrow().startsWith("side 1 (other) differs from its replay"));
        VersusRecord otherWinner = new VersusRecord(failed.event(), failed.seedSet(), failed.seedIndex(), failed.seed(),
                false, failed.sides(), -1, failed.reason(), failed.turns());
        assertTrue(verifier.check(otherWinner).orElseThrow().startsWith("the record says winner -1"));
    }
}
