package io.tetrisarena.arena.versus;

import static io.tetrisarena.arena.game.VersusGameTest.TETRIS_READY;
import static io.tetrisarena.arena.game.VersusGameTest.harmless;
import static io.tetrisarena.arena.game.VersusGameTest.seedStartingWithI;
import static io.tetrisarena.arena.game.VersusGameTest.uprightInColumnZero;
import static io.tetrisarena.arena.game.VersusGameTest.where;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.VersusRules;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.game.VersusGameTest;
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.kernel.internal.GarbageHoles;
import io.tetrisarena.kernel.internal.SplitMix64;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The bundled versus profiles, number by number (docs/rules.md, section 13), and their garbage. */
class VersusProfilesTest {
    private static final int NO = Scoring.NO_COMBO;
    private static final AttackTable GUIDELINE = Events.load("versus").versus().table();
    private static final AttackTable ALLSPIN = Events.load("versus-allspin").versus().table();
    private static final AttackTable BOTRIS = Events.load("versus-botris").versus().table();

    private static Event withGarbage(int cap, double messiness) {
        Event base = Events.load("versus");
        return new Event("versus-test", "test", base.metric(), base.higherIsBetter(), base.rules(), 0,
                new VersusRules("guideline", 1, AttackTable.guideline(), cap, messiness));
    }

    @Test
    void theVersusEventKeepsTheGuidelineProfileAndItsCanonicalJson() {
        Event versus = Events.load("versus");
        assertEquals(AttackTable.guideline(), GUIDELINE);
        assertTrue(versus.versus().isGuidelineProfile());
        assertTrue(Events.toJson(versus).endsWith(",\"versus\":{\"attack\":\"guideline\",\"garbageDelay\":1}}"));
    }

    @Test
    void everyBundledProfileSurvivesItsCanonicalJson() {
        for (String name : List.of("versus", "versus-allspin", "versus-botris")) {
            Event e = Events.load(name);
            assertEquals(e, Events.parse(Events.toJson(e), name));
        }
    }

    @Test
    void aTSpinDoubleAsTheFifthClearOfAComboWithBackToBack() {
        // comboBefore 3: the counter after the clear is 4; one difficult clear before it
        assertEquals(4 + 1 + 2, GUIDELINE.linesSent(2, Spin.FULL, false, false, 3, 1));
        assertEquals(4 + 1 + 1, ALLSPIN.linesSent(2, Spin.FULL, false, false, 3, 1));
        assertEquals(4 + 2 + 1, ALLSPIN.linesSent(2, Spin.FULL, false, false, 3, 3), "third back-to-back: +2");
        assertEquals(4 + 3 + 1, ALLSPIN.linesSent(2, Spin.FULL, false, false, 3, 8), "eighth back-to-back on: +3");
        // Botris: an immobile T is an all-spin double
        assertEquals(4 + 1 + 1, BOTRIS.linesSent(2, Spin.FULL, true, false, 3, 1));
        assertEquals(1 + 1, BOTRIS.linesSent(2, Spin.FULL, false, false, 3, 1), "a T that could move: a double");
    }

    @Test
    void anAllSpinTriple() {
        assertEquals(5, ALLSPIN.linesSent(3, Spin.NONE, true, false, NO, 0));
        assertEquals(6, BOTRIS.linesSent(3, Spin.NONE, true, false, NO, 0));
        assertEquals(2, GUIDELINE.linesSent(3, Spin.NONE, false, false, NO, 0), "no all-spins in versus");
        assertTrue(ALLSPIN.countsAsAllSpin(io.tetrisarena.api.kernel.Piece.S));
        assertTrue(!ALLSPIN.countsAsAllSpin(io.tetrisarena.api.kernel.Piece.T), "the T spins by its corners");
        assertTrue(BOTRIS.countsAsAllSpin(io.tetrisarena.api.kernel.Piece.T));
    }

    @Test
    void aPerfectClear() {
        assertEquals(4 + 10, GUIDELINE.linesSent(4, Spin.NONE, false, true, NO, 0));
        assertEquals(4 + 10, ALLSPIN.linesSent(4, Spin.NONE, false, true, NO, 0));
        assertEquals(1 + 1 + 10, ALLSPIN.linesSent(2, Spin.NONE, false, true, 1, 0), "double, counter 2, PC");
        assertEquals(10, BOTRIS.linesSent(2, Spin.NONE, false, true, 5, 2), "Botris: a perfect clear is 10, all in");
    }

    @Test
    void theBotrisComboTableAndItsLastValue() {
        int[] expected = {0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4};
        for (int counter = 0; counter < expected.length; counter++) {
            assertEquals(expected[counter], BOTRIS.linesSent(1, Spin.NONE, false, false, counter - 1, 0));
        }
        assertEquals(List.of(0, 1, 2, 4), List.of(BOTRIS.plain(1), BOTRIS.plain(2), BOTRIS.plain(3), BOTRIS.plain(4)));
    }

    /** Side 0 tetrises in turn 1, both then place harmless pieces; returns the game after {@code turns} turns. */
    private static VersusGame tetrisThenWait(Event event, long seed, int turns) {
        VersusGame v = new VersusGame(event, seed, true, Board.parse(10, 40, TETRIS_READY), Board.empty(event.rules()));
        v.apply(0, Move.place(where(v.game(0).legalPlacements().toList(), VersusGameTest::uprightInColumnZero)));
        v.apply(1, Move.place(harmless(v.game(1), v.game(1).legalPlacements().toList())));
        v.exchange();
        for (int t = 1; t < turns; t++) {
            for (int s = 0; s < 2; s++) {
                v.apply(s, Move.place(harmless(v.game(s), v.game(s).legalPlacements().toList())));
            }
            v.exchange();
        }
        return v;
    }

