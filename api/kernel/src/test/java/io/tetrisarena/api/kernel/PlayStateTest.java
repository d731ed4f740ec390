package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Pins of the lock transition on documented positions: exact boards, points and states. */
class PlayStateTest {
    private static final Rules GUIDELINE = Rules.guideline();
    private static final Rules RESEARCH = new Rules("research", 10, 40, 20, 0, false, MovementModel.STRAIGHT_DROP,
            false, ScoringTable.NES, RandomizerKind.UNIFORM, TopOutRule.PIECE_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);
    /** A tetris well in column 9, four rows deep, nothing else: the I clears it all. */
    private static final Board WELL = Board.parse(
            "#########.",
            "#########.",
            "#########.",
            "#########.");
    private static final Placement I_INTO_WELL = Placement.of(Piece.I, Rotation.EAST, 9, 2);
    /** A T-spin double slot: the T upside down at (3, 1) fills rows 0 and 1; one loose cell stays on row 2. */
    private static final Board TSD_SLOT = Board.parse(
            "#.........",
            "##...#####",
            "###.######");
    private static final Placement TSD = new Placement(Piece.T, Rotation.SOUTH, 3, 1, Spin.FULL);

    private static PlayState state(Rules rules, Board board, String pieces, Piece held, int combo, boolean b2b) {
        ObservedQueue queue = new ObservedQueue();
        List<Piece> preview = pieces.substring(1).chars().mapToObj(c -> Piece.parse((char) c)).toList();
        queue.load(Piece.parse(pieces.charAt(0)), preview, Set.of(), rules.randomizer());
        return PlayState.of(rules, board, queue).reset(queue, held, combo, b2b, 0, 0, 0);
    }

    @Test
    void aTSpinDoubleScores1200AndStartsBackToBack() {
        PlayState s = state(GUIDELINE, TSD_SLOT, "TI", null, Scoring.NO_COMBO, false);
        LockResult r = s.lock(TSD, false, new LockResult());
        assertEquals(2, r.linesCleared());
        assertEquals(1200, r.points());
        assertEquals(Spin.FULL, r.spin());
        assertFalse(r.perfectClear());
        assertEquals(Scoring.NO_COMBO, r.comboBefore());
        assertEquals(0, r.comboAfter());
        assertFalse(r.backToBackBefore());
        assertTrue(r.backToBackAfter());
        assertNull(r.endReason());
        assertEquals(Board.parse("#........."), s.board());
        assertEquals(1, s.stackHeight());
        assertEquals(Piece.I, s.current());
    }

    @Test
    void aBackToBackTSpinDoubleInAComboAddsHalfAndFiftyPerComboStep() {
        PlayState s = state(GUIDELINE, TSD_SLOT, "TI", null, 1, true);
        LockResult r = s.lock(TSD, false, new LockResult());
        assertEquals(1800 + 100, r.points());
        assertEquals(2, r.comboAfter());
        assertEquals(1900, s.score());
        assertEquals(2, s.lines());
    }

    @Test
    void aBackToBackTetrisThatEmptiesTheBoardScores4400() {
        PlayState s = state(GUIDELINE, WELL, "IT", null, Scoring.NO_COMBO, true);
        LockResult r = s.lock(I_INTO_WELL, false, new LockResult());
        assertEquals(4, r.linesCleared());
        assertTrue(r.perfectClear());
        assertEquals(1200 + 3200, r.points());
        assertTrue(s.board().isEmpty());
        assertEquals(0, s.stackHeight());
        PlayState plain = state(GUIDELINE, WELL, "IT", null, Scoring.NO_COMBO, false);
        assertEquals(800 + 2000, plain.lock(I_INTO_WELL, false, new LockResult()).points());
        PlayState nes = state(Rules.classic(), WELL, "IT", null, Scoring.NO_COMBO, false);
        assertEquals(1200, nes.lock(I_INTO_WELL, false, new LockResult()).points());
    }

