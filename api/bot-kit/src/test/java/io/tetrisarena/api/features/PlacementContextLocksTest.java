package io.tetrisarena.api.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.SrsMoveGenerator;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A {@link PlacementContext} handed to {@link PlayState#lock(io.tetrisarena.api.kernel.LockedPiece,
 * io.tetrisarena.api.kernel.Spin, boolean, LockResult)} gives what locking the same placement on the state's
 * own board gives, over seeded random stacks under an all-spin profile.
 */
class PlacementContextLocksTest {
    private static final Rules GUIDELINE = Rules.guideline();
    private static final AttackTable ALL_SPINS = AttackTable.builder().spins(AttackTable.SpinRule.ALL_SPINS)
            .allSpin(0, 1, 3, 5, 5).backToBack(1, 1, 2).build();

    @Test
    void aContextLocksAsTheBoardDoesOnRandomStacks() {
        SplittableRandom random = new SplittableRandom(34L);
        SrsMoveGenerator generator = new SrsMoveGenerator(GUIDELINE);
        PlacementContext context = new PlacementContext();
        int checked = 0;
        int cleared = 0;
        for (int trial = 0; trial < 3000; trial++) {
            Board board = PlacementContextRandomChainsTest.randomStack(random, 10, 40, false);
            Piece piece = Piece.ofOrdinal(random.nextInt(7));
            PlacementList list = new PlacementList();
            if (generator.generate(board, piece, list) == 0) {
                continue;
            }
            Placement p = list.get(random.nextInt(list.size()));
            ObservedQueue queue = new ObservedQueue();
            queue.load(piece, List.of(Piece.I), Set.of(), GUIDELINE.randomizer());
            int combo = random.nextInt(4) - 1;
            int chain = random.nextInt(3);
            PlayState attached = PlayState.of(GUIDELINE, board.copy(), queue)
                    .reset(queue, null, combo, chain > 0, 0, 0, 0).backToBackChain(chain).attackTable(ALL_SPINS);
            PlayState detached = PlayState.detached(GUIDELINE, queue);
            detached.copyFrom(attached);
            assertTrue(context.place(board, p));
            LockResult expected = attached.lock(p, false, new LockResult());
            LockResult actual = detached.lock(context, p.spin(), false, new LockResult());
            String where = "trial " + trial + ": " + p + "\n" + board;
            assertEquals(expected.linesCleared(), actual.linesCleared(), where);
            assertEquals(expected.points(), actual.points(), where);
            assertEquals(expected.attack(), actual.attack(), where);
            assertEquals(expected.allSpin(), actual.allSpin(), where);
            assertEquals(expected.backToBackChainAfter(), actual.backToBackChainAfter(), where);
            assertEquals(expected.comboAfter(), actual.comboAfter(), where);
            assertEquals(attached.stackHeight(), detached.stackHeight(), where);
            checked++;
            cleared += expected.linesCleared() > 0 ? 1 : 0;
        }
        assertTrue(checked > 2500 && cleared > 40, checked + " locks, " + cleared + " with clears");
    }
}