    @Test
    void aCappedDropRaisesTwoRowsAPieceAndTheRestOfTheBatchWaitsFirstInLine() {
        long seed = seedStartingWithI();
        int hole = new GarbageHoles(VersusGame.dealSeed(seed, 1), 10).nextHole();
        VersusGame v = tetrisThenWait(withGarbage(2, 0), seed, 2);
        assertEquals(2, v.game(1).garbageReceived(), "the cap: two rows after this piece");
        assertEquals(List.of(new VersusView.Incoming(2, 0)), v.observation(1, 0).versus().orElseThrow().incoming());
        v = tetrisThenWait(withGarbage(2, 0), seed, 3);
        assertEquals(4, v.game(1).garbageReceived());
        assertTrue(v.game(1).moves().endsWith(" g" + hole + " g" + hole), "the rest of the batch, the same hole");
        for (int y = 0; y < 4; y++) {
            assertEquals(0x3FF & ~(1 << hole), v.game(1).board().row(y), "garbage row " + y);
        }
    }

    @Test
    void messyHolesComeFromTheReceivingSidesDealTwoDrawsPerRow() {
        long seed = seedStartingWithI();
        VersusGame v = tetrisThenWait(withGarbage(0, 0.5), seed, 2);
        // independently: the batch's first hole from side 1's deal's hole stream, then per row u < 0.5 moves it
        // by 1 + k, both drawn from that deal's messiness stream
        long deal = VersusGame.dealSeed(seed, 1);
        SplitMix64 mess = new SplitMix64(deal ^ VersusGame.MESSINESS_SALT);
        int hole = new GarbageHoles(deal, 10).nextHole();
        StringBuilder expected = new StringBuilder();
        for (int r = 0; r < 4; r++) {
            double u = (mess.nextLong() >>> 11) * 0x1.0p-53;
            int shift = 1 + mess.nextInt(9);
            if (r > 0 && u < 0.5) {
                hole = (hole + shift) % 10;
            }
            expected.append(" g").append(hole);
        }
        assertTrue(v.game(1).moves().endsWith(expected.toString()), v.game(1).moves() + " vs" + expected);
        assertEquals(" g5 g5 g5 g5", expected.toString(), "seed " + seed + ": the pinned holes");
    }

    /** The lowest placement, the leftmost (or rightmost) of equals: clears now and then. */
    private static TetrisBot low(String id, boolean left) {
        Comparator<Placement> side = Comparator.comparingInt(p -> left ? p.cellX(0) : -p.cellX(0));
        return VersusRefereeTest.bot(id, r -> o -> Move.place(o.placements().stream()
                .min(Comparator.comparingInt(Placement::topRow).thenComparing(side)).orElseThrow()));
    }

    private static VersusRecord play(Event event, TetrisBot a, TetrisBot b, long seed) {
        return new VersusReferee(line -> { }).play(event, "test", 0, seed, false,
                List.of(new VersusReferee.Entrant(a.info().id(), "1", "sha"),
                        new VersusReferee.Entrant(b.info().id(), "1", "sha")),
                new InProcessConnector(a, a.info().id()).open("a"), new InProcessConnector(b, b.info().id()).open("b"));
    }

    @Test
    void aDuplicatePairUnderMessinessGivesEachDealItsOwnHolesWhicheverBotPlaysItAndItsReplayAgrees() {
        Event messy = new Event("versus-messy", "test", withGarbage(0, 0).metric(), true,
                Events.load("versus").rules().withPieceCap(120), 0, new VersusRules("guideline", 1,
                AttackTable.builder().spins(AttackTable.SpinRule.ALL_SPINS).plain(0, 2, 3, 4, 6).build(), 3, 0.5));
        TetrisBot left = low("left", true);
        TetrisBot right = low("right", false);
        VersusRecord ab = play(messy, left, right, 5);
        VersusRecord ba = play(messy, right, left, 5);
        for (VersusRecord r : List.of(ab, ba)) {
            for (int s = 0; s < 2; s++) {
                String moves = r.sides().get(s).moves();
                assertTrue(moves.contains(" g"), "garbage flowed both ways: " + r.reason());
                // a batch's first row has its deal's hole, unmoved: the first row a deal's player takes
                int hole = new GarbageHoles(VersusGame.dealSeed(5, s), 10).nextHole();
                assertEquals("g" + hole, moves.substring(moves.indexOf(" g") + 1, moves.indexOf(" g") + 3),
                        "deal " + s + ", whichever bot plays it");
            }
        }
        assertNotEquals(ab.sides().get(0).moves(), ba.sides().get(1).moves(), "left on the other deal: another game");
        assertNotEquals(ab.sides().get(1).moves(), ba.sides().get(0).moves(), "right on the other deal: another game");

        VersusRecord same = play(messy, left, low("left2", true), 5);
        assertNotEquals(same.sides().get(0).moves(), same.sides().get(1).moves(), "a mirror match on two deals");

        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (String id : List.of("left", "right")) {
            bots.add(new TournamentHeader.BotEntry(id, id, "1", "tests", "p", "sha", "in-process"));
        }
        TournamentHeader header = new TournamentHeader("dev", "1.4.0", List.of(new TournamentHeader.EventInfo(
                messy.name(), "d", "pieces", true, Events.toJson(messy), Events.sha256(messy))), "test", "x", 1, bots,
                1, "now", "jvm");
        VersusVerifier verifier = new VersusVerifier(header);
        assertEquals(Optional.empty(), verifier.check(ab));
        assertEquals(Optional.empty(), verifier.check(ba));
        assertNotEquals(ab.sides().get(0).moves(), ab.sides().get(1).moves());
    }
}
