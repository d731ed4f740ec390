package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Rule profiles read off the one lock transition: all-spins by immobility, growing back-to-back chains. */
class AttackProfileTest {
    private static final Rules GUIDELINE = Rules.guideline();
    private static final AttackTable ALL_SPINS = AttackTable.builder().spins(AttackTable.SpinRule.ALL_SPINS)
            .allSpin(0, 1, 3, 5, 5).backToBack(1, 1, 2).build();
    private static final AttackTable IMMOBILE = AttackTable.builder().spins(AttackTable.SpinRule.IMMOBILE)
            .allSpin(0, 2, 4, 6, 4).backToBackKeptWithoutClear(false).build();
    /** An L turned into the slot at (3, 2) fills rows 2 and 3 and can move neither left, right nor up. */
    private static final Board L_SLOT = Board.parse(
            "####.#####",
            "##...#####",
            "####.#####",
            ".###.#..#.");
    private static final Placement L_SPIN = Placement.of(Piece.L, Rotation.NORTH, 3, 2);
    /** A T-spin double slot under an overhang: the T upside down at (3, 1) cannot move up. */
    private static final Board TSD_COVERED = Board.parse(
            "###.......",
            "##...#####",
            "###.######");
    private static final Placement TSD = new Placement(Piece.T, Rotation.SOUTH, 3, 1, Spin.FULL);

    private static PlayState state(Board board, String pieces, int combo, boolean b2b, AttackTable table) {
        ObservedQueue queue = new ObservedQueue();
        List<Piece> preview = pieces.substring(1).chars().mapToObj(c -> Piece.parse((char) c)).toList();
        queue.load(Piece.parse(pieces.charAt(0)), preview, Set.of(), GUIDELINE.randomizer());
        return PlayState.of(GUIDELINE, board, queue).reset(queue, null, combo, b2b, 0, 0, 0).attackTable(table);
    }

    @Test
    void theGuidelineProfileSendsWhatTheStaticTableSendsOnEveryInput() {
        AttackTable g = AttackTable.guideline();
        for (int lines = 0; lines <= 4; lines++) {
            for (Spin spin : Spin.values()) {
                for (int combo = -1; combo < 16; combo++) {
                    for (int chain = 0; chain < 3; chain++) {
                        for (boolean pc : new boolean[] {false, true}) {
                            assertEquals(AttackTable.attack(lines, spin, pc, combo, chain > 0),
                                    g.linesSent(lines, spin, false, pc, combo, chain));
                        }
                    }
                }
            }
        }
    }

    @Test
    void theLegalLSpinIntoItsSlotIsListedByTheMoveGeneratorAndIsImmobile() {
        PlacementList list = new PlacementList();
        MoveGenerator.forRules(GUIDELINE).generate(L_SLOT.copy(), Piece.L, list);
        assertTrue(list.toList().contains(L_SPIN.canonical()), "reachable by a kick");
        assertTrue(AttackTable.immobile(L_SLOT, Piece.L, Rotation.NORTH, 3, 2));
        assertFalse(AttackTable.immobile(L_SLOT, Piece.L, Rotation.NORTH, 3, 5), "free in the air");
    }

    @Test
    void anLSpinDoubleIsAnAllSpinUnderAllSpinsAndAPlainDoubleUnderTSpins() {
        LockResult r = state(L_SLOT, "LI", Scoring.NO_COMBO, false, ALL_SPINS).lock(L_SPIN, false, new LockResult());
        assertEquals(2, r.linesCleared());
        assertTrue(r.allSpin());
        assertEquals(3, r.attack(), "all-spin double: 3");
        assertTrue(r.backToBackAfter(), "an all-spin is difficult");
        assertEquals(1, r.backToBackChainAfter());

        LockResult plain = state(L_SLOT, "LI", Scoring.NO_COMBO, false, AttackTable.guideline())
                .lock(L_SPIN, false, new LockResult());
        assertFalse(plain.allSpin());
        assertEquals(1, plain.attack(), "a plain double under T-spins only");
        assertFalse(plain.backToBackAfter());
    }

    @Test
    void aStateRestoredWithItsChainPaysTheBonusOfThatChainNotOfAFreshOne() {
        // all-spin double 3 + the bonus of the chain before the lock: 1 after one difficult clear, 2 after two
        PlayState restored = state(L_SLOT, "LI", Scoring.NO_COMBO, true, ALL_SPINS).backToBackChain(3);
        assertTrue(restored.backToBack());
        LockResult r = restored.lock(L_SPIN, false, new LockResult());
        assertEquals(5, r.attack());
        assertEquals(3, r.backToBackChainBefore());
        assertEquals(4, r.backToBackChainAfter());
        LockResult fresh = state(L_SLOT, "LI", Scoring.NO_COMBO, true, ALL_SPINS).lock(L_SPIN, false, new LockResult());
        assertEquals(4, fresh.attack(), "reset alone counts a running chain as 1");
        assertFalse(state(L_SLOT, "LI", Scoring.NO_COMBO, true, ALL_SPINS).backToBackChain(0).backToBack());
        assertThrows(IllegalArgumentException.class, () -> restored.backToBackChain(-1));
    }

