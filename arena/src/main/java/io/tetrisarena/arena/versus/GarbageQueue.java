package io.tetrisarena.arena.versus;

import io.tetrisarena.api.VersusView;
import java.util.ArrayList;
import java.util.List;

/**
 * The garbage on its way to one player, in batches, oldest first. The player's own attack cancels it first
 * ({@link #cancel}), oldest batch first; what is left of an attack goes to the opponent. A batch {@link #add added}
 * with delay {@code d} may rise once the player has placed {@code d} more pieces: {@link #endTurn} counts a
 * piece down after {@link #takeReady} has taken the batches already due.
 */
public final class GarbageQueue {
    private final List<int[]> batches = new ArrayList<>(); // {lines, turnsLeft}

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
            batches.add(new int[] {lines, delay});
        }
    }

    /** Removes the batches due now and returns their sizes, oldest first. */
    public List<Integer> takeReady() {
        List<Integer> ready = new ArrayList<>();
        while (!batches.isEmpty() && batches.get(0)[1] == 0) {
            ready.add(batches.remove(0)[0]);
        }
        // a later batch is never due before an earlier one: delays are equal and batches are queued in turn order
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
