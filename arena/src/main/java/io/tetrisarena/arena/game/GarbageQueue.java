package io.tetrisarena.arena.game;

import io.tetrisarena.api.VersusView;
import java.util.ArrayList;
import java.util.List;

/**
 * The garbage on its way to one player, in batches, oldest first. The player's own attack cancels it first
 * ({@link #cancel}), oldest batch first; what is left of an attack goes to the opponent. A batch {@link #add added}
 * with delay {@code d} may rise once the player has placed {@code d} more pieces: {@link #endTurn} counts a
 * piece down after {@link #takeReady} has taken the batches already due. Under a cap on the rows that rise
 * after one piece, the rest of a batch stays first in line and rises later as the same batch (its rows go on
 * from the same hole).
 */
public final class GarbageQueue {
    private final List<int[]> batches = new ArrayList<>(); // {lines, turnsLeft, started (1 when rows already rose)}

    /**
     * Cancels incoming garbage with an attack.
     *
     * @return what is left of the attack, to send on
     */
    public int cancel(int attack) {
        int left = attack;
        while (left > 0 && !batches.isEmpty()) {
            int[] first = batches.get(0);
            int used = Math.min(left, first[0]);
            first[0] -= used;
            left -= used;
            if (first[0] == 0) {
                batches.remove(0);
            }
        }
        return left;
    }

    /** Queues a batch of {@code lines} (nothing for 0) that may rise after {@code delay} more pieces. */
    public void add(int lines, int delay) {
        if (lines > 0) {
            batches.add(new int[] {lines, delay, 0});
        }
    }

    /** Removes the batches due now and returns their sizes, oldest first. */
    public List<Integer> takeReady() {
        List<Chunk> chunks = takeReady(0);
        List<Integer> ready = new ArrayList<>(chunks.size());
        for (Chunk c : chunks) {
            ready.add(c.lines());
        }
        return ready;
    }

    /**
     * One part of a batch that rises now.
     *
     * @param lines     rows rising
     * @param continued whether earlier rows of the same batch rose before (after an earlier piece, under a cap)
     */
    public record Chunk(int lines, boolean continued) {
    }

    /**
     * Removes the garbage due now, at most {@code cap} rows (0: no cap), oldest first; a batch cut by the cap
     * keeps its other rows first in line.
     */
    public List<Chunk> takeReady(int cap) {
        List<Chunk> ready = new ArrayList<>();
        int room = cap > 0 ? cap : Integer.MAX_VALUE;
        // a later batch is never due before an earlier one: delays are equal and batches are queued in turn order
        while (room > 0 && !batches.isEmpty() && batches.get(0)[1] == 0) {
            int[] first = batches.get(0);
            int take = Math.min(room, first[0]);
            ready.add(new Chunk(take, first[2] != 0));
            room -= take;
            first[0] -= take;
            first[2] = 1;
            if (first[0] == 0) {
                batches.remove(0);
            }
        }
        return ready;
    }

    /** One piece placed: every waiting batch comes one piece closer. */
    public void endTurn() {
        for (int[] b : batches) {
            b[1] = Math.max(0, b[1] - 1);
        }
    }

    /** The total lines waiting. */
    public int lines() {
        int sum = 0;
        for (int[] b : batches) {
            sum += b[0];
        }
        return sum;
    }

    /** The batches as a bot sees them. */
    public List<VersusView.Incoming> view() {
        List<VersusView.Incoming> out = new ArrayList<>(batches.size());
        for (int[] b : batches) {
            out.add(new VersusView.Incoming(b[0], b[1]));
        }
        return out;
    }
}