    @Test
    void aSearchsDetachedLockReadsTheSameAllSpinAsTheAttachedOne() {
        PlayState root = state(L_SLOT, "LI", 2, true, ALL_SPINS);
        PlayState detached = PlayState.detached(GUIDELINE, root.queue());
        detached.copyFrom(root);
        LockResult viaSearch = detached.lock(DetachedLock.on(L_SLOT, L_SPIN), Spin.NONE, false, new LockResult());
        LockResult viaBoard = root.lock(L_SPIN, false, new LockResult());
        assertTrue(viaSearch.allSpin());
        // all-spin double 3 + back-to-back (chain 1) 1 + combo counter 3: 1
        assertEquals(5, viaBoard.attack());
        assertEquals(viaBoard.attack(), viaSearch.attack());
        assertEquals(2, viaSearch.backToBackChainAfter());
    }

    @Test
    void underTheImmobileRuleATSpinCountsOnlyWhenTheTCannotMove() {
        LockResult covered = state(TSD_COVERED, "TI", Scoring.NO_COMBO, false, IMMOBILE).lock(TSD, false,
                new LockResult());
        assertTrue(covered.allSpin());
        assertEquals(4, covered.attack(), "all-spin double");
        Board open = Board.parse("#.........", "##...#####", "###.######");
        LockResult uncovered = state(open, "TI", Scoring.NO_COMBO, false, IMMOBILE).lock(TSD, false, new LockResult());
        assertFalse(uncovered.allSpin(), "the T could move up: no spin, whatever the corners say");
        assertEquals(1, uncovered.attack(), "a plain double");
        assertFalse(uncovered.backToBackAfter());
    }

    @Test
    void theBackToBackBonusGrowsWithTheChainAndItsLastValueHolds() {
        assertEquals(0, ALL_SPINS.backToBackBonus(0));
        assertEquals(1, ALL_SPINS.backToBackBonus(1));
        assertEquals(1, ALL_SPINS.backToBackBonus(2));
        assertEquals(2, ALL_SPINS.backToBackBonus(3));
        assertEquals(2, ALL_SPINS.backToBackBonus(50));
        // a tetris after three difficult clears in a row: 4 + 2
        assertEquals(6, ALL_SPINS.linesSent(4, Spin.NONE, false, false, Scoring.NO_COMBO, 3));
        assertEquals(4, ALL_SPINS.linesSent(4, Spin.NONE, false, false, Scoring.NO_COMBO, 0));
    }

    @Test
    void aPieceThatClearsNothingEndsTheChainOnlyWhenTheProfileSaysSo() {
        Board flat = Board.parse("##########".replace('#', '.'));
        PlayState kept = state(flat, "OI", Scoring.NO_COMBO, true, ALL_SPINS);
        kept.lock(Placement.of(Piece.O, Rotation.NORTH, 0, 0), false, new LockResult());
        assertEquals(1, kept.backToBackChain());
        PlayState ended = state(flat, "OI", Scoring.NO_COMBO, true, IMMOBILE);
        LockResult r = ended.lock(Placement.of(Piece.O, Rotation.NORTH, 0, 0), false, new LockResult());
        assertEquals(0, ended.backToBackChain());
        assertFalse(r.backToBackAfter());
    }

    @Test
    void aReplacingPerfectClearSendsExactlyItsValue() {
        AttackTable pc = AttackTable.builder().perfectClear(10, true).build();
        assertEquals(10, pc.linesSent(4, Spin.NONE, false, true, 5, 3));
        assertEquals(4 + 1 + 3 + 10, AttackTable.guideline().linesSent(4, Spin.NONE, false, true, 5, 3));
    }

    @Test
    void refusesTablesOfTheWrongLength() {
        assertThrows(IllegalArgumentException.class, () -> AttackTable.builder().plain(0, 1, 2, 4));
        assertThrows(IllegalArgumentException.class, () -> AttackTable.builder().combo());
        assertThrows(IllegalArgumentException.class, () -> AttackTable.builder().backToBack(-1));
    }

    @Test
    void lockingWithAnAllSpinProfileAllocatesNothingOnceWarm() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean
                && ((com.sun.management.ThreadMXBean) bean).isThreadAllocatedMemoryEnabled(), "no allocation counter");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        PlayState root = state(L_SLOT, "LIOJ", 1, true, ALL_SPINS);
        PlayState attached = state(L_SLOT, "L", 0, false, ALL_SPINS);
        PlayState detached = PlayState.detached(GUIDELINE, root.queue());
        DetachedLock lock = DetachedLock.on(L_SLOT, L_SPIN);
        LockResult out = new LockResult();
        long sent = 0;
        long allocated = 0;
        for (int round = 0; round < 2; round++) {
            long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            for (int i = 0; i < 2_000; i++) {
                attached.copyFrom(root);
                sent += attached.lock(L_SPIN, false, out).attack();
                detached.copyFrom(root);
                sent += detached.lock(lock, Spin.NONE, false, out).attack();
            }
            allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        }
        // all-spin double 3 + back-to-back 1 + combo counter 2: 1
        assertEquals(2 * 2 * 2_000 * 5, sent);
        assertTrue(allocated < 2_048, allocated + " bytes for 4,000 locks");
    }
}
