package io.tetrisarena.arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.VersusView;
import java.util.List;
import org.junit.jupiter.api.Test;

class GarbageQueueTest {
    @Test
    void anAttackCancelsTheOldestBatchesFirstAndSendsOnlyWhatIsLeft() {
        GarbageQueue q = new GarbageQueue();
        q.add(2, 1);
        q.add(4, 1);
        assertEquals(0, q.cancel(3), "3 lines cancel the 2-batch and one line of the 4-batch");
        assertEquals(List.of(new VersusView.Incoming(3, 1)), q.view());
        assertEquals(2, q.cancel(5), "5 lines cancel the 3 left and 2 go on");
        assertEquals(0, q.lines());
        assertEquals(4, q.cancel(4), "nothing to cancel: everything goes on");
    }

    @Test
    void aBatchRisesOnlyAfterItsDelayInPieces() {
        GarbageQueue q = new GarbageQueue();
        q.add(3, 2);
        assertEquals(List.of(), q.takeReady());
        q.endTurn();
        assertEquals(List.of(), q.takeReady());
        q.endTurn();
        q.add(1, 2);
        assertEquals(List.of(3), q.takeReady(), "the first batch is due after two pieces");
        assertEquals(List.of(new VersusView.Incoming(1, 2)), q.view());
    }

    @Test
    void aBatchWithNoDelayIsDueAtOnceAndZeroLinesAreNotQueued() {
        GarbageQueue q = new GarbageQueue();
        q.add(0, 0);
        q.add(2, 0);
        q.add(1, 0);
        assertEquals(List.of(2, 1), q.takeReady());
        assertEquals(0, q.lines());
    }
}
