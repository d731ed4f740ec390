package io.tetrisarena.arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.kernel.internal.GarbageHoles;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.util.List;
import org.junit.jupiter.api.Test;

public class VersusGameTest {
    static final Event EVENT = Events.load("versus");
    /** Four rows filled but column 0 under one loose cell: an upright I there is a tetris, not a perfect clear. */
    public static final String[] TETRIS_READY = {"....#.....", ".#########", ".#########", ".#########", ".#########"};

    /** The first seed from 0 whose first piece is an I. */
    public static long seedStartingWithI() {
        for (long seed = 0; ; seed++) {
            if (new PieceSequence(RandomizerKind.SEVEN_BAG, seed).piece(0) == Piece.I) {
                return seed;
            }
        }
    }

    public static Placement where(List<Placement> legal, java.util.function.Predicate<Placement> test) {
        return legal.stream().filter(test).findFirst().orElseThrow();
    }

    public static boolean uprightInColumnZero(Placement p) {
        return p.piece() == Piece.I && p.bottomRow() == 0 && p.cellX(0) == 0 && p.cellX(3) == 0;
    }

    /** A placement that clears nothing and stays right of column 3, as low as it goes. */
    public static Placement harmless(Game g, List<Placement> legal) {
        return legal.stream().filter(p -> {
            for (int c = 0; c < 4; c++) {
                if (p.cellX(c) < 3) {
                    return false;
                }
            }
            return true;
        }).min(java.util.Comparator.comparingInt(Placement::topRow)).orElseThrow();
    }

    @Test
    void aTetrisSendsFourLinesThatRiseAfterTheDelayWithTheHoleOfTheReceivingSidesDeal() {
        long seed = seedStartingWithI();
        VersusGame v = new VersusGame(EVENT, seed, true, Board.parse(10, 40, TETRIS_READY), Board.empty(EVENT.rules()));
        v.apply(0, Move.place(where(v.game(0).legalPlacements().toList(), VersusGameTest::uprightInColumnZero)));
        v.apply(1, Move.place(harmless(v.game(1), v.game(1).legalPlacements().toList())));
        v.exchange();
        assertEquals(4, v.attack(0));
        assertEquals(4, v.sent(0));
        assertEquals(1, v.game(0).board().filledCells(), "side 0 cleared its four rows");
        assertEquals(4, v.incomingLines(1));
        assertEquals(List.of(new VersusView.Incoming(4, 0)),
                v.observation(1, 0).versus().orElseThrow().incoming(), "due after side 1's next piece");
        assertEquals(0, v.game(1).garbageReceived(), "the delay holds it for one piece");

        v.apply(0, Move.place(harmless(v.game(0), v.game(0).legalPlacements().toList())));
        v.apply(1, Move.place(harmless(v.game(1), v.game(1).legalPlacements().toList())));
        v.exchange();
        int hole = new GarbageHoles(VersusGame.dealSeed(seed, 1), 10).nextHole();
        assertEquals(4, v.game(1).garbageReceived());
        assertTrue(v.game(1).moves().endsWith(" g" + hole + " g" + hole + " g" + hole + " g" + hole));
        for (int y = 0; y < 4; y++) {
            assertEquals(0x3FF & ~(1 << hole), v.game(1).board().row(y), "garbage row " + y);
        }
        assertEquals(0, v.incomingLines(1));
        assertFalse(v.isOver());
    }

    /** The first seed from 0 whose two deals both start with an I. */
    static long seedWhoseDealsBothStartWithI() {
        for (long seed = 0; ; seed++) {
            if (PieceSequence.sevenBag(seed).piece(0) == Piece.I
                    && PieceSequence.sevenBag(VersusGame.dealSeed(seed, 1)).piece(0) == Piece.I) {
                return seed;
            }
        }
    }