    @Test
    void holdWithAnEmptySlotPlaysTheNextPieceAndSwapsAfterwards() {
        PlayState s = state(GUIDELINE, Board.empty(GUIDELINE), "IOTSZ", null, Scoring.NO_COMBO, false);
        assertEquals(Piece.O, s.holdIn());
        s.lock(Placement.of(Piece.O, Rotation.NORTH, 0, 0), true, new LockResult());
        assertEquals(Piece.I, s.held());
        assertEquals(Piece.T, s.current());
        assertEquals(2, s.queueIndex());
        s.lock(Placement.of(Piece.I, Rotation.NORTH, 3, 0), true, new LockResult());
        assertEquals(Piece.T, s.held());
        assertEquals(Piece.S, s.current());
        assertEquals(Board.parse("##........", "######...."), s.board());
        assertThrows(IllegalArgumentException.class,
                () -> s.lock(Placement.of(Piece.O, Rotation.NORTH, 0, 2), false, new LockResult()));
    }

    @Test
    void lockOutEndsAGuidelineGameAfterItsRowsScored() {
        Board tall = new Board(10, 40);
        for (int y = 0; y < 20; y++) {
            tall.setRow(y, 0b1111111100);
        }
        // An O resting on the stack at rows 20..21 fills nothing below 20: lock out.
        PlayState s = state(GUIDELINE, tall, "OT", null, Scoring.NO_COMBO, false);
        LockResult r = s.lock(Placement.of(Piece.O, Rotation.NORTH, 4, 20), false, new LockResult());
        assertEquals(EndReason.LOCK_OUT, r.endReason());
        assertTrue(s.isOver());
        assertThrows(IllegalStateException.class,
                () -> s.lock(Placement.of(Piece.T, Rotation.NORTH, 4, 22), false, new LockResult()));
    }

    @Test
    void theResearchGameEndsBeforeAPieceReachingTheHiddenRowsClearsAnything() {
        Board board = new Board(10, 40);
        for (int y = 0; y < 20; y++) {
            board.setRow(y, 0b1111111100);
        }
        // An O in columns 0-1 on rows 19..20 completes row 19 but pokes into row 20: the game ends, the
        // full row stays and no line counts.
        PlayState s = state(RESEARCH, board, "O", null, Scoring.NO_COMBO, false);
        LockResult r = s.lock(Placement.of(Piece.O, Rotation.NORTH, 0, 19), false, new LockResult());
        assertEquals(EndReason.PIECE_ABOVE_VISIBLE, r.endReason());
        assertEquals(0, r.linesCleared());
        assertEquals(0, r.points());
        assertEquals(0, s.lines());
        assertEquals(0b1111111111, s.board().row(19));
        assertEquals(21, s.stackHeight());
    }

    @Test
    void garbageFromOutsideRisesUnderTheStackAndEndsTheGameWhenACellIsPushedOffTheTop() {
        PlayState s = state(GUIDELINE, Board.parse("....#....."), "TI", null, Scoring.NO_COMBO, false);
        assertTrue(s.receiveGarbage(3));
        assertEquals(Board.parse("....#.....", "###.######"), s.board());
        assertEquals(2, s.stackHeight());
        assertEquals(1, s.garbageReceived());
        Board full = new Board(10, 40);
        full.setRow(39, 1);
        PlayState top = state(GUIDELINE, full, "TI", null, Scoring.NO_COMBO, false);
        assertFalse(top.receiveGarbage(0));
        assertEquals(EndReason.GARBAGE_OVERFLOW, top.endReason());
    }

    @Test
    void anAttackRaisesEveryRowAndThenTheStackRuleEndsAClassicGame() {
        Board board = new Board(10, 40);
        for (int y = 0; y < 18; y++) {
            board.setRow(y, 0b0111111110);
        }
        PlayState s = state(Rules.classic(), board, "IT", null, Scoring.NO_COMBO, false);
        assertEquals(2, s.receiveAttack(new int[] {0, 9}, 2));
        assertNull(s.endReason());
        assertEquals(20, s.stackHeight());
        assertEquals(2, s.garbageReceived());
        assertEquals(0b1111111111 & ~(1 << 9), s.board().row(0));
        assertEquals(0b1111111111 & ~1, s.board().row(1));
        assertEquals(1, s.receiveAttack(new int[] {4}, 1));
        assertEquals(EndReason.STACK_ABOVE_VISIBLE, s.endReason());
        assertEquals(21, s.stackHeight());
        assertThrows(IllegalStateException.class, () -> s.receiveAttack(new int[] {4}, 1));
        assertThrows(IllegalStateException.class,
                () -> PlayState.detached(Rules.classic(), s.queue()).receiveAttack(new int[0], 0));
    }

