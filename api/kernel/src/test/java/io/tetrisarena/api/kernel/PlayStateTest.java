package io.tetrisarena.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
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
    void aStraightDropStateJudgesEachPlacementAloneExactlyAsItsListHoldsThem() {
        // Every packed placement of the current piece within reach (each rotation, x -8..23, y -8..height+7,
        // each spin) against the generator's list for the same board, at every piece of games that pile up
        // to the top of small and tall fields: the list is made only when read, and only past a low stack.
        SplittableRandom random = new SplittableRandom(20261130L);
        PlacementList expected = new PlacementList();
        MoveGenerator generator = new StraightDropMoveGenerator();
        LockResult out = new LockResult();
        int unlisted = 0;
        int listed = 0;
        int legal = 0;
        int game = 0;
        for (int height : new int[] {4, 6, 10, 20, 40}) {
            for (int width : new int[] {4, 7, 10, 4, 7, 10, 4, 7, 10, 10}) {
                TopOutRule topOut = TopOutRule.values()[game++ % TopOutRule.values().length];
                Rules rules = Rules.classic().toBuilder().width(width).height(height).visibleHeight(height - 2)
                        .topOut(topOut).pieceCap(0).build();
                PlayState s = PlayState.ofSeed(rules, random.nextLong(), new Board(width, height));
                while (!s.isOver()) {
                    generator.generate(s.board(), s.current(), expected);
                    boolean wasListed = s.placementsListed();
                    assertEquals(s.board().stackHeight() + 4 > height, wasListed, "listed at a stack of "
                            + s.board().stackHeight() + " in " + height + " rows");
                    for (int rotation = 0; rotation < 4; rotation++) {
                        for (int x = -8; x < 24; x++) {
                            for (int y = -8; y < height + 8; y++) {
                                for (int spin = 0; spin < 4; spin++) {
                                    int packed = Placement.pack(s.current().ordinal(), rotation, x, y, spin);
                                    boolean held = expected.containsPacked(packed);
                                    if (held != s.isLegalPlacement(packed)
                                            || held != StraightDropMoveGenerator.lists(s.board(), s.current(), packed)) {
                                        fail("rotation " + rotation + ", x " + x + ", y " + y + ", spin " + spin
                                                + " listed " + held + " on\n" + s.board());
                                    }
                                    legal += held ? 1 : 0;
                                }
                            }
                        }
                    }
                    // Another piece's placement is never legal.
                    Piece other = Piece.values()[(s.current().ordinal() + 1) % 7];
                    assertFalse(s.isLegalPlacement(Placement.pack(other.ordinal(), 0, 1, s.board().columnHeight(1), 0)));
                    assertEquals(wasListed, s.placementsListed(), "judging one placement lists none");
                    unlisted += wasListed ? 0 : 1;
                    listed += wasListed ? 1 : 0;
                    assertEquals(expected.toList(), s.legalPlacements().toList());
                    assertTrue(s.placementsListed());
                    s.lock(s.legalPlacements().get(random.nextInt(s.legalPlacements().size())), false, out);
                }
                assertFalse(s.isLegalPlacement(expected.packed(0)), "nothing is legal once the game is over");
            }
        }
        assertTrue(unlisted > 500 && listed > 50, unlisted + " positions judged unlisted, " + listed + " listed");
        assertTrue(legal > 5_000, "legal placements met: " + legal);
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