    @Test
    void eachSideIsDealtItsOwnDealOfTheSeedAsTheSeedsReadmeSpecifies() {
        assertEquals(0L, VersusGame.dealSeed(0, 0), "deal 0 is the seed itself");
        assertEquals(-534904783426661026L, VersusGame.dealSeed(0, 1));
        assertEquals(487617019471545679L, VersusGame.dealSeed(1, 1));
        assertEquals(-54207116976780820L, VersusGame.dealSeed(42, 1));
        assertEquals("ZILTOSJTJSIZOLIZTLSJO", PieceSequence.sevenBag(VersusGame.dealSeed(0, 1)).prefix(21));
        GarbageHoles holes = new GarbageHoles(VersusGame.dealSeed(0, 1), 10);
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            first.append(holes.nextHole());
        }
        assertEquals("5016709088", first.toString(), "deal 1's first ten holes");
        VersusGame v = new VersusGame(EVENT, 0, true);
        assertEquals("ZOJTSI", shown(v.observation(0, 0)), "side 0: the seed's pieces");
        assertEquals("ZILTOS", shown(v.observation(1, 0)), "side 1: the second deal's pieces");
    }

    /** The current piece and the preview as letters. */
    static String shown(Observation o) {
        StringBuilder letters = new StringBuilder(o.current().name());
        o.preview().forEach(p -> letters.append(p.name()));
        return letters.toString();
    }

    @Test
    void theSameDealOfEarlierRecordsGivesBothSidesTheSeedsPieces() {
        VersusGame v = VersusGame.sameDeal(EVENT, 0, true);
        assertEquals("ZOJTSI", shown(v.observation(0, 0)));
        assertEquals("ZOJTSI", shown(v.observation(1, 0)));
    }

    @Test
    void anAttackCancelsIncomingGarbageBeforeAnyIsSent() {
        long seed = seedWhoseDealsBothStartWithI();
        Board ready = Board.parse(10, 40, TETRIS_READY);
        VersusGame v = new VersusGame(EVENT, seed, true, ready, ready);
        // Turn 1: side 0 tetrises; side 1 holds its I and places the next piece out of the way.
        v.apply(0, Move.place(where(v.game(0).legalPlacements().toList(), VersusGameTest::uprightInColumnZero)));
        v.apply(1, Move.holdThen(harmless(v.game(1), v.game(1).holdPlacements().toList())));
        v.exchange();
        assertEquals(4, v.incomingLines(1));
        // Turn 2: side 1 brings the I back out of hold for its own tetris: it cancels the four lines.
        v.apply(0, Move.place(harmless(v.game(0), v.game(0).legalPlacements().toList())));
        v.apply(1, Move.holdThen(where(v.game(1).holdPlacements().toList(), VersusGameTest::uprightInColumnZero)));
        v.exchange();
        assertEquals(4, v.attack(1));
        assertEquals(4, v.cancelled(1));
        assertEquals(0, v.sent(1));
        assertEquals(0, v.incomingLines(0));
        assertEquals(0, v.incomingLines(1));
        assertEquals(0, v.game(1).garbageReceived());
    }

    @Test
    void theObservationShowsTheOpponentsBoardAndNothingOfTheOpponentsQueue() {
        VersusGame v = new VersusGame(EVENT, 7, true, Board.parse(10, 40, "#########."), Board.empty(EVENT.rules()));
        Observation o = v.observation(1, 0);
        VersusView view = o.versus().orElseThrow();
        assertEquals(Board.parse(10, 40, "#########."), view.opponentBoard());
        assertEquals(0, o.board().filledCells(), "its own board is its own");
        assertEquals(List.of(), view.incoming());
        assertEquals(1, view.garbageDelay());
        // Everything else is the solo observation of its own game: the same pieces, its own score and state.
        Observation solo = v.game(1).observation(0);
        assertEquals(solo.current(), o.current());
        assertEquals(solo.preview(), o.preview());
        assertEquals(solo.placements(), o.placements());
    }

    /** The first seed from 0 whose first piece is a T. */
    static long seedStartingWithT() {
        for (long seed = 0; ; seed++) {
            if (new PieceSequence(RandomizerKind.SEVEN_BAG, seed).piece(0) == Piece.T) {
                return seed;
            }
        }
    }

    @Test
    void aTSpinDoubleCountsItsWholeAttackAsTSpinAttack() {
        // A T-spin double slot: the stem's row full but for column 2, the row above full but for columns 1 to 3,
        // a roof over column 1. The T pointing down there clears both rows with three corners filled.
        Board slot = Board.parse(10, 40, "##........", "#...######", "##.#######");
        VersusGame v = new VersusGame(EVENT, seedStartingWithT(), true, slot, Board.empty(EVENT.rules()));
        v.apply(0, Move.place(where(v.game(0).legalPlacements().toList(), p -> p.piece() == Piece.T
                && p.bottomRow() == 0 && p.topRow() == 1 && p.cellX(0) + p.cellX(1) + p.cellX(2) + p.cellX(3) == 8)));
        v.apply(1, Move.place(harmless(v.game(1), v.game(1).legalPlacements().toList())));
        v.exchange();
        assertEquals(2, v.game(0).lines());
        assertEquals(4, v.attack(0), "a T-spin double sends 4 by the guideline table");
        assertEquals(4, v.tSpinAttack(0));
        assertEquals(0, v.allSpinAttack(0));
        assertEquals(0, v.attack(1) + v.tSpinAttack(1) + v.allSpinAttack(1));
    }

    @Test
    void aSideThatToppedOutLosesAndBothReachingTheCapIsADraw() {
        VersusGame v = new VersusGame(EVENT.withPieceCap(2), 3, true);
        for (int turn = 0; turn < 2; turn++) {
            for (int s = 0; s < 2; s++) {
                v.apply(s, Move.place(harmless(v.game(s), v.game(s).legalPlacements().toList())));
            }
            v.exchange();
        }
        assertTrue(v.isOver());
        assertEquals(-1, v.winner());
        assertEquals("piece cap", v.reason());

        VersusGame failed = new VersusGame(EVENT, 3, true);
        failed.apply(0, Move.place(harmless(failed.game(0), failed.game(0).legalPlacements().toList())));
        failed.forfeit(1, Outcome.ILLEGAL_MOVE, "move 1: no answer");
        failed.exchange();
        assertEquals(0, failed.winner());
        assertEquals("bot on side 1 failed: move 1: no answer", failed.reason());
    }
}