    @Test
    void anAttackThatPushesACellOffTheTopStopsThereAndEmptiesAHostedStatesPlacements() {
        Board board = new Board(10, 40);
        board.setRow(38, 0b1);
        PlayState s = PlayState.ofSeed(GUIDELINE, 7, board);
        assertTrue(s.legalPlacements().size() > 0);
        assertEquals(2, s.receiveAttack(new int[] {1, 2, 3}, 3));
        assertEquals(EndReason.GARBAGE_OVERFLOW, s.endReason());
        assertEquals(2, s.garbageReceived());
        assertEquals(0, s.legalPlacements().size());
    }

    @Test
    void anAttackThatFillsTheSpawnEndsAGuidelineGameByBlockOut() {
        Board board = new Board(10, 40);
        for (int y = 0; y < 19; y++) {
            board.setRow(y, 0b1111111110);
        }
        PlayState s = PlayState.ofSeed(GUIDELINE, 3, board);
        assertNull(s.endReason());
        assertEquals(3, s.receiveAttack(new int[] {0, 0, 0}, 3));
        assertEquals(EndReason.BLOCK_OUT, s.endReason());
        assertEquals(22, s.stackHeight());
        assertEquals(0, s.legalPlacements().size());
    }

    @Test
    void aHostedStateEndsByBlockOutWhenThePieceSpawnsButHasNoLegalPlacement() {
        // Straight drop: every column is full at the top row, so no piece can drop in, though the spawn
        // cells below are empty.
        Board board = new Board(10, 40);
        board.setRow(39, 0b1111111111);
        PlayState hosted = PlayState.ofSeed(Rules.classic(), 1, board);
        assertTrue(Spawn.spawnY(board, hosted.current(), Rules.classic()) >= 0);
        assertEquals(EndReason.BLOCK_OUT, hosted.endReason());
        assertEquals(0, hosted.legalPlacements().size());
        PlayState position = state(Rules.classic(), board, "IT", null, Scoring.NO_COMBO, false);
        assertNull(position.endReason());
        assertNull(position.legalPlacements());
    }

    @Test
    void aHostedStateListsTheNextPiecesPlacementsAfterEveryLock() {
        PlayState s = PlayState.ofSeed(GUIDELINE, 11, new Board(10, 40));
        PlacementList expected = new PlacementList();
        MoveGenerator generator = MoveGenerator.forRules(GUIDELINE);
        LockResult out = new LockResult();
        for (int i = 0; i < 8; i++) {
            generator.generate(s.board(), s.current(), expected);
            assertEquals(expected.toList(), s.legalPlacements().toList());
            s.lock(s.legalPlacements().get(0), false, out);
        }
        assertEquals(8, s.piecesPlaced());
    }

    @Test
    void theStackRuleEndsWhenAFilledCellRemainsInTheHiddenRows() {
        Board board = new Board(10, 40);
        for (int y = 0; y < 19; y++) {
            board.setRow(y, 0b0111111110);
        }
        PlayState s = state(Rules.classic(), board, "IT", null, Scoring.NO_COMBO, false);
        LockResult r = s.lock(Placement.of(Piece.I, Rotation.EAST, 0, 20), false, new LockResult());
        assertEquals(EndReason.STACK_ABOVE_VISIBLE, r.endReason());
        assertEquals(22, r.lockedStackHeight());
    }

    @Test
    void copyingAndLockingAllocateNothingOnceWarmInEitherForm() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean
                && ((com.sun.management.ThreadMXBean) bean).isThreadAllocatedMemoryEnabled(), "no allocation counter");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        PlayState root = state(GUIDELINE, TSD_SLOT, "TIOJ", Piece.L, 1, true);
        PlayState attached = state(GUIDELINE, TSD_SLOT, "T", null, 0, false);
        PlayState detached = PlayState.detached(GUIDELINE, root.queue());
        DetachedLock lock = DetachedLock.on(TSD_SLOT, TSD);
        LockResult out = new LockResult();
        long points = 0;
        long allocated = 0;
        for (int round = 0; round < 2; round++) {
            long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            for (int i = 0; i < 2_000; i++) {
                attached.copyFrom(root);
                points += attached.lock(TSD, false, out).points();
                detached.copyFrom(root);
                points += detached.lock(lock, Spin.FULL, false, out).points();
            }
            allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        }
        assertEquals(2 * 2 * 2_000 * (1800 + 100), points);
        assertTrue(allocated < 2_048, allocated + " bytes for 4,000 locks");
    }
}
